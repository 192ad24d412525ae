import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataOf } from '../../api/query';
import { prefetchForPage } from '../../lib/query-client';

export const accountSettingQuery = queryOptions({
  queryKey: ['/api/v1/account_setting'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/account_setting', { signal }))).data,
});

/** The account's settings, asked for while the page's code loads. */
export const prefetchAccountSetting = () => prefetchForPage(accountSettingQuery);
