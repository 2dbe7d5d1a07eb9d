// evm/smart-contracts/migrate-your-smart-contract.md, run: LinearVesting deployed on the in-process network
// (shanghai) and driven through its schedule, scripts/block-interval.ts run against `hardhat node` with blocks
// mined one second and twelve seconds apart, the page's Hardhat compiler settings building a project, the compiler
// messages and default targets it quotes (OpenZeppelin 5.7.0; solc 0.8.24 and the installed aliases 0.8.25,
// 0.8.30, 0.8.31, 0.8.37), the grep of section 2, and a Cancun build failing on the Shanghai chain. The cleos
// command (native chain) is not run.
// Run with: npx node --test tests/unit/evm-examples-migrate.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {ethers} from 'ethers';
import {compileSolidity, contractsOf, pageContracts, revertOf, rpcNode, sandbox, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';
import {createProject, hardhat, pageFiles, seedCompilerCache} from '../../scripts/lib/hardhat-project.mjs';

const PAGE = 'evm/smart-contracts/migrate-your-smart-contract.md';
const {blocks, contracts} = pageContracts(PAGE);
const {LinearVesting} = contracts;
const files = pageFiles(PAGE);
const HEADER = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\n';
// The installed compilers: solc (0.8.24) and the npm aliases of the releases the page names.
const SOLC = {'0.8.24': 'solc', '0.8.25': 'solc-0.8.25', '0.8.30': 'solc-0.8.30', '0.8.31': 'solc-0.8.31', '0.8.37': 'solc-0.8.37'};
const importing = (file) => `${HEADER}import "@openzeppelin/contracts/${file}";\n`;

// The slow set-ups (hardhat node, tsc on the page's scripts, the first Hardhat build) start together.
let cache;
let dirs;
let build;
let guardedBuild;
let node;
let project;
before(async () => {
  cache = seedCompilerCache(mkdtempSync(join(tmpdir(), 'hardhat-cache-'))).root;
  // The page gives only the `solidity` entry of hardhat.config.ts: the test wraps it in a config object.
  const excerpt = files['hardhat.config.ts (excerpt)'];
  assert.ok(excerpt.startsWith('solidity: {'));
  const config = `export default {\n${excerpt}\n};`;
  const guarded = `${importing('utils/ReentrancyGuardTransient.sol')}contract Guarded is ReentrancyGuardTransient {}`;
  dirs = [
    createProject({'hardhat.config.ts': config, 'contracts/LinearVesting.sol': files['contracts/LinearVesting.sol']}, 'migrate'),
    createProject({'hardhat.config.ts': config, 'contracts/Guarded.sol': guarded}, 'migrate-guarded'),
  ];
  [build, guardedBuild] = dirs.map((dir) => hardhat(dir, ['build'], {cache}));
  [node, project] = await Promise.all([rpcNode(), scriptProject(PAGE)]);
});
after(async () => {
  await Promise.all([build, guardedBuild]);
  project?.close();
  node?.close();
  for (const d of [...(dirs ?? []), cache]) if (d) rmSync(d, {recursive: true, force: true});
});

describe('LinearVesting', () => {
  let chain;
  let vesting;
  let beneficiary;
  let start;
  const duration = 1000n;
  const total = ethers.parseEther('1');
  const setNextTime = (t) => chain.ethers.provider.send('evm_setNextBlockTimestamp', [Number(t)]);
  before(async () => {
    chain = await sandbox();
    beneficiary = ethers.Wallet.createRandom().address;
    start = BigInt((await chain.ethers.provider.getBlock('latest')).timestamp) + 1000n;
    // the constructor is payable: the amount to vest is sent with the deployment
    vesting = await chain.deploy(LinearVesting, [beneficiary, start, duration], {value: total});
  });
  after(() => chain.close());

  test('vested(t) is 0 up to the start, linear in seconds during the duration, and the whole amount from the end', async () => {
    assert.equal(await vesting.vested(start - 1n), 0n);
    assert.equal(await vesting.vested(start), 0n);
    assert.equal(await vesting.vested(start + 250n), ethers.parseEther('0.25'));
    assert.equal(await vesting.vested(start + duration - 1n), (total * (duration - 1n)) / duration);
    assert.equal(await vesting.vested(start + duration), total);
    assert.equal(await vesting.vested(start + 10n * duration), total);
  });

  test('release() before the start reverts with NothingToRelease', async () => {
    assert.deepEqual(await revertOf(vesting.release(), vesting), {name: 'NothingToRelease', args: []});
  });

  test('release() at start + 40% of the duration pays the beneficiary 40% and emits Released(amount)', async () => {
    await setNextTime(start + 400n);
    const caller = chain.signers[2]; // anyone may call it; the tokens go to the beneficiary
    const receipt = await (await vesting.connect(caller).release()).wait();
    const [log] = receipt.logs.map((l) => vesting.interface.parseLog(l));
    assert.deepEqual([log.name, ...log.args], ['Released', ethers.parseEther('0.4')]);
    assert.equal(await chain.ethers.provider.getBalance(beneficiary), ethers.parseEther('0.4'));
    assert.equal(await vesting.released(), ethers.parseEther('0.4'));
    // what was released still counts: vested() works on balance + released
    assert.equal(await vesting.vested(start + 500n), ethers.parseEther('0.5'));
  });

  test('after the end, release() pays the rest, and a second release() reverts with NothingToRelease', async () => {
    await setNextTime(start + duration + 5n);
    const receipt = await (await vesting.release()).wait();
    const [log] = receipt.logs.map((l) => vesting.interface.parseLog(l));
    assert.deepEqual([log.name, ...log.args], ['Released', ethers.parseEther('0.6')]);
    assert.equal(await chain.ethers.provider.getBalance(beneficiary), total);
    assert.equal(await chain.ethers.provider.getBalance(await vesting.getAddress()), 0n);
    assert.deepEqual(await revertOf(vesting.release(), vesting), {name: 'NothingToRelease', args: []});
  });

  test('a beneficiary that refuses the native token makes release() revert with TransferFailed', async () => {
    const {Refuser} = contractsOf(`${HEADER}contract Refuser {}`);
    const refuser = await chain.deploy(Refuser);
    const now = BigInt((await chain.ethers.provider.getBlock('latest')).timestamp);
    const refused = await chain.deploy(LinearVesting, [await refuser.getAddress(), now - 10n, 1n], {value: 1000n});
    assert.deepEqual(await revertOf(refused.release(), refused), {name: 'TransferFailed', args: []});
    assert.equal(await refused.released(), 0n);
  });
});

describe('scripts/block-interval.ts', () => {
  let provider;
  before(() => {
    provider = new ethers.JsonRpcProvider(node.url, undefined, {cacheTimeout: -1});
  });
  after(() => provider?.destroy());

  /** Mines 150 blocks `interval` seconds apart (so the last 100 are), then runs the script. */
  async function measure(interval) {
    await provider.send('hardhat_mine', [ethers.toQuantity(150), ethers.toQuantity(interval)]);
    const latest = await provider.getBlock('latest');
    const earlier = await provider.getBlock(latest.number - 100);
    assert.equal(latest.timestamp - earlier.timestamp, 100 * interval);
    return project.run('scripts/block-interval.ts', {env: {VAULTA_EVM_RPC_URL: node.url}});
  }

  test('on a chain with one block per second it prints "100 blocks took 100 s, about 1 s per block"', async () => {
    const {code, stdout, stderr} = await measure(1);
    assert.equal(code, 0, stderr);
    assert.equal(stdout, '100 blocks took 100 s, about 1 s per block\n');
  });

  test("on a chain with Ethereum's 12-second blocks it measures 12 s per block", async () => {
    const {code, stdout, stderr} = await measure(12);
    assert.equal(code, 0, stderr);
    assert.equal(stdout, '100 blocks took 1200 s, about 12 s per block\n');
  });
});

describe('compiler target and dependencies', () => {
  test('the Hardhat compiler settings of section 1 compile for shanghai with solc 0.8.24', async () => {
    const {code, stdout, stderr} = await build;
    assert.equal(code, 0, stderr);
    assert.match(stdout, /Compiled 1 Solidity file with solc 0\.8\.24 \(evm target: shanghai\)/);
  });

  test('with those settings, importing ReentrancyGuardTransient (5.7.0) fails: 15 errors in TransientSlot.sol, with the messages the page quotes', async () => {
    const {code, stderr} = await guardedBuild;
    assert.notEqual(code, 0);
    const errors = stderr.match(/^\w+Error: .*$/gm).filter((e) => !e.startsWith('HardhatError'));
    const where = [...stderr.matchAll(/^ *--> (\S+?):\d+:\d+:$/gm)].map((m) => m[1]);
    assert.equal(errors.length, 15);
    assert.equal(where.length, 15);
    assert.ok(where.every((file) => file.endsWith('node_modules/@openzeppelin/contracts/utils/TransientSlot.sol')), where.join('\n'));
    assert.equal(errors.filter((e) => e === 'DeclarationError: Function "tload" not found.').length, 5);
    assert.equal(errors.filter((e) => e === 'DeclarationError: Function "tstore" not found.').length, 5);
    assert.equal(errors.filter((e) => e === 'DeclarationError: Variable count for assignment to "value" does not match number of values (1 vs. 0)').length, 5);
  });

  test('solc 0.8.24 prints `DeclarationError: Function "mcopy" not found.` (or "tload", "tstore") at every use', () => {
    const bytes = compileSolidity(importing('utils/Bytes.sol')).errors;
    assert.deepEqual(bytes, Array(4).fill('DeclarationError: Function "mcopy" not found.')); // Bytes.sol has four mcopy
    const transient = compileSolidity(importing('utils/TransientSlot.sol')).errors;
    assert.ok(transient.includes('DeclarationError: Function "tload" not found.'));
    assert.ok(transient.includes('DeclarationError: Function "tstore" not found.'));
  });

  test('solc 0.8.25 and later (0.8.30, 0.8.31, 0.8.37) print the TypeError the page quotes for mcopy', () => {
    const message = 'TypeError: The "mcopy" instruction is only available for Cancun-compatible VMs (you are currently compiling for "shanghai").';
    for (const version of ['0.8.25', '0.8.30', '0.8.31', '0.8.37']) {
      assert.deepEqual(compileSolidity(importing('utils/Bytes.sol'), {compiler: SOLC[version]}).errors, Array(4).fill(message), version);
    }
  });

  test('TransientSlot.sol (5.7.0), five tload and five tstore, gives 15 errors under solc 0.8.24 and 0.8.30: an assigned tload adds the variable-count error', () => {
    const count = (errors, text) => errors.filter((e) => e === text).length;
    const variableCount = 'DeclarationError: Variable count for assignment to "value" does not match number of values (1 vs. 0)';
    const old = compileSolidity(importing('utils/TransientSlot.sol')).errors;
    assert.equal(old.length, 15);
    assert.deepEqual([count(old, 'DeclarationError: Function "tload" not found.'), count(old, 'DeclarationError: Function "tstore" not found.'), count(old, variableCount)], [5, 5, 5]);
    const cancunOnly = (op) => `TypeError: The "${op}" instruction is only available for Cancun-compatible VMs (you are currently compiling for "shanghai").`;
    const recent = compileSolidity(importing('utils/TransientSlot.sol'), {compiler: SOLC['0.8.30']}).errors;
    assert.equal(recent.length, 15);
    assert.deepEqual([count(recent, cancunOnly('tload')), count(recent, cancunOnly('tstore')), count(recent, variableCount)], [5, 5, 5]);
  });

  test('OpenZeppelin 5.7.0 for shanghai: ERC-20 and ReentrancyGuard compile; ERC-721, ERC-1155 and the other mcopy files fail on mcopy', () => {
    for (const file of ['token/ERC20/ERC20.sol', 'utils/ReentrancyGuard.sol']) {
      assert.deepEqual(compileSolidity(importing(file)).errors, [], file);
    }
    for (const file of ['token/ERC721/ERC721.sol', 'utils/Strings.sol', 'token/ERC1155/ERC1155.sol', 'utils/Arrays.sol', 'utils/Memory.sol', 'utils/cryptography/SignatureChecker.sol', 'utils/structs/Accumulators.sol']) {
      const {errors} = compileSolidity(importing(file));
      assert.ok(errors.length > 0, file);
      assert.deepEqual([...new Set(errors)], ['DeclarationError: Function "mcopy" not found.'], file);
    }
  });

  test('utils/RLP.sol (pragma ^0.8.26): solc 0.8.24 rejects it with "Source file requires different compiler version" before reaching mcopy', () => {
    const {errors} = compileSolidity(importing('utils/RLP.sol'));
    assert.equal(errors.length, 1);
    assert.match(errors[0], /^ParserError: Source file requires different compiler version/);
    // a compiler that admits the pragma reaches the mcopy uses
    const later = compileSolidity(importing('utils/RLP.sol'), {compiler: SOLC['0.8.30']}).errors;
    assert.ok(later.length > 0);
    assert.ok(later.every((e) => e.startsWith('TypeError: The "mcopy" instruction')));
  });

  test('the default target: shanghai in 0.8.24, cancun from 0.8.25, prague from 0.8.30, osaka from 0.8.31 and still in 0.8.37', () => {
    const defaults = Object.fromEntries(
      Object.entries(SOLC).map(([version, compiler]) => [version, compileSolidity(`${HEADER}contract C {}`, {evmVersion: null, compiler}).contracts.C.metadata.settings.evmVersion]),
    );
    assert.deepEqual(defaults, {'0.8.24': 'shanghai', '0.8.25': 'cancun', '0.8.30': 'prague', '0.8.31': 'osaka', '0.8.37': 'osaka'});
  });
});

test('the grep of section 2 finds block.coinbase, prevrandao, difficulty, gaslimit and blockhash uses, and nothing in LinearVesting', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'migrate-grep-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  mkdirSync(join(dir, 'contracts'));
  writeFileSync(join(dir, 'contracts/LinearVesting.sol'), files['contracts/LinearVesting.sol']);
  const uses = ['block.coinbase', 'block.prevrandao', 'block.difficulty', 'block.gaslimit', 'blockhash(block.number - 1)'];
  writeFileSync(join(dir, 'contracts/Lottery.sol'), uses.map((u) => `// uses ${u}`).join('\n'));
  const grep = blocks.find((b) => b.lang === 'bash' && b.code.startsWith('grep '));
  const {stdout} = await promisify(execFile)('bash', ['-c', grep.code], {cwd: dir});
  assert.deepEqual(stdout.trim().split('\n'), uses.map((u, i) => `contracts/Lottery.sol:${i + 1}:// uses ${u}`));
});

describe('Deploy step 2: a local network with hardfork "shanghai"', () => {
  const source = `${HEADER}contract Locked { uint256 public x; constructor() { assembly { tstore(0, 1) } x = 1; } }`;

  test('a contract compiled for cancun that uses tstore fails to deploy there with "invalid opcode"', async (t) => {
    const {Locked} = contractsOf(source, {evmVersion: 'cancun'});
    const chain = await sandbox();
    t.after(chain.close);
    await assert.rejects(chain.deploy(Locked), {message: 'VM Exception while processing transaction: invalid opcode'});
  });

  test('the same bytecode deploys on a cancun network, so the failure comes from the Shanghai rules', async (t) => {
    const {Locked} = contractsOf(source, {evmVersion: 'cancun'});
    const chain = await sandbox({hardfork: 'cancun'});
    t.after(chain.close);
    assert.equal(await (await chain.deploy(Locked)).x(), 1n);
  });
});
