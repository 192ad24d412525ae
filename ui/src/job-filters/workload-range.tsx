import * as SliderPrimitive from '@radix-ui/react-slider';
import { useId } from 'react';
import { workloadBounds } from '../lib/job-criteria';
import { sliderRangeClass, sliderTrackClass } from '../slider/slider';
import type { JobFiltersText } from './job-filters-text';

const thumbClass = 'focus-ring block size-6 rounded-full border-2 border-primary bg-background shadow-card';

/**
 * The workload range of the filter panel: a slider with two thumbs, each named and read out in percent, the range
 * also written beside the label.
 */
export function WorkloadRange({
  value,
  onValueChange,
  text,
}: {
  value: { from: number; to: number };
  onValueChange: (value: { from: number; to: number }) => void;
  /** The range's words, passed on by the panel. */
  text: Pick<JobFiltersText, 'workloadField' | 'workloadFrom' | 'workloadTo' | 'percent'>;
}) {
  const labelId = useId();
  const range = value.from === value.to ? text.percent(value.from) : `${value.from}–${text.percent(value.to)}`;
  return (
    <div data-slot="workload-range" role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-semibold text-foreground">
          {text.workloadField}
        </span>
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          {range}
        </span>
      </div>
      <SliderPrimitive.Root
        min={workloadBounds.min}
        max={workloadBounds.max}
        step={workloadBounds.step}
        value={[value.from, value.to]}
        onValueChange={([from, to]) => onValueChange({ from: from!, to: to! })}
        className="relative mx-3 flex h-6 cursor-pointer touch-none items-center select-none"
      >
        <SliderPrimitive.Track className={sliderTrackClass}>
          <SliderPrimitive.Range data-slot="slider-range" className={sliderRangeClass} />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-label={text.workloadFrom}
          aria-valuetext={text.percent(value.from)}
          className={thumbClass}
        />
        <SliderPrimitive.Thumb
          aria-label={text.workloadTo}
          aria-valuetext={text.percent(value.to)}
          className={thumbClass}
        />
      </SliderPrimitive.Root>
    </div>
  );
}
