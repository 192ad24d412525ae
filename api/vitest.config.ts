import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/database-snapshot.ts'],
    // Each file starts its own server and database, some tests start server processes: PGlite start-up and
    // argon2 are CPU-bound, and take several times longer when other work shares the cores. The limits catch a
    // hang, not slowness.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
