import { ChangePasswordForm, Dialog, LogoutDialog } from '@jumpers/ui';
import type { ComponentProps } from 'react';

/*
 * The account page's two dialogs, loaded when the jumper first opens one: the page shows without their code
 * (the dialog primitive, the password form's rules).
 */

type PasswordDialogProps = Pick<ComponentProps<typeof Dialog>, 'open' | 'onOpenChange' | 'title' | 'text'> & {
  form: ComponentProps<typeof ChangePasswordForm>;
};

export function PasswordDialog({ form, ...dialog }: PasswordDialogProps) {
  return (
    <Dialog {...dialog}>
      <ChangePasswordForm {...form} />
    </Dialog>
  );
}

export { LogoutDialog };
