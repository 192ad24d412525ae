import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from '../.config/browser.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: it renders in Chromium, runs its play function, then axe.
export default defineProject({
  plugins: [storybookTest({ configDir })],
  // Found up front, the stories' dependencies are bundled once; discovered mid-run, they make Vite reload a test.
  optimizeDeps: { entries: [path.join(configDir, '../ui/src/**/*.stories.tsx')] },
  test: {
    name: 'stories',
    // A story's play function types and clicks as a user would: on a busy machine (another build on the same two
    // cores) the longest took 15 s, Vitest's default limit in the browser. The limit is for hangs, not for speed.
    testTimeout: 60_000,
    browser: chromiumBrowser(),
    // Hooks run in reverse: the display-settings checks come after the visual baseline has been taken.
    setupFiles: [path.join(configDir, 'display-settings.setup.ts'), path.join(configDir, 'visual-baseline.setup.ts')],
  },
});
