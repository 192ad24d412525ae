import {
  AlertList,
  alertListTranslations,
  LoadingOverlay,
  SettingsSection,
  toast,
  type JobAlert as ListedAlert,
  type JobCriteria,
} from '@jumpers/ui';
import type { components } from '@jumpers/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { uiTextCatalog, useMessages, useUiText } from '../../i18n/messages';
import { LoadFailed } from '../../lib/load-failed';
import { toPanelFilters } from '../../lib/panel-filters';
import { serverMessage } from '../../lib/server-error';
import { jobAlertsQuery } from './job-alerts-api';
import { jobAlertsText } from './unsubscribe';
import { offlineRefusal } from '../../lib/offline-notice';

type JobAlert = components['schemas']['JobAlert'];

/** The list's words of the ui, loaded with this code (account-page.tsx loads it with its texts). */
const alertListTexts = uiTextCatalog(alertListTranslations);

/** An alert's criteria (the dashboard's parameters) as the list describes them. */
const listedCriteria = ({ criteria }: JobAlert): JobCriteria => ({
  kind: criteria.permanent_job ? 'permanent' : 'jumper',
  search: criteria.search,
  filters: toPanelFilters(criteria),
});

/** Settings › Account: the jumper's job alerts, each paused, resumed or deleted in place. */
export function JobAlertsSection() {
  const text = useMessages(jobAlertsText);
  const listText = useUiText(alertListTexts);
  const queryClient = useQueryClient();
  const alerts = useQuery(jobAlertsQuery);

  async function setPaused({ id, name }: ListedAlert, paused: boolean) {
    try {
      const { data, error, response } = await api.PATCH('/api/v1/job_alerts/{id}', {
        params: { path: { id: Number(id) } },
        body: { job_alert: { paused } },
      });
      if (data) {
        queryClient.setQueryData(jobAlertsQuery.queryKey, (list) =>
          list?.map((each) => (each.id === data.data.id ? data.data : each)),
        );
        toast.success(paused ? text.pausedToast({ name }) : text.resumedToast({ name }));
      } else toast.error(offlineRefusal() ?? serverMessage(error, response) ?? text.failed);
    } catch {
      toast.error(offlineRefusal() ?? text.failed);
    }
  }

  async function remove({ id, name }: ListedAlert) {
    try {
      const { data, error, response } = await api.DELETE('/api/v1/job_alerts/{id}', {
        params: { path: { id: Number(id) } },
      });
      // Gone already (another tab): the list drops it all the same.
      if (data || response.status === 404) {
        queryClient.setQueryData(jobAlertsQuery.queryKey, (list) => list?.filter((each) => each.id !== id));
        toast.success(text.deletedToast({ name }));
      } else toast.error(offlineRefusal() ?? serverMessage(error, response) ?? text.failed);
    } catch {
      toast.error(offlineRefusal() ?? text.failed);
    }
  }

  return (
    <SettingsSection title={text.heading} description={text.intro}>
      {alerts.isError && (
        <LoadFailed message={text.loadFailed} text={{ retry: text.retry }} onRetry={() => void alerts.refetch()} />
      )}
      <LoadingOverlay loading={alerts.isPending} label={text.loading}>
        {alerts.data && (
          <AlertList
            alerts={alerts.data.map((alert) => ({ ...alert, criteria: listedCriteria(alert) }))}
            onPausedChange={(alert, paused) => void setPaused(alert, paused)}
            onDelete={remove}
            text={listText}
          />
        )}
      </LoadingOverlay>
    </SettingsSection>
  );
}
