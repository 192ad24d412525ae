import { SettingsSection } from '@jumpers/ui';
import { defineCatalog, useText } from '../../i18n/catalog';
import { InstallAppOffer } from '../../lib/install-app-offer';

const appSectionText = defineCatalog(
  {
    heading: 'The app',
    lead: 'jumpers as an app on your phone or computer: it opens at Explore and shows what you last loaded when you are offline.',
  },
  {
    heading: 'Die App',
    lead: 'jumpers als App auf Handy oder Computer: Sie öffnet «Entdecken» und zeigt ohne Verbindung, was Sie zuletzt geladen haben.',
  },
);

/** Settings › Account: the quiet way to the app, for whoever passed the landing page's offer. */
export function AppSection() {
  const text = useText(appSectionText);
  return (
    <SettingsSection title={text.heading} description={text.lead}>
      <InstallAppOffer />
    </SettingsSection>
  );
}
