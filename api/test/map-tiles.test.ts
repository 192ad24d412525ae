import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, StartupProblem } from '../src/config';
import { startTestServer, type TestServer } from './support/test-server';

/** The sources of one directive of a response's Content-Security-Policy. */
async function cspSources(url: string, directive: string): Promise<string[]> {
  const response = await fetch(url);
  const csp = response.headers.get('content-security-policy') ?? '';
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

// Regression: "The map never loads": img-src did not allow the tile host, so every job map showed
// "The map could not be loaded." instead of the map.
describe('the Content-Security-Policy follows the map tiles (MAP_TILE_URL)', () => {
  let appDistDir: string;
  const servers: TestServer[] = [];

  beforeAll(() => {
    appDistDir = mkdtempSync(path.join(tmpdir(), 'jumpers-app-'));
    writeFileSync(path.join(appDistDir, 'index.html'), '<!doctype html><title>jumpers</title><div id="root"></div>');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(appDistDir, { recursive: true, force: true });
  });

  it('allows OpenStreetMap tiles by default, on the app and on the API', async () => {
    const server = await startTestServer({ appDistDir });
    servers.push(server);
    for (const route of ['/', '/jumper/explore/12', '/api/v1/health']) {
      const imgSrc = await cspSources(`${server.url}${route}`, 'img-src');
      expect(imgSrc, route).toContain('https://tile.openstreetmap.org');
      expect(imgSrc, route).toContain("'self'");
    }
  });

  it('allows the origin of a configured tile server instead', async () => {
    const server = await startTestServer({
      appDistDir,
      mapTileUrl: 'https://tiles.example.ch:8443/osm/{z}/{x}/{y}.png',
    });
    servers.push(server);
    const imgSrc = await cspSources(`${server.url}/jumper/explore`, 'img-src');
    expect(imgSrc).toContain('https://tiles.example.ch:8443');
    expect(imgSrc).not.toContain('https://tile.openstreetmap.org');
    // Tiles are images, never fetched by script: connect-src stays as it was.
    expect(await cspSources(`${server.url}/`, 'connect-src')).not.toContain('https://tiles.example.ch:8443');
  });
});

describe('MAP_TILE_URL', () => {
  it('defaults to the OpenStreetMap tiles', () => {
    expect(readConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(readConfig({ MAP_TILE_URL: '' }).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('takes a tile address with {z}, {x} and {y}', () => {
    expect(readConfig({ MAP_TILE_URL: 'https://maps.example.ch/tiles/{z}/{x}/{y}.webp' }).mapTileUrl).toBe(
      'https://maps.example.ch/tiles/{z}/{x}/{y}.webp',
    );
  });

  it.each([
    ['not an address', 'tiles'],
    ['no {z}, {x} and {y}', 'https://maps.example.ch/tiles.png'],
    ['another scheme', 'ftp://maps.example.ch/{z}/{x}/{y}.png'],
  ])('refuses %s with a message naming the variable', (_case, value) => {
    expect(() => readConfig({ MAP_TILE_URL: value })).toThrow(StartupProblem);
    expect(() => readConfig({ MAP_TILE_URL: value })).toThrow(
      `MAP_TILE_URL must be a tile address such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, not "${value}".`,
    );
  });
});
