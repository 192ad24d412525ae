import { Banner, Button, LoadingOverlay, TabNav } from '@jumpers/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { useJumperProfile } from '../../lib/jumper-queries';
import { loadState } from '../../lib/load-state';
import { renderRouterLink } from '../../lib/router-link';
import { profileText } from './messages';
import { ProfileSummaryPanel } from './profile-summary-panel';

const base = '/jumper/profile';
const otherTabs = ['payslip', 'bank-details', 'social-security_personal-details', 'video-recording'] as const;

/**
 * `/jumper/profile/*`: the tab bar, the profile summary on the left (stacked above below 768 px) and the
 * active tab's sub-page on the right. Unknown tabs and the bare path show the Jumper Profile sub-page.
 * The page's one h1 is the current tab's name: first in the document, before the summary's h2, it sits
 * above the sub-page on wide screens and above the summary on narrow ones.
 */
export function ProfileLayout() {
  const text = useMessages(profileText);
  const { pathname } = useLocation();
  // The sub-pages read the same query: one request for the summary and the tab.
  const profile = useJumperProfile();
  const { failed, loading } = loadState(profile);

  const tab = pathname.slice(base.length + 1).split('/')[0] ?? '';
  const currentTab = (otherTabs as readonly string[]).includes(tab) ? tab : 'job-profile';
  const labels: Record<string, string> = {
    'job-profile': text.tabs.jumperProfile,
    payslip: text.tabs.payslips,
    'bank-details': text.tabs.bankDetails,
    'social-security_personal-details': text.tabs.socialSecurity,
    'video-recording': text.tabs.videoRecordings,
  };
  const links = Object.entries(labels).map(([path, label]) => ({
    href: `${base}/${path}`,
    label,
    current: path === currentTab,
  }));

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <TabNav label={text.tabs.label} links={links} renderLink={renderRouterLink} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-y-4">
        <h1 className="text-2xl font-bold md:col-start-2 md:row-start-1">{labels[currentTab]}</h1>
        {/* Beside the heading and the sub-page: a tall summary lengthens the second row, not the heading's. */}
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          {failed && !profile.data ? (
            <Banner>
              <p>{text.loadFailed}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void profile.refetch()}>
                {text.retry}
              </Button>
            </Banner>
          ) : (
            // While it loads, the summary holds the place of what comes: the sub-page below it stays where it is.
            <LoadingOverlay loading={loading} label={text.loading}>
              <ProfileSummaryPanel profile={profile.data} />
            </LoadingOverlay>
          )}
        </div>
        <div className="min-w-0 md:col-start-2 md:row-start-2">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
