import type { ReactNode } from 'react';
import { Button } from '../button';
import { CollapsibleSection } from '../collapsible-section';
import { ConfirmDialog } from '../confirm-dialog';
import { PencilIcon, PlusIcon, TrashIcon } from '../lib/icons';
import type { Translations } from '../lib/translations';

export const profileSectionText = {
  add: (section: string) => `Add ${section}`,
  edit: (item: string) => `Edit ${item}`,
  delete: (item: string) => `Delete ${item}`,
  confirmDelete: (item: string) => `Delete ${item}?`,
  confirmDeleteDescription: 'This cannot be undone.',
  confirm: 'Delete',
  cancel: 'Cancel',
  readMore: 'Read more',
  readLess: 'Read less',
};
export type ProfileSectionText = typeof profileSectionText & {
  /** Shown while there are no items (the section's own sentence, e.g. 'No work experience yet.'). */
  empty?: string;
};

/** A profile section's words in every language. */
export const profileSectionTranslations: Translations<ProfileSectionText> = {
  en: profileSectionText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type ProfileSectionProps<TItem> = {
  /** The section's heading, e.g. 'Work experience'. */
  title: string;
  items: readonly TItem[];
  /** A stable key per item. */
  getKey: (item: TItem) => string | number;
  /** The item's name in button labels and the delete question, e.g. the company. */
  getLabel: (item: TItem) => string;
  /** Draws one item (see the profile item renderers). */
  renderItem: (item: TItem) => ReactNode;
  /** Shows the plus button. */
  onAdd?: () => void;
  /** Shows an edit pencil on each item. */
  onEdit?: (item: TItem) => void;
  /** Shows a delete button on each item; the user confirms first. A returned promise keeps the question busy. */
  onDelete?: (item: TItem) => void | Promise<unknown>;
  /** @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The section's words, merged over the English defaults.
   * @defaultValue profileSectionText
   */
  text?: Partial<ProfileSectionText>;
  className?: string;
};

/**
 * A profile list (work experience, languages, education, documents): a plus button, edit and delete
 * on each item, the first item shown and the rest behind 'Read more' in a list at most 200 px high.
 */
export function ProfileSection<TItem>({
  title,
  items,
  getKey,
  getLabel,
  renderItem,
  onAdd,
  onEdit,
  onDelete,
  headingLevel = 3,
  text: textOverrides,
  className,
}: ProfileSectionProps<TItem>) {
  const text: ProfileSectionText = { ...profileSectionText, ...textOverrides };
  const renderRow = (item: TItem) => {
    const label = getLabel(item);
    return (
      <li
        key={getKey(item)}
        data-slot="profile-section-item"
        className="flex items-start gap-2 border-b border-border py-2 last:border-b-0"
      >
        <div className="min-w-0 flex-1">{renderItem(item)}</div>
        {onEdit && (
          <Button type="button" variant="ghost" size="icon" aria-label={text.edit(label)} onClick={() => onEdit(item)}>
            <PencilIcon />
          </Button>
        )}
        {onDelete && (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" size="icon" aria-label={text.delete(label)}>
                <TrashIcon />
              </Button>
            }
            title={text.confirmDelete(label)}
            description={text.confirmDeleteDescription}
            text={{ confirm: text.confirm, cancel: text.cancel }}
            onConfirm={() => onDelete(item)}
          />
        )}
      </li>
    );
  };
  const [first, ...rest] = items;
  return (
    <CollapsibleSection
      title={title}
      headingLevel={headingLevel}
      className={className}
      text={{ more: text.readMore, less: text.readLess }}
      actions={
        onAdd && (
          <Button type="button" variant="ghost" size="icon" aria-label={text.add(title)} onClick={onAdd}>
            <PlusIcon />
          </Button>
        )
      }
      more={rest.length > 0 && <ul className="max-h-[200px] overflow-y-auto">{rest.map(renderRow)}</ul>}
    >
      {first === undefined ? (
        text.empty && <p className="text-sm text-muted-foreground">{text.empty}</p>
      ) : (
        <ul>{renderRow(first)}</ul>
      )}
    </CollapsibleSection>
  );
}
