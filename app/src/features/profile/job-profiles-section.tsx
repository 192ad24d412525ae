import { Button, Dialog, JobProfileCard, type JobProfile, type JobProfilePayload } from '@jumpers/ui';
import { JobProfileForm } from './lazy-forms';
import { defaultExperienceOptions, defaultJobProfileOptions } from '@jumpers/ui';
import { api } from '../../api/client';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import { dialogTexts } from '../../lib/dialog-texts';
import { useJumperProfile } from '../../lib/jumper-queries';
import { jobProfileCardTexts, jobProfileFormTexts, profileText } from './messages';
import { closeDelayMs, saveOutcome } from './profile-calls';
import { deleteItem, useProfileList, useSectionDialog } from './section-state';
import { jobProfilesQuery } from './profile-queries';

/** Job Profiles: the kinds of work the jumper offers, each under review until approved; added and deleted. */
export function JobProfilesSection() {
  const text = useMessages(profileText);
  const cardText = useUiText(jobProfileCardTexts);
  const formText = useUiText(jobProfileFormTexts);
  // The options are the server's values; German shows them translated.
  const options: Partial<Record<string, string>> = text.jobProfiles.options;
  const shown = (value: string) => options[value] ?? value;
  const list = useProfileList(jobProfilesQuery, (jobProfile) => ({
    ...jobProfile,
    job_profile: shown(jobProfile.job_profile),
    experience: shown(jobProfile.experience),
  }));
  const dialog = useSectionDialog<JobProfile>(closeDelayMs.other, list.reload);
  // The CV card above shares this request; a card asks for a CV only when the profile says there is none.
  const { data: profile } = useJumperProfile();
  const cvOnFile = profile ? Boolean(profile.upload_cv_url) : undefined;
  const translated = (options: typeof defaultJobProfileOptions) =>
    options.map((option) => ({ ...option, label: shown(option.value) }));

  const submit = (payload: JobProfilePayload) =>
    dialog.save(() => {
      const current = messagesNow(profileText);
      return saveOutcome(() => api.POST('/api/v1/jumper_job_profiles', { body: { job_profile: payload } }), {
        success: (serverText) => current.jobProfiles.created({ serverText }),
        failed: (reason) => reason ?? current.jobProfiles.createFailed,
      });
    });

  return (
    <section aria-labelledby="job-profiles-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="job-profiles-heading" className="text-lg font-semibold">
          {text.sections.jobProfiles}
        </h2>
        <Button variant="outline" onClick={dialog.openAdd}>
          {text.jobProfiles.add}
        </Button>
      </div>
      {list.items.length === 0 && list.status !== 'loading' && (
        <p className="text-sm text-muted-foreground">
          {list.status === 'failed' ? text.jobProfiles.loadFailed : text.empty.jobProfiles}
        </p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {list.items.map((jobProfile) => (
          <li key={jobProfile.id}>
            <JobProfileCard
              jobProfile={jobProfile}
              cvOnFile={cvOnFile}
              onDelete={() =>
                deleteItem(
                  () => api.DELETE('/api/v1/jumper_job_profiles/{id}', { params: { path: { id: jobProfile.id } } }),
                  messagesNow(profileText).jobProfiles,
                  list.reload,
                )
              }
              text={cardText}
            />
          </li>
        ))}
      </ul>
      <Dialog
        open={dialog.editing !== null}
        onOpenChange={(open) => !open && dialog.close()}
        title={text.dialogs.addJobProfile}
        text={useUiText(dialogTexts)}
      >
        <JobProfileForm
          jobProfileOptions={translated(defaultJobProfileOptions)}
          experienceOptions={translated(defaultExperienceOptions)}
          onSubmit={(payload) => void submit(payload)}
          onCancel={dialog.close}
          submitting={dialog.submitting}
          text={formText}
        />
      </Dialog>
    </section>
  );
}
