import type { ComponentProps } from 'react';
import { Badge } from '../badge';
import { cn } from '../lib/cn';
import type { JobFactsData } from '../lib/job-facts';
import type { Translations } from '../lib/translations';
import { jobKind, jobTitle, type Job, type JobKind } from '../lib/jobs';
import { JobFacts } from '../job-facts/job-facts';
import { jobFactsText } from '../job-facts/job-facts-text';
import { SaveToggle } from '../save-toggle/save-toggle';
import { saveToggleText } from '../save-toggle/save-toggle-text';

/** The tile's own words, in English; `text` overrides some or all of them. */
export const jobTileText = {
  /** Words for the two kinds of job. */
  kinds: { jumper: 'Jumper position', permanent: 'Permanent position' } as Record<JobKind, string>,
  /** The badge of a job that takes no more applications. */
  closed: 'Closed',
  /** Words of the job's facts, passed on to them. */
  facts: jobFactsText,
  /** Words of the save toggle, passed on to it. */
  save: saveToggleText,
};
export type JobTileText = typeof jobTileText;

/** The tile's words in every language. */
export const jobTileTranslations: Translations<JobTileText> = {
  en: jobTileText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

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
  /** Pay, workload, start, publication and commute, in a line under the place; each one the job has. */
  facts?: JobFactsData;
  /**
   * The day the facts' start and publication are measured from, `YYYY-MM-DD`.
   * @defaultValue today in the user's time zone
   */
  today?: string;
  /** Without a commute in `facts`, says that setting the home shows it (the jumper has no home to measure from). */
  invitesHome?: boolean;
  /** Shows a save toggle in the tile's corner (beside the tile's button, not inside it). */
  save?: { saved: boolean; onSavedChange: (saved: boolean) => void };
};

/**
 * One job in a result list: title, company, place, kind (and Closed, once it takes no more applications) and the
 * job's facts. Pressing it selects the job. With `save`, a save toggle sits in its corner, a button of its own after
 * the tile's in the tab order.
 */
export function JobTile({
  job,
  selected = false,
  text: textOverrides,
  facts,
  today,
  invitesHome,
  save,
  className,
  ...props
}: JobTileProps) {
  const text = { ...jobTileText, ...textOverrides };
  const kind = jobKind(job);
  const title = jobTitle(job);
  const tile = (
    <button
      type="button"
      data-slot="job-tile"
      data-state={selected ? 'selected' : 'idle'}
      data-closed={job.is_open === false || undefined}
      aria-current={selected || undefined}
      className={cn(
        'focus-ring flex w-full cursor-pointer flex-col items-start gap-1 rounded-lg border border-border bg-background p-4 text-left shadow-card transition-colors hover:border-border-strong',
        'data-[state=selected]:border-primary data-[state=selected]:bg-primary-subtle data-[state=selected]:ring-1 data-[state=selected]:ring-primary',
        save && 'pe-16',
        className,
      )}
      {...props}
    >
      <span className="text-lg font-semibold break-words text-foreground">{title}</span>
      {job.company_name && <span className="break-words text-muted-foreground">{job.company_name}</span>}
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {job.place && <span>{job.place}</span>}
        <Badge data-kind={kind} variant={kind === 'jumper' ? 'primary' : 'neutral'}>
          {text.kinds[kind]}
        </Badge>
        {job.is_open === false && <Badge variant="warning">{text.closed}</Badge>}
      </span>
      {facts && <JobFacts facts={facts} today={today} invitesHome={invitesHome} text={text.facts} className="mt-1" />}
    </button>
  );
  if (!save) return tile;
  return (
    <div data-slot="job-tile-frame" className="relative">
      {tile}
      <SaveToggle
        size="icon"
        saved={save.saved}
        onSavedChange={save.onSavedChange}
        jobTitle={title}
        text={text.save}
        className="absolute end-3 top-3"
      />
    </div>
  );
}
