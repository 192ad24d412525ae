/**
 * A script of its own, named in index.html beside the app's entry: on a first visit to a jumper page it asks for
 * the page's first data at once, so that the answer is on its way while the app's code downloads and runs
 * (api/early-request.ts hands it to the app). Small on purpose: it must run long before the app does.
 */
import { startEarlyRequest } from './api/early-request';
import { requestTimeoutMs } from './api/timeouts';
import { applicationsParams, readEngagementsState } from './features/engagements/applications-params';
import { explorePageRequest } from './features/explore/dashboard-params';
import { readExploreState } from './lib/explore-url';
import { getSession } from './session/session';

type Query = Record<string, string | number | boolean | undefined>;

/** The pages whose first data is worth asking for early, and what each asks first. */
const firstRequests: { path: RegExp; request: (params: URLSearchParams) => [path: string, query?: Query] }[] = [
  {
    path: /^\/jumper\/explore\/?$/,
    request: (params) => [...explorePageRequest(readExploreState(params))],
  },
  {
    path: /^\/jumper\/engagement\/?$/,
    request: (params) => {
      const { outcome, kind } = readEngagementsState(params);
      return ['/api/v1/applied_jobs', applicationsParams(outcome, kind)];
    },
  },
  { path: /^\/jumper\/profile(\/|$)/, request: () => ['/api/v1/jumper_profile'] },
  { path: /^\/jumper\/setting\/account\/?$/, request: () => ['/api/v1/account_setting'] },
];

const session = getSession();
const first = firstRequests.find(({ path }) => path.test(location.pathname));
// Without a session the area's guard leads elsewhere, and the server would only refuse.
if (first && session.status === 'signed-in') {
  const [path, query = {}] = first.request(new URLSearchParams(location.search));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const address = `${import.meta.env.VITE_API_BASE_URL ?? ''}${path}${search.size ? `?${search}` : ''}`;
  startEarlyRequest(address, session.key, requestTimeoutMs.json);
}
