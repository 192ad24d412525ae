import { defineProject, mergeConfig } from 'vitest/config';
import { chromiumBrowser } from '../.config/browser';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'], browser: chromiumBrowser() },
  }),
);
