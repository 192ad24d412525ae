import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Slider } from './slider';

export const languageLevels = ['beginner', 'intermediate', 'advanced', 'native'] as const;

/** How well someone speaks a language (SPEC.md §3, language skill `spoken_level`). */
export type LanguageLevel = (typeof languageLevels)[number];

/** The slider position of each level: beginner 25, intermediate 50, advanced 75, native 100. */
export const languageLevelPositions: Record<LanguageLevel, number> = {
  beginner: 25,
  intermediate: 50,
  advanced: 75,
  native: 100,
};

const STEP = 25;

function levelAt(position: number): LanguageLevel {
  return languageLevels[Math.round(position / STEP) - 1] ?? 'beginner';
}

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
   * The level names shown under the slider and read out as its value.
   * @defaultValue { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', native: 'Native' }
   */
  levelLabels?: Record<LanguageLevel, string>;
  /**
   * Shows the level without letting the user change it.
   * @defaultValue false
   */
  disabled?: boolean;
};

const englishLevelLabels: Record<LanguageLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  native: 'Native',
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
  levelLabels = englishLevelLabels,
  disabled = false,
  className,
  ...props
}: LanguageLevelSliderProps) {
  const labelId = useId();
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
          {levelLabels[level]}
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
        aria-valuetext={levelLabels[level]}
      />
      {/* Spread edge to edge, the names sit under their stops on wide screens and still fit a phone in German. */}
      <div data-slot="language-level-slider-levels" className="flex justify-between gap-1 text-sm">
        {languageLevels.map((option) => (
          <button
            key={option}
            type="button"
            // The slider already takes arrow keys: the names are a pointer alternative to dragging, not more tab stops.
            tabIndex={-1}
            disabled={disabled}
            aria-pressed={option === level}
            onClick={() => choose(option)}
            className="focus-ring min-h-target cursor-pointer rounded-sm px-1 text-muted-foreground first:-ml-1 last:-mr-1 hover:text-foreground disabled:cursor-not-allowed aria-pressed:font-semibold aria-pressed:text-primary"
          >
            {levelLabels[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
