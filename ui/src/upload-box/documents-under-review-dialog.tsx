import { Button } from '../button';
import { Dialog, DialogClose } from '../dialog';

export type DocumentsUnderReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** @defaultValue 'Your Uploaded Documents Are Under Review.' */
  title?: string;
  /** @defaultValue "We check them and let you know as soon as you can apply for jobs." */
  text?: string;
  /** @defaultValue 'OK' */
  okLabel?: string;
  /** @defaultValue 'Close' */
  closeLabel?: string;
};

/** Says that all three documents are in and wait for review (the upload documents screen). */
export function DocumentsUnderReviewDialog({
  open,
  onOpenChange,
  title = 'Your Uploaded Documents Are Under Review.',
  text = 'We check them and let you know as soon as you can apply for jobs.',
  okLabel = 'OK',
  closeLabel = 'Close',
}: DocumentsUnderReviewDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      closeLabel={closeLabel}
      size="sm"
      footer={
        <DialogClose>
          <Button>{okLabel}</Button>
        </DialogClose>
      }
    />
  );
}
