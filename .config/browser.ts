import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { chromiumPath } from '../.ci/chromium.mjs';

type MediaFeatures = { forcedColors?: 'active' | 'none'; colorScheme?: 'light' | 'dark' };

/**
 * Emulates a reader's display settings (Windows high-contrast mode, a dark system theme) for the page under test;
 * `null` restores the default. Playwright merges them with the reduced motion the context starts with.
 */
const emulateMedia: BrowserCommand<[MediaFeatures]> = async (context, features) => {
  if (context.provider.name !== 'playwright') throw new Error('emulateMedia needs the Playwright provider');
  await context.page.emulateMedia({
    forcedColors: features.forcedColors ?? null,
    colorScheme: features.colorScheme ?? null,
  });
};

/** Vitest browser mode in headless Chromium, shared by the story tests and the app's tests. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: chromiumPath(),
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
      },
      // Reduced motion switches transitions off (ui/src/theme.css), so assertions never see a state mid-animation.
      contextOptions: { reducedMotion: 'reduce' },
    }),
    instances: [{ browser: 'chromium' as const }],
    commands: { emulateMedia },
  };
}
