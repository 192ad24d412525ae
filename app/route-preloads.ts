import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import { chunkGraph, languages } from './chunk-graph.ts';

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
    ['/jumper/explore', 'src/pages/explore-route.tsx'],
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
    [
      '/jumper/setting/account',
      'src/features/settings/account-page.tsx',
      // Its sections load on their own, but a phone shows the first of them in the first screen.
      'src/features/settings/status-emails-section.tsx',
      'src/features/settings/job-alerts-section.tsx',
      'src/features/settings/notifications-section.tsx',
      'src/features/settings/app-section.tsx',
    ],
    ['/jumper/setting/about-us', 'src/features/settings/about-us-page.tsx'],
    ['/jumper/setting/legal', 'src/features/settings/legal-page.tsx'],
  ]),
];

/** A jumper page also runs the early request (src/first-request.ts), which asks for its first data at once. */
function jumperPages(pages: [string, ...string[]][]) {
  return pages.map(([path, ...page]) => ({
    path,
    modules: ['src/shell/jumper-area.tsx', ...page],
    earlyRequest: true,
  }));
}

function profilePages(pages: [string, ...string[]][]) {
  return jumperPages(pages).map((page) => ({
    ...page,
    modules: [...page.modules, 'src/features/profile/profile-layout.tsx'],
  }));
}

function settingsPages(pages: [string, ...string[]][]) {
  return jumperPages(pages).map((page) => ({
    ...page,
    modules: [...page.modules, 'src/features/settings/settings-layout.tsx'],
  }));
}

/** Where the build writes the table the server reads: under `.vite`, which the server never sends. */
export const routePreloadsFile = '.vite/route-preloads.json';
export const moduleChunksFile = '.vite/module-chunks.json';

/**
 * Writes, for each first page, the JavaScript files its route modules need beyond those index.html already loads
 * (the entry chunk and what it imports), and the scripts to run at once (`scripts`: a jumper page's early request).
 * Fails the build when a listed module is in no chunk, so the table cannot drift from the routes unnoticed. Also
 * writes, for each page and language, the texts that its code asks for as it runs, which the server names too.
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
      const { closure, texts: textsOf } = chunkGraph(chunks);
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      if (!entry) this.error('The build has no entry chunk.');
      const loadedByIndexHtml = closure([entry.fileName]);
      const table = firstPages.map(({ path, modules, earlyRequest: runsEarlyRequest = false }) => {
        const files = modules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/app/${module}`)));
          if (!chunk) this.error(`${module}, listed for ${path}, is in no chunk: is routes.tsx changed?`);
          return chunk.fileName;
        });
        const scripts = runsEarlyRequest ? [earlyRequest.fileName] : [];
        const code = closure(files, new Set(loadedByIndexHtml));
        const texts = Object.fromEntries(
          languages.map((language) => [language, [...textsOf(code, language)].filter((file) => !code.has(file))]),
        );
        return { path, scripts, files: [...code].filter((file) => !loadedByIndexHtml.has(file)), texts };
      });
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(table, null, 2) });
      // Which chunk holds each source module, as the build's manifest names them: grouped modules (chunk-layout.ts)
      // have no manifest entry of their own. The end-to-end tests find a page's chunk here.
      const chunkOfModule = Object.fromEntries(
        chunks.flatMap((chunk) =>
          chunk.moduleIds
            .filter((id) => path.isAbsolute(id) && !id.includes('/node_modules/'))
            .map((id) => [path.relative(config.root, id), chunk.fileName]),
        ),
      );
      this.emitFile({ type: 'asset', fileName: moduleChunksFile, source: JSON.stringify(chunkOfModule, null, 2) });
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
 * Writes the app's stylesheet into index.html instead of naming it: the page's frame (the bar with the brand) is
 * painted as soon as the page has arrived, rather than after a second round trip for the stylesheet, which on a
 * phone's line comes with the app's code and so waits for it. The file stays in the build for what the service
 * worker keeps.
 *
 * The file is still named, in a `disabled` link that the browser does not fetch: a lazily loaded chunk that imports
 * from the entry counts the stylesheet among its dependencies, and Vite's loader, finding it named, does not load it
 * a second time (which would restyle the whole page once more).
 *
 * The browser now meets the Inter font as it reads the page, as early as a preload would name it; a preload would
 * only hold the first text back until the font has come. Until then text is set in a fallback with Inter's metrics
 * (ui's fonts.css), so that the swap moves nothing.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const stylesheet = bundle?.[fileName];
          if (stylesheet?.type !== 'asset') throw new Error(`index.html names ${fileName}, which the build lacks.`);
          const css =
            typeof stylesheet.source === 'string' ? stylesheet.source : Buffer.from(stylesheet.source).toString();
          return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}
