import { Button } from '../button';
import { Dialog, DialogClose } from '../dialog';
import { loadNamedExport, type Translations } from '../lib/translations';

export const documentsUnderReviewDialogText = {
  title: 'Your Uploaded Documents Are Under Review.',
  description: 'We check them and let you know as soon as you can apply for jobs.',
  ok: 'OK',
  /** Accessible name of the close button. */
  close: 'Close',
};
export type DocumentsUnderReviewDialogText = typeof documentsUnderReviewDialogText;

/** The dialog's words in every language: each language's module of the upload box holds them beside the box's. */
export const documentsUnderReviewDialogTranslations: Translations<DocumentsUnderReviewDialogText> = {
  en: documentsUnderReviewDialogText,
  load: loadNamedExport(
    { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
    'documentsUnderReviewDialog',
  ),
};

export type DocumentsUnderReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The dialog's words, merged over the English defaults.
   * @defaultValue documentsUnderReviewDialogText
   */
  text?: Partial<DocumentsUnderReviewDialogText>;
};

/** Says that all three documents are in and wait for review (the upload documents screen). */
export function DocumentsUnderReviewDialog({
  open,
  onOpenChange,
  text: textOverrides,
}: DocumentsUnderReviewDialogProps) {
  const text = { ...documentsUnderReviewDialogText, ...textOverrides };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      text={{ close: text.close }}
      size="sm"
      footer={
        <DialogClose>
          <Button>{text.ok}</Button>
        </DialogClose>
      }
    />
  );
}
