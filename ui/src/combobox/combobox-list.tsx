import { useEffect, useRef } from 'react';
import { CheckIcon } from '../lib/icons';
import type { ComboboxOption } from './match-options';

export type ComboboxListProps = {
  /** Id of the listbox, which the input's `aria-controls` names. */
  id: string;
  /** Id of the field's label, which names the listbox. */
  labelledBy: string;
  /** The options shown, in order. */
  options: readonly ComboboxOption[];
  /** The chosen value: its option is marked selected. */
  value: string;
  /** Index of the option the arrow keys are on, -1 for none. */
  highlighted: number;
  /** The id of the option at an index, for the input's `aria-activedescendant`. */
  optionId: (index: number) => string;
  onChoose: (option: ComboboxOption) => void;
};

/**
 * The listbox of a Combobox. Focus stays in the input (the options are never focused): the input's
 * `aria-activedescendant` points at the highlighted option, which the list scrolls to.
 */
export function ComboboxList({ id, labelledBy, options, value, highlighted, optionId, onChoose }: ComboboxListProps) {
  const list = useRef<HTMLDivElement>(null);
  // Scrolls the list only: scrollIntoView would also scroll the page while the pop-up is still being placed.
  useEffect(() => {
    const box = list.current;
    const option = box?.children[highlighted];
    if (!box || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < box.scrollTop) box.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = option.offsetTop + option.offsetHeight - box.clientHeight;
  }, [highlighted]);
  return (
    <div
      ref={list}
      id={id}
      role="listbox"
      aria-labelledby={labelledBy}
      data-slot="combobox-listbox"
      className="relative min-h-0 flex-1 overflow-y-auto p-1"
    >
      {options.map((option, index) => (
        // Options take no focus and no keys: the input keeps focus and handles the keys (aria-activedescendant).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
        <div
          key={option.value}
          id={optionId(index)}
          role="option"
          aria-selected={option.value === value}
          data-slot="combobox-option"
          data-highlighted={index === highlighted || undefined}
          onClick={() => onChoose(option)}
          className="relative flex min-h-control cursor-pointer items-center rounded-sm py-2 ps-3 pe-9 text-base select-none hover:bg-muted data-[highlighted]:bg-primary-subtle aria-selected:font-semibold"
        >
          {option.label}
          {option.value === value && <CheckIcon className="absolute end-2 size-5 text-primary" />}
        </div>
      ))}
    </div>
  );
}
