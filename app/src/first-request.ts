/**
 * A script of its own, named in index.html beside the app's entry: on a first visit to a jumper page it asks for
 * the page's first data at once (what its first screen shows), so that the answers are on their way while the app's
 * code downloads and runs (api/early-request.ts hands them to the app). Small on purpose: it must run long before the
 * app does.
 */
import { startEarlyRequest } from './api/early-request';
import { requestTimeoutMs } from './api/timeouts';
import { applicationsParams, readEngagementsState } from './features/engagements/applications-params';
import { explorePageRequest } from './features/explore/dashboard-params';
import { readExploreState } from './lib/explore-url';
import { getSession } from './session/session';

type Query = Record<string, string | number | boolean | undefined>;

type DataRequest = readonly [path: string, query?: Query];

/** The pages whose first data is worth asking for early, and what each asks first. */
const firstRequests: { path: RegExp; requests: (params: URLSearchParams) => DataRequest[] }[] = [
  {
    path: /^\/jumper\/explore\/?$/,
    requests: (params) => [explorePageRequest(readExploreState(params))],
  },
  {
    path: /^\/jumper\/engagement\/?$/,
    requests: (params) => {
      const { outcome, kind } = readEngagementsState(params);
      return [['/api/v1/applied_jobs', applicationsParams(outcome, kind)]];
    },
  },
  {
    path: /^\/jumper\/profile(\/job-profile)?\/?$/,
    // The profile, and the sections of its Jumper Profile tab, each drawn from its own list.
    requests: () => [
      ['/api/v1/jumper_profile'],
      ['/api/v1/skills'],
      ['/api/v1/work_experiences'],
      ['/api/v1/jumper_profile/language_skills'],
      ['/api/v1/admin_languages'],
      ['/api/v1/educations'],
      ['/api/v1/certificate_documents'],
      ['/api/v1/employment_references'],
      ['/api/v1/jumper_identifications'],
      ['/api/v1/jumper_job_profiles'],
    ],
  },
  { path: /^\/jumper\/profile(\/|$)/, requests: () => [['/api/v1/jumper_profile']] },
  {
    path: /^\/jumper\/setting\/account\/?$/,
    // The account, and the e-mail choice, job alerts and notification devices below it, which the page draws with it.
    requests: () => [
      ['/api/v1/account_setting'],
      ['/api/v1/notification_settings'],
      ['/api/v1/job_alerts'],
      ['/api/v1/push_subscriptions'],
    ],
  },
];

/**
 * What every page of the jumper area asks for beside its own: the navigation's marker on Engagements. Asked with the
 * page's data, its answer comes with it, rather than a round trip later, once the page's data has been drawn.
 */
const everyJumperPage: DataRequest[] = [['/api/v1/applied_jobs/unread']];

const session = getSession();
// Without a session the area's guard leads elsewhere, and the server would only refuse.
if (/^\/jumper(\/|$)/.test(location.pathname) && session.status === 'signed-in') {
  const first = firstRequests.find(({ path }) => path.test(location.pathname));
  const requests = [...(first?.requests(new URLSearchParams(location.search)) ?? []), ...everyJumperPage];
  for (const [path, query = {}] of requests) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
    const address = `${import.meta.env.VITE_API_BASE_URL ?? ''}${path}${search.size ? `?${search}` : ''}`;
    startEarlyRequest(address, session.key, requestTimeoutMs.json);
  }
}
