import { SettingsSection } from '@jumpers/ui';
import { msg } from '@lingui/core/macro';
import { messageCatalog, useMessages } from '../../i18n/messages';
import { InstallAppOffer } from '../../lib/install-app-offer';
import { loadSettingsMessages } from './messages';

const appSectionText = messageCatalog(loadSettingsMessages, {
  heading: msg`The app`,
  lead: msg`jumpers as an app on your phone or computer: it opens at Explore and shows what you last loaded when you are offline.`,
});

/** Settings › Account: the quiet way to the app, for whoever passed the landing page's offer. */
export function AppSection() {
  const text = useMessages(appSectionText);
  return (
    <SettingsSection title={text.heading} description={text.lead}>
      <InstallAppOffer />
    </SettingsSection>
  );
}
