import { toast, WithdrawApplicationDialog } from '@jumpers/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { invalidatePaths } from '../../api/query';
import { messagesNow, useMessages } from '../../i18n/messages';
import { serverMessage } from '../../lib/server-error';
import { withdrawText } from './messages';

/** Asks before one application is withdrawn, then withdraws it; loaded when the jumper first presses Withdraw. */
export function WithdrawDialog({
  application,
  onClose,
}: {
  application: { id: number; job_title: string };
  onClose: () => void;
}) {
  const { dialog } = useMessages(withdrawText);
  const text = {
    ...dialog,
    title: (jobTitle: string) => dialog.title({ jobTitle }),
    charactersLeft: (remaining: number) => dialog.charactersLeft({ remaining }),
  };
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
