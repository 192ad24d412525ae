// Measures the server's peak memory while ten 20 MB uploads run at once.
// Usage: node api/scripts/measure-upload-memory.mjs   (STORAGE_DRIVER=database or DATABASE_URL=… to try those)
// It starts a real server in its own process on a fresh data folder, registers a jumper, sends ten
// certificate uploads of exactly 20 MB in parallel, and reads the server's peak RSS (VmHWM) from /proc.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'jumpers-memory-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: apiRoot,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const megabytes = (kilobytes) => `${(kilobytes / 1024).toFixed(0)} MB`;
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)[1]);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

try {
  const url = await new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const registration = await fetch(`${url}/api/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: {
        gender: 1,
        first_name: 'Mem',
        last_name: 'Ory',
        pronounce: 'she/her',
        dob: '1990-01-01',
        country_code: '+41',
        mobile_number: '0791234567',
        email: `memory.${Date.now()}@example.com`,
        password: 'Wander!lust7',
        role: 'jumper',
        user_name: '',
      },
    }),
  });
  const { authentication_key: key } = await registration.json();
  const before = memoryOf(server.pid);

  const size = 20 * 1024 * 1024;
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.7\n', 0);
  // A PDF ends with its trailer; the server refuses one without.
  file.write('%%EOF\n', size - 6);
  let highest = before.rss;
  const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(server.pid).rss)), 20);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const form = new FormData();
      form.append('certificate_document[file]', new Blob([file]), `certificate-${index}.pdf`);
      const response = await fetch(`${url}/api/v1/certificate_documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
        body: form,
      });
      return response.status;
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  clearInterval(sampler);
  const after = memoryOf(server.pid);
  const storage = process.env.DATABASE_URL
    ? `PostgreSQL, ${process.env.STORAGE_DRIVER || 'disk'} storage`
    : `PGlite, ${process.env.STORAGE_DRIVER || 'disk'} storage`;
  console.log(`${storage}: 10 uploads of 20 MB answered ${answers.join(',')} in ${seconds} s`);
  console.log(`server RSS before the uploads: ${megabytes(before.rss)} (peak since start ${megabytes(before.peak)})`);
  console.log(
    `server RSS during the uploads, sampled every 20 ms: at most ${megabytes(highest)} ` +
      `(+${megabytes(highest - before.rss)}); peak since start ${megabytes(after.peak)}; 200 MB of files were received`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
