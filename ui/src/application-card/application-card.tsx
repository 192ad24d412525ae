import { dateTimeFormat } from '../lib/intl-formats';
import type { ComponentProps } from 'react';
import { Badge, type BadgeProps } from '../badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../card';
import { cn } from '../lib/cn';
import type { AppliedJob } from '../lib/jobs';
import { renderAnchor, type RenderLink } from '../lib/render-link';

export interface ApplicationCardText {
  appliedOn: string;
  status: string;
  /** Words for status values; a status without one is shown with its underscores as spaces. */
  statuses?: Record<string, string>;
}

export const applicationCardText: ApplicationCardText = { appliedOn: 'Applied on', status: 'Status' };

/** The colour that repeats what a status says; unknown statuses stay neutral. */
const statusTones: Record<string, BadgeProps['variant']> = {
  applied: 'primary',
  under_review: 'warning',
  accepted: 'success',
  unsuccessful: 'danger',
};

export type ApplicationCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  application: AppliedJob;
  /**
   * The locale dates are written in.
   * @defaultValue 'en-GB'
   */
  locale?: string;
  /**
   * Heading level of the job title.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card's words, merged over the English defaults.
   * @defaultValue applicationCardText
   */
  text?: Partial<ApplicationCardText>;
  /**
   * Where the card leads: the job it applied to. Given, the job title is a link and the whole card opens it.
   * @defaultValue undefined (the card is not a link)
   */
  href?: string;
  /**
   * Renders the title's link; pass the router's link here.
   * @defaultValue a plain `<a>`
   */
  renderLink?: RenderLink;
};

function formatDate(value: string, locale: string) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // Date-only values are midnight UTC; written in UTC they stay on their day in every time zone.
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** One application: the job, where, when the jumper applied, and how it stands. */
export function ApplicationCard({
  application,
  locale = 'en-GB',
  headingLevel = 3,
  text: textOverrides,
  href,
  renderLink = renderAnchor,
  className,
  ...props
}: ApplicationCardProps) {
  const text = { ...applicationCardText, ...textOverrides };
  const status = text.statuses?.[application.status] ?? application.status.replaceAll('_', ' ');
  return (
    <Card
      role="article"
      data-status={application.status}
      variant="outline"
      className={cn('relative gap-2', href && 'transition-colors has-[a:hover]:border-border-strong', className)}
      {...props}
    >
      <CardHeader>
        <CardTitle level={headingLevel}>
          {href
            ? renderLink({
                href,
                children: application.job_title,
                // The link's box covers the card, so that the whole card opens the job; its outline is the card's.
                className:
                  "outline-hidden underline-offset-4 hover:underline after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus focus-visible:after:outline-solid",
              })
            : application.job_title}
        </CardTitle>
        {application.company_name && (
          <CardDescription className="text-base">{application.company_name}</CardDescription>
        )}
      </CardHeader>
      {application.place && <p className="text-sm break-words">{application.place}</p>}
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{text.appliedOn}</dt>
        <dd>
          <time dateTime={application.applied_at}>{formatDate(application.applied_at, locale)}</time>
        </dd>
        <dt className="text-muted-foreground">{text.status}</dt>
        <dd>
          <Badge dot variant={statusTones[application.status] ?? 'neutral'} className="capitalize">
            {status}
          </Badge>
        </dd>
      </dl>
    </Card>
  );
}
