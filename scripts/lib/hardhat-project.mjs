// Builds a Hardhat 3 project from a page's titled code blocks (```ts title="hardhat.config.ts" and the rest), with
// this repository's node_modules, and runs Hardhat in it. Used by tests/unit/hardhat-guide.test.mjs.
//
// Hardhat downloads solc from binaries.soliditylang.org on the first build; this machine reaches only the npm
// registry, so the compiler cache is seeded with the WASM build the `solc` npm package ships (the same file
// binaries.soliditylang.org serves as wasm/soljson-v<long version>.js), and the native build is marked as not
// working, which is how Hardhat itself records a native solc that cannot run. The project's files are the page's.
import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {promisify} from 'node:util';
import {keccak256} from 'ethers';
import {blocksOf, siteDir, withoutMagicComments} from './samples.mjs';

const require = createRequire(import.meta.url);

/** A compiler cache holding the solc npm package's WASM build: the XDG_CACHE_HOME to run Hardhat with. */
export function seedCompilerCache(root) {
  const solc = require('solc');
  const longVersion = solc.version().replace(/\.Emscripten\.clang$/, '');
  const [version, build] = longVersion.split('+');
  const compilers = join(root, 'hardhat-nodejs', 'compilers-v3');
  const soljson = readFileSync(require.resolve('solc/soljson.js'));
  const entry = (path, bytes) => ({path, version, build, longVersion, keccak256: keccak256(bytes), urls: []});
  const wasmPath = `soljson-v${longVersion}.js`;
  const nativePath = `solc-linux-amd64-v${longVersion}`;
  mkdirSync(join(compilers, 'wasm'), {recursive: true});
  mkdirSync(join(compilers, 'linux-amd64'), {recursive: true});
  writeFileSync(join(compilers, 'wasm', wasmPath), soljson);
  writeFileSync(join(compilers, 'wasm', 'list.json'), JSON.stringify({builds: [entry(wasmPath, soljson)]}));
  writeFileSync(join(compilers, 'linux-amd64', nativePath), '');
  writeFileSync(join(compilers, 'linux-amd64', `${nativePath}.does.not.work`), '');
  writeFileSync(join(compilers, 'linux-amd64', 'list.json'), JSON.stringify({builds: [entry(nativePath, Buffer.alloc(0))]}));
  return {root, version};
}

/** The titled blocks of a page: file name -> contents, as a reader copies them. */
export function pageFiles(page) {
  const files = {};
  for (const block of blocksOf(readFileSync(join(siteDir, page), 'utf8'), page)) {
    if (block.title) files[block.title] = withoutMagicComments(block.code);
  }
  return files;
}

/** Writes a project of `files` in a new temporary folder, with an ES-module package.json and our node_modules. */
export function createProject(files, name = 'hardhat-guide') {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({name, private: true, type: 'module'}, null, 2)}\n`);
  symlinkSync(join(siteDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), `${text}\n`);
  }
  return dir;
}

/** Runs `hardhat <args>` in `dir` on the Node running this process; resolves with {code, stdout, stderr}. */
export async function hardhat(dir, args, {cache, env = {}} = {}) {
  const cli = join(siteDir, 'node_modules', 'hardhat', 'dist', 'src', 'cli.js');
  try {
    const {stdout, stderr} = await promisify(execFile)(process.execPath, [cli, ...args], {
      cwd: dir,
      env: {...process.env, XDG_CACHE_HOME: cache, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1', ...env},
      maxBuffer: 1 << 26,
      timeout: 5 * 60_000,
    });
    return {code: 0, stdout, stderr};
  } catch (error) {
    return {code: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? String(error)};
  }
}
