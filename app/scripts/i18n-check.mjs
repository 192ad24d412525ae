/**
 * `npm run i18n:check -w @jumpers/app` (part of `npm test`): every PO catalog holds exactly the messages of the code,
 * and every language has a translation for each. It extracts the messages as `npm run i18n:extract` does and fails
 * when that changes a catalog (a message added, changed or removed in the code without a new extraction), or when a
 * translation is empty. A catalog's creation date alone does not count as a change. German is Swiss: ss, never ß.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { globSync } from 'tinyglobby';

const appRoot = path.resolve(import.meta.dirname, '..');
const sourceLanguage = 'en';
const catalogs = () => globSync('src/**/locales/**/*.po', { cwd: appRoot, absolute: true });
const withoutDate = (text) => text.replace(/^"POT-Creation-Date: .*\n/m, '');

const before = new Map(catalogs().map((file) => [file, readFileSync(file, 'utf8')]));
execFileSync('npx', ['--no-install', 'lingui', 'extract', '--clean'], {
  cwd: appRoot,
  stdio: 'ignore',
});

const problems = [];
for (const file of catalogs()) {
  const text = readFileSync(file, 'utf8');
  const previous = before.get(file);
  const name = path.relative(appRoot, file);
  if (previous === undefined) problems.push(`${name} is new: run npm run i18n:extract and translate it`);
  else if (withoutDate(previous) !== withoutDate(text))
    problems.push(`${name} is out of date with the code: run npm run i18n:extract and translate what it adds`);
  // Only the date changed: the catalog is left as it was.
  else if (previous !== text) writeFileSync(file, previous);
  if (path.basename(file, '.po') === sourceLanguage) continue;
  for (const item of PO.parse(text).items) {
    if (item.obsolete) continue;
    if (item.msgstr.every((line) => line.trim() === '')) problems.push(`${name}: no translation for "${item.msgid}"`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${before.size} catalogs: every message extracted and translated.`);
