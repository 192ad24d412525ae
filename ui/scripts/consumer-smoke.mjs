// Proves that @jumpers/ui works as a published package: packs it as npm would publish it, lints
// the tarball (publint, and attw for the types under Node's and bundlers' resolution), installs
// it into a fresh Vite + React project outside the workspace, builds that project, and checks in
// Chromium that a Dialog and a Toast render with the package's CSS. A second build of the same
// project imports only Button and must ship at most 10 KB gzip of the package's own JavaScript:
// what a team pays for one component when the package tree-shakes.
// Run: npm run test:consumer -w @jumpers/ui
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumPath } from '../../.ci/chromium.mjs';

const uiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rootDir = path.dirname(uiDir);
const started = Date.now();
const workDir = mkdtempSync(path.join(tmpdir(), 'jumpers-ui-consumer-'));
const buttonOnlyBudgetKb = 10;

function run(command, args, cwd, { showOutput = false } = {}) {
  const stepStarted = Date.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', showOutput ? 'inherit' : 'ignore', 'inherit'] });
  console.log(`# ${command} ${args[0]}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
}

function versionOf(name) {
  return JSON.parse(readFileSync(path.join(rootDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function check(condition, message) {
  if (!condition) throw new Error(`Consumer check failed: ${message}`);
  console.log(`ok - ${message}`);
}

try {
  // `npm pack` runs the package's prepack script, so the tarball holds a fresh build.
  run('npm', ['pack', '--loglevel=error', '--pack-destination', workDir], uiDir);
  const tarball = execFileSync('ls', [workDir], { encoding: 'utf8' }).trim();
  const tarballPath = path.join(workDir, tarball);
  // Both lint the tarball itself, offline: what npm would publish, not the working folder.
  run('npx', ['publint', 'run', tarballPath, '--strict'], rootDir, { showOutput: true });
  // ESM-only by design (no CommonJS build); the CSS entry points have no types to check.
  run(
    'npx',
    [
      'attw',
      tarballPath,
      '--profile',
      'esm-only',
      '--exclude-entrypoints',
      './styles.css',
      './fonts.css',
      '--no-emoji',
    ],
    rootDir,
    { showOutput: true },
  );

  const appDir = path.join(workDir, 'app');
  mkdirSync(path.join(appDir, 'src'), { recursive: true });
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({
      name: 'jumpers-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@jumpers/ui': `file:../${tarball}`,
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
      },
      devDependencies: { vite: versionOf('vite'), '@vitejs/plugin-react': versionOf('@vitejs/plugin-react') },
    }),
  );
  writeFileSync(
    path.join(appDir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(appDir, 'src', 'main.jsx'),
    `import '@jumpers/ui/fonts.css';
import '@jumpers/ui/styles.css';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Dialog, Toaster, toast } from '@jumpers/ui';

function App() {
  useEffect(() => {
    toast.success('Saved from the consumer');
  }, []);
  return (
    <>
      <Toaster duration={60000} />
      <Dialog defaultOpen title="Consumer dialog" footer={<Button>Save</Button>}>
        <p>Rendered from the packed package.</p>
      </Dialog>
    </>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`,
  );

  // The Button-only page, built on its own so that nothing of the Dialog page's imports is shared with it. The plugin
  // writes the code the bundle keeps of each module, by package, for the size check below.
  writeFileSync(
    path.join(appDir, 'button-only.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/button-only.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(appDir, 'src', 'button-only.jsx'),
    `import { createRoot } from 'react-dom/client';
import { Button } from '@jumpers/ui';

createRoot(document.getElementById('root')).render(<Button>Save</Button>);
`,
  );
  writeFileSync(
    path.join(appDir, 'vite.button-only.config.js'),
    `import { writeFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';

const keptCode = {
  name: 'kept-code-by-package',
  generateBundle(_, bundle) {
    const byPackage = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, module] of Object.entries(chunk.modules)) {
        const packageName = id.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/)?.[1] ?? '(app)';
        byPackage[packageName] = (byPackage[packageName] ?? '') + (module.code ?? '');
      }
    }
    writeFileSync('kept-code.json', JSON.stringify(byPackage));
  },
};

export default {
  plugins: [react(), keptCode],
  build: { outDir: 'dist-button-only', rollupOptions: { input: 'button-only.html' } },
};
`,
  );

  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], appDir);
  run('npx', ['vite', 'build', '--logLevel', 'error'], appDir);
  run('npx', ['vite', 'build', '--config', 'vite.button-only.config.js', '--logLevel', 'error'], appDir);

  const keptCode = JSON.parse(readFileSync(path.join(appDir, 'kept-code.json'), 'utf8'));
  const gzipKb = (code) => gzipSync(code).length / 1024;
  const ownKb = gzipKb(keptCode['@jumpers/ui'] ?? '');
  const runtimePackages = new Set(['react', 'react-dom', 'scheduler', '(app)']);
  const dependencies = Object.keys(keptCode).filter((name) => name !== '@jumpers/ui' && !runtimePackages.has(name));
  const withDependenciesKb = gzipKb([keptCode['@jumpers/ui'], ...dependencies.map((name) => keptCode[name])].join(''));
  console.log(
    `# Button only: ${ownKb.toFixed(1)} KB gzip of @jumpers/ui's JavaScript; ` +
      `${withDependenciesKb.toFixed(1)} KB with its dependencies (${dependencies.join(', ')})`,
  );
  check(
    ownKb <= buttonOnlyBudgetKb,
    `an app that imports only Button ships at most ${buttonOnlyBudgetKb} KB gzip of the package`,
  );

  const distDir = path.join(appDir, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
  const server = createServer((request, response) => {
    const file = path.join(distDir, request.url === '/' ? 'index.html' : decodeURIComponent(request.url.split('?')[0]));
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);

    const dialog = page.getByRole('dialog', { name: 'Consumer dialog' });
    await dialog.waitFor();
    check(await dialog.isVisible(), 'the Dialog renders, named by its title');
    const dialogStyle = await dialog.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, position: style.position, radius: style.borderTopLeftRadius };
    });
    check(dialogStyle.position === 'fixed', 'the package CSS positions the Dialog (position: fixed)');
    check(dialogStyle.background === 'rgb(255, 255, 255)', 'the Dialog has the background token');
    check(dialogStyle.radius === '12px', 'the Dialog has the lg radius token');

    const toastElement = page.locator('[data-slot=toast][data-variant=success]', {
      hasText: 'Saved from the consumer',
    });
    await toastElement.waitFor();
    const toastStyle = await toastElement.evaluate((element) => ({
      iconBackground: getComputedStyle(element.firstElementChild).backgroundColor,
      font: getComputedStyle(element).fontFamily,
    }));
    check(await toastElement.isVisible(), 'the Toast shows the message of toast.success()');
    check(toastStyle.iconBackground === 'rgb(6, 118, 71)', 'the success Toast has the green check (success token)');
    check(toastStyle.font.includes('Inter Variable'), 'the text is set in Inter from the package');
    await page.evaluate(() => document.fonts.ready);
    check(
      await page.evaluate(() => document.fonts.check('16px "Inter Variable"')),
      'the Inter font file loads from the consumer build',
    );
    check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`consumer smoke test passed in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
