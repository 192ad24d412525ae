import { SettingsSection, Switch, toast } from '@jumpers/ui';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataOf } from '../../api/query';
import { defineCatalog, useText } from '../../i18n/catalog';
import { LoadFailed } from '../../lib/load-failed';
import { serverMessage } from '../../lib/server-error';
import { offlineRefusal } from '../../lib/offline-notice';

const notificationSettingsQuery = queryOptions({
  queryKey: ['/api/v1/notification_settings'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/notification_settings', { signal }))).data,
});

const statusEmailsText = defineCatalog(
  {
    heading: 'Application updates',
    statusEmails: 'E-mail me when an application moves on',
    hint: 'An e-mail for each step: in review, shortlisted, an interview, an offer, or a decision. Engagements shows every update either way.',
    turnedOn: 'You get an e-mail for each update of an application.',
    turnedOff: 'No more e-mails about your applications. Engagements still shows every update.',
    loadFailed: 'Your e-mail choice could not be loaded.',
    retry: 'Try again',
    failed: 'Something went wrong, Please try again!',
  },
  {
    heading: 'Neuigkeiten zu Bewerbungen',
    statusEmails: 'E-Mail, wenn es bei einer Bewerbung weitergeht',
    hint: 'Eine E-Mail für jeden Schritt: in Prüfung, in der engeren Wahl, ein Vorstellungsgespräch, ein Angebot oder ein Entscheid. Unter «Bewerbungen» sehen Sie jede Neuigkeit so oder so.',
    turnedOn: 'Sie erhalten zu jeder Neuigkeit einer Bewerbung eine E-Mail.',
    turnedOff: 'Keine E-Mails mehr zu Ihren Bewerbungen. Unter «Bewerbungen» sehen Sie weiterhin jede Neuigkeit.',
    loadFailed: 'Ihre E-Mail-Einstellung konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    failed: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
  },
);

/** Settings › Account: whether the jumper gets an e-mail for each change of an application's stage. */
export function StatusEmailsSection() {
  const text = useText(statusEmailsText);
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
