import { defineProject, mergeConfig } from 'vitest/config';
import { chromiumBrowser } from '../.config/browser.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    // Pre-bundled together up front: found one by one mid-run, Vite would bundle React twice.
    optimizeDeps: {
      include: ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'vitest-browser-react'],
    },
    // The limit is for hangs: in Chromium on a busy machine a rendering test can take several times its usual second.
    test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'], browser: chromiumBrowser(), testTimeout: 60_000 },
  }),
);
