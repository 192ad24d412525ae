import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataOf } from '../../api/query';
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
 * What the account page shows first, asked for while its code loads: the account, and the e-mail choice and job
 * alerts below it, which a phone shows in the first screen too.
 */
export function prefetchAccountPage() {
  prefetchForPage(accountSettingQuery);
  prefetchForPage(notificationSettingsQuery);
  prefetchForPage(jobAlertsQuery);
}
