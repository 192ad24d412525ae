import { WorkExperienceItem, type WorkExperience, type WorkExperiencePayload } from '@jumpers/ui';
import { WorkExperienceForm } from './lazy-forms';
import { api } from '../../api/client';
import type { components } from '@jumpers/contract';
import { fileUrl } from '../../api/file-url';
import { multipart } from '../../api/multipart';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import { profileItemsTexts, profileText, workExperienceFormTexts } from './messages';
import { closeDelayMs, saveOutcome } from './profile-calls';
import { ProfileListSection } from './profile-list-section';
import { useProfileList, useSectionDialog } from './section-state';
import { WithSkills } from './skills';
import { workExperiencesQuery } from './profile-queries';

type ApiWorkExperience = components['schemas']['WorkExperience'];

const toItem = (entry: ApiWorkExperience): WorkExperience => ({
  ...entry,
  weekly_workload: Number(entry.weekly_workload),
  responsibilities: entry.responsibilities ?? '',
  reference_letter_url: fileUrl(entry.reference_letter_url) ?? null,
});

function formFields(payload: WorkExperiencePayload) {
  const fields: Record<string, Blob | string> = {
    'work_experience[company_name]': payload.company_name,
    'work_experience[job_title]': payload.job_title,
    'work_experience[location]': payload.location,
    'work_experience[employment]': payload.employment,
    'work_experience[weekly_workload]': String(payload.weekly_workload),
    'work_experience[currently_working_on_role]': String(payload.currently_working_on_role),
    'work_experience[work_exp_start_time]': payload.work_exp_start_time,
    'work_experience[work_exp_end_time]': payload.work_exp_end_time ?? '',
    'work_experience[responsibilities]': payload.responsibilities,
    'work_experience[skill_ids]': payload.skill_ids,
  };
  if (payload.reference_letter) fields['work_experience[reference_letter]'] = payload.reference_letter;
  if (payload.remove_reference_letter) fields['work_experience[remove_reference_letter]'] = 'true';
  return multipart(fields);
}

export function WorkExperienceSection() {
  const text = useMessages(profileText);
  const itemsText = useUiText(profileItemsTexts);
  const formText = useUiText(workExperienceFormTexts);
  const list = useProfileList(workExperiencesQuery, toItem);
  const dialog = useSectionDialog<WorkExperience>(closeDelayMs.workExperience, list.reload);
  const editing = dialog.editing?.mode === 'edit' ? dialog.editing.item : undefined;

  const submit = (payload: WorkExperiencePayload) =>
    dialog.save(() => {
      const current = messagesNow(profileText);
      return saveOutcome(
        () =>
          editing
            ? api.PUT('/api/v1/work_experiences/{id}', {
                params: { path: { id: editing.id } },
                ...formFields(payload),
              })
            : api.POST('/api/v1/work_experiences', formFields(payload)),
        {
          success: editing ? current.workExperience.updated : current.workExperience.added,
          failed: current.workExperience.saveFailed,
          thrown: current.workExperience.saveError,
          upload: { accepts: 'pdfOrJpeg', withForm: true },
        },
      );
    });

  return (
    <ProfileListSection
      title={text.sections.workExperience}
      list={list}
      dialog={dialog}
      text={{ empty: text.empty.workExperience }}
      getKey={(item) => item.id}
      getLabel={(item) => `${item.job_title}, ${item.company_name}`}
      renderItem={(item) => <WorkExperienceItem item={item} text={itemsText} />}
      dialogTitles={{ add: text.dialogs.addWorkExperience, edit: text.dialogs.editWorkExperience }}
      dialogSize="lg"
      remove={{
        call: (item) => api.DELETE('/api/v1/work_experiences/{id}', { params: { path: { id: item.id } } }),
        texts: () => messagesNow(profileText).workExperience,
      }}
      renderForm={(item) => (
        <WithSkills key={item?.id ?? 'new'}>
          {(skills) => (
            <WorkExperienceForm
              workExperience={item}
              skills={skills}
              onSubmit={(payload) => void submit(payload)}
              onCancel={dialog.close}
              submitting={dialog.submitting}
              text={formText}
            />
          )}
        </WithSkills>
      )}
    />
  );
}
