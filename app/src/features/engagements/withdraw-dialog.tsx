import { toast, WithdrawApplicationDialog, withdrawApplicationDialogTranslations } from '@jumpers/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { invalidatePaths } from '../../api/query';
import { messagesNow, uiTextCatalog, useUiText } from '../../i18n/messages';
import { serverMessage } from '../../lib/server-error';
import { withdrawText } from './messages';

/**
 * The dialog's own words, as the ui gives them: declared here, with the dialog's code, which the page loads when the
 * jumper first presses Withdraw (their module brings the dialog's, too heavy for every visit of the page).
 */
const withdrawDialogTexts = uiTextCatalog(withdrawApplicationDialogTranslations);

/** Asks before one application is withdrawn, then withdraws it; loaded when the jumper first presses Withdraw. */
export function WithdrawDialog({
  application,
  onClose,
}: {
  application: { id: number; job_title: string };
  onClose: () => void;
}) {
  const text = useUiText(withdrawDialogTexts);
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();

  async function withdraw(reason: string | null) {
    const failed = (message: string | undefined) => {
      setRefusal(message ?? messagesNow(withdrawText).failed);
      // The dialog stays open with the reason as typed, for another try.
      throw new Error('The application was not withdrawn.');
    };
    let answer;
    try {
      answer = await api.POST('/api/v1/applied_jobs/{id}/withdraw', {
        params: { path: { id: application.id } },
        body: { reason },
      });
    } catch {
      return failed(undefined);
    }
    if (!answer.data) return failed(serverMessage(answer.error, answer.response));
    // The application leaves Applied for Withdrawn; the job can be applied to again.
    void invalidatePaths(queryClient, '/api/v1/applied_jobs', '/api/v1/jumpers/dashboard');
    toast.success(messagesNow(withdrawText).withdrawn({ jobTitle: application.job_title }));
    onClose();
  }

  return (
    <WithdrawApplicationDialog
      open
      onOpenChange={(open) => !open && onClose()}
      jobTitle={application.job_title}
      onConfirm={withdraw}
      errorMessage={refusal}
      text={text}
    />
  );
}
