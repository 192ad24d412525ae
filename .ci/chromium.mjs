// Finds the Chromium that the browser tests drive. Imported by the test configs; run directly
// (`node .ci/chromium.mjs`) it also installs Debian's `chromium` when it can, or says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function playwrightsOwnChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The first Chromium found: $CHROME_PATH, the system's, then Playwright's own download. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return systemCandidates.find((path) => existsSync(path)) ?? playwrightsOwnChromium();
}

const howToInstall = `No Chromium found for the browser tests. Install one of:
  - Debian/Ubuntu: sudo apt-get install chromium fonts-liberation
  - anywhere Playwright may download: npx playwright install chromium
  - or point CHROME_PATH at an existing Chrome or Chromium binary.`;

/** The Chromium to launch; throws with installation advice when there is none. */
export function chromiumPath() {
  const path = findChromium();
  if (!path) throw new Error(howToInstall);
  return path;
}

function installOnDebianAsRoot() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log('Installing Debian packages chromium and fonts-liberation…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { stdio: 'inherit', env });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let path = findChromium();
  if (!path && installOnDebianAsRoot()) path = findChromium();
  if (!path) {
    console.error(howToInstall);
    process.exit(1);
  }
  console.log(`Chromium for browser tests: ${path}`);
}
