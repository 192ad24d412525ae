import DOMPurify from 'dompurify';
import { useEffect, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button';
import { Card } from '../card';
import { JobFacts } from '../job-facts/job-facts';
import { JobMap, type JobMapProps } from '../job-map';
import { cn } from '../lib/cn';
import { DirectionsIcon, ShareIcon } from '../lib/icons';
import type { JobFactsData } from '../lib/job-facts';
import type { RenderLink } from '../lib/render-link';
import { SaveToggle } from '../save-toggle/save-toggle';
import { directionsUrl, germanRequirementText, jobTitle, type Job } from '../lib/jobs';
import { jobDetailText, type JobDetailText } from './job-detail-text';

/**
 * A purifier of our own, so its hook does not change DOMPurify for the rest of the page. Images in
 * a description come without a text alternative we could know: they are marked decorative.
 */
const descriptionPurifier = DOMPurify();
descriptionPurifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

export type JobDetailProps = ComponentProps<'div'> & {
  job: Job;
  /** Called by Apply; the apply dialog takes over from there. */
  onApply: (job: Job) => void;
  onNotInterested: (job: Job) => void;
  /** Called by the share button: the page decides how (Web Share, copy a link). */
  onShare: (job: Job) => void;
  /** Texts, for German or other wording; each falls back to the English default. */
  text?: Partial<JobDetailText>;
  /** Passed to the map: tile address, its label, and words over those of `text.map`. */
  mapProps?: Partial<Pick<JobMapProps, 'tileUrl' | 'label' | 'text'>>;
  /**
   * Heading level of the job title, so the panel fits the page's outline.
   * @defaultValue 2
   */
  headingLevel?: 2 | 3;
  /** Pay, workload, start, publication and commute, listed under the actions; each one the job has. */
  facts?: JobFactsData;
  /**
   * The day the facts' start and publication are measured from, `YYYY-MM-DD`.
   * @defaultValue today in the user's time zone
   */
  today?: string;
  /** Where the jumper sets their home: the facts invite them there while there is no commute. */
  homeHref?: string;
  /** Renders that link (the app's router link). */
  renderLink?: RenderLink;
  /** Shows a save toggle beside the actions. */
  save?: { saved: boolean; onSavedChange: (saved: boolean) => void };
  /** More about the job after its facts, e.g. the net-pay estimate of a temporary job. */
  children?: ReactNode;
};

/** Everything about one job: what it is, where, what it asks, and the actions on it (none once it is closed). */
export function JobDetail({
  job,
  onApply,
  onNotInterested,
  onShare,
  text: textOverrides,
  mapProps,
  headingLevel = 2,
  facts,
  today,
  homeHref,
  renderLink,
  save,
  children,
  className,
  ...props
}: JobDetailProps) {
  const text = { ...jobDetailText, ...textOverrides };
  const title = jobTitle(job);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Section = headingLevel === 2 ? 'h3' : 'h4';
  const description = useMemo(() => descriptionPurifier.sanitize(job.job_description), [job.job_description]);
  const germanRequirement = germanRequirementText(job.required_german_level, text);

  return (
    <Card
      role="article"
      data-slot="job-detail"
      aria-label={title}
      variant="outline"
      className={cn('gap-5 p-5', className)}
      {...props}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="text-2xl font-semibold break-words">{title}</Heading>
          {job.company_name && <p className="break-words text-muted-foreground">{job.company_name}</p>}
          <a
            className="focus-ring inline-flex min-h-target items-center gap-1 self-start text-primary underline underline-offset-4 hover:text-primary-hover"
            href={directionsUrl(job.latitude, job.longitude)}
            target="_blank"
            rel="noreferrer"
          >
            <DirectionsIcon className="size-4" />
            {text.getDirection}
          </a>
        </div>
        <Button variant="ghost" size="icon" aria-label={text.share} onClick={() => onShare(job)}>
          <ShareIcon />
        </Button>
      </header>

      <div className="flex flex-wrap items-center gap-3">
        {job.is_open === false ? (
          <p data-slot="job-closed" className="font-medium">
            {text.closed}
          </p>
        ) : job.is_applied ? (
          <Button variant="secondary" disabled>
            {text.applied}
          </Button>
        ) : (
          <>
            <Button onClick={() => onApply(job)}>{text.apply}</Button>
            <Button variant="outline" onClick={() => onNotInterested(job)}>
              {text.notInterested}
            </Button>
          </>
        )}
        {save && <SaveToggle saved={save.saved} onSavedChange={save.onSavedChange} text={text.save} />}
      </div>

      {facts && (
        <JobFacts
          variant="list"
          facts={facts}
          today={today}
          homeHref={homeHref}
          renderLink={renderLink}
          text={text.facts}
        />
      )}

      {children}

      {job.required_experience && (
        <section className="flex flex-col gap-1">
          <Section className="font-semibold">{text.requiredExperience}</Section>
          <p className="break-words">{job.required_experience}</p>
        </section>
      )}

      {germanRequirement && (
        <p data-slot="job-german-requirement" className="font-medium break-words">
          {germanRequirement}
        </p>
      )}

      <section className="flex flex-col gap-1">
        <Section className="font-semibold">{text.description}</Section>
        <ClampedDescription html={description} text={text} />
      </section>

      <section className="flex flex-col gap-1">
        <Section className="font-semibold">{text.location}</Section>
        <JobMap
          latitude={job.latitude}
          longitude={job.longitude}
          zoom={15}
          address={job.address}
          place={job.place}
          {...mapProps}
          text={{ ...text.map, ...mapProps?.text }}
        />
      </section>
    </Card>
  );
}

/** The description's height until READ MORE is pressed. */
const clampHeight = 200;

/** Sanitised HTML clamped to 200 px, with READ MORE when there is more to read. */
function ClampedDescription({
  html,
  text,
}: {
  html: string;
  /** The toggle's words, passed on by `JobDetail`. */
  text: Pick<JobDetailText, 'readMore' | 'readLess'>;
}) {
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = body.current;
    if (!element) return;
    // Width changes (a rotated phone) change the height, so it is measured again on every resize.
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > clampHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [html]);

  return (
    <>
      <div
        ref={body}
        id={id}
        data-slot="job-description"
        data-state={open ? 'open' : 'clamped'}
        style={{ maxHeight: open ? undefined : clampHeight }}
        className="overflow-hidden break-words [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
        // Sanitised by DOMPurify before it gets here: the server's HTML is never trusted as is.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {(overflows || open) && (
        <Button
          variant="link"
          className="self-start"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? text.readLess : text.readMore}
        </Button>
      )}
    </>
  );
}
