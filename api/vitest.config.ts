import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own server and database; PGlite start-up is CPU-bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
