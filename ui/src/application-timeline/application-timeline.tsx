import type { ComponentProps, ReactNode } from 'react';
import { dayIn, formatDay, formatMoment, swissTimeZone } from '../lib/application-dates';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons';
import { listFormat } from '../lib/intl-formats';
import { isOpenApplicationStage, type ApplicationStageChange, type AppliedJob } from '../lib/jobs';
import { applicationTimelineText, type ApplicationTimelineText } from './application-timeline-text';

/** The fields of an application that its timeline tells. */
export type ApplicationTimelineData = Pick<
  AppliedJob,
  'applied_at' | 'stage' | 'history' | 'answer_expected_by' | 'adjustments'
>;

export type ApplicationTimelineProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The application whose history to tell; one from before stages reads as sent on the day it was made. */
  application: ApplicationTimelineData;
  /**
   * The moment the timeline is read at: past the day an answer was expected by, it says no answer came.
   * @defaultValue the current time
   */
  today?: Date;
  /**
   * The locale dates are written in.
   * @defaultValue 'en-GB'
   */
  locale?: string;
  /**
   * The time zone of the dates and the interview's time.
   * @defaultValue 'Europe/Zurich'
   */
  timeZone?: string;
  /**
   * The timeline's words, merged over the English defaults.
   * @defaultValue applicationTimelineText
   */
  text?: Partial<ApplicationTimelineText>;
};

/** The changes to tell: the history, or for an application from before stages, its sending alone. */
function changesOf(application: ApplicationTimelineData): ApplicationStageChange[] {
  if (application.history?.length) return application.history;
  return [
    { stage: 'sent', changed_at: application.applied_at, reason: null, interview_at: null, interview_place: null },
  ];
}

/** A labelled detail of a step: its interview's time or place, its reason. */
function StepDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-1.5">
      <dt className="font-medium">{term}</dt>
      <dd className="min-w-0 break-words [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * What happened to an application and when, the adjustments asked for with it, and what comes next: by when the
 * employer should answer, or that the answer is overdue. The current step is marked in words and with
 * `aria-current="step"`, not by colour alone.
 */
export function ApplicationTimeline({
  application,
  today,
  locale = 'en-GB',
  timeZone = swissTimeZone,
  text: textOverrides,
  className,
  ...props
}: ApplicationTimelineProps) {
  const text = { ...applicationTimelineText, ...textOverrides };
  const changes = changesOf(application);
  const stage = application.stage ?? changes.at(-1)!.stage;
  const adjustments = application.adjustments?.kinds.length ? application.adjustments : null;
  const expectedBy = application.answer_expected_by;
  const isOverdue = Boolean(expectedBy && dayIn(today ?? new Date(), timeZone) > expectedBy);

  const adjustmentsDetail = adjustments && (
    <StepDetail key="adjustments" term={text.term(text.adjustmentsAskedFor)}>
      {listFormat(locale, { type: 'conjunction' }).format(
        adjustments.kinds.map((kind) =>
          kind === 'other' && adjustments.details ? adjustments.details : text.adjustmentKinds[kind],
        ),
      )}
    </StepDetail>
  );

  return (
    <div
      data-slot="application-timeline"
      data-stage={stage}
      className={cn('flex min-w-0 flex-col gap-4 text-sm', className)}
      {...props}
    >
      <ol aria-label={text.label} className="flex flex-col">
        {changes.map((change, index) => {
          const isCurrent = index === changes.length - 1;
          const hasInterview = change.stage === 'interview' && (change.interview_at || change.interview_place);
          const details = [
            hasInterview && change.interview_at && (
              <StepDetail key="when" term={text.term(text.interviewWhen)}>
                <time dateTime={change.interview_at}>{formatMoment(change.interview_at, locale, timeZone, true)}</time>
              </StepDetail>
            ),
            hasInterview && change.interview_place && (
              <StepDetail key="where" term={text.term(text.interviewWhere)}>
                {change.interview_place}
              </StepDetail>
            ),
            change.reason && (
              <StepDetail key="reason" term={text.term(text.reason)}>
                {change.reason}
              </StepDetail>
            ),
            index === 0 && adjustmentsDetail,
          ].filter(Boolean);
          return (
            <li
              key={`${change.stage}-${change.changed_at}`}
              data-slot="application-timeline-step"
              data-stage={change.stage}
              data-current={isCurrent || undefined}
              aria-current={isCurrent ? 'step' : undefined}
              // The line down to the next step is drawn from this step's marker; the last step has none.
              className="group/step relative flex gap-3 pb-4 last:pb-0 before:absolute before:top-6 before:bottom-0 before:left-[0.6875rem] before:w-0.5 before:bg-border last:before:hidden"
            >
              <span
                aria-hidden="true"
                className="relative flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-primary text-primary-foreground group-data-current/step:bg-background group-data-current/step:text-primary [&_svg]:size-3.5 [&_svg]:stroke-3"
              >
                {isCurrent ? <span className="size-2.5 rounded-full bg-current" /> : <CheckIcon />}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1 pt-0.5">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">{text.events[change.stage]}</span>
                  <time dateTime={change.changed_at} className="text-muted-foreground">
                    {formatMoment(change.changed_at, locale, timeZone)}
                  </time>
                  {isCurrent && (
                    <span
                      data-slot="application-timeline-current"
                      className="rounded-full border border-primary px-2 text-xs font-semibold text-primary"
                    >
                      {text.current}
                    </span>
                  )}
                </p>
                {details.length > 0 && <dl className="flex flex-col gap-0.5">{details}</dl>}
              </div>
            </li>
          );
        })}
      </ol>
      {isOpenApplicationStage(stage) && (
        <div
          data-slot="application-timeline-next"
          data-state={isOverdue ? 'overdue' : 'waiting'}
          className="flex flex-col gap-1 rounded-md bg-muted p-3 data-[state=overdue]:bg-warning-subtle"
        >
          <p className="font-semibold">{text.whatComesNext}</p>
          <p>{text.next[stage]}</p>
          {expectedBy && (
            <p className="font-medium">
              {isOverdue
                ? text.noAnswerYet(formatDay(expectedBy, locale))
                : text.answerExpectedBy(formatDay(expectedBy, locale))}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
