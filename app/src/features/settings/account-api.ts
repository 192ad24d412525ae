import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataOf } from '../../api/query';
import { pushDevicesQuery } from '../../lib/push-notifications';
import { prefetchForPage } from '../../lib/query-client';
import { jobAlertsQuery } from './job-alerts-api';

export const accountSettingQuery = queryOptions({
  queryKey: ['/api/v1/account_setting'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/account_setting', { signal }))).data,
});

/** Whether the jumper gets an e-mail for each change of an application's stage. */
export const notificationSettingsQuery = queryOptions({
  queryKey: ['/api/v1/notification_settings'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/notification_settings', { signal }))).data,
});

/**
 * What the account page shows, asked for while its code loads: the account, and the e-mail choice, job alerts and
 * notification devices below it. Its sections then find their answers in the cache and draw them at their first
 * render, rather than drawing the page a second time when the answers arrive.
 */
export function prefetchAccountPage() {
  prefetchForPage(accountSettingQuery);
  prefetchForPage(notificationSettingsQuery);
  prefetchForPage(jobAlertsQuery);
  prefetchForPage(pushDevicesQuery);
}
