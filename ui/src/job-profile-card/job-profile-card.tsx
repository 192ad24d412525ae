import type { ComponentProps } from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { ConfirmDialog } from '../confirm-dialog';
import type { JobProfile } from '../lib/profile';
import { TrashIcon } from '../lib/icons';
import type { Translations } from '../lib/translations';

export const jobProfileCardText = {
  underReview: 'Under review. Please Upload Your CV',
  underReviewCvOnFile: 'Under review. Your CV is on file.',
  experience: (experience: string) => `Experience: ${experience}`,
  delete: (jobProfile: string) => `Delete ${jobProfile}`,
  confirmDelete: (jobProfile: string) => `Delete the job profile ${jobProfile}?`,
  confirm: 'Delete',
  cancel: 'Cancel',
};
export type JobProfileCardText = typeof jobProfileCardText & {
  /** Words for status values (`under_review`); a status without one is shown with its underscores as spaces. */
  statuses?: Record<string, string>;
};

/** The job profile card's words in every language. */
export const jobProfileCardTranslations: Translations<JobProfileCardText> = {
  en: jobProfileCardText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type JobProfileCardProps = ComponentProps<'div'> & {
  jobProfile: JobProfile;
  /** Shows a delete button; the user confirms first. */
  onDelete?: (jobProfile: JobProfile) => void | Promise<unknown>;
  /**
   * Whether the jumper's CV is on file: the card's note asks for one only while there is none. Left out (not known
   * yet, say while the profile loads), the card says nothing about the CV.
   */
  cvOnFile?: boolean;
  /**
   * The card's words, merged over the English defaults.
   * @defaultValue jobProfileCardText
   */
  text?: Partial<JobProfileCardText>;
};

/**
 * One job profile with its review status as a dot badge (`under_review` reads 'under review'), and a note that asks
 * for the CV while none is on file.
 */
export function JobProfileCard({ jobProfile, onDelete, cvOnFile, text: textOverrides, ...props }: JobProfileCardProps) {
  const text: JobProfileCardText = { ...jobProfileCardText, ...textOverrides };
  return (
    <Card
      data-slot="job-profile-card"
      data-cv={cvOnFile === undefined ? undefined : cvOnFile ? 'on-file' : 'missing'}
      {...props}
    >
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>{jobProfile.job_profile}</CardTitle>
          <p className="text-sm text-muted-foreground">{text.experience(jobProfile.experience)}</p>
        </div>
        {onDelete && (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" size="icon" aria-label={text.delete(jobProfile.job_profile)}>
                <TrashIcon />
              </Button>
            }
            title={text.confirmDelete(jobProfile.job_profile)}
            text={{ confirm: text.confirm, cancel: text.cancel }}
            onConfirm={() => onDelete(jobProfile)}
          />
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Badge variant="warning" dot>
          {text.statuses?.[jobProfile.status] ?? jobProfile.status.replaceAll('_', ' ')}
        </Badge>
        {cvOnFile !== undefined && <p className="text-sm">{cvOnFile ? text.underReviewCvOnFile : text.underReview}</p>}
      </CardContent>
    </Card>
  );
}
