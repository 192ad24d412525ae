import type { ComponentProps } from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { BookmarkIcon } from '../lib/job-icons';
import { saveToggleText, type SaveToggleText } from './save-toggle-text';

/** The outline button's look, tinted and with a filled bookmark while pressed. */
const pressedLook = 'aria-pressed:bg-primary-subtle [&_svg]:size-5 aria-pressed:[&_svg]:fill-current';

export type SaveToggleProps = Omit<ComponentProps<'button'>, 'children' | 'onChange'> & {
  /**
   * `icon` shows the bookmark alone, its word read out (on a tile).
   * @defaultValue 'md'
   */
  size?: 'md' | 'icon';
  /** Whether the job is among the jumper's saved jobs. */
  saved: boolean;
  /** Called with the state the jumper asks for: `true` to save, `false` to remove. */
  onSavedChange: (saved: boolean) => void;
  /** The job's title, read out after the button's word, so a list of tiles has toggles of distinct names. */
  jobTitle?: string;
  /**
   * The toggle's words, merged over the English defaults.
   * @defaultValue saveToggleText
   */
  text?: Partial<SaveToggleText>;
};

/**
 * Saves a job or removes it from the saved jobs: a toggle button (`aria-pressed`) that reads 'Save' or 'Saved'
 * with a bookmark, filled when saved. `icon` shows the bookmark alone (on a tile), its word still read out.
 */
export function SaveToggle({
  saved,
  onSavedChange,
  jobTitle,
  size,
  text: textOverrides,
  className,
  onClick,
  ...props
}: SaveToggleProps) {
  const text = { ...saveToggleText, ...textOverrides };
  const word = saved ? text.saved : text.save;
  return (
    <button
      type="button"
      data-slot="save-toggle"
      data-state={saved ? 'on' : 'off'}
      data-size={size ?? 'md'}
      aria-pressed={saved}
      // The name starts with the word shown, as speech control users say it (WCAG 2.5.3).
      aria-label={jobTitle ? `${word}: ${jobTitle}` : undefined}
      className={cn(buttonVariants({ variant: 'outline', size }), pressedLook, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onSavedChange(!saved);
      }}
      {...props}
    >
      <BookmarkIcon />
      <span className={size === 'icon' ? 'sr-only' : undefined}>{word}</span>
    </button>
  );
}
