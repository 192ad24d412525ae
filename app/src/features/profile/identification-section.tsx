import {
  Dialog,
  IdentificationForm,
  IdentificationItem,
  ProfileSection,
  type IdentificationPayload,
  type JumperIdentification,
} from '@jumpers/ui';
import { api } from '../../api/client';
import { fileUrl } from '../../api/file-url';
import { multipart } from '../../api/multipart';
import { textNow, useText } from '../../i18n/catalog';
import { profileText } from './messages';
import { closeDelayMs, saveOutcome } from './profile-calls';
import { deleteItem, useProfileList, useSectionDialog } from './section-state';

/** Passport, ID card or residence permit: both sides uploaded together; no edit, removed after confirmation. */
export function IdentificationSection() {
  const text = useText(profileText);
  const list = useProfileList(async () =>
    (await api.GET('/api/v1/jumper_identifications')).data?.data.map((entry): JumperIdentification => ({
      ...entry,
      front_image_url: fileUrl(entry.front_image_url),
      back_image_url: fileUrl(entry.back_image_url),
    })),
  );
  const dialog = useSectionDialog<JumperIdentification>(closeDelayMs.other, list.reload);

  const submit = (payload: IdentificationPayload) =>
    dialog.save(() => {
      const current = textNow(profileText);
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
        current,
        { success: current.identification.added, failed: current.identification.failed },
      );
    });

  return (
    <>
      <ProfileSection
        title={text.sections.identification}
        headingLevel={2}
        items={list.items}
        getKey={(item) => item.id}
        getLabel={(item) => text.ui.items.documentType[item.document_type]}
        renderItem={(item) => <IdentificationItem item={item} text={text.ui.items} />}
        emptyText={list.status === 'failed' ? text.listsFailed : text.empty.identification}
        onAdd={dialog.openAdd}
        onDelete={(item) =>
          deleteItem(
            () => api.DELETE('/api/v1/jumper_identifications/{id}', { params: { path: { id: item.id } } }),
            textNow(profileText).identification,
            list.reload,
          )
        }
        text={text.ui.section}
      />
      <Dialog
        open={dialog.editing !== null}
        onOpenChange={(open) => !open && dialog.close()}
        title={text.dialogs.addIdentification}
        closeLabel={text.close}
      >
        <IdentificationForm
          onSubmit={(payload) => void submit(payload)}
          onCancel={dialog.close}
          submitting={dialog.submitting}
          text={text.ui.identificationForm}
        />
      </Dialog>
    </>
  );
}
