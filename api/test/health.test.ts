import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

/** A GET whose Accept-Encoding is sent as given (fetch may not set that header) and whose body stays as sent. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ statusCode?: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ statusCode: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const bundle = `console.log(${JSON.stringify('jumpers '.repeat(200))});`;

describe('health and routing', () => {
  let server: TestServer;
  let appDistDir: string;

  beforeAll(async () => {
    appDistDir = mkdtempSync(path.join(tmpdir(), 'jumpers-app-'));
    writeFileSync(path.join(appDistDir, 'index.html'), '<!doctype html><title>jumpers</title><div id="root"></div>');
    mkdirSync(path.join(appDistDir, 'assets'));
    writeFileSync(path.join(appDistDir, 'assets/main-abc123.js'), bundle);
    writeFileSync(path.join(appDistDir, 'assets/main-abc123.js.gz'), gzipSync(bundle));
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
    expect(await response.json()).toEqual({ error: 'No route GET /api/v1/no-such-thing.', code: 'not_found' });
  });

  it('serves the app at / and falls back to index.html for client routes', async () => {
    for (const route of ['/', '/login/jumper', '/jumper/profile/payslip']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('sends the precompressed copy of the build to a browser that accepts gzip, cached for good', async () => {
    const compressed = await rawGet(`${server.url}/assets/main-abc123.js`, 'gzip, deflate, br;q=0');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(compressed.body).toString()).toBe(bundle);

    const plain = await rawGet(`${server.url}/assets/main-abc123.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
  });

  it('does not answer a POST to a client route with the app', async () => {
    const response = await fetch(`${server.url}/login/jumper`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
