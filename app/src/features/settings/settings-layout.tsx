import { Tabs, TabsContent, TabsList, TabsTrigger } from '@jumpers/ui';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { settingsText } from './messages';

const tabs = ['account', 'about-us', 'legal'] as const;

/** /jumper/setting/*: the tabs Account, About Us and Legal, each a page of its own (see routes.tsx). */
export function SettingsLayout() {
  const text = useMessages(settingsText);
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(`/jumper/setting/${tab}`)) ?? 'account';
  const labels = { account: text.accountTab, 'about-us': text.aboutUsTab, legal: text.legalTab };
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <Tabs value={current}>
        <TabsList variant="sub" aria-label={text.tabs}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} asChild>
              <Link to={`/jumper/setting/${tab}`}>{labels[tab]}</Link>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={current} className="flex flex-col gap-6">
          <Outlet />
        </TabsContent>
      </Tabs>
    </main>
  );
}
