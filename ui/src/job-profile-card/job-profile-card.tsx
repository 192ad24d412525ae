import type { ComponentProps } from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { ConfirmDialog } from '../confirm-dialog';
import type { JobProfile } from '../lib/profile';
import { TrashIcon } from '../lib/icons';

export const jobProfileCardText = {
  underReview: 'Under review. Please Upload Your CV',
  experience: (experience: string) => `Experience: ${experience}`,
  delete: (jobProfile: string) => `Delete ${jobProfile}`,
  confirmDelete: (jobProfile: string) => `Delete the job profile ${jobProfile}?`,
  confirm: 'Delete',
  cancel: 'Cancel',
};
export type JobProfileCardText = typeof jobProfileCardText;

export type JobProfileCardProps = ComponentProps<'div'> & {
  jobProfile: JobProfile;
  /** Shows a delete button; the user confirms first. */
  onDelete?: (jobProfile: JobProfile) => void | Promise<unknown>;
  /** Words for status values (`under_review`); a status without one is shown with its underscores as spaces. */
  statusLabels?: Record<string, string>;
  text?: Partial<JobProfileCardText>;
};

/** One job profile with its review status as a dot badge (`under_review` reads 'under review'). */
export function JobProfileCard({
  jobProfile,
  onDelete,
  statusLabels,
  text: textOverrides,
  ...props
}: JobProfileCardProps) {
  const text = { ...jobProfileCardText, ...textOverrides };
  return (
    <Card data-slot="job-profile-card" {...props}>
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
            confirmLabel={text.confirm}
            cancelLabel={text.cancel}
            onConfirm={() => onDelete(jobProfile)}
          />
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Badge variant="warning" dot>
          {statusLabels?.[jobProfile.status] ?? jobProfile.status.replaceAll('_', ' ')}
        </Badge>
        <p className="text-sm">{text.underReview}</p>
      </CardContent>
    </Card>
  );
}
