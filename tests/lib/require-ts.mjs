// The site's TypeScript modules loaded in a unit test as Docusaurus loads them: transpiled (sucrase) to CommonJS,
// so their extensionless imports, `require` and `__dirname` work as in the build.
import Module, {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(ROOT, 'package.json'));

let installed = false;
function installTsHook() {
  if (installed) return;
  const {transform} = require('sucrase');
  Module._extensions['.ts'] = (module, filename) =>
    module._compile(transform(readFileSync(filename, 'utf8'), {transforms: ['typescript', 'imports'], filePath: filename}).code, filename);
  installed = true;
}

/** The exports of a TypeScript module of the repository (`src/config/hosting.ts`). */
export function requireTs(file) {
  installTsHook();
  return require(join(ROOT, file));
}
