/**
 * `npm run lighthouse`: Lighthouse's mobile audit (simulated throttling) of the seven pages a jumper meets most,
 * on the production build served by the real server, the signed-in pages as a verified jumper. Prints one table;
 * a measurement, not a test: it fails only when a page cannot be audited. Goals (README, Performance):
 * performance ≥ 95, accessibility 100, total blocking time ≤ 150 ms, cumulative layout shift ≤ 0.02.
 *
 * The verified jumper has a filled profile (photo, About Me, address, work experience): the profile page is measured
 * with all that loads into it. Runs on a fresh embedded database in a temporary folder, so it never touches `api/.data`. `LIGHTHOUSE_RUNS`
 * (default 1) audits each page that many times and reports the median run by performance score, with the range;
 * `LIGHTHOUSE_PAGES=explore,profile` audits only those. Each median report is written to `.lighthouse/<page>.json`
 * (open it in the Lighthouse viewer to see what shifted or blocked).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumPath } from '../../.ci/chromium.mjs';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const debuggingPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const dataDir = mkdtempSync(path.join(tmpdir(), 'jumpers-lighthouse-'));
const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
};

const reportDir = path.join(repositoryRoot, '.lighthouse');
const allPages = [
  { name: 'landing', path: '/' },
  { name: 'sign-in', path: '/login/jumper' },
  { name: 'registration', path: '/register/jumper' },
  { name: 'explore', path: '/jumper/explore', signedIn: true },
  { name: 'engagements', path: '/jumper/engagement', signedIn: true },
  { name: 'profile', path: '/jumper/profile', signedIn: true },
  { name: 'settings', path: '/jumper/setting/account', signedIn: true },
];

const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const pages = chosen ? allPages.filter((page) => chosen.includes(page.name)) : allPages;
if (pages.length === 0)
  throw new Error(`LIGHTHOUSE_PAGES names none of: ${allPages.map((page) => page.name).join(', ')}`);

const goals = { performance: 95, accessibility: 100, totalBlockingTime: 150, cumulativeLayoutShift: 0.02 };

async function waitForServer(server) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode}).`);
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer /api/v1/health within two minutes.');
}

async function call(method, url, { key, json, form } = {}) {
  const headers = key ? { Authorization: `Bearer ${key}` } : {};
  if (json) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${origin}${url}`, { method, headers, body: json ? JSON.stringify(json) : form });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const pdfForm = (field) => {
  const form = new FormData();
  form.append(
    field,
    new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' }),
    'cv.pdf',
  );
  return form;
};

/** Registers a jumper with the three documents and has the operator verify them: the signed-in pages open fully. */
async function verifiedJumper() {
  const email = `lighthouse-${Date.now()}@example.ch`;
  const user = {
    gender: 1,
    first_name: 'Anna',
    last_name: 'Muster',
    pronounce: 'she/her',
    dob: '1994-05-17',
    country_code: '+41',
    mobile_number: '791234567',
    email,
    password: 'Summit!Trail42',
    role: 'jumper',
    user_name: '',
  };
  const { authentication_key: key } = await call('POST', '/api/v1/user', { json: { user } });
  await call('PUT', '/api/v1/jumpers/upload_cv', { key, form: pdfForm('jumper[upload_cv]') });
  await call('POST', '/api/v1/certificate_documents', { key, form: pdfForm('certificate_document[file]') });
  await call('POST', '/api/v1/employment_references', { key, form: pdfForm('employment_reference[file]') });
  execFileSync('npm', ['run', '--silent', 'operator', '--', 'verify', email], { cwd: repositoryRoot, env: serverEnv });
  await fillProfile(key);
  await untilJobsOpen(key);
  return key;
}

/**
 * The server holds a session as it read it for a few seconds (api/src/auth/sessions.ts), here from before the
 * operator's verification in another process: the audits start once the jobs are open to the jumper, or the first
 * page measured would be refused its jobs and ask again.
 */
async function untilJobsOpen(key) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${origin}/api/v1/jumpers/dashboard`, { headers: { Authorization: `Bearer ${key}` } });
    if (response.ok) return;
    if (response.status !== 403) throw new Error(`GET /api/v1/jumpers/dashboard answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The verified jumper was still refused the jobs after 30 seconds.');
}

