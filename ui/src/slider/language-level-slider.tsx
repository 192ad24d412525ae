import { useId, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Slider } from './slider';
import type { Translations } from '../lib/translations';

export const languageLevels = ['beginner', 'intermediate', 'advanced', 'native'] as const;

/** How well someone speaks a language (a language skill's `spoken_level` in the API). */
export type LanguageLevel = (typeof languageLevels)[number];

/** The slider position of each level: beginner 25, intermediate 50, advanced 75, native 100. */
export const languageLevelPositions: Record<LanguageLevel, number> = {
  beginner: 25,
  intermediate: 50,
  advanced: 75,
  native: 100,
};

const STEP = 25;

/**
 * Where each name sits when the names take two lines: under its stop (the thumb's centre, which Radix keeps
 * half a thumb, 0.75rem, inside the track's ends), the first and last flush with the ends, alternately on the
 * first and second line so that neighbours never meet.
 */
const staggeredPlaces = [
  'top-0 left-0',
  'top-6 left-[calc(0.75rem+(100%-1.5rem)/3)] group-data-[layout=staggered]/levels:-translate-x-1/2',
  'top-0 left-[calc(0.75rem+(100%-1.5rem)*2/3)] group-data-[layout=staggered]/levels:-translate-x-1/2',
  'top-6 right-0',
] as const;

/**
 * Whether the level names fit side by side in their row. They are measured, not guessed from the screen's
 * width: German names ('Fortgeschritten', 'Muttersprache') need about 370 px, English ones far less, and a
 * dialog on a phone leaves about 310 px.
 */
function useNamesFitOneLine() {
  const row = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const names = [...element.children] as HTMLElement[];
    const measure = () => {
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      const needed = names.reduce(
        (sum, name) => {
          const style = getComputedStyle(name);
          return (
            sum + name.getBoundingClientRect().width + parseFloat(style.marginLeft) + parseFloat(style.marginRight)
          );
        },
        gap * (names.length - 1),
      );
      setFit(needed <= element.clientWidth + 0.5);
    };
    // Measured before the first paint, so that a dialog never shows the names cut off for a frame.
    measure();
    // Again when the row narrows or widens, and when a name changes size (another language, the font arriving).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const name of names) observer.observe(name);
    return () => observer.disconnect();
  }, []);
  return [row, fit] as const;
}

function levelAt(position: number): LanguageLevel {
  return languageLevels[Math.round(position / STEP) - 1] ?? 'beginner';
}

/** The slider's own words, in English; `text` overrides some or all of them. */
export const languageLevelSliderText = {
  /** The level names shown under the slider and read out as its value. */
  levels: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
    native: 'Native',
  } as Record<LanguageLevel, string>,
};
export type LanguageLevelSliderText = typeof languageLevelSliderText;

/** The slider's own words in every language. */
export const languageLevelSliderTranslations: Translations<LanguageLevelSliderText> = {
  en: languageLevelSliderText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type LanguageLevelSliderProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The language, shown above the slider and naming it, e.g. 'German'. */
  label: string;
  /** The chosen level (controlled). */
  value?: LanguageLevel;
  /**
   * The level it starts at (uncontrolled).
   * @defaultValue 'beginner'
   */
  defaultValue?: LanguageLevel;
  /** Called with the level the user picked. */
  onValueChange?: (level: LanguageLevel) => void;
  /**
   * The slider's words, merged over the English defaults.
   * @defaultValue languageLevelSliderText
   */
  text?: Partial<LanguageLevelSliderText>;
  /**
   * Shows the level without letting the user change it.
   * @defaultValue false
   */
  disabled?: boolean;
};

/**
 * The language-level slider with four stops. Besides dragging (WCAG 2.5.7), the level can be set
 * with the arrow keys or by a click on a level's name.
 */
export function LanguageLevelSlider({
  label,
  value,
  defaultValue = 'beginner',
  onValueChange,
  text: textOverrides,
  disabled = false,
  className,
  ...props
}: LanguageLevelSliderProps) {
  const text = { ...languageLevelSliderText, ...textOverrides };
  const labelId = useId();
  const [namesRow, namesFit] = useNamesFitOneLine();
  const [uncontrolledLevel, setUncontrolledLevel] = useState(defaultValue);
  const level = value ?? uncontrolledLevel;
  const choose = (next: LanguageLevel) => {
    setUncontrolledLevel(next);
    if (next !== level) onValueChange?.(next);
  };

  return (
    <div
      data-slot="language-level-slider"
      data-level={level}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span data-slot="language-level-slider-value" aria-hidden="true" className="text-sm text-muted-foreground">
          {text.levels[level]}
        </span>
      </div>
      <Slider
        min={languageLevelPositions.beginner}
        max={languageLevelPositions.native}
        step={STEP}
        value={[languageLevelPositions[level]]}
        onValueChange={([position]) => choose(levelAt(position!))}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-valuetext={text.levels[level]}
      />
      {/*
        Spread edge to edge when they fit; where they do not (German in a dialog on a phone), on two lines, each
        name still under its stop. Every name stays whole and on one line.
      */}
      <div
        ref={namesRow}
        data-slot="language-level-slider-levels"
        data-layout={namesFit ? 'row' : 'staggered'}
        className="group/levels relative flex justify-between gap-1 text-sm data-[layout=staggered]:h-12"
      >
        {languageLevels.map((option, index) => (
          <button
            key={option}
            type="button"
            // The slider already takes arrow keys: the names are a pointer alternative to dragging, not more tab stops.
            tabIndex={-1}
            disabled={disabled}
            aria-pressed={option === level}
            onClick={() => choose(option)}
            className={cn(
              'focus-ring min-h-target shrink-0 cursor-pointer rounded-sm px-1 whitespace-nowrap text-muted-foreground first:pl-0 last:pr-0 hover:text-foreground disabled:cursor-not-allowed aria-pressed:font-semibold aria-pressed:text-primary',
              'group-data-[layout=staggered]/levels:absolute',
              staggeredPlaces[index],
            )}
          >
            {text.levels[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
