import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPageChunks, surveyingChunks } from './chunk-layout.ts';
import { inlineStylesheet, routePreloads } from './route-preloads.ts';

/**
 * React Router's package exports only its development build, whose warnings and checks a visitor never needs; its
 * production build sits beside it, and `vite build` takes that one (the same code, minus the warnings).
 */
function reactRouterProductionBuild(): Plugin {
  const production = (name: string) =>
    fileURLToPath(import.meta.resolve(name)).replace('/development/', '/production/');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: ['react-router/dom', 'react-router'].map((name) => ({
          find: new RegExp(`^${name}$`),
          replacement: production(name),
        })),
      },
    }),
  };
}

/** Found from this file rather than from where Vite runs (the repository's root runs every package's tests). */
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

// In bytes of code before minification, about four times what a visitor downloads: a group under 4 KB joins a wider
// one, and no page or later download takes more than 8 KB of code it does not use that way.
const pageChunks = firstPageChunks({ smallestGroupBytes: 4096, mostUnusedBytes: 8192 });

export default defineConfig({
  plugins: [
    // Lingui's `msg` marks a message for extraction; in a build it leaves only the message's id, as every language's
    // text comes from that language's catalog. Babel sees only the files that use it.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: {
            plugins: [
              ['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath: linguiConfigPath }) }],
            ],
          },
          rolldown: { filter: { code: '@lingui/core/macro' } },
        }),
      ],
    }),
    lingui({ configPath: linguiConfigPath, failOnCompileError: true }),
    react(),
    reactRouterProductionBuild(),
    tailwindcss(),
    // What only the real build needs stays out of the survey of which modules each page loads (chunk-layout.ts).
    !surveyingChunks && [pageChunks.plugin, routePreloads('src/first-request.ts'), inlineStylesheet()],
    VitePWA({
      // No worker for the survey: its output is never written.
      disable: surveyingChunks,
      // A worker of our own (src/worker/service-worker.ts): it keeps Explore's and Engagements' answers per jumper,
      // which generated workers cannot.
      strategies: 'injectManifest',
      srcDir: 'src/worker',
      filename: 'service-worker.ts',
      // The app registers the worker itself, after the page has loaded (src/lib/app-worker.ts): nothing is added
      // to the first visit's JavaScript, and a new version waits until the jumper chooses Reload.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // The files of one build, kept together; the compressed copies and source maps are the server's business.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      },
      manifest: {
        name: 'jumpers',
        short_name: 'jumpers',
        description: 'Temporary and permanent jobs in Switzerland, for people of every ability.',
        id: '/',
        start_url: '/jumper/explore',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b6157',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  resolve: {
    // `source` makes @jumpers/ui resolve to its TypeScript sources, so the app never waits for a ui build.
    conditions: ['source', ...defaultClientConditions],
    // Tailwind resolves CSS imports without custom conditions: point it at ui's source stylesheet,
    // so one Tailwind pass sees the tokens, ui's classes and the app's.
    alias: { '@jumpers/ui/styles.css': fileURLToPath(new URL('../ui/src/styles.css', import.meta.url)) },
  },
  define: {
    // One setting for both halves: the server checks ID tokens against GOOGLE_CLIENT_ID, and the
    // app offers Google sign-in for that same client id.
    'import.meta.env.VITE_GOOGLE_CLIENT_ID': JSON.stringify(
      process.env.VITE_GOOGLE_CLIENT_ID ?? process.env.GOOGLE_CLIENT_ID ?? '',
    ),
    // Likewise the map tiles: the server's Content-Security-Policy allows the origin of MAP_TILE_URL.
    'import.meta.env.VITE_MAP_TILE_URL': JSON.stringify(
      process.env.VITE_MAP_TILE_URL ?? process.env.MAP_TILE_URL ?? '',
    ),
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
  // Every browser the app supports preloads modules natively; the polyfill would only add bytes.
  build: {
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The entry lists every lazily loaded chunk to preload its imports: named by their hash alone, the list is
        // half a kilobyte smaller on every first visit (a hash compresses badly; a name beside it adds to it), and seven
        // characters (the fewest the bundler accepts for this many chunks) some hundred bytes smaller than eight.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          groups: [
            // What every page runs before anything else, in one chunk rather than four small ones (the bundler puts
            // React apart from the entry): React, its DOM and JSX runtime, and what class names need.
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|ui[\\/]src[\\/]lib[\\/](cn|merge-classes)\.ts/,
              includeDependenciesRecursively: false,
            },
            // The form controls every form shares, in one chunk rather than one small file each:
            // fewer requests and less per-chunk overhead on the sign-in page that many visitors load first.
            {
              name: 'form-controls',
              // Their words in other languages stay out: a visit downloads the language in use alone.
              test: /ui\/src\/(field|text-field|password-field|checkbox|banner)\/(?!locales\/)/,
              // Only these modules: what they import stays where it was (React, the shared ui core).
              includeDependenciesRecursively: false,
            },
            { name: pageChunks.chunkName, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
