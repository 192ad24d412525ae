import { Button } from '../button';

export interface ExplainerStepText {
  explainerIntro: string;
  applyTitle: string;
  applyText: string;
  screenTitle: string;
  screenText: string;
  matchTitle: string;
  matchText: string;
  /** That adjustments for the interview or the work can be asked for, privately, in the last step. */
  adjustmentsNote: string;
  continue: string;
  /** Said when a CV is already on file: the CV step is then skipped unless the user replaces it. */
  cvOnFile: (fileName: string) => string;
  replaceCv: string;
}

export const explainerStepText: ExplainerStepText = {
  explainerIntro: 'Three steps to your next job:',
  applyTitle: 'Apply',
  applyText: 'Send your application with your CV, languages and way to work.',
  screenTitle: 'Screen',
  screenText: 'We check your profile against what the job needs.',
  matchTitle: 'Match',
  matchText: 'When it fits, the company gets in touch and you start.',
  adjustmentsNote:
    'Need something arranged for the interview or the work, such as step-free access or a sign language interpreter? You can ask for it in the last step; only the recruiter sees it.',
  continue: 'Continue',
  cvOnFile: (fileName) => `Your CV (${fileName}) is on file and goes with your application.`,
  replaceCv: 'Replace My CV',
};

/** Step 1: what happens after applying, then Continue. */
export function ExplainerStep({
  text,
  onContinue,
  cvFileName,
  onReplaceCv,
}: {
  text: ExplainerStepText;
  onContinue: () => void;
  cvFileName?: string | null;
  onReplaceCv?: () => void;
}) {
  const steps = [
    [text.applyTitle, text.applyText],
    [text.screenTitle, text.screenText],
    [text.matchTitle, text.matchText],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <p>{text.explainerIntro}</p>
      <ol className="flex flex-col gap-3">
        {steps.map(([title, description], index) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-control shrink-0 items-center justify-center rounded-full bg-primary-subtle font-semibold text-primary"
            >
              {index + 1}
            </span>
            <span className="flex flex-col">
              <span className="font-semibold">{title}</span>
              <span className="text-muted-foreground">{description}</span>
            </span>
          </li>
        ))}
      </ol>
      <p data-slot="apply-adjustments-note">{text.adjustmentsNote}</p>
      {cvFileName && <p className="break-words text-muted-foreground">{text.cvOnFile(cvFileName)}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cvFileName && onReplaceCv && (
          <Button variant="outline" onClick={onReplaceCv}>
            {text.replaceCv}
          </Button>
        )}
        <Button onClick={onContinue}>{text.continue}</Button>
      </div>
    </div>
  );
}
