import type { ReactNode } from 'react';
import { Button } from '../button';
import { CheckIcon } from '../lib/icons';

export interface SentStepText {
  sentText: string;
  viewApplications: string;
}

export const sentStepText: SentStepText = {
  sentText: 'The company will look at your profile. You can follow your application under Engagements.',
  viewApplications: 'View My Applications',
};

/** Step 5: the application is sent; an offer of the page's (notifications, say) may follow the words. */
export function SentStep({ text, offer, onDone }: { text: SentStepText; offer?: ReactNode; onDone: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-subtle text-success">
        <CheckIcon className="size-8" />
      </span>
      <p>{text.sentText}</p>
      {offer && (
        <div data-slot="apply-sent-offer" className="flex flex-col items-center gap-2 rounded-lg bg-surface p-3">
          {offer}
        </div>
      )}
      <Button onClick={onDone}>{text.viewApplications}</Button>
    </div>
  );
}
