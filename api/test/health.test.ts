import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
    writeFileSync(
      path.join(appDistDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>jumpers</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(appDistDir, 'assets'));
    writeFileSync(path.join(appDistDir, 'assets/main-abc123.js'), bundle);
    writeFileSync(path.join(appDistDir, 'assets/main-abc123.js.gz'), gzipSync(bundle));
    mkdirSync(path.join(appDistDir, '.vite'));
    writeFileSync(
      path.join(appDistDir, '.vite/route-preloads.json'),
      JSON.stringify([
        { path: '/', files: ['assets/landing-1.js'] },
        { path: '/login/*', files: ['assets/sign-in-1.js', 'assets/form-controls-1.js'] },
        {
          path: '/jumper/explore',
          scripts: ['assets/first-request-1.js'],
          files: ['assets/jumper-area-1.js', 'assets/explore-1.js'],
          texts: {
            en: ['assets/explore-en-1.js'],
            de: ['assets/explore-de-1.js', 'assets/job-facts-de-1.js'],
            fr: ['assets/explore-fr-1.js'],
            it: ['assets/explore-it-1.js'],
          },
        },
      ]),
    );
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

  it('names the route chunks of the page asked for in index.html, so they load beside the entry chunk', async () => {
    const preloads = async (route: string) => {
      const html = await (await fetch(`${server.url}${route}`)).text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    };
    expect(await preloads('/')).toEqual(['/assets/landing-1.js']);
    expect(await preloads('/login/jumper')).toEqual(['/assets/sign-in-1.js', '/assets/form-controls-1.js']);
    const explore = ['/assets/jumper-area-1.js', '/assets/explore-1.js', '/assets/explore-en-1.js'];
    expect(await preloads('/jumper/explore?page=2')).toEqual(explore);
    expect(await preloads('/jumper/explore/')).toEqual(explore);
    expect(await preloads('/login/jumper/extra')).toEqual([]);
    expect(await preloads('/jumper/no-such-page')).toEqual([]);
  });

  it("names the page's texts in the browser's first language, English when it prefers none of the app's", async () => {
    const page = async (acceptLanguage: string) => {
      const html = await (
        await fetch(`${server.url}/jumper/explore`, { headers: { 'accept-language': acceptLanguage } })
      ).text();
      const texts = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
        .map((match) => match[1])
        .filter((file) => !['/assets/jumper-area-1.js', '/assets/explore-1.js'].includes(file!));
      return { texts, lang: /<html lang="(\w+)">/.exec(html)?.[1] };
    };
    expect(await page('de-CH,de;q=0.9,en;q=0.8')).toEqual({
      texts: ['/assets/explore-de-1.js', '/assets/job-facts-de-1.js'],
      lang: 'de',
    });
    expect(await page('en;q=0.5, it-CH')).toEqual({ texts: ['/assets/explore-it-1.js'], lang: 'it' });
    expect(await page('FR')).toEqual({ texts: ['/assets/explore-fr-1.js'], lang: 'fr' });
    expect(await page('es-ES,fr;q=0.9')).toEqual({ texts: ['/assets/explore-en-1.js'], lang: 'en' });
    expect(await page('')).toEqual({ texts: ['/assets/explore-en-1.js'], lang: 'en' });
    const response = await fetch(`${server.url}/jumper/explore`, { headers: { 'accept-language': 'de' } });
    expect(response.headers.get('vary')).toBe('accept-encoding, accept-language');
  });

  it("runs a jumper page's early request as a script of its own, which waits for nothing else", async () => {
    const scripts = async (route: string) => {
      const html = await (await fetch(`${server.url}${route}`)).text();
      return [...html.matchAll(/<script type="module" async crossorigin src="([^"]+)"><\/script>/g)].map(
        (match) => match[1],
      );
    };
    expect(await scripts('/jumper/explore?tab=permanent')).toEqual(['/assets/first-request-1.js']);
    expect(await scripts('/')).toEqual([]);
    expect(await scripts('/login/jumper')).toEqual([]);
  });

  it('sends index.html compressed as the browser accepts, and to be checked again on every visit', async () => {
    const brotli = await rawGet(`${server.url}/jumper/explore`, 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.body).toString()).toContain('href="/assets/explore-1.js"');

    const gzip = await rawGet(`${server.url}/jumper/explore`, 'gzip, deflate, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<div id="root"></div>');

    const plain = await rawGet(`${server.url}/`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/text\/html/);
    expect(plain.body.toString()).toContain('href="/assets/landing-1.js"');
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

  it('answers a file the build does not have with 404, not with the app', async () => {
    for (const file of ['/favicon.ico', '/assets/main-old999.js', '/icons/gone.png']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('does not answer a POST to a client route with the app', async () => {
    const response = await fetch(`${server.url}/login/jumper`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
