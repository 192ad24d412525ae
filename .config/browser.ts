import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from '../.ci/chromium.mjs';

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
  };
}
