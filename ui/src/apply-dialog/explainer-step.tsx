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
};

/** Step 1: what happens after applying, then Continue. */
export function ExplainerStep({ labels, onContinue }: { labels: ExplainerStepLabels; onContinue: () => void }) {
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
      <Button className="self-end" onClick={onContinue}>
        {labels.continue}
      </Button>
    </div>
  );
}
