import { Dialog, ProfileSection } from '@jumpers/ui';
import { useDeferredValue, type ReactNode } from 'react';
import { useMessages, useUiText } from '../../i18n/messages';
import { dialogTexts } from '../../lib/dialog-texts';
import { profileSectionTexts, profileText } from './messages';
import { deleteItem, type ProfileList, type useSectionDialog } from './section-state';

type ProfileListSectionProps<TItem> = {
  title: string;
  list: ProfileList<TItem>;
  dialog: ReturnType<typeof useSectionDialog<TItem>>;
  /**
   * The list's own words, passed on to the `ProfileSection` over the profile's section texts: `empty` is shown
   * while the list is empty (and loaded).
   */
  text: { empty: string };
  getKey: (item: TItem) => number;
  getLabel: (item: TItem) => string;
  renderItem: (item: TItem) => ReactNode;
  /** The dialog's title when adding and when editing. */
  dialogTitles: { add: string; edit?: string };
  /** The form in the dialog, pre-filled with the item being edited. */
  renderForm: (editing: TItem | undefined) => ReactNode;
  /** Whether the plus is offered. @defaultValue true */
  canAdd?: boolean;
  /** Whether items have a pencil. @defaultValue true */
  canEdit?: boolean;
  /** The delete call and its texts; the user confirms first. */
  remove: {
    call: (item: TItem) => Promise<{ response: Response }>;
    texts: () => { deleted: string; deleteFailed: string };
  };
  dialogSize?: 'md' | 'lg';
};

/** One list of the Jumper Profile sub-page with its add/edit dialog and confirmed deletes. */
export function ProfileListSection<TItem>({
  title,
  list,
  dialog,
  text,
  getKey,
  getLabel,
  renderItem,
  dialogTitles,
  renderForm,
  canAdd = true,
  canEdit = true,
  remove,
  dialogSize = 'md',
}: ProfileListSectionProps<TItem>) {
  const profile = useMessages(profileText);
  const sectionText = useUiText(profileSectionTexts);
  const editing = dialog.editing?.mode === 'edit' ? dialog.editing.item : undefined;
  // The items render in the background, in slices between which the page stays responsive: the sections' answers
  // arrive together, and rendering them all at once made one long task on a slow phone. Until then the list loads.
  const items = useDeferredValue(list.items);
  const status = items === list.items ? list.status : 'loading';
  return (
    <>
      <ProfileSection
        title={title}
        headingLevel={2}
        items={items}
        getKey={getKey}
        getLabel={getLabel}
        renderItem={renderItem}
        onAdd={canAdd ? dialog.openAdd : undefined}
        onEdit={canEdit ? dialog.openEdit : undefined}
        onDelete={(item) => deleteItem(() => remove.call(item), remove.texts(), list.reload)}
        text={{
          ...sectionText,
          empty: status === 'failed' ? profile.listsFailed : status === 'ready' ? text.empty : undefined,
        }}
      />
      <Dialog
        open={dialog.editing !== null}
        onOpenChange={(open) => !open && dialog.close()}
        title={editing && dialogTitles.edit ? dialogTitles.edit : dialogTitles.add}
        text={useUiText(dialogTexts)}
        size={dialogSize}
      >
        {renderForm(editing)}
      </Dialog>
    </>
  );
}
