import { cva, type VariantProps } from 'class-variance-authority';
import { useRef, useState, type ComponentProps } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { PencilIcon } from '../lib/icons';
import type { Translations } from '../lib/translations';

const avatarVariants = cva('relative inline-flex shrink-0', {
  variants: {
    size: {
      sm: 'size-10 text-sm',
      md: 'size-16 text-xl',
      lg: 'size-24 text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

/**
 * Made on first use, not when the module loads: the page's first Intl object loads the browser's locale data, a
 * long task (tens of milliseconds on a phone) that most names never need.
 */
let graphemes: Intl.Segmenter | undefined;

/**
 * Characters below U+0300 (Latin with its accented letters, digits, the spacing modifiers) are a grapheme each when
 * the next one is such a character too: nothing joins them. The combining accents start at U+0300.
 */
const standsAlone = (codeUnit: number) => codeUnit < 0x300;

/** The first grapheme of a word: its first letter, or more of it where an accent or an emoji joins on. */
function firstGrapheme(word: string) {
  if (standsAlone(word.charCodeAt(0)) && (word.length === 1 || standsAlone(word.charCodeAt(1)))) return word.charAt(0);
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
}

/**
 * The initials of a name: 'Anna Muster' gives 'AM'. Each is a whole grapheme, not a UTF-16 unit: an emoji
 * or a letter with a combining accent stays whole instead of turning into '\uFFFD'.
 */
function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => firstGrapheme(part).toUpperCase())
    .join('');
}

/** The component's own words, in English; `text` overrides some or all of them. */
export const avatarText = {
  /** The accessible name of the edit pencil. */
  edit: 'Change photo',
};
export type AvatarText = typeof avatarText;

/** The component's own words in every language. */
export const avatarTranslations: Translations<AvatarText> = {
  en: avatarText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type AvatarProps = ComponentProps<'div'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the photo's alternative text, and the initials shown without a photo. */
    name: string;
    /** The photo's address; without it, or when it fails to load, the initials show. */
    src?: string;
    /** Shows an edit pencil that opens a file picker and calls this with the chosen photo. */
    onPhotoSelect?: (file: File) => void;
    /**
     * The component's words, merged over the English defaults.
     * @defaultValue avatarText
     */
    text?: Partial<AvatarText>;
    /**
     * The file types the picker offers.
     * @defaultValue 'image/*'
     */
    accept?: string;
  };

/** A person's photo in a circle, or their initials; with `onPhotoSelect`, a pencil to change it. */
export function Avatar({
  name,
  src,
  onPhotoSelect,
  text: textOverrides,
  accept = 'image/*',
  size,
  className,
  ...props
}: AvatarProps) {
  const text = { ...avatarText, ...textOverrides };
  const fileInput = useRef<HTMLInputElement>(null);
  const [failedSrc, setFailedSrc] = useState<string>();
  const showPhoto = src && failedSrc !== src;
  return (
    <div data-slot="avatar" data-size={size ?? 'md'} className={cn(avatarVariants({ size }), className)} {...props}>
      {showPhoto ? (
        <img
          src={src}
          alt={name}
          onError={() => setFailedSrc(src)}
          className="size-full rounded-full border border-border object-cover"
        />
      ) : (
        <span
          role="img"
          aria-label={name}
          className="flex size-full items-center justify-center rounded-full bg-primary-subtle font-semibold text-primary"
        >
          {initialsOf(name)}
        </span>
      )}
      {onPhotoSelect && (
        <>
          <Button
            variant="outline"
            size="icon"
            aria-label={text.edit}
            onClick={() => fileInput.current?.click()}
            className="absolute -right-1 -bottom-1 size-target rounded-full [&_svg]:size-3.5"
          >
            <PencilIcon />
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={accept}
            hidden
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) onPhotoSelect(file);
              // Picking the same file again must fire again.
              event.currentTarget.value = '';
            }}
          />
        </>
      )}
    </div>
  );
}

export { avatarVariants };
