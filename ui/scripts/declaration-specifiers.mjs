// Gives every relative import of the emitted declarations its file name (`./button` becomes `./button/index.js`,
// `./lib/cn` becomes `./lib/cn.js`). The sources import without extensions, as bundlers allow; TypeScript
// projects that resolve like Node (`moduleResolution: node16` or `nodenext`) need the full path, or every type of
// the package is `any` to them. Run after `tsc -p tsconfig.build.json`.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const typesDir = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'dist', 'types');

function declarationFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return declarationFiles(file);
    return file.endsWith('.d.ts') ? [file] : [];
  });
}

function withFileName(fromFile, specifier) {
  if (/\.(js|json|css)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${path.relative(typesDir, fromFile)} imports ${specifier}, which has no declaration file`);
}

// `from './x'`, `import('..')` and `export * from './x'` in the declarations tsc writes.
const relativeSpecifier = /(\bfrom\s+|\bimport\()(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

let rewritten = 0;
for (const file of declarationFiles(typesDir)) {
  const source = readFileSync(file, 'utf8');
  const result = source.replaceAll(
    relativeSpecifier,
    (_, keyword, quote, specifier) => `${keyword}${quote}${withFileName(file, specifier)}${quote}`,
  );
  if (result !== source) {
    writeFileSync(file, result);
    rewritten += 1;
  }
}
console.log(`declaration imports with file names: ${rewritten} files`);
