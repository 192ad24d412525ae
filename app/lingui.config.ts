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
      // What every page shows: the frame, the shared helpers, the error and not-found pages.
      path: '<rootDir>/src/shell/locales/{locale}',
      include: ['<rootDir>/src/shell/', '<rootDir>/src/lib/', '<rootDir>/src/i18n/', '<rootDir>/src/pages/'],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
});
