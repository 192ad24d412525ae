import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The pages a visit can start on, with the route modules that `src/routes.tsx` loads lazily for them. Without help
 * the browser learns of those modules only once the entry chunk has downloaded and run; the server names them in
 * the first page as `<link rel="modulepreload">`, so they download alongside the entry chunk instead of after it.
 * A pattern's `*` stands for one path segment (`/login/*` is `/login/jumper`).
 */
export const firstPages: { path: string; modules: string[]; earlyRequest?: boolean }[] = [
  { path: '/', modules: ['src/features/landing/landing-page.tsx'] },
  { path: '/login/*', modules: ['src/features/auth/sign-in-page.tsx'] },
  { path: '/register/*', modules: ['src/features/auth/register-page.tsx'] },
  { path: '/legal/*', modules: ['src/features/legal/legal-document-page.tsx'] },
  ...jumperPages([
    ['/jumper/explore', 'src/features/explore/explore-page.tsx'],
    ['/jumper/engagement', 'src/features/engagements/engagements-page.tsx'],
    ['/jumper/upload-document', 'src/features/documents/upload-documents-page.tsx'],
  ]),
  ...profilePages([
    ['/jumper/profile', 'src/features/profile/jumper-profile-page.tsx'],
    ['/jumper/profile/job-profile', 'src/features/profile/jumper-profile-page.tsx'],
    ['/jumper/profile/payslip', 'src/features/payslips/payslips-page.tsx'],
    ['/jumper/profile/bank-details', 'src/features/bank/bank-details-page.tsx'],
    ['/jumper/profile/social-security_personal-details', 'src/features/social-security/social-security-page.tsx'],
    ['/jumper/profile/video-recording', 'src/features/profile/video-recording-page.tsx'],
  ]),
  ...settingsPages([
    ['/jumper/setting/account', 'src/features/settings/account-page.tsx'],
    ['/jumper/setting/about-us', 'src/features/settings/about-us-page.tsx'],
    ['/jumper/setting/legal', 'src/features/settings/legal-page.tsx'],
  ]),
];

/** A jumper page also runs the early request (src/first-request.ts), which asks for its first data at once. */
function jumperPages(pages: [string, string][]) {
  return pages.map(([path, page]) => ({ path, modules: ['src/shell/jumper-area.tsx', page], earlyRequest: true }));
}

function profilePages(pages: [string, string][]) {
  return jumperPages(pages).map((page) => ({
    ...page,
    modules: [...page.modules, 'src/features/profile/profile-layout.tsx'],
  }));
}

function settingsPages(pages: [string, string][]) {
  return jumperPages(pages).map((page) => ({
    ...page,
    modules: [...page.modules, 'src/features/settings/settings-layout.tsx'],
  }));
}

/** Where the build writes the table the server reads: under `.vite`, which the server never sends. */
export const routePreloadsFile = '.vite/route-preloads.json';

/**
 * Writes, for each first page, the JavaScript files its route modules need beyond those index.html already loads
 * (the entry chunk and what it imports), and the scripts to run at once (`scripts`: a jumper page's early request).
 * Fails the build when a listed module is no longer a chunk of its own, so the table cannot drift from the routes
 * unnoticed.
 *
 * The early request (`earlyRequestScript`, src/first-request.ts) is built apart, into one file with all it uses: it
 * runs as soon as it arrives, waiting for no other file, and the app's own chunks stay as they were.
 */
export function routePreloads(earlyRequestScript: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const earlyRequest = await buildOnItsOwn(earlyRequestScript, config);
      this.emitFile({ type: 'asset', fileName: earlyRequest.fileName, source: earlyRequest.code });
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(
        chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]),
      );
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      if (!entry) this.error('The build has no entry chunk.');
      const loadedByIndexHtml = closure([entry.fileName]);
      const table = firstPages.map(({ path, modules, earlyRequest: runsEarlyRequest = false }) => {
        const files = modules.map((module) => {
          const chunk = [...byModule].find(([id]) => id.endsWith(`/app/${module}`))?.[1];
          if (!chunk) this.error(`${module}, listed for ${path}, is not a lazily loaded chunk: is routes.tsx changed?`);
          return chunk.fileName;
        });
        const scripts = runsEarlyRequest ? [earlyRequest.fileName] : [];
        return { path, scripts, files: [...closure(files)].filter((file) => !loadedByIndexHtml.has(file)) };
      });
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(table, null, 2) });
    },
  };
}

/** One script with everything it imports, minified, named by its content like the build's other files. */
async function buildOnItsOwn(script: string, config: ResolvedConfig) {
  const bundle = await rolldown({
    input: fileURLToPath(new URL(script, import.meta.url)),
    platform: 'browser',
    // The one setting it reads, as the app's build sees it (the environment or an .env file).
    transform: {
      define: { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify(config.env.VITE_API_BASE_URL ?? '') },
    },
  });
  const { output } = await bundle.generate({ format: 'es', minify: true });
  await bundle.close();
  const [chunk] = output;
  const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
  const name = script.replace(/^.*\//, '').replace(/\.ts$/, '');
  return { fileName: `${config.build.assetsDir}/${name}-${hash}.js`, code: chunk.code };
}

/**
 * Names the Latin face of Inter in index.html as `<link rel="preload">`: the browser fetches it with the entry
 * chunk, and the first text is set in Inter rather than in the fallback first (whose lines wrap elsewhere, moving
 * the page when Inter arrives). The latin-ext face stays on demand: few pages need it.
 */
export function preloadFont(file: RegExp): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && file.test(output.fileName),
        );
        if (!font) throw new Error(`No font matching ${file} in the build: was the font renamed?`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
