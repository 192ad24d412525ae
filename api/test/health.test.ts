import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

describe('health and routing', () => {
  let server: TestServer;
  let appDistDir: string;

  beforeAll(async () => {
    appDistDir = mkdtempSync(path.join(tmpdir(), 'jumpers-app-'));
    writeFileSync(path.join(appDistDir, 'index.html'), '<!doctype html><title>jumpers</title><div id="root"></div>');
    server = await startTestServer({ appDistDir });
  });

  afterAll(async () => {
    await server.close();
    rmSync(appDistDir, { recursive: true, force: true });
  });

  it('answers GET /api/v1/health with the database it used', async () => {
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await fetch(`${server.url}/api/v1/no-such-thing?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No route GET /api/v1/no-such-thing.' });
  });

  it('serves the app at / and falls back to index.html for client routes', async () => {
    for (const route of ['/', '/login/jumper', '/jumper/profile/payslip']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('does not answer a POST to a client route with the app', async () => {
    const response = await fetch(`${server.url}/login/jumper`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
