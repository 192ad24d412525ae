import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import type { AppliedJob } from '../lib/jobs';

export interface ApplicationCardLabels {
  appliedOn: string;
  status: string;
}

const defaultLabels: ApplicationCardLabels = { appliedOn: 'Applied on', status: 'Status' };

export type ApplicationCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  application: AppliedJob;
  /**
   * The locale dates are written in.
   * @defaultValue 'en-GB'
   */
  locale?: string;
  /** Words for status values; a status without one is shown with its underscores as spaces. */
  statusLabels?: Record<string, string>;
  /**
   * Heading level of the job title.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<ApplicationCardLabels>;
};

function formatDate(value: string, locale: string) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // Date-only values are midnight UTC; written in UTC they stay on their day in every time zone.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** One application: the job, where, when the jumper applied, and how it stands. */
export function ApplicationCard({
  application,
  locale = 'en-GB',
  statusLabels,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...props
}: ApplicationCardProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const Heading = `h${headingLevel}` as const;
  const status = statusLabels?.[application.status] ?? application.status.replaceAll('_', ' ');
  return (
    <article
      data-slot="application-card"
      data-status={application.status}
      className={cn('flex flex-col gap-2 rounded-lg border border-border bg-background p-4 shadow-card', className)}
      {...props}
    >
      <Heading className="text-lg font-semibold break-words">{application.job_title}</Heading>
      {application.company_name && <p className="break-words text-muted-foreground">{application.company_name}</p>}
      {application.place && <p className="text-sm break-words">{application.place}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{labels.appliedOn}</dt>
        <dd>
          <time dateTime={application.applied_at}>{formatDate(application.applied_at, locale)}</time>
        </dd>
        <dt className="text-muted-foreground">{labels.status}</dt>
        <dd className="font-medium capitalize">{status}</dd>
      </dl>
    </article>
  );
}
