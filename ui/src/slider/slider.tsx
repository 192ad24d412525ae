import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Names the slider's thumb for screen readers when no visible label points at it. */
  'aria-label'?: string;
  /** The id of a visible label that names the slider. */
  'aria-labelledby'?: string;
  /** What screen readers say for the current value, e.g. 'Advanced' instead of '75'. */
  'aria-valuetext'?: string;
};

/**
 * The track and the chosen range of a slider. In Windows high-contrast mode backgrounds become the page's colour:
 * the track keeps a border, and the range keeps a system colour of its own (`Highlight`), or the chosen part of the
 * track could not be told from the rest.
 */
export const sliderTrackClass = 'relative h-2 grow overflow-hidden rounded-full bg-muted forced-colors:border';
export const sliderRangeClass = 'absolute h-full bg-primary forced-colors:bg-[Highlight] forced-color-adjust-none';

/** A single-value slider: drag the thumb, or focus it and use the arrow, Page and Home/End keys. */
export function Slider({
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-valuetext': ariaValueText,
  ...props
}: SliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        'relative flex h-6 w-full cursor-pointer touch-none items-center select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track data-slot="slider-track" className={sliderTrackClass}>
        <SliderPrimitive.Range data-slot="slider-range" className={sliderRangeClass} />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        data-slot="slider-thumb"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-valuetext={ariaValueText}
        className="focus-ring block size-6 rounded-full border-2 border-primary bg-background shadow-card"
      />
    </SliderPrimitive.Root>
  );
}
