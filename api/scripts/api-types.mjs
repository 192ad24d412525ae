// Generates the TypeScript types of api/openapi.yaml into the workspace package @jumpers/contract
// (contract/schema.d.ts), which the app's client and the server's route helper both import. With --check it writes
// nothing and fails when the file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contract = path.join(root, 'api/openapi.yaml');
const targets = ['contract/schema.d.ts'];
const check = process.argv.includes('--check');

const header = '// Generated from api/openapi.yaml by `npm run api:types`. Do not edit.\n';
const generated = header + astToString(await openapiTS(pathToFileURL(contract)));
const options = await prettier.resolveConfig(path.join(root, targets[0]));
const text = await prettier.format(generated, { ...options, parser: 'typescript' });

let stale = [];
for (const target of targets) {
  const file = path.join(root, target);
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current === text) continue;
  if (check) stale.push(target);
  else await writeFile(file, text);
}
if (stale.length > 0) {
  console.error(`Stale API types: ${stale.join(', ')}. Run \`npm run api:types\` and commit the result.`);
  process.exit(1);
}
console.log(check ? 'API types are up to date.' : `API types written: ${targets.join(', ')}.`);
