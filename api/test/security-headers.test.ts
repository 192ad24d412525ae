import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

describe('security headers and CORS', () => {
  let server: TestServer;
  let appDistDir: string;

  beforeAll(async () => {
    appDistDir = mkdtempSync(path.join(tmpdir(), 'jumpers-app-'));
    writeFileSync(path.join(appDistDir, 'index.html'), '<!doctype html><title>jumpers</title><div id="root"></div>');
    server = await startTestServer({ appDistDir, corsOrigins: ['https://app.jumpers.example'] });
  });
  afterAll(async () => {
    await server.close();
    rmSync(appDistDir, { recursive: true, force: true });
  });

  it.each(['/', '/jumper/explore', '/api/v1/health', '/api/v1/no-such-call'])(
    'sends the headers on %s',
    async (route) => {
      const response = await fetch(`${server.url}${route}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self' https://accounts.google.com/gsi/client",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
        'base-uri': "'self'",
      });
      expect(directives['script-src']).not.toContain('unsafe');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('answers CORS for a configured origin', async () => {
    const preflight = await fetch(`${server.url}/api/v1/account_setting`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.jumpers.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.jumpers.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const get = await fetch(`${server.url}/api/v1/health`, { headers: { origin: 'https://app.jumpers.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://app.jumpers.example');
    expect(get.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('gives no CORS permission to any other origin', async () => {
    for (const origin of ['https://evil.example', 'https://app.jumpers.example.evil.example', 'null']) {
      const response = await fetch(`${server.url}/api/v1/health`, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('answers a request line too long for the server in the error shape', async () => {
    const response = await fetch(`${server.url}/api/v1/jumpers/dashboard?search=${'x'.repeat(70_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      error: 'The request line or headers are too large.',
      code: 'headers_too_large',
    });
  });
});
