import { SettingsSection, Switch, toast } from '@jumpers/ui';
import { msg } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { messageCatalog, useMessages } from '../../i18n/messages';
import { LoadFailed } from '../../lib/load-failed';
import { serverMessage } from '../../lib/server-error';
import { offlineRefusal } from '../../lib/offline-notice';
import { loadSettingsMessages } from './messages';
import { notificationSettingsQuery } from './account-api';

const statusEmailsText = messageCatalog(loadSettingsMessages, {
  heading: msg`Application updates`,
  statusEmails: msg`E-mail me when an application moves on`,
  hint: msg`An e-mail for each step: in review, shortlisted, an interview, an offer, or a decision. Engagements shows every update either way.`,
  turnedOn: msg`You get an e-mail for each update of an application.`,
  turnedOff: msg`No more e-mails about your applications. Engagements still shows every update.`,
  loadFailed: msg`Your e-mail choice could not be loaded.`,
  retry: msg`Try again`,
  failed: msg`Something went wrong, Please try again!`,
});

/** Settings › Account: whether the jumper gets an e-mail for each change of an application's stage. */
export function StatusEmailsSection() {
  const text = useMessages(statusEmailsText);
  const queryClient = useQueryClient();
  const settings = useQuery(notificationSettingsQuery);

  async function setStatusEmails(statusEmails: boolean) {
    try {
      const { data, error, response } = await api.PUT('/api/v1/notification_settings', {
        body: { notification_settings: { status_emails: statusEmails } },
      });
      if (data) {
        queryClient.setQueryData(notificationSettingsQuery.queryKey, data.data);
        toast.success(statusEmails ? text.turnedOn : text.turnedOff);
      } else toast.error(offlineRefusal() ?? serverMessage(error, response) ?? text.failed);
    } catch {
      toast.error(offlineRefusal() ?? text.failed);
    }
  }

  return (
    <SettingsSection title={text.heading}>
      {settings.isError ? (
        <LoadFailed message={text.loadFailed} text={{ retry: text.retry }} onRetry={() => void settings.refetch()} />
      ) : (
        <Switch
          label={text.statusEmails}
          hint={text.hint}
          disabled={!settings.data}
          checked={settings.data?.status_emails ?? true}
          onCheckedChange={(checked) => void setStatusEmails(checked)}
        />
      )}
    </SettingsSection>
  );
}
