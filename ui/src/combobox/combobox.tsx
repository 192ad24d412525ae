import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { FieldShell, fieldControlVariants, useField, type FieldControlVariants, type FieldProps } from '../field';
import { ChevronDownNarrowIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import { ComboboxList } from './combobox-list';
import { indexOptions, matchOptions, optionNamed, type ComboboxOption } from './match-options';
import type { Translations } from '../lib/translations';

/** The combobox's own words, in English; `text` overrides some or all of them. */
export const comboboxText = {
  /** Shown (and announced) when no option matches the text typed. */
  noMatches: 'No matches',
  /** Shown (and announced) under a list cut to `maxResults`. */
  moreMatches: (shown: number, total: number) =>
    `Showing ${shown} of ${total.toLocaleString('en-US')} matches. Type more to narrow the list.`,
};
export type ComboboxText = typeof comboboxText;

/** The combobox's own words in every language. */
export const comboboxTranslations: Translations<ComboboxText> = {
  en: comboboxText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type ComboboxProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'size' | 'type' | 'role' | 'children' | 'list'
> &
  FieldProps &
  FieldControlVariants & {
    /** The choices, in the order shown when nothing is typed. */
    options: readonly ComboboxOption[];
    /** The chosen option's value, `''` for none (controlled). */
    value?: string;
    /**
     * The value chosen at first (uncontrolled).
     * @defaultValue ''
     */
    defaultValue?: string;
    /**
     * Called with the value of the option chosen from the list, or named by the whole text typed
     * (ignoring case and accents), and with `''` when the text names no option: free text is never a value.
     */
    onValueChange?: (value: string) => void;
    /** Whether the list is open (controlled). */
    open?: boolean;
    /** @defaultValue false */
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /**
     * The most options the list shows at once; typing narrows a longer list down.
     * @defaultValue 50
     */
    maxResults?: number;
    /**
     * The list's notes, merged over the English defaults.
     * @defaultValue comboboxText
     */
    text?: Partial<ComboboxText>;
    /** Classes for the `<input>` itself; `className` goes to the field's outer box. */
    inputClassName?: string;
  };

/**
 * A labelled text input with a list of options that narrows as the user types (WAI-ARIA 1.2
 * combobox with a listbox popup). Typing matches anywhere in a label, ignoring case, accents and
 * umlaut spellings ('zurich' finds 'Zürich'). ArrowDown and ArrowUp open the list and move through
 * it (Alt+ArrowDown opens it only), Home and End jump to the first and last option while one is
 * highlighted, Enter chooses, Escape closes; focus never leaves the input. The value is always an
 * option's value or `''`. Label, hint and error are tied to the input as in every field; `ref`
 * reaches the input, so a form can focus it.
 */
export function Combobox({
  options,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  maxResults = 50,
  text: textOverrides,
  size,
  inputClassName,
  name,
  autoComplete = 'off',
  onChange,
  onClick,
  onKeyDown,
  onBlur,
  ...props
}: ComboboxProps) {
  // `text` below is what the user typed.
  const words = { ...comboboxText, ...textOverrides };
  const { shell, control, ids, rest } = useField(props);
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const indexed = useMemo(() => indexOptions(options), [options]);
  const chosen = indexed.find((option) => option.value === value);
  const labelOf = (of: string) => indexed.find((option) => option.value === of)?.label ?? of;

  const [text, setText] = useState(() => labelOf(value));
  // A value set from outside (a form reset) shows its label, unless the text typed already names it.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if ((optionNamed(indexed, text)?.value ?? '') !== value) setText(labelOf(value));
  }

  // Text that is the chosen option's label (the list was just opened) filters nothing.
  const query = chosen && text === chosen.label ? '' : text;
  const matches = useMemo(() => matchOptions(indexed, query), [indexed, query]);
  // A long list opened on a chosen option shows the options around it, as a native select would.
  const shown = useMemo(() => {
    const at = query === '' && chosen ? matches.indexOf(chosen) : -1;
    const start = Math.max(0, Math.min(at - Math.floor(maxResults / 2), matches.length - maxResults));
    return matches.slice(start, start + maxResults);
  }, [matches, maxResults, query, chosen]);
  const [highlightedIndex, setHighlighted] = useState(-1);
  const highlighted = open && highlightedIndex < shown.length ? highlightedIndex : -1;
  const expanded = open && shown.length > 0;
  const note = !open
    ? ''
    : shown.length === 0
      ? words.noMatches
      : matches.length > shown.length
        ? words.moreMatches(shown.length, matches.length)
        : '';

  const anchor = useRef<HTMLDivElement>(null);
  const listId = `${ids.id}-listbox`;
  const optionId = (index: number) => `${ids.id}-option-${index}`;
  const chosenIndex = shown.findIndex((option) => option.value === value);

  const show = (highlight: number) => {
    setOpen(true);
    setHighlighted(highlight);
  };
  const hide = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const choose = (option: ComboboxOption) => {
    setText(option.label);
    setValue(option.value);
    hide();
  };

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const key = event.altKey ? `Alt+${event.key}` : event.key;
    const moves: Record<string, () => void> = {
      ArrowDown: () =>
        open ? setHighlighted(highlighted >= last ? 0 : highlighted + 1) : show(Math.max(chosenIndex, 0)),
      ArrowUp: () =>
        open ? setHighlighted(highlighted <= 0 ? last : highlighted - 1) : show(chosenIndex >= 0 ? chosenIndex : last),
      'Alt+ArrowDown': () => show(highlighted),
      'Alt+ArrowUp': hide,
    };
    // Home, End and Enter act on the list only while an option is highlighted; otherwise they edit the text and submit the form.
    if (highlighted >= 0) {
      moves.Home = () => setHighlighted(0);
      moves.End = () => setHighlighted(last);
      moves.Enter = () => choose(shown[highlighted]!);
    }
    const move = moves[key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <FieldShell slot="combobox" {...shell}>
      <PopoverPrimitive.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : hide())}>
        <PopoverPrimitive.Anchor asChild>
          <div ref={anchor} data-slot="combobox-control" data-state={open ? 'open' : 'closed'} className="relative">
            <input
              data-slot="combobox-input"
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
              autoComplete={autoComplete}
              {...control}
              className={cn(fieldControlVariants({ size }), 'pe-10', inputClassName)}
              {...rest}
              value={text}
              onChange={(event) => {
                onChange?.(event);
                setText(event.target.value);
                setValue(optionNamed(indexed, event.target.value)?.value ?? '');
                show(-1);
              }}
              onClick={(event) => {
                onClick?.(event);
                if (!open) show(chosenIndex);
              }}
              onKeyDown={(event) => {
                onKeyDown?.(event);
                if (!event.defaultPrevented) handleKey(event);
              }}
              onBlur={(event) => {
                // 'zurich' typed and left reads as the option it names: 'Zürich'.
                if (chosen) setText(chosen.label);
                onBlur?.(event);
              }}
            />
            <ChevronDownNarrowIcon className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
          </div>
        </PopoverPrimitive.Anchor>
        {/* Not in a portal: the list stays inside the dialog or landmark around the field (axe's region
            rule), and Radix places it with fixed positioning, so no scrolling box clips it. Closed, it is not
            rendered at all, for the reason the Dialog gives (dialog/dialog.tsx). */}
        {open && (
          <PopoverPrimitive.Content
            data-slot="combobox-content"
            // A plain box around the listbox, not the dialog a popover would be.
            role={undefined}
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            // The input is outside the pop-up: using it must not close the list.
            onInteractOutside={(event) => {
              if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            }}
            // A press on an option must not take focus from the input.
            onMouseDown={(event) => event.preventDefault()}
            className={cn(
              'z-50 flex w-(--radix-popover-trigger-width) flex-col overflow-hidden',
              // 20rem until Radix has measured the room below (or above) the input, so the list can scroll to the chosen option at once.
              'max-h-[min(20rem,var(--radix-popover-content-available-height,20rem))]',
              'rounded-md border border-border bg-background text-foreground shadow-overlay',
            )}
          >
            {shown.length > 0 && (
              <ComboboxList
                id={listId}
                labelledBy={ids.labelId}
                options={shown}
                value={value}
                highlighted={highlighted}
                optionId={optionId}
                onChoose={choose}
              />
            )}
            {note && (
              // Announced by the status below; hidden here so that it is not read twice.
              <p
                aria-hidden="true"
                className="border-t border-border px-3 py-2 text-sm text-muted-foreground first:border-t-0"
              >
                {note}
              </p>
            )}
          </PopoverPrimitive.Content>
        )}
      </PopoverPrimitive.Root>
      {name !== undefined && <input type="hidden" name={name} value={value} />}
      <span role="status" className="sr-only">
        {note}
      </span>
    </FieldShell>
  );
}