/** A 1×1 PNG, for the profile photo. */
const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What a jumper who has used the app a while has in the profile: its page loads all of it. */
async function fillProfile(key) {
  const summary = new FormData();
  summary.append('user[profile_photo]', new Blob([photoPng], { type: 'image/png' }), 'photo.png');
  summary.append(
    'user[jumper_description]',
    'Reliable warehouse clerk with six years of picking, packing and forklift work, looking for night shifts.',
  );
  await call('PUT', '/api/v1/jumper_profile/update', { key, form: summary });
  // The personal details (with the address) of the jumper of the end-to-end journeys.
  const personalDetails = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../e2e/personal-details.json'), 'utf8'),
  );
  await call('PUT', '/api/v1/jumpers/personal_details', { key, json: { jumper: personalDetails } });
  for (const company of ['Planzer Transport AG', 'Migros Verteilbetrieb']) {
    const work = new FormData();
    for (const [field, value] of Object.entries({
      company_name: company,
      job_title: 'Warehouse clerk',
      location: 'Dietikon',
      employment: 'full_time',
      weekly_workload: '80',
      work_exp_start_time: '2019-04-01',
      work_exp_end_time: '2023-06-30',
    }))
      work.append(`work_experience[${field}]`, value);
    await call('POST', '/api/v1/work_experiences', { key, form: work });
  }
}

function median(results) {
  const sorted = [...results].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return sorted[Math.floor(sorted.length / 2)];
}

function row(name, result) {
  const audit = (id) => result.audits[id].numericValue;
  const performance = Math.round(result.categories.performance.score * 100);
  const accessibility = Math.round(result.categories.accessibility.score * 100);
  const totalBlockingTime = Math.round(audit('total-blocking-time'));
  const cumulativeLayoutShift = audit('cumulative-layout-shift');
  const scripts = result.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  const misses = [
    performance < goals.performance && 'performance',
    accessibility < goals.accessibility && 'accessibility',
    totalBlockingTime > goals.totalBlockingTime && 'TBT',
    cumulativeLayoutShift > goals.cumulativeLayoutShift && 'CLS',
  ].filter(Boolean);
  return [
    name.padEnd(13),
    String(performance).padStart(4),
    String(accessibility).padStart(5),
    `${(audit('first-contentful-paint') / 1000).toFixed(1)} s`.padStart(7),
    `${(audit('largest-contentful-paint') / 1000).toFixed(1)} s`.padStart(7),
    `${totalBlockingTime} ms`.padStart(7),
    cumulativeLayoutShift.toFixed(3).padStart(6),
    `${(scripts.transferSize / 1024).toFixed(0)} KB`.padStart(7),
    misses.length ? `  below goal: ${misses.join(', ')}` : '  meets goals',
  ].join(' ');
}

/** The range over the runs, under the median's row: one machine's runs of one page can differ by many points. */
function spread(results) {
  const range = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
  const performance = range(results.map((result) => Math.round(result.categories.performance.score * 100)));
  const totalBlockingTime = range(
    results.map((result) => Math.round(result.audits['total-blocking-time'].numericValue)),
  );
  return `${''.padEnd(13)} runs: performance ${performance}, TBT ${totalBlockingTime} ms`;
}

const server = spawn('npm', ['run', '--silent', 'start', '-w', '@jumpers/api'], {
  cwd: repositoryRoot,
  env: serverEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let browser;
try {
  await waitForServer(server);
  const key = await verifiedJumper();
  // One persistent profile: Lighthouse opens its tabs in the browser's default context, where the session is stored.
  browser = await chromium.launchPersistentContext(path.join(dataDir, 'browser'), {
    executablePath: chromiumPath(),
    args: [`--remote-debugging-port=${debuggingPort}`, '--disable-background-networking', '--disable-component-update'],
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${origin}/`);
  const signedIn = JSON.stringify({ key, status: 'signed-in' });
  const clearSession = () => page.evaluate(() => localStorage.removeItem('jumpers.session'));
  // Lighthouse's own storage reset would sign the jumper out; the HTTP cache, the service worker and its caches are
  // emptied instead, for a first visit.
  const devtools = await browser.newCDPSession(page);
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated throttling, ${origin}:`);
  console.log('page          perf  a11y     FCP     LCP     TBT    CLS      JS');
  for (const { name, path: pagePath, signedIn: needsSession } of pages) {
    if (needsSession) await page.evaluate((value) => localStorage.setItem('jumpers.session', value), signedIn);
    else await clearSession();
    const results = [];
    for (let run = 0, attempts = 0; run < runs; attempts++) {
      await devtools.send('Network.clearBrowserCache');
      // The service worker (registered after the last audit's load) would answer from its caches: a first visit has none.
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      const { lhr } = await lighthouse(`${origin}${pagePath}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      // A busy machine now and then loses the trace's start (NO_NAVSTART): Lighthouse asks to run again.
      if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempts < runs + 2) continue;
      if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
      results.push(lhr);
      run++;
    }
    const report = median(results);
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(report));
    console.log(row(name, report));
    if (results.length > 1) console.log(spread(results));
  }
} finally {
  await browser?.close();
  process.kill(-server.pid);
  rmSync(dataDir, { recursive: true, force: true });
}
