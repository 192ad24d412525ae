import { Card } from '@jumpers/ui';
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
    <section aria-labelledby="app-heading">
      <Card className="flex flex-col gap-4 p-6">
        <h2 id="app-heading" className="text-xl font-semibold">
          {text.heading}
        </h2>
        <p className="text-muted-foreground">{text.lead}</p>
        <InstallAppOffer />
      </Card>
    </section>
  );
}
