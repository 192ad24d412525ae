import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { buttonVariants } from '../button';
import { FieldShell, useField, type FieldProps } from '../field';
import { CrossIcon, FileIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import type { Translations } from '../lib/translations';

/** The component's own words, in English; `text` overrides some or all of them. */
export const fileInputText = {
  /** The text of the button that opens the file picker. */
  choose: 'Choose file',
  /** The name of the cross that removes the chosen file. */
  remove: (fileName: string) => `Remove ${fileName}`,
  /** The message when a file outside `accept` arrives (a drop, or "all files" in the picker). */
  wrongType: 'This type of file is not accepted.',
};
export type FileInputText = typeof fileInputText;

/** The component's own words in every language. */
export const fileInputTranslations: Translations<FileInputText> = {
  en: fileInputText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type FileInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'size'
> &
  FieldProps & {
    /** The chosen file (controlled); `null` for none. */
    file?: File | null;
    /** The first file (uncontrolled). */
    defaultFile?: File | null;
    /** Called with the file the user picks, or `null` after the cross removes it. */
    onFileChange?: (file: File | null) => void;
    /**
     * The component's words, merged over the English defaults.
     * @defaultValue fileInputText
     */
    text?: Partial<FileInputText>;
  };

/** Whether a file fits an `accept` list such as `.pdf,.doc,image/*`. */
function isAccepted(file: File, accept: string | undefined) {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) =>
      entry.startsWith('.')
        ? name.endsWith(entry)
        : entry.endsWith('/*')
          ? type.startsWith(entry.slice(0, -1))
          : type === entry,
    );
}

/**
 * Picks one file (the first, if several arrive) from an `accept` list, then shows its name with a
 * cross that removes it. The native input stays in the page (visually hidden) so keyboard, screen
 * readers and autofill treat it as the file input it is. `ref` reaches that input.
 */
export function FileInput({
  error,
  accept,
  file,
  defaultFile,
  onFileChange,
  text: textOverrides,
  ref,
  ...props
}: FileInputProps) {
  const text = { ...fileInputText, ...textOverrides };
  const [chosenFile, setChosenFile] = useControllableState<File | null>({
    prop: file,
    defaultProp: defaultFile ?? null,
    onChange: onFileChange,
  });
  /**
   * Set when the latest file picked was of a type outside `accept`, with the `error` shown then: the refusal
   * replaces that message (a file too large, a failed upload), which was about an earlier file. A message that
   * comes after it (the form's, once submitted) is the newer one again.
   */
  const [refusedPick, setRefusedPick] = useState<{ errorBefore: ReactNode } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const composedRef = useComposedRefs(ref, inputRef);
  const chooseId = useId();
  const { shell, control, ids, rest } = useField({
    ...props,
    error: refusedPick !== null && refusedPick.errorBefore === error ? text.wrongType : error,
  });

  return (
    <FieldShell slot="file-input" {...shell}>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <input
          data-slot="file-input-input"
          ref={composedRef}
          type="file"
          accept={accept}
          aria-labelledby={`${ids.labelId} ${chooseId}`}
          {...control}
          className="peer sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (!picked) return;
            const accepted = isAccepted(picked, accept);
            setRefusedPick(accepted ? null : { errorBefore: error });
            if (accepted) setChosenFile(picked);
            else event.target.value = '';
          }}
          {...rest}
        />
        <label
          id={chooseId}
          htmlFor={ids.id}
          data-slot="file-input-choose"
          className={cn(
            buttonVariants({ variant: 'outline', size: 'md' }),
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-focus-visible:outline-solid',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-55',
          )}
        >
          {text.choose}
        </label>
        <div aria-live="polite" className="min-w-0">
          {chosenFile && (
            <span
              data-slot="file-input-file"
              className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-surface py-1 ps-3 pe-1 text-sm text-foreground"
            >
              <FileIcon className="size-4 shrink-0 text-muted-foreground" />
              {/* A name without spaces breaks anywhere rather than widening the page; every character stays readable. */}
              <span className="min-w-0 [overflow-wrap:anywhere]">{chosenFile.name}</span>
              <button
                type="button"
                data-slot="file-input-remove"
                aria-label={text.remove(chosenFile.name)}
                disabled={control.disabled}
                onClick={() => {
                  setChosenFile(null);
                  setRefusedPick(null);
                  if (inputRef.current) {
                    inputRef.current.value = '';
                    // The cross disappears with the file; focus goes back to the picker instead of the page.
                    inputRef.current.focus();
                  }
                }}
                className="focus-ring inline-flex size-control-sm shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:cursor-not-allowed"
              >
                <CrossIcon className="size-4" />
              </button>
            </span>
          )}
        </div>
      </div>
    </FieldShell>
  );
}
