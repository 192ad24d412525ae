import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../.ci/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run, so journeys never meet yesterday's accounts. Kept in the environment,
// which the test workers inherit, so that a test can read the server's mail outbox (DATA_DIR/outbox).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'jumpers-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** A VAPID key pair for this run (P-256, as `npx web-push generate-vapid-keys` makes): the server offers notifications. */
function vapidKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const { x, y, d } = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: d! };
}

/** User journeys in Chromium against the real server serving the production build. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Limits for hangs, not for speed: on a busy machine (two cores shared with another build) a page can take
  // several times its usual second to show what a journey waits for.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
    reducedMotion: 'reduce',
    // The journeys answer the server's calls themselves (failures, aborted chunks) and so meet the network, not the
    // app's service worker, which would answer from its copies; the app's own specs (app-*.spec.ts) allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm run build -w @jumpers/app && npm run start -w @jumpers/api',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/v1/health`,
    // One proxy trusted: journeys that register through the API say which (made-up) client they are,
    // as a proxy would, so that some fifty registrations from this one machine stay within the per-IP limit.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TRUST_PROXY: '1',
      ...vapidKeys(),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
