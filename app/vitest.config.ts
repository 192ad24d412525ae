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
    test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'], browser: chromiumBrowser() },
  }),
);
