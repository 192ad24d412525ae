import type { Language } from '../i18n/language';
import { Button } from '@jumpers/ui';
import { msg } from '@lingui/core/macro';
import { messageCatalog, useMessages } from '../i18n/messages';
import { installApp, useInstallWay } from './install-app';

const loadAppMessages = (language: Language) => import(`./locales/app/${language}.po`);

const installText = messageCatalog(loadAppMessages, {
  install: msg`Install the app`,
  installed: msg`The app is installed: open jumpers from your home screen or app list.`,
  iosIntro: msg`On iPhone and iPad, in Safari:`,
  iosSteps: [msg`Tap Share (the square with an arrow).`, msg`Choose Add to Home Screen.`, msg`Tap Add.`],
  browserMenu: msg`Install jumpers from your browser’s menu: Install app, or Add to Home screen. It opens at Explore, full-screen, and reads what you last loaded when you are offline.`,
});

/**
 * The way to install the app in this browser, for the landing page's promo card and Settings: our own button where
 * Chromium offers to install, the steps of Safari on iPhone where it cannot, and a word where it is installed.
 */
export function InstallAppOffer() {
  const text = useMessages(installText);
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
