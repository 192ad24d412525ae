import { Button } from '../button';

export interface ExplainerStepLabels {
  explainerIntro: string;
  applyTitle: string;
  applyText: string;
  screenTitle: string;
  screenText: string;
  matchTitle: string;
  matchText: string;
  continue: string;
  /** Said when a CV is already on file: the CV step is then skipped unless the user replaces it. */
  cvOnFile: (fileName: string) => string;
  replaceCv: string;
}

export const explainerStepLabels: ExplainerStepLabels = {
  explainerIntro: 'Three steps to your next job:',
  applyTitle: 'Apply',
  applyText: 'Send your application with your CV, languages and way to work.',
  screenTitle: 'Screen',
  screenText: 'We check your profile against what the job needs.',
  matchTitle: 'Match',
  matchText: 'When it fits, the company gets in touch and you start.',
  continue: 'Continue',
  cvOnFile: (fileName) => `Your CV (${fileName}) is on file and goes with your application.`,
  replaceCv: 'Replace My CV',
};

/** Step 1: what happens after applying, then Continue. */
export function ExplainerStep({
  labels,
  onContinue,
  cvFileName,
  onReplaceCv,
}: {
  labels: ExplainerStepLabels;
  onContinue: () => void;
  cvFileName?: string | null;
  onReplaceCv?: () => void;
}) {
  const steps = [
    [labels.applyTitle, labels.applyText],
    [labels.screenTitle, labels.screenText],
    [labels.matchTitle, labels.matchText],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <p>{labels.explainerIntro}</p>
      <ol className="flex flex-col gap-3">
        {steps.map(([title, text], index) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-control shrink-0 items-center justify-center rounded-full bg-primary-subtle font-semibold text-primary"
            >
              {index + 1}
            </span>
            <span className="flex flex-col">
              <span className="font-semibold">{title}</span>
              <span className="text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      {cvFileName && <p className="break-words text-muted-foreground">{labels.cvOnFile(cvFileName)}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cvFileName && onReplaceCv && (
          <Button variant="outline" onClick={onReplaceCv}>
            {labels.replaceCv}
          </Button>
        )}
        <Button onClick={onContinue}>{labels.continue}</Button>
      </div>
    </div>
  );
}
