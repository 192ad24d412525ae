import { defineConfig } from 'vitest/config';

// Every test of the repository in one run: story tests in Chromium, and each package's own tests.
export default defineConfig({
  test: {
    projects: [
      '.storybook/vitest.config.ts',
      'rules/vitest.config.ts',
      'ui/vitest.config.ts',
      'app/vitest.config.ts',
      'api/vitest.config.ts',
    ],
  },
});
