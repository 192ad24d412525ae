import type { ComponentProps } from 'react';
import { ApplicationCard, type ApplicationCardProps } from '../application-card';
import { Banner } from '../banner';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { LoadingOverlay } from '../loading-overlay';
import type { AppliedJob } from '../lib/jobs';
import type { RenderLink } from '../lib/render-link';
import type { Translations } from '../lib/translations';
import { NativeSelect } from '../native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';

/** Applied (is_applied=true), turned down (is_applied=false), or withdrawn by the jumper (stage_group=withdrawn). */
export type ApplicationOutcome = 'applied' | 'unsuccessful' | 'withdrawn';
/** Temporary (jumper) positions or permanent ones (is_permanent=true). */
export type EngagementJobKind = 'temporary' | 'permanent';

export interface EngagementsLayoutText {
  outcomes: string;
  applied: string;
  unsuccessful: string;
  withdrawn: string;
  jobKind: string;
  temporaryJobs: string;
  permanentJobs: string;
  empty: string;
  emptyAction: string;
  loading: string;
}

export const engagementsLayoutText: EngagementsLayoutText = {
  outcomes: 'Applications',
  applied: 'Applied',
  unsuccessful: 'Unsuccessful Applications',
  withdrawn: 'Withdrawn',
  jobKind: 'Kind of job',
  temporaryJobs: 'Temporary Jobs',
  permanentJobs: 'Permanent Jobs',
  empty: 'No applications here yet.',
  emptyAction: 'Apply For A Job',
  loading: 'Loading applications',
};

/** The layout's words in every language. */
export const engagementsLayoutTranslations: Translations<EngagementsLayoutText> = {
  en: engagementsLayoutText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type EngagementsLayoutProps<Application extends AppliedJob = AppliedJob> = Omit<
  ComponentProps<'div'>,
  'children'
> & {
  outcome: ApplicationOutcome;
  onOutcomeChange: (outcome: ApplicationOutcome) => void;
  jobKind: EngagementJobKind;
  onJobKindChange: (jobKind: EngagementJobKind) => void;
  /** The applications of the chosen tab and kind. */
  applications: Application[];
  /**
   * Where an application's card leads (its job); each card is a link to it.
   * @defaultValue undefined (the cards are not links)
   */
  applicationHref?: (application: Application) => string | undefined;
  /**
   * Renders the cards' links; pass the router's link here.
   * @defaultValue a plain `<a>`
   */
  renderLink?: RenderLink;
  /**
   * Called by an open application's Withdraw button (the page asks for confirmation).
   * @defaultValue undefined (no Withdraw buttons)
   */
  onWithdraw?: (application: Application) => void;
  /**
   * The application an address pointed at (a notification or e-mail of its news): its card stands out, shows its
   * timeline and takes focus.
   * @defaultValue undefined
   */
  highlightedApplicationId?: number;
  /** Called by 'Apply For A Job' in the empty state (the page opens explore). */
  onFindJobs: () => void;
  /** @defaultValue false */
  loading?: boolean;
  /** A message when loading failed, e.g. 'Something went wrong, Please again later.'. */
  error?: string;
  /** Passed to every card: locale, texts with the status words, and the day the timelines are read at. */
  cardProps?: Pick<ApplicationCardProps, 'locale' | 'text' | 'today'>;
  /**
   * The layout's words, merged over the English defaults.
   * @defaultValue engagementsLayoutText
   */
  text?: Partial<EngagementsLayoutText>;
};

/** The engagements screen's body: Applied, Unsuccessful and Withdrawn tabs, the kind of job, and the application cards. */
export function EngagementsLayout<Application extends AppliedJob = AppliedJob>({
  outcome,
  onOutcomeChange,
  jobKind,
  onJobKindChange,
  applications,
  applicationHref,
  renderLink,
  onWithdraw,
  highlightedApplicationId,
  onFindJobs,
  loading = false,
  error,
  cardProps,
  text: textOverrides,
  className,
  ...props
}: EngagementsLayoutProps<Application>) {
  const text = { ...engagementsLayoutText, ...textOverrides };
  const outcomes: ApplicationOutcome[] = ['applied', 'unsuccessful', 'withdrawn'];

  const list = (
    <div className="flex flex-col gap-4">
      <NativeSelect
        className="w-full max-w-xs"
        label={text.jobKind}
        value={jobKind}
        onValueChange={(value) => onJobKindChange(value as EngagementJobKind)}
        options={[
          { value: 'temporary', label: text.temporaryJobs },
          { value: 'permanent', label: text.permanentJobs },
        ]}
      />
      <LoadingOverlay loading={loading} label={text.loading} className="min-h-40">
        {error ? (
          <Banner>{error}</Banner>
        ) : applications.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  className="h-full"
                  application={application}
                  href={applicationHref?.(application)}
                  renderLink={renderLink}
                  onWithdraw={onWithdraw && (() => onWithdraw(application))}
                  highlighted={application.id === highlightedApplicationId}
                  {...cardProps}
                />
              </li>
            ))}
          </ul>
        ) : (
          !loading && (
            <EmptyState
              className="rounded-lg bg-surface"
              headingLevel={3}
              title={text.empty}
              action={<Button onClick={onFindJobs}>{text.emptyAction}</Button>}
            />
          )
        )}
      </LoadingOverlay>
    </div>
  );

  return (
    <div data-slot="engagements-layout" className={cn(className)} {...props}>
      <Tabs value={outcome} onValueChange={(value) => onOutcomeChange(value as ApplicationOutcome)}>
        <TabsList aria-label={text.outcomes}>
          {outcomes.map((value) => (
            <TabsTrigger key={value} value={value}>
              {text[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {outcomes.map((value) => (
          <TabsContent key={value} value={value}>
            {outcome === value && list}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
