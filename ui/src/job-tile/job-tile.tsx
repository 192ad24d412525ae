import type { ComponentProps } from 'react';
import { Badge } from '../badge';
import { cn } from '../lib/cn';
import { jobKind, jobTitle, type Job, type JobKind } from '../lib/jobs';

/** The tile's own words, in English; `text` overrides some or all of them. */
export const jobTileText = {
  /** Words for the two kinds of job. */
  kinds: { jumper: 'Jumper position', permanent: 'Permanent position' } as Record<JobKind, string>,
};
export type JobTileText = typeof jobTileText;

export type JobTileProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The job this tile shows. */
  job: Job;
  /**
   * The tile whose detail is shown. Announced as the current item.
   * @defaultValue false
   */
  selected?: boolean;
  /**
   * The tile's words, merged over the English defaults.
   * @defaultValue jobTileText
   */
  text?: Partial<JobTileText>;
};

/** One job in a result list: title, company, place and kind. Pressing it selects the job. */
export function JobTile({ job, selected = false, text: textOverrides, className, ...props }: JobTileProps) {
  const text = { ...jobTileText, ...textOverrides };
  const kind = jobKind(job);
  return (
    <button
      type="button"
      data-slot="job-tile"
      data-state={selected ? 'selected' : 'idle'}
      aria-current={selected || undefined}
      className={cn(
        'focus-ring flex w-full cursor-pointer flex-col items-start gap-1 rounded-lg border border-border bg-background p-4 text-left shadow-card transition-colors hover:border-border-strong',
        'data-[state=selected]:border-primary data-[state=selected]:bg-primary-subtle data-[state=selected]:ring-1 data-[state=selected]:ring-primary',
        className,
      )}
      {...props}
    >
      <span className="text-lg font-semibold break-words text-foreground">{jobTitle(job)}</span>
      {job.company_name && <span className="break-words text-muted-foreground">{job.company_name}</span>}
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {job.place && <span>{job.place}</span>}
        <Badge data-kind={kind} variant={kind === 'jumper' ? 'primary' : 'neutral'}>
          {text.kinds[kind]}
        </Badge>
      </span>
    </button>
  );
}
