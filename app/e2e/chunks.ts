import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The address of the chunk the production build made of a source module, from the build's manifest: chunks are named
 * by their hash alone (app/vite.config.ts). Read when a test runs, after the web server has built the app.
 */
export function chunkOf(source: string): string {
  const manifestFile = path.resolve(import.meta.dirname, '../dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not a chunk of the build`);
  return `/${chunk.file}`;
}
