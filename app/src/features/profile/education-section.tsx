import { EducationItem, type Education, type EducationPayload } from '@jumpers/ui';
import { EducationForm } from './lazy-forms';
import { api } from '../../api/client';
import type { components } from '@jumpers/contract';
import { fileUrl } from '../../api/file-url';
import { multipart } from '../../api/multipart';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import { educationFormTexts, profileItemsTexts, profileText } from './messages';
import { closeDelayMs, saveOutcome } from './profile-calls';
import { ProfileListSection } from './profile-list-section';
import { useProfileList, useSectionDialog } from './section-state';
import { WithSkills } from './skills';
import { educationsQuery } from './profile-queries';

type ApiEducation = components['schemas']['Education'];

const toItem = (entry: ApiEducation): Education => ({
  ...entry,
  responsiblities_and_accomplishments: entry.responsiblities_and_accomplishments ?? '',
  certificate_url: fileUrl(entry.certificate_url) ?? null,
});

function formFields(payload: EducationPayload) {
  const fields: Record<string, Blob | string> = {
    'education[school]': payload.school,
    'education[degree]': payload.degree,
    'education[location]': payload.location,
    'education[education_start_date]': payload.education_start_date,
    'education[education_end_date]': payload.education_end_date ?? '',
    'education[responsiblities_and_accomplishments]': payload.responsiblities_and_accomplishments,
    'education[skill_ids]': payload.skill_ids,
  };
  if (payload.certificate) fields['education[certificate]'] = payload.certificate;
  if (payload.remove_certificate) fields['education[remove_certificate]'] = 'true';
  return multipart(fields);
}

export function EducationSection() {
  const text = useMessages(profileText);
  const itemsText = useUiText(profileItemsTexts);
  const formText = useUiText(educationFormTexts);
  const list = useProfileList(educationsQuery, toItem);
  const dialog = useSectionDialog<Education>(closeDelayMs.other, list.reload);
  const editing = dialog.editing?.mode === 'edit' ? dialog.editing.item : undefined;

  const submit = (payload: EducationPayload) =>
    dialog.save(() => {
      const current = messagesNow(profileText);
      return saveOutcome(
        () =>
          editing
            ? api.PUT('/api/v1/educations/{id}', { params: { path: { id: editing.id } }, ...formFields(payload) })
            : api.POST('/api/v1/educations', formFields(payload)),
        {
          success: editing ? current.education.updated : current.education.added,
          failed: current.education.saveFailed,
          thrown: current.education.saveError,
          upload: { accepts: 'pdfOrJpeg', withForm: true },
        },
      );
    });

  return (
    <ProfileListSection
      title={text.sections.education}
      list={list}
      dialog={dialog}
      text={{ empty: text.empty.education }}
      getKey={(item) => item.id}
      getLabel={(item) => `${item.degree}, ${item.school}`}
      renderItem={(item) => <EducationItem item={item} text={itemsText} />}
      dialogTitles={{ add: text.dialogs.addEducation, edit: text.dialogs.editEducation }}
      dialogSize="lg"
      remove={{
        call: (item) => api.DELETE('/api/v1/educations/{id}', { params: { path: { id: item.id } } }),
        texts: () => messagesNow(profileText).education,
      }}
      renderForm={(item) => (
        <WithSkills key={item?.id ?? 'new'}>
          {(skills) => (
            <EducationForm
              education={item}
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
