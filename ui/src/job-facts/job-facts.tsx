import { cva, type VariantProps } from 'class-variance-authority';
import { Fragment, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { CommuteChip } from '../commute-chip/commute-chip';
import { cn } from '../lib/cn';
import { BanknoteIcon, CalendarIcon, ClockIcon, WorkloadIcon } from '../lib/job-icons';
import {
  daysBefore,
  formatDate,
  formatDaysAgo,
  formatPayAmounts,
  formatWorkloadRange,
  type JobFactsData,
} from '../lib/job-facts';
import type { RenderLink } from '../lib/render-link';
import { todayIso } from '../lib/today-iso';
import { jobFactsText, type JobFactsText } from './job-facts-text';

const jobFactsVariants = cva('', {
  variants: {
    variant: {
      row: 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground',
      list: 'grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2',
    },
  },
  defaultVariants: { variant: 'row' },
});

type Fact = { key: keyof JobFactsText['terms']; icon?: ComponentType; value: ReactNode };

export type JobFactsProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof jobFactsVariants> & {
    /** What is known of the job; each fact without a value is left out. */
    facts: JobFactsData;
    /**
     * The day the start and the publication are measured from, `YYYY-MM-DD`.
     * @defaultValue today in the user's time zone
     */
    today?: string;
    /** Where the jumper sets their home; the detail's list invites them there while there is no commute. */
    homeHref?: string;
    /**
     * In a row, says that setting the home shows the commute, while there is none. A row may sit inside a tile's
     * button, which can hold no link: the link itself is the detail's (`homeHref`).
     */
    invitesHome?: boolean;
    /** Renders that link (the app's router link). */
    renderLink?: RenderLink;
    /**
     * The facts' words, merged over the English defaults.
     * @defaultValue jobFactsText
     */
    text?: Partial<JobFactsText>;
  };

/**
 * A job's pay, workload, start, publication and commute. `row` is a compact line of phrasing content for a tile
 * (it may sit inside the tile's button), each value after an icon and its name read out; `list` is the detail's
 * list of names and values, and invites the jumper to set their home when there is no commute.
 */
export function JobFacts({
  facts,
  today = todayIso(),
  homeHref,
  invitesHome = false,
  renderLink,
  variant,
  text: textOverrides,
  className,
  ...props
}: JobFactsProps) {
  const text = { ...jobFactsText, ...textOverrides };
  const list = variant === 'list';
  const capitalise = (words: string) => words.charAt(0).toLocaleUpperCase(text.locale) + words.slice(1);
  const { pay, workload, startDate, publishedAt, commute } = facts;
  const hasCommute = Boolean(commute?.transit || commute?.driving);
  const showCommute = hasCommute || (list ? homeHref : invitesHome);
  const candidates: (Fact | false | '' | undefined)[] = [
    pay && {
      key: 'pay',
      icon: BanknoteIcon,
      value: text.pay(formatPayAmounts(pay, text), text.periods[pay.period]),
    },
    workload && { key: 'workload', icon: WorkloadIcon, value: text.workload(formatWorkloadRange(workload)) },
    startDate && {
      key: 'start',
      icon: CalendarIcon,
      value: daysBefore(startDate, today) >= 0 ? text.startNow : text.startOn(formatDate(startDate, text)),
    },
    publishedAt && {
      key: 'published',
      icon: ClockIcon,
      value: capitalise(formatDaysAgo(daysBefore(publishedAt, today), text)),
    },
    showCommute && {
      key: 'commute',
      value:
        hasCommute || list ? (
          <CommuteChip
            commute={commute}
            homeHref={homeHref}
            renderLink={renderLink}
            variant={list ? 'detailed' : 'compact'}
            text={text.commute}
          />
        ) : (
          <span data-slot="job-facts-set-home">{text.commute.setHome}</span>
        ),
    },
  ];
  const shown = candidates.filter((fact): fact is Fact => Boolean(fact));
  if (shown.length === 0) return null;

  if (list) {
    return (
      <dl
        data-slot="job-facts"
        data-variant="list"
        className={cn(jobFactsVariants({ variant }), className)}
        {...(props as ComponentProps<'dl'>)}
      >
        {shown.map(({ key, value }) => (
          <div key={key} data-fact={key} className="col-span-2 grid grid-cols-subgrid">
            <dt className="font-semibold">{text.terms[key]}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <span data-slot="job-facts" data-variant="row" className={cn(jobFactsVariants({ variant }), className)} {...props}>
      {shown.map(({ key, icon: Icon, value }, index) => (
        <Fragment key={key}>
          {/* A space between facts, so that their words stay apart when read as one text (a tile's name). */}
          {index > 0 && ' '}
          <span data-fact={key} className="inline-flex items-center gap-1.5 [&>svg]:size-4 [&>svg]:shrink-0">
            {Icon && <Icon />}
            <span className="sr-only">{text.terms[key]}: </span>
            {value}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
