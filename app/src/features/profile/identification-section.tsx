import { IdentificationItem, type IdentificationPayload, type JumperIdentification } from '@jumpers/ui';
import { IdentificationForm } from './lazy-forms';
import { api } from '../../api/client';
import { fileUrl } from '../../api/file-url';
import { multipart } from '../../api/multipart';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import { identificationFormTexts, profileItemsTexts, profileText } from './messages';
import { closeDelayMs, saveOutcome } from './profile-calls';
import { ProfileListSection } from './profile-list-section';
import { useProfileList, useSectionDialog } from './section-state';
import { identificationsQuery } from './profile-queries';

/** Passport, ID card or residence permit: both sides uploaded together; no edit, removed after confirmation. */
export function IdentificationSection() {
  const text = useMessages(profileText);
  const itemsText = useUiText(profileItemsTexts);
  const formText = useUiText(identificationFormTexts);
  const list = useProfileList(identificationsQuery, (entry): JumperIdentification => ({
    ...entry,
    front_image_url: fileUrl(entry.front_image_url),
    back_image_url: fileUrl(entry.back_image_url),
  }));
  const dialog = useSectionDialog<JumperIdentification>(closeDelayMs.other, list.reload);

  const submit = (payload: IdentificationPayload) =>
    dialog.save(() => {
      const current = messagesNow(profileText);
      return saveOutcome(
        () =>
          api.POST(
            '/api/v1/jumper_identifications',
            multipart({
              'jumper_identification[document_type]': payload.document_type,
              'jumper_identification[front_image]': payload.front_image,
              'jumper_identification[back_image]': payload.back_image,
            }),
          ),
        {
          success: current.identification.added,
          failed: current.identification.failed,
          upload: { accepts: 'image' },
        },
      );
    });

  return (
    <ProfileListSection
      title={text.sections.identification}
      list={list}
      dialog={dialog}
      text={{ empty: text.empty.identification }}
      getKey={(item) => item.id}
      getLabel={(item) => itemsText.documentType[item.document_type]}
      renderItem={(item) => <IdentificationItem item={item} text={itemsText} />}
      dialogTitles={{ add: text.dialogs.addIdentification }}
      canEdit={false}
      remove={{
        call: (item) => api.DELETE('/api/v1/jumper_identifications/{id}', { params: { path: { id: item.id } } }),
        texts: () => messagesNow(profileText).identification,
      }}
      renderForm={() => (
        <IdentificationForm
          onSubmit={(payload) => void submit(payload)}
          onCancel={dialog.close}
          submitting={dialog.submitting}
          text={formText}
        />
      )}
    />
  );
}
