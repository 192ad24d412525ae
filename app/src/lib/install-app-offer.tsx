import { Button } from '@jumpers/ui';
import { defineCatalog, useText } from '../i18n/catalog';
import { installApp, useInstallWay } from './install-app';

const installText = defineCatalog(
  {
    install: 'Install the app',
    installed: 'The app is installed: open jumpers from your home screen or app list.',
    iosIntro: 'On iPhone and iPad, in Safari:',
    iosSteps: ['Tap Share (the square with an arrow).', 'Choose Add to Home Screen.', 'Tap Add.'],
    browserMenu:
      'Install jumpers from your browser’s menu: Install app, or Add to Home screen. It opens at Explore, full-screen, and reads what you last loaded when you are offline.',
  },
  {
    install: 'App installieren',
    installed: 'Die App ist installiert: Öffnen Sie jumpers über den Startbildschirm oder die App-Liste.',
    iosIntro: 'Auf iPhone und iPad, in Safari:',
    iosSteps: [
      'Tippen Sie auf «Teilen» (das Quadrat mit dem Pfeil).',
      'Wählen Sie «Zum Home-Bildschirm».',
      'Tippen Sie auf «Hinzufügen».',
    ],
    browserMenu:
      'Installieren Sie jumpers über das Menü Ihres Browsers: «App installieren» oder «Zum Startbildschirm hinzufügen». Die App öffnet «Entdecken» im Vollbild und zeigt ohne Verbindung, was Sie zuletzt geladen haben.',
  },
);

/**
 * The way to install the app in this browser, for the landing page's promo card and Settings: our own button where
 * Chromium offers to install, the steps of Safari on iPhone where it cannot, and a word where it is installed.
 */
export function InstallAppOffer() {
  const text = useText(installText);
  const way = useInstallWay();
  if (way === 'installed') return <p className="text-muted-foreground">{text.installed}</p>;
  if (way === 'prompt') {
    return (
      <div>
        <Button onClick={() => void installApp()}>{text.install}</Button>
      </div>
    );
  }
  if (way === 'ios') {
    return (
      <div className="text-left">
        <p>{text.iosIntro}</p>
        <ol className="mt-2 list-decimal pl-6">
          {text.iosSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    );
  }
  return <p className="text-muted-foreground">{text.browserMenu}</p>;
}
