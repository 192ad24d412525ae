import { defineProject, mergeConfig } from 'vitest/config';
import { chromiumBrowser } from '../.config/browser.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'], browser: chromiumBrowser() },
  }),
);
