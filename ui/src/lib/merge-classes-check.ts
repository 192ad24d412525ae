import { extendTailwindMerge } from 'tailwind-merge';
import { colors } from '../../../tailwind.config';

const colorNames = Object.entries(colors).flatMap(([name, value]) =>
  typeof value === 'string'
    ? [name]
    : Object.keys(value).map((shade) => (shade === 'DEFAULT' ? name : `${name}-${shade}`)),
);

/**
 * tailwind-merge, told our token names: without them it would read `text-primary-foreground` as a font size, like
 * `text-sm`, and drop one of the two.
 */
const tailwindMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: colorNames,
      spacing: ['target', 'control', 'control-sm', 'control-lg'],
      radius: ['sm', 'md', 'lg', 'xl'],
      shadow: ['card', 'overlay'],
    },
  },
});

const classSet = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort().join(' ');

/**
 * The merge, checked against tailwind-merge's in development (stories, the app's tests, `vite dev`): a class the
 * merge does not know, or reads differently, throws, naming it. Order does not matter to a page and is not compared.
 */
export function checkedAgainstTailwindMerge(merge: (classes: string) => string) {
  return (classes: string) => {
    const merged = merge(classes);
    const expected = tailwindMerge(classes);
    if (classSet(merged) !== classSet(expected)) {
      throw new Error(
        `mergeClasses (ui/src/lib/merge-classes.ts) kept "${merged}" where tailwind-merge keeps "${expected}" ` +
          `of "${classes}": teach it the classes that differ.`,
      );
    }
    return merged;
  };
}
