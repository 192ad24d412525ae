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
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative h-2 grow overflow-hidden rounded-full bg-muted"
      >
        <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-primary" />
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
