/**
 * `npm run budget -w @jumpers/app`: the JavaScript and CSS a first visit to each public page
 * downloads, gzip-compressed, from the production build's manifest: the entry chunk, the page's
 * lazily loaded route chunk, and every chunk they import statically (Vite preloads those).
 * Fails when a page's JavaScript is over its budget: 121 KB for the landing and sign-in pages, 150 KB for
 * registration, whose form is the largest a visitor meets (it loads the mobile-number rules, the API client and the
 * refusals' wording only when they are needed). The first budget was 120 KB until the route error screen joined the
 * entry chunk: it must be there, because after a deploy the chunks of the old build are gone, a lazily loaded error
 * screen too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const kilobyte = 1024;

/** Pages a visitor can land on first, by the source file of their route chunk, with their JavaScript budget. */
const pages = [
  { page: 'landing (/)', source: 'src/features/landing/landing-page.tsx', budget: 121 * kilobyte },
  { page: 'sign-in (/login/jumper)', source: 'src/features/auth/sign-in-page.tsx', budget: 121 * kilobyte },
  { page: 'registration (/register/jumper)', source: 'src/features/auth/register-page.tsx', budget: 150 * kilobyte },
];

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

// The bytes the server sends: scripts/compress-dist.mjs writes these same level-9 copies.
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let overBudget = false;
console.log('First visit, gzip level 9 as served:');
for (const { page, source, budget } of pages) {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build: was its route renamed?`);
  const chunks = [...staticClosure([entry, source])].map((key) => manifest[key]);
  const js = chunks.reduce((sum, chunk) => sum + gzipSize(chunk.file), 0);
  const css = chunks.flatMap((chunk) => chunk.css ?? []).reduce((sum, file) => sum + gzipSize(file), 0);
  if (js > budget) overBudget = true;
  const verdict = `${js <= budget ? 'within' : 'OVER'} its ${kilobytes(budget)} budget`;
  console.log(`  ${page.padEnd(34)} JS ${kilobytes(js).padStart(9)}  CSS ${kilobytes(css).padStart(8)}  ${verdict}`);
}
if (overBudget) process.exit(1);
