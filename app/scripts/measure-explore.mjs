// Measures a first visit of /jumper/explore on the production build: the gzip bytes of every JS
// response, and the time from navigation to the first job tile with the CPU slowed down 4x.
// Needs the server running on the built app (npm start) with its data folder in DATA_DIR:
//   DATA_DIR=/tmp/jumpers-measure PORT=3110 npm start   (in one shell)
//   BASE_URL=http://127.0.0.1:3110 DATA_DIR=/tmp/jumpers-measure node app/scripts/measure-explore.mjs
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../../.ci/chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3110';
const runs = Number(process.env.RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '../..');

async function call(method, url, { key, json, form } = {}) {
  const response = await fetch(new URL(url, baseUrl), {
    method,
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A verified jumper, signed in through the API: the session key the browser will hold. */
async function verifiedJumperKey() {
  const email = `measure.${Date.now()}@example.ch`;
  const password = 'Summit!Trail42';
  const { authentication_key: token } = await call('POST', '/api/v1/user', {
    json: {
      user: {
        gender: 1,
        first_name: 'Mia',
        last_name: 'Muster',
        pronounce: 'she/her',
        dob: '1994-05-17',
        country_code: '+41',
        mobile_number: '0791234567',
        email,
        password,
        role: 'jumper',
        user_name: '',
      },
    },
  });
  const pdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' });
  const upload = (url, field) => {
    const form = new FormData();
    form.append(field, pdf, 'file.pdf');
    return call(url.includes('upload_cv') ? 'PUT' : 'POST', url, { key: token, form });
  };
  await upload('/api/v1/jumpers/upload_cv', 'jumper[upload_cv]');
  await upload('/api/v1/certificate_documents', 'certificate_document[file]');
  await upload('/api/v1/employment_references', 'employment_reference[file]');
  execFileSync('npm', ['run', '--silent', 'operator', '--', 'verify', email], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '' },
  });
  const { authentication_key: key } = await call('POST', '/api/v1/user/sign_in', {
    json: { user: { email, password } },
  });
  return key;
}

const key = await verifiedJumperKey();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
for (let run = 0; run < runs; run += 1) {
  // A fresh context per run: an empty cache, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((sessionKey) => {
    localStorage.setItem('jumpers.session', JSON.stringify({ key: sessionKey, status: 'signed-in' }));
  }, key);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  await page.goto(`${baseUrl}/jumper/explore`);
  await page.locator('[data-slot="job-tile"]').first().waitFor();
  const firstTileMs = Date.now() - start;
  await page.waitForLoadState('networkidle');
  const gzip = [...scripts.values()].reduce((sum, each) => sum + each.gzip, 0);
  const raw = [...scripts.values()].reduce((sum, each) => sum + each.raw, 0);
  results.push({ firstTileMs, gzip, raw, files: [...scripts.keys()].length });
  if (run === 0) for (const [name, size] of scripts) console.log(`${name}\t${size.raw} B\t${size.gzip} B gzip`);
  await context.close();
}
await browser.close();
const times = results.map((each) => each.firstTileMs).sort((a, b) => a - b);
console.log(JSON.stringify(results));
console.log(
  `JS on first visit: ${results[0].files} files, ${results[0].raw} B raw, ${results[0].gzip} B gzip; ` +
    `navigation → first tile at 4x CPU slow-down: median ${times[Math.floor(times.length / 2)]} ms (min ${times[0]}, max ${times.at(-1)}) over ${runs} runs`,
);
