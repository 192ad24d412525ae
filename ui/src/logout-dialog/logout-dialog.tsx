import type { ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { logoutDialogText, type LogoutDialogText } from './logout-dialog-text';

export type LogoutDialogProps = {
  /** The element that opens the dialog, e.g. the Log-Out row of the account settings. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Ends the session; a returned promise keeps the dialog busy until it settles. */
  onLogout: () => void | Promise<unknown>;
  text?: Partial<LogoutDialogText>;
};

/** The log-out confirmation: Cancel keeps the session, Log-Out ends it. */
export function LogoutDialog({ trigger, open, onOpenChange, onLogout, text: textOverrides }: LogoutDialogProps) {
  const text = { ...logoutDialogText, ...textOverrides };
  return (
    <ConfirmDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      text={{ confirm: text.confirm, cancel: text.cancel }}
      onConfirm={onLogout}
    />
  );
}
