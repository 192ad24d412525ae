import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The app's texts: English in the code (`msg` in each feature's messages), every language in a PO file per feature
 * (`src/features/<feature>/locales/<language>.po`) that a translator edits. `npm run i18n:extract` adds new
 * messages to every PO file and removes the ones the code no longer has; `npm test` fails while one is out of date
 * or lacks a translation. A page downloads the catalogs of its own feature, in its own language only.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'it'],
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    {
      // What every page shows: the frame, the error and not-found pages.
      path: '<rootDir>/src/shell/locales/{locale}',
      include: ['<rootDir>/src/shell/', '<rootDir>/src/i18n/', '<rootDir>/src/pages/'],
    },
    // The shared helpers' texts, in three catalogs so that a page downloads only those it shows.
    {
      // The server's refusals, worded by their codes.
      path: '<rootDir>/src/lib/locales/refusals/{locale}',
      include: [
        '<rootDir>/src/lib/server-error.ts',
        '<rootDir>/src/lib/sign-in-paused.ts',
        '<rootDir>/src/lib/upload-refusal.ts',
      ],
    },
    {
      // The app itself: installing it, its notifications, its updates, reading offline.
      path: '<rootDir>/src/lib/locales/app/{locale}',
      include: [
        '<rootDir>/src/lib/install-app-offer.tsx',
        '<rootDir>/src/lib/push-offer.tsx',
        '<rootDir>/src/lib/update-ready.tsx',
        '<rootDir>/src/lib/offline-notice.tsx',
      ],
    },
    {
      // What a job's detail and the apply flow share.
      path: '<rootDir>/src/lib/locales/jobs/{locale}',
      include: ['<rootDir>/src/lib/job-map-text.ts', '<rootDir>/src/lib/german-requirement-text.ts'],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
});
