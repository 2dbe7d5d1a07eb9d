// Which folder may depend on which: the site (src/) is built without the maintenance scripts (scripts/), which may
// import from it. Modules both need live in src/ (src/lib/).
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';
import test from 'node:test';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const code = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
// Static imports and re-exports, dynamic import() and require().
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm;

/** Every module a file under `dir` names, as a path relative to the repository (packages left out). */
function importsUnder(dir) {
  return readdirSync(join(ROOT, dir), {recursive: true})
    .filter((file) => code.test(file))
    .flatMap((file) => {
      const path = join(ROOT, dir, file);
      return [...readFileSync(path, 'utf8').matchAll(specifiers)]
        .map(([, , specifier]) => specifier)
        .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('@site/'))
        .map((specifier) => ({
          file: relative(ROOT, path),
          target: relative(ROOT, specifier.startsWith('@site/') ? join(ROOT, specifier.slice(6)) : resolve(dirname(path), specifier)),
        }));
    });
}

test('nothing under src/ imports from scripts/', () => {
  const imports = importsUnder('src');
  assert.ok(imports.some(({target}) => target === join('src', 'lib', 'translation-record.mjs')), 'the import scan found no import of src/lib');
  const fromScripts = imports.filter(({target}) => target.split(sep)[0] === 'scripts');
  assert.deepEqual(fromScripts.map(({file, target}) => `${file} -> ${target}`), []);
});
