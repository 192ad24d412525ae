import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The address of the chunk of the production build that holds a source module, from the table the build writes
 * (app/route-preloads.ts): chunks are named by their hash alone, and a page's modules share theirs
 * (app/chunk-layout.ts). Read when a test runs, after the web server has built the app.
 */
export function chunkOf(source: string): string {
  const tableFile = path.resolve(import.meta.dirname, '../dist/.vite/module-chunks.json');
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as Record<string, string>;
  const file = table[source];
  if (!file) throw new Error(`${source} is in no chunk of the build`);
  return `/${file}`;
}
