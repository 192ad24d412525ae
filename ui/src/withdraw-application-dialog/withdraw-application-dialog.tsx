import { useId, useState } from 'react';
import { Banner } from '../banner';
import { Button } from '../button';
import { Dialog, DialogClose, type DialogProps } from '../dialog';
import { usePendingAction } from '../lib/use-pending-action';
import { Textarea } from '../textarea';
import {
  withdrawalReasonMaxLength,
  withdrawApplicationDialogText,
  type WithdrawApplicationDialogText,
} from './withdraw-application-dialog-text';

export type WithdrawApplicationDialogProps = Omit<
  DialogProps,
  'title' | 'description' | 'footer' | 'children' | 'text' | 'onBack' | 'size'
> & {
  /** The title of the job applied to, named in the question. */
  jobTitle: string;
  /**
   * Called with the reason (null when the jumper gave none) when the jumper confirms. While a returned promise
   * runs, the confirm button shows a spinner and the dialog stays open; it closes once the promise resolves, and
   * stays open when it rejects (show `errorMessage` then).
   */
  onConfirm: (reason: string | null) => void | Promise<unknown>;
  /** The server's refusal of the last try, shown above the reason. */
  errorMessage?: string;
  /**
   * The dialog's words, merged over the English defaults.
   * @defaultValue withdrawApplicationDialogText
   */
  text?: Partial<WithdrawApplicationDialogText>;
};

/** Asks before an application is withdrawn, with room for an optional reason for the employer. */
export function WithdrawApplicationDialog({
  jobTitle,
  onConfirm,
  errorMessage,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  text: textOverrides,
  ...props
}: WithdrawApplicationDialogProps) {
  const text = { ...withdrawApplicationDialogText, ...textOverrides };
  const formId = useId();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const { pending, run } = usePendingAction();
  const setOpen = (next: boolean) => {
    // While the withdrawal is on its way, the dialog stays, so that its outcome is seen.
    if (pending) return;
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  return (
    <Dialog
      data-slot="withdraw-application-dialog"
      data-pending={pending || undefined}
      open={open}
      onOpenChange={setOpen}
      title={text.title(jobTitle)}
      description={text.consequence}
      text={{ close: text.close }}
      size="sm"
      footer={
        <>
          <DialogClose>
            <Button variant="outline" disabled={pending}>
              {text.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="destructive" loading={pending}>
            {text.confirm}
          </Button>
        </>
      }
      {...props}
    >
      <WithdrawalReasonForm
        id={formId}
        text={text}
        errorMessage={errorMessage}
        readOnly={pending}
        onSubmit={(reason) =>
          void run(
            () => onConfirm(reason),
            () => {
              setUncontrolledOpen(false);
              onOpenChange?.(false);
            },
          )
        }
      />
    </Dialog>
  );
}

/** The reason and the server's refusal; unmounted with the closed dialog, so that it opens empty again. */
function WithdrawalReasonForm({
  id,
  text,
  errorMessage,
  readOnly,
  onSubmit,
}: {
  id: string;
  text: WithdrawApplicationDialogText;
  errorMessage?: string;
  readOnly: boolean;
  onSubmit: (reason: string | null) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason.trim() || null);
      }}
    >
      {errorMessage && <Banner variant="error">{errorMessage}</Banner>}
      <Textarea
        label={text.reason}
        hint={text.reasonHint}
        rows={4}
        maxLength={withdrawalReasonMaxLength}
        text={{ remaining: text.charactersLeft }}
        value={reason}
        readOnly={readOnly}
        onChange={(event) => setReason(event.target.value)}
      />
    </form>
  );
}
