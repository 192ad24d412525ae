import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { ApplicationStageBadge } from '../application-stage-badge';
import { ApplicationTimeline } from '../application-timeline';
import { Badge, type BadgeProps } from '../badge';
import { Button } from '../button';
import { Card, CardDescription, CardHeader, CardTitle } from '../card';
import { formatDay } from '../lib/application-dates';
import { cn } from '../lib/cn';
import { Collapsible, CollapsibleContent, CollapsibleToggle } from '../lib/collapsible';
import { isOpenApplicationStage, type AppliedJob } from '../lib/jobs';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import { applicationCardText, type ApplicationCardText } from './application-card-text';

/** The colour that repeats what a status says (applications without a stage); unknown statuses stay neutral. */
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
  /**
   * Called when the jumper presses Withdraw; open the withdraw dialog here. Without it, and for an application
   * that is decided, there is no Withdraw button.
   */
  onWithdraw?: () => void;
  /**
   * Whether the timeline starts shown (uncontrolled).
   * @defaultValue false
   */
  defaultTimelineOpen?: boolean;
  /**
   * Whether an address pointed at this application (the link of a notification or e-mail of its news): the card
   * stands out, shows its timeline, and takes focus once shown, which scrolls it into view.
   * @defaultValue false
   */
  highlighted?: boolean;
  /**
   * The moment the timeline is read at (see `ApplicationTimeline`).
   * @defaultValue the current time
   */
  today?: Date;
};

/**
 * One application: the job, where, when the jumper applied, and how it stands. With a stage, it also shows a
 * timeline of the application that opens on demand and, while the employer owes an answer, a Withdraw button.
 */
export function ApplicationCard({
  application,
  locale = 'en-GB',
  headingLevel = 3,
  text: textOverrides,
  href,
  renderLink = renderAnchor,
  onWithdraw,
  defaultTimelineOpen = false,
  highlighted = false,
  today,
  className,
  ...props
}: ApplicationCardProps) {
  const text = { ...applicationCardText, ...textOverrides };
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) card.current?.focus();
  }, [highlighted]);
  const { stage } = application;
  const status = text.statuses[application.status] ?? application.status.replaceAll('_', ' ');
  return (
    <Card
      ref={card}
      role="article"
      aria-labelledby={titleId}
      // Focusable only as the target of an address, so that keyboard and screen reader users start at it.
      tabIndex={highlighted ? -1 : undefined}
      data-status={application.status}
      data-stage={stage}
      data-unread={application.is_unread || undefined}
      data-highlighted={highlighted || undefined}
      variant="outline"
      className={cn(
        'relative gap-2 scroll-m-4 data-unread:border-l-4 data-unread:border-l-primary',
        'data-highlighted:border-primary data-highlighted:ring-2 data-highlighted:ring-primary focus:outline-3 focus:outline-offset-2 focus:outline-focus',
        href && 'transition-colors has-[a:hover]:border-border-strong',
        className,
      )}
      {...props}
    >
      {application.is_unread && (
        <Badge data-slot="application-card-unread" variant="primary" dot>
          {text.unread}
        </Badge>
      )}
      <CardHeader>
        <CardTitle id={titleId} level={headingLevel}>
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
          <time dateTime={application.applied_at}>{formatDay(application.applied_at, locale)}</time>
        </dd>
        <dt className="text-muted-foreground">{text.status}</dt>
        <dd>
          {stage ? (
            <ApplicationStageBadge stage={stage} text={text.stageBadge} />
          ) : (
            <Badge dot variant={statusTones[application.status] ?? 'neutral'} className="capitalize">
              {status}
            </Badge>
          )}
        </dd>
      </dl>
      {stage && (
        // Positioned after the title's link, this part lies above the link's box: its controls and text are
        // pressed and selected as themselves, not as the link.
        <Collapsible
          defaultOpen={defaultTimelineOpen || highlighted}
          data-slot="application-card-progress"
          className="relative flex flex-col gap-3"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CollapsibleToggle
              data-slot="application-card-progress-toggle"
              show={text.showProgress}
              hide={text.hideProgress}
            />
            {onWithdraw && isOpenApplicationStage(stage) && (
              <Button variant="outline" size="sm" aria-describedby={titleId} onClick={onWithdraw}>
                {text.withdraw}
              </Button>
            )}
          </div>
          <CollapsibleContent data-slot="application-card-timeline">
            <ApplicationTimeline application={application} today={today} locale={locale} text={text.timeline} />
          </CollapsibleContent>
        </Collapsible>
      )}
    </Card>
  );
}
