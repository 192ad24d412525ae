/**
 * `npm run budget -w @jumpers/app`: the JavaScript and CSS a first visit to each page downloads, gzip-compressed,
 * from the production build: the entry chunk and what it imports (index.html loads them), and the route chunks and
 * early request the server names in that page's index.html (`.vite/route-preloads.json`, written by app/route-preloads.ts). Fails when
 * a page's JavaScript is over its budget.
 *
 * The public pages: 120 KB for the landing page and for sign-in, 150 KB for registration, whose form is the
 * largest a visitor meets (it loads the mobile-number rules, the API client and the refusals' wording only when they
 * are needed). The first budget was 120 KB until the route error screen joined the entry chunk: it must be there,
 * because after a deploy the chunks of the old build are gone, a lazily loaded error screen too. Sign-in went to
 * 122 KB when the entry chunk took the jumper area's loading frame, the job finding's icons and the unsubscribe
 * page's route (121.1 KB measured); the entry's largest parts are React DOM, the router and tailwind-merge. Both went
 * back to 120 KB when the build took React Router's production build (0.5 KB less) and named chunks by their hash alone,
 * which shortens the entry's list of what each lazily loaded page imports (0.8 KB less): 115.6 and 119.9 KB measured.
 *
 * The jumper area's pages carry the query cache and the API client besides; their budgets hold what they weigh now
 * (the profile's dialog forms, for one, load after the page has shown), a few kilobytes above. Engagements went from
 * 149 to 150 KB when its cards' dates took the formatters made once and reused (ui's lib/intl-formats.ts, 0.3 KB):
 * making a formatter per card cost more main-thread time than the bytes save. It went to 154 KB when each card took
 * its application's stage, timeline (what happened, what comes next, by when), Withdraw button and unread marker, with
 * their words in English and German and Radix Collapsible (153.7 KB measured; the adjustments' names are a module of
 * their own, so that the page carries none of the apply flow's other words), and to 156 KB when the page took the
 * Withdrawn tab, marking changes seen and the withdraw dialog's loader (155.2 KB measured; the dialog itself loads when
 * Withdraw is first pressed).
 *
 * Each page's texts come in the visitor's language alone (src/i18n/messages.ts): the PO catalogs and the ui components'
 * translations that the page's chunks load are counted for each language, and the page is held to its budget in the
 * heaviest one. Moving the texts to Lingui cost the entry its runtime (formatting, plurals) and each page its catalogs'
 * ids; the budgets that rose then hold what was measured (sign-in 124.1, registration 152.0, explore 166.3, engagements
 * 159.0, profile 178.0 KB, heaviest language). Then `cn` gave up tailwind-merge (9 KB) for a merger of its own, and the
 * components' own words came as ui translations (a few hundred bytes a page, in a language other than English): landing
 * 114.1, sign-in 118.0, registration 145.7, explore 160.7, engagements 153.6, profile 176.4 (its forms' words come with
 * the page, 4.9 KB in French), settings 165.5 KB measured; sign-in is back at 120 and registration at 150.
 *
 * Then a page's modules came in few files (app/chunk-layout.ts), a few kilobytes less for the same code (Explore's
 * code: 35 files, 20 now), and the count took the texts of the nested catalogs (`lib/locales/jobs/`), which it had missed.
 * Settings went to 190 KB when its account page took the sections below the account with it, because a phone shows
 * the first of them in its first screen (188.1 KB measured; they had come in a second wave).
 *
 * The texts then came grouped too, a page's in one to four files per language (the profile's in German: 21 files, now
 * 3); English landing and sign-in took 1 KB more for that (114.7 and 118.2 KB measured), and settings 189.5 KB.
 *
 * The amounts, short dates and "days ago" of the four locales then came without Intl (ui/src/lib/swiss-formats.ts),
 * so that a first render does not wait 30–80 ms (four times that on a phone) for the browser to load Intl's data: their
 * tables are a file of their own on the pages that format them, and settings (whose job alerts name amounts and
 * dates) took 1.2 KB and that file more (190.6 KB and 32 files measured).
 *
 * React, React DOM, the scheduler, the JSX runtime and what every component's class names need (clsx, cva, Radix
 * Slot, cn) then came in one file rather than four: each page's code took three files
 * fewer (landing 5, sign-in 6, registration 14, explore 18, engagements 20, profile 22, settings 29 measured) and
 * about 1 KB less.
 *
 * Each page's code (the files index.html names, without the texts) is also held to a number of files, one above what
 * it takes now: on HTTP/1.1 a browser asks for six at a time, and a page spread over many small files again (a change
 * to the chunk layout, a new lazily loaded part) waits for more round trips. The line gives all files, texts included.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routePreloads = JSON.parse(readFileSync(path.join(dist, '.vite/route-preloads.json'), 'utf8'));
const kilobyte = 1024;

/** Pages a visit can start on, by their route in route-preloads.json, with their JavaScript budget. */
const pages = [
  { page: 'landing (/)', route: '/', budget: 120 * kilobyte, codeFiles: 6 },
  { page: 'sign-in (/login/jumper)', route: '/login/*', budget: 120 * kilobyte, codeFiles: 7 },
  { page: 'registration (/register/jumper)', route: '/register/*', budget: 150 * kilobyte, codeFiles: 15 },
  { page: 'explore (/jumper/explore)', route: '/jumper/explore', budget: 164 * kilobyte, codeFiles: 19 },
  { page: 'engagements (/jumper/engagement)', route: '/jumper/engagement', budget: 157 * kilobyte, codeFiles: 21 },
  { page: 'profile (/jumper/profile)', route: '/jumper/profile', budget: 179 * kilobyte, codeFiles: 23 },
  {
    page: 'settings (/jumper/setting/account)',
    route: '/jumper/setting/account',
    budget: 191 * kilobyte,
    codeFiles: 30,
  },
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
// What a browser that accepts Brotli (all current ones, over HTTPS) downloads instead; printed, not budgeted.
const brotliSize = (file) =>
  brotliCompressSync(readFileSync(path.join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const indexHtmlChunks = [...staticClosure([entry])].map((key) => manifest[key]);
const indexHtmlFiles = indexHtmlChunks.map((chunk) => chunk.file);
const css = indexHtmlChunks.flatMap((chunk) => chunk.css ?? []).reduce((sum, file) => sum + gzipSize(file), 0);

let overBudget = false;
console.log('First visit, gzip level 9 as served (budgeted), and Brotli as most browsers receive it:');
for (const { page, route, budget, codeFiles } of pages) {
  const preloads = routePreloads.find((entryRoute) => entryRoute.path === route);
  if (!preloads) throw new Error(`${route} is not in route-preloads.json: was app/route-preloads.ts changed?`);
  const code = [...indexHtmlFiles, ...preloads.scripts, ...preloads.files];
  const visits = Object.keys(preloads.texts).map((language) => {
    // The texts its code asks for in that language, which the server names in the page too.
    const files = [...code, ...(preloads.texts[language] ?? [])];
    return {
      language,
      files: files.length,
      js: files.reduce((sum, file) => sum + gzipSize(file), 0),
      jsBrotli: files.reduce((sum, file) => sum + brotliSize(file), 0),
    };
  });
  const { js, jsBrotli, language, files } = visits.reduce((heaviest, visit) =>
    visit.js > heaviest.js ? visit : heaviest,
  );
  if (js > budget || code.length > codeFiles) overBudget = true;
  const verdict = `${js <= budget ? 'within' : 'OVER'} its ${kilobytes(budget)} budget, code in ${code.length} files (${code.length <= codeFiles ? 'within' : 'OVER'} ${codeFiles})`;
  const byLanguage = visits.map((visit) => `${visit.language} ${kilobytes(visit.js)}`).join(', ');
  console.log(
    `  ${page.padEnd(36)} JS ${kilobytes(js).padStart(9)} in ${String(files).padStart(2)} files (Brotli ${kilobytes(jsBrotli).padStart(9)})  CSS ${kilobytes(css).padStart(8)}  ${verdict} (heaviest in ${language}; ${byLanguage})`,
  );
}
if (overBudget) process.exit(1);
