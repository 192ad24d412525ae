import { useEffect, useId, useState, type ComponentProps } from 'react';
import { FieldShell, useField, type FieldProps } from '../field';
import { cn } from '../lib/cn';
import type { Translations } from '../lib/translations';

/** How long typing must pause before the remaining count is announced, so that not every key is read out. */
const announceDelayMs = 700;

/** The text box's own words, in English; `text` overrides some or all of them. */
export const textareaText = {
  /** The visible counter. */
  counter: (count: number, max: number) => `${count} / ${max}`,
  /** What a screen reader hears when typing pauses. */
  remaining: (remaining: number) => `${remaining} characters left`,
};
export type TextareaText = typeof textareaText;

/** The text box's own words in every language. */
export const textareaTranslations: Translations<TextareaText> = {
  en: textareaText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type TextareaProps = ComponentProps<'textarea'> &
  FieldProps & {
    /**
     * The most characters the text may have; typing stops there. With a limit, a live counter shows
     * under the box and the characters left are announced politely when typing pauses.
     */
    maxLength?: number;
    /**
     * The counter's words, merged over the English defaults.
     * @defaultValue textareaText
     */
    text?: Partial<TextareaText>;
    /** Classes for the `<textarea>` itself; `className` goes to the field's outer box. */
    textareaClassName?: string;
  };

/** A labelled multi-line input with an optional character limit and live counter (About Me: 5000). */
export function Textarea({
  textareaClassName,
  maxLength,
  text: textOverrides,
  value,
  defaultValue,
  onChange,
  rows = 5,
  ...props
}: TextareaProps) {
  const text = { ...textareaText, ...textOverrides };
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const count = value === undefined ? uncontrolledLength : String(value).length;
  const counterId = useId();
  const { shell, control, rest } = useField(props, maxLength === undefined ? undefined : counterId);
  const announcement = useSettledAnnouncement(maxLength === undefined ? '' : text.remaining(maxLength - count));

  return (
    <FieldShell slot="textarea" {...shell}>
      <textarea
        data-slot="textarea-input"
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          setUncontrolledLength(event.target.value.length);
          onChange?.(event);
        }}
        {...control}
        className={cn(
          'focus-ring min-h-24 w-full min-w-0 resize-y rounded-md border border-border-strong bg-background px-3 py-2 text-base text-foreground',
          'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground',
          'aria-invalid:border-2 aria-invalid:border-danger',
          textareaClassName,
        )}
        {...rest}
      />
      {maxLength !== undefined && (
        <>
          <p
            id={counterId}
            data-slot="textarea-counter"
            data-state={count >= maxLength ? 'full' : 'open'}
            className="self-end text-sm text-muted-foreground tabular-nums data-[state=full]:font-semibold data-[state=full]:text-danger"
          >
            {text.counter(count, maxLength)}
          </p>
          <span role="status" aria-live="polite" className="sr-only">
            {announcement}
          </span>
        </>
      )}
    </FieldShell>
  );
}

/** The latest text once it has stopped changing for a moment; empty until the first change. */
function useSettledAnnouncement(text: string) {
  const [initialText] = useState(text);
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (text === initialText && settled === '') return;
    const timer = setTimeout(() => setSettled(text), announceDelayMs);
    return () => clearTimeout(timer);
  }, [text, initialText, settled]);
  return settled;
}
