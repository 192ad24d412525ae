import { Dialog, ForgotPasswordForm, toast } from '@jumpers/ui';
import { useState } from 'react';
import { api } from '../../api/client';
import { useMessages, useUiText } from '../../i18n/messages';
import { dialogTexts } from '../../lib/dialog-texts';
import { forgotPasswordFormTexts, forgotPasswordText } from './forgot-password-messages';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The forgot-password dialog: e-mail, one-time code, new password. Closing starts over. */
export function ForgotPasswordDialog({ open, onOpenChange }: Props) {
  const text = useMessages(forgotPasswordText);
  const formText = useUiText(forgotPasswordFormTexts);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [otpInvalid, setOtpInvalid] = useState(false);

  async function requestCode(email: string, successText: string) {
    setErrorMessage(undefined);
    try {
      const { response } = await api.POST('/api/v1/otp/generate', { body: { user: { email } } });
      if (response.ok) {
        toast.success(successText);
        return true;
      }
      setErrorMessage(response.status === 422 ? text.userNotFound : text.somethingWentWrong);
    } catch {
      setErrorMessage(text.somethingWentWrong);
    }
    return false;
  }

  function close(next: boolean) {
    if (!next) {
      setErrorMessage(undefined);
      setOtpInvalid(false);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close} title={text.title} text={useUiText(dialogTexts)}>
      {/* Mounted only while open, so that closing resets the three steps. */}
      {open && (
        <ForgotPasswordForm
          text={formText}
          errorMessage={errorMessage}
          otpInvalid={otpInvalid}
          onRequestCode={(email) => requestCode(email, text.otpSent)}
          onResendCode={(email) => void requestCode(email, text.otpResent)}
          onVerifyCode={async ({ email, otp }) => {
            setOtpInvalid(false);
            setErrorMessage(undefined);
            try {
              const { response } = await api.POST('/api/v1/otp/verify', { body: { user: { email, otp } } });
              if (response.ok) {
                toast.success(text.otpVerified);
                return true;
              }
              setOtpInvalid(true);
            } catch {
              setErrorMessage(text.somethingWentWrong);
            }
            return false;
          }}
          onResetPassword={async ({ email, new_password, password_confirmation }) => {
            setErrorMessage(undefined);
            try {
              const { response } = await api.PATCH('/api/v1/user/password', {
                body: { user: { email, new_password, password_confirmation } },
              });
              if (response.ok) {
                toast.success(text.passwordUpdated);
                close(false);
                return;
              }
            } catch {
              // falls through to the message below
            }
            setErrorMessage(text.somethingWentWrong);
          }}
        />
      )}
    </Dialog>
  );
}
