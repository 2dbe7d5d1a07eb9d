// The Hardhat guide's project is the guide's own: its titled files (evm/configure-tooling/hardhat.md) are written
// into a new folder with this repository's packages, and the page's commands run in it with Hardhat 3 on its
// in-process network, then on `hardhat node` for the script that calls a deployed contract. The output the page
// quotes is compared with what Hardhat prints. If a step of the page stops working, change the page, not this test.
// Run with: npx node --test tests/unit/hardhat-guide.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile, spawn} from 'node:child_process';
import {copyFileSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {promisify} from 'node:util';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createProject, hardhat, pageFiles, seedCompilerCache} from '../../scripts/lib/hardhat-project.mjs';
import {blocksOf, siteDir} from '../../scripts/lib/samples.mjs';

const PAGE = 'evm/configure-tooling/hardhat.md';
const files = pageFiles(PAGE);
const quoted = blocksOf(readFileSync(join(siteDir, PAGE), 'utf8'), PAGE).find((b) => b.lang === 'text' && /successfully deployed/.test(b.code));
/** The page's quoted output as a pattern: `0x...` stands for an address. */
const asPattern = (text) =>
  new RegExp(text.trim().split('\n').map((line) => line.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('0x\\.\\.\\.', '0x[0-9a-fA-F]{40}')).join('\\n+'));

describe('Hardhat guide project', () => {
  let dir;
  let cache;
  before(() => {
    cache = seedCompilerCache(mkdtempSync(join(tmpdir(), 'hardhat-cache-'))).root;
    dir = createProject(files);
  });
  after(() => {
    for (const d of [dir, cache]) if (d) rmSync(d, {recursive: true, force: true});
  });

  test('the page gives every file of the project', () => {
    assert.deepEqual(Object.keys(files).sort(), ['contracts/Counter.sol', 'hardhat.config.ts', 'ignition/modules/Counter.ts', 'scripts/increment.ts', 'test/Counter.ts']);
  });

  test('npx hardhat build compiles the contract with solc 0.8.24 for shanghai', async () => {
    const {code, stdout, stderr} = await hardhat(dir, ['build'], {cache});
    assert.equal(code, 0, stderr);
    assert.match(stdout, /Compiled 1 Solidity file with solc 0\.8\.24 \(evm target: shanghai\)/);
  });

  test('the TypeScript files type-check, with the tsconfig.json that npx hardhat --init writes', async () => {
    // after the build, which generates the contract types the test imports through hardhat-ethers
    copyFileSync(join(siteDir, 'node_modules/hardhat/templates/02-mocha-ethers/tsconfig.json'), join(dir, 'tsconfig.json'));
    const tsc = join(siteDir, 'node_modules/typescript/bin/tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '-p', dir, '--noEmit']).catch((e) => e);
    assert.equal(result.code ?? 0, 0, `${result.stdout}${result.stderr}`);
  });

  test('npx hardhat test passes the four tests of the page', async () => {
    const {code, stdout, stderr} = await hardhat(dir, ['test'], {cache});
    assert.equal(code, 0, stdout + stderr);
    for (const name of ['starts at the initial count', 'emits Incremented with the new count', 'rejects a zero step with a custom error', 'only lets the owner reset']) {
      assert.match(stdout, new RegExp(`✔ ${name}`));
    }
    assert.match(stdout, /4 passing/);
    assert.doesNotMatch(stdout, /failing/);
  });

  test('ignition deploy prints what the page quotes', async () => {
    assert.ok(quoted, 'the page quotes the deployment output');
    const {code, stdout, stderr} = await hardhat(dir, ['ignition', 'deploy', 'ignition/modules/Counter.ts'], {cache});
    assert.equal(code, 0, stderr);
    assert.match(stdout, asPattern(quoted.code));
  });

  test('the script of step 7 calls a Counter deployed by the Ignition module', async (t) => {
    const node = spawn(process.execPath, [join(siteDir, 'node_modules/hardhat/dist/src/cli.js'), 'node'], {
      cwd: dir,
      env: {...process.env, XDG_CACHE_HOME: cache, NO_COLOR: '1'},
    });
    t.after(() => node.kill());
    let log = '';
    await new Promise((resolve, reject) => {
      node.stdout.on('data', (d) => {
        log += d;
        if (/Started HTTP and WebSocket JSON-RPC server at http:\/\/0\.0\.0\.0:8545\//.test(log)) resolve();
      });
      node.stderr.on('data', (d) => (log += d));
      node.on('exit', (code) => reject(new Error(`hardhat node exited with ${code} (is port 8545 taken?):\n${log}`)));
    });
    const deploy = await hardhat(dir, ['ignition', 'deploy', 'ignition/modules/Counter.ts', '--network', 'localhost'], {cache});
    assert.equal(deploy.code, 0, deploy.stderr);
    const address = /CounterModule#Counter - (0x[0-9a-fA-F]{40})/.exec(deploy.stdout)?.[1];
    assert.ok(address, deploy.stdout);
    const run = await hardhat(dir, ['run', 'scripts/increment.ts', '--network', 'localhost'], {cache, env: {COUNTER_ADDRESS: address}});
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^Network localhost \(chain 31337\), signer 0x[0-9a-fA-F]{40}$/m);
    assert.match(run.stdout, /^Count before: 0n$/m);
    assert.match(run.stdout, /^Included in block \d+, gas used \d+$/m);
    assert.match(run.stdout, /^Count after: 1n$/m);
  });
});
