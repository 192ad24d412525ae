import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';
import { checkedAgainstTailwindMerge } from './merge-classes-check';

const checkedMerge = checkedAgainstTailwindMerge(mergeClasses);

describe('mergeClasses', () => {
  it.each([
    // A later value of the same utility replaces the earlier one; the rest stays in place.
    ['h-control px-4 text-base px-0', 'h-control text-base px-0'],
    ['text-sm font-medium text-foreground text-base font-normal', 'text-foreground text-base font-normal'],
    // A font size and a text colour are different things.
    ['text-sm text-primary-foreground', 'text-sm text-primary-foreground'],
    ['text-foreground hover:bg-muted text-current hover:bg-transparent', 'text-current hover:bg-transparent'],
    // Variants scope a class: the arbitrary variant's brackets may hold colons.
    ['[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:size-5', '[&_svg]:shrink-0 [&_svg]:size-5'],
    ['has-[a:hover]:border-border has-[a:hover]:border-border-strong', 'has-[a:hover]:border-border-strong'],
    ['hover:bg-muted bg-transparent', 'hover:bg-muted bg-transparent'],
    // A whole padding replaces the sides before it, not after it.
    ['px-4 py-2 p-0', 'p-0'],
    ['p-4 px-2', 'p-4 px-2'],
    // A size replaces a width and a height; a border's width and colour are apart, as its sides are.
    ['h-control w-full size-target', 'size-target'],
    ['border border-primary border-2', 'border-primary border-2'],
    ['border-l-4 border-0', 'border-0'],
    ['forced-colors:border forced-colors:border-0', 'forced-colors:border-0'],
    ['flex flex-col gap-1 flex-row gap-2', 'flex flex-row gap-2'],
    ['-my-2 my-0', 'my-0'],
    ['rounded-t-lg rounded-md rounded-full', 'rounded-full'],
    // What it does not know it keeps.
    ['focus-ring tabular-nums focus-ring', 'focus-ring tabular-nums focus-ring'],
  ])('%s → %s', (classes, merged) => {
    expect(mergeClasses(classes)).toBe(merged);
  });

  it('agrees with tailwind-merge on the classes of the design system', () => {
    const samples = [
      'focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 forced-colors:border border border-primary bg-background text-primary hover:bg-primary-subtle size-control p-0 absolute -right-1 -bottom-1 size-target rounded-full [&_svg]:size-3.5',
      'flex flex-col gap-4 rounded-lg bg-background p-4 text-foreground border border-border relative gap-2 scroll-m-4 data-unread:border-l-4 data-unread:border-l-primary data-highlighted:border-primary data-highlighted:ring-2 data-highlighted:ring-primary focus:outline-3 focus:outline-offset-2 focus:outline-focus h-full',
      'focus-ring w-full min-w-0 rounded-md border border-border-strong bg-background px-3 text-foreground placeholder:text-muted-foreground aria-invalid:border-danger aria-invalid:border-2 h-control text-base w-20 text-center tabular-nums',
      'whitespace-nowrap h-control px-4 text-base h-auto min-h-control py-1.5 text-start whitespace-normal',
      'flex min-w-0 flex-col gap-1.5 min-w-48 flex-1 leading-6 text-lg overflow-hidden overflow-x-auto',
    ];
    for (const classes of samples) expect(() => checkedMerge(classes)).not.toThrow();
  });

  it('merges alike once its memory of merges is full and starts over', () => {
    for (let width = 0; width < 1500; width += 1) expect(mergeClasses(`w-4 w-[${width}px]`)).toBe(`w-[${width}px]`);
    expect(mergeClasses('h-control px-4 text-base px-0')).toBe('h-control text-base px-0');
    expect(mergeClasses('w-4 w-[0px]')).toBe('w-[0px]');
  });

  it('fails, in development, where it would keep other classes than tailwind-merge', () => {
    const keepsAll = checkedAgainstTailwindMerge((classes) => classes);
    expect(() => keepsAll('px-4 px-2')).toThrow(/tailwind-merge keeps "px-2"/);
  });
});
