import { BankDetailsCard, BankDetailsForm, LoadingOverlay, toast } from '@jumpers/ui';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useMessages, useUiText } from '../../i18n/messages';
import { jumperProfileQuery, useJumperProfile } from '../../lib/jumper-queries';
import { ProfileSubPage } from '../../lib/profile-sub-page';
import { LoadFailed } from '../../lib/load-failed';
import { loadState } from '../../lib/load-state';
import { serverMessage } from '../../lib/server-error';
import { SaveDialog, useSaveDialog } from '../../lib/save-dialog';
import { bankDetailsCardTexts, bankDetailsFormTexts, bankText } from './messages';
import { offlineRefusal } from '../../lib/offline-notice';

/** Profile › Bank Account details: the saved account or a prompt to add one, edited in a dialog. */
export function BankDetailsPage() {
  const text = useMessages(bankText);
  const cardText = useUiText(bankDetailsCardTexts);
  const formText = useUiText(bankDetailsFormTexts);
  const queryClient = useQueryClient();
  const query = useJumperProfile();
  const { data: profile } = query;
  const { failed, loading } = loadState(query);
  const dialog = useSaveDialog();
  const bankDetail = profile?.jumper_bank_detail ?? null;

  return (
    <ProfileSubPage>
      <p className="text-muted-foreground">{text.lead}</p>
      {failed && (
        <LoadFailed message={text.loadFailed} text={{ retry: text.retry }} onRetry={() => void query.refetch()} />
      )}
      <LoadingOverlay loading={loading} label={text.loading}>
        {profile && <BankDetailsCard bankDetail={bankDetail} onEdit={dialog.show} headingLevel={2} text={cardText} />}
      </LoadingOverlay>
      <SaveDialog state={dialog} title={text.dialogTitle}>
        <BankDetailsForm
          bankDetail={bankDetail}
          submitting={dialog.submitting}
          text={formText}
          onCancel={() => dialog.onOpenChange(false)}
          onSubmit={(payload) =>
            void dialog.save(async () => {
              const { data, error, response } = await api.PUT('/api/v1/jumpers/bank_detils', {
                body: { jumper: payload },
              });
              if (!data) {
                const message = serverMessage(error, response) ?? text.saveFailed;
                toast.error(offlineRefusal() ?? message);
                return message;
              }
              toast.success(text.saved);
              queryClient.setQueryData(
                jumperProfileQuery.queryKey,
                (current) => current && { ...current, jumper_bank_detail: data.data },
              );
              return undefined;
            }, text.saveFailed)
          }
        />
      </SaveDialog>
    </ProfileSubPage>
  );
}
