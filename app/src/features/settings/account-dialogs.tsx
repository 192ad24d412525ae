import {
  ChangePasswordForm,
  changePasswordFormTranslations,
  Dialog,
  LogoutDialog as UiLogoutDialog,
  logoutDialogTranslations,
} from '@jumpers/ui';
import type { ComponentProps } from 'react';
import { uiTextCatalog, useUiText } from '../../i18n/messages';

/*
 * The account page's two dialogs, loaded when the jumper first opens one: the page shows without their code
 * (the dialog primitive, the password form's rules) and without their words, which load with it.
 */

const changePasswordFormTexts = uiTextCatalog(changePasswordFormTranslations);
const logoutDialogTexts = uiTextCatalog(logoutDialogTranslations);

type PasswordDialogProps = Pick<ComponentProps<typeof Dialog>, 'open' | 'onOpenChange' | 'title' | 'text'> & {
  form: Omit<ComponentProps<typeof ChangePasswordForm>, 'text'>;
};

export function PasswordDialog({ form, ...dialog }: PasswordDialogProps) {
  const text = useUiText(changePasswordFormTexts);
  return (
    <Dialog {...dialog}>
      <ChangePasswordForm {...form} text={text} />
    </Dialog>
  );
}

export function LogoutDialog(props: Omit<ComponentProps<typeof UiLogoutDialog>, 'text'>) {
  return <UiLogoutDialog {...props} text={useUiText(logoutDialogTexts)} />;
}
