// evm/miscellaneous/evm-compatibility.md, run: the page's hardhat.config.ts building BlockInfo.sol (and rejecting
// an mcopy with the message the page quotes for solc 0.8.24), and BlockInfo.info() on the in-process network
// (shanghai). Hardhat's chain is not the Vaulta EVM: the test asserts that info() returns the values of the block
// it runs in, not the Vaulta EVM's coinbase, gas limit, chain ID or block interval from the tables. The compiler
// messages and default targets are checked with solc 0.8.24 and the installed aliases 0.8.25, 0.8.30, 0.8.31, 0.8.37.
// Run with: npx node --test tests/unit/evm-examples-evm-compatibility.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {compileSolidity, contractsOf, pageContracts, sandbox} from '../../scripts/lib/evm-sandbox.mjs';
import {createProject, hardhat, pageFiles, seedCompilerCache} from '../../scripts/lib/hardhat-project.mjs';

const PAGE = 'evm/miscellaneous/evm-compatibility.md';
const {contracts} = pageContracts(PAGE);
const files = pageFiles(PAGE);
const HEADER = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\n';
const MCOPY = `${HEADER}contract Copy { function f() external pure { assembly { mcopy(0, 32, 32) } } }\n`;
const PAGE_MCOPY_0824 = 'DeclarationError: Function "mcopy" not found.';

describe("the page's hardhat.config.ts", () => {
  let cache;
  let dirs;
  let builds;
  before(() => {
    assert.deepEqual(Object.keys(files).sort(), ['BlockInfo.sol', 'hardhat.config.ts']);
    cache = seedCompilerCache(mkdtempSync(join(tmpdir(), 'hardhat-cache-'))).root;
    // Hardhat builds the files under contracts/, where the test puts the page's BlockInfo.sol.
    dirs = [
      createProject({'hardhat.config.ts': files['hardhat.config.ts'], 'contracts/BlockInfo.sol': files['BlockInfo.sol']}, 'evm-compat'),
      createProject({'hardhat.config.ts': files['hardhat.config.ts'], 'contracts/Copy.sol': MCOPY}, 'evm-compat-mcopy'),
    ];
    builds = dirs.map((dir) => hardhat(dir, ['build'], {cache}));
  });
  after(async () => {
    await Promise.all(builds ?? []);
    for (const d of [...(dirs ?? []), cache]) if (d) rmSync(d, {recursive: true, force: true});
  });

  test('builds BlockInfo.sol with solc 0.8.24 for shanghai, and the artifact runs info()', async () => {
    const {code, stdout, stderr} = await builds[0];
    assert.equal(code, 0, stderr);
    assert.match(stdout, /Compiled 1 Solidity file with solc 0\.8\.24 \(evm target: shanghai\)/);
    const buildInfo = join(dirs[0], 'artifacts/build-info');
    const [input] = readdirSync(buildInfo).filter((f) => !f.endsWith('.output.json'));
    assert.equal(JSON.parse(readFileSync(join(buildInfo, input), 'utf8')).input.settings.evmVersion, 'shanghai');

    const artifact = JSON.parse(readFileSync(join(dirs[0], 'artifacts/contracts/BlockInfo.sol/BlockInfo.json'), 'utf8'));
    const chain = await sandbox();
    try {
      const info = await chain.deploy(artifact);
      const block = await chain.ethers.provider.getBlock('latest');
      const [number, timestamp] = await info.info({blockTag: 'latest'});
      assert.deepEqual([number, timestamp], [BigInt(block.number), BigInt(block.timestamp)]);
    } finally {
      await chain.close();
    }
  });

  test(`rejects mcopy in inline assembly at compile time with solc 0.8.24's "${PAGE_MCOPY_0824}"`, async () => {
    const {code, stderr} = await builds[1];
    assert.notEqual(code, 0);
    assert.match(stderr, /^DeclarationError: Function "mcopy" not found\.\n --> \.\/contracts\/Copy\.sol:3:/m);
    assert.match(stderr, /HHE910: Compilation failed/);
  });
});

test('the same mcopy compiles for cancun, so the shanghai target is what stops it', () => {
  assert.deepEqual(compileSolidity(MCOPY).errors, [PAGE_MCOPY_0824]);
  assert.deepEqual(compileSolidity(MCOPY, {evmVersion: 'cancun'}).errors, []);
});

test('solc 0.8.30 reports that mcopy in inline assembly is `only available for Cancun-compatible VMs`, as quoted', () => {
  assert.deepEqual(compileSolidity(MCOPY, {compiler: 'solc-0.8.30'}).errors, [
    'TypeError: The "mcopy" instruction is only available for Cancun-compatible VMs (you are currently compiling for "shanghai").',
  ]);
});

test('default targets: cancun from solc 0.8.25, prague from 0.8.30, osaka from 0.8.31 and still in 0.8.37', () => {
  const defaultOf = (compiler) => compileSolidity(`${HEADER}contract C {}`, {evmVersion: null, compiler}).contracts.C.metadata.settings.evmVersion;
  assert.deepEqual(
    ['solc', 'solc-0.8.25', 'solc-0.8.30', 'solc-0.8.31', 'solc-0.8.37'].map(defaultOf),
    ['shanghai', 'cancun', 'prague', 'osaka', 'osaka'],
  );
});

describe('BlockInfo.info()', () => {
  let chain;
  let blockInfo;
  before(async () => {
    chain = await sandbox();
    blockInfo = await chain.deploy(contracts.BlockInfo);
  });
  after(() => chain.close());

  test('called in a transaction, returns the number, timestamp, coinbase, chain ID and base fee of that block', async () => {
    // A test-written caller records what info() returns inside a transaction, where block.basefee is the block's
    // (an eth_call on Hardhat runs with a zero base fee).
    const {Recorder} = contractsOf(`${HEADER}
      interface IBlockInfo {
        function info() external view returns (uint256, uint256, address, uint256, uint256);
      }
      contract Recorder {
        event Info(uint256 number, uint256 timestamp, address coinbase, uint256 chainId, uint256 baseFee);
        function record(IBlockInfo target) external {
          (uint256 number, uint256 timestamp, address coinbase, uint256 chainId, uint256 baseFee) = target.info();
          emit Info(number, timestamp, coinbase, chainId, baseFee);
        }
      }`);
    const recorder = await chain.deploy(Recorder);
    const receipt = await (await recorder.record(await blockInfo.getAddress())).wait();
    const block = await chain.ethers.provider.getBlock(receipt.blockNumber);
    const [log] = receipt.logs.map((l) => recorder.interface.parseLog(l));
    const {chainId} = await chain.ethers.provider.getNetwork();
    assert.deepEqual([...log.args], [BigInt(block.number), BigInt(block.timestamp), block.miner, chainId, block.baseFeePerGas]);
    assert.ok(block.baseFeePerGas > 0n);
  });

  test('called with eth_call, returns the latest block number, timestamp and coinbase, and the chain ID', async () => {
    const block = await chain.ethers.provider.getBlock('latest');
    const [number, timestamp, coinbase, chainId] = await blockInfo.info({blockTag: 'latest'});
    assert.deepEqual([number, timestamp, coinbase, chainId], [BigInt(block.number), BigInt(block.timestamp), block.miner, (await chain.ethers.provider.getNetwork()).chainId]);
  });
});

describe('the Shanghai rule set of EVM versions 1 to 3, on a shanghai network', () => {
  let chain;
  let built;
  before(async () => {
    chain = await sandbox();
    // compiled for cancun so that solc emits the Cancun instructions the table lists as not available
    built = contractsOf(
      `${HEADER}
      contract Cancun {
        function useTstore() external { assembly { tstore(0, 1) } }
        function useTload() external view returns (uint256 v) { assembly { v := tload(0) } }
        function useMcopy() external pure { assembly { mcopy(0, 32, 32) } }
        function usePush0() external pure returns (uint256) { return 0; }
      }
      contract Doomed {
        function destroy() external { selfdestruct(payable(msg.sender)); }
      }`,
      {evmVersion: 'cancun'},
    );
  });
  after(() => chain.close());

  const invalid = {message: 'VM Exception while processing transaction: invalid opcode'};

  test('TLOAD, TSTORE and MCOPY are invalid opcodes; PUSH0 runs', async () => {
    const cancun = await chain.deploy(built.Cancun);
    await assert.rejects(cancun.useTstore.staticCall(), invalid);
    await assert.rejects(cancun.useTload(), invalid);
    await assert.rejects(cancun.useMcopy(), invalid);
    assert.equal(await cancun.usePush0(), 0n);
    // before Shanghai (as under EVM version 0) the PUSH0 that solc emits is itself an invalid opcode
    const merge = await sandbox({hardfork: 'merge'});
    try {
      await assert.rejects(merge.deploy(built.Cancun), invalid);
    } finally {
      await merge.close();
    }
  });

  test('SELFDESTRUCT has its Shanghai semantics: the code of a contract created earlier is removed', async () => {
    const doomed = await chain.deploy(built.Doomed);
    const address = await doomed.getAddress();
    assert.notEqual(await chain.ethers.provider.getCode(address), '0x');
    await (await doomed.destroy()).wait();
    assert.equal(await chain.ethers.provider.getCode(address), '0x');
    // under Cancun's EIP-6780 the code would stay
    const cancun = await sandbox({hardfork: 'cancun'});
    try {
      const kept = await cancun.deploy(built.Doomed);
      await (await kept.destroy()).wait();
      assert.notEqual(await cancun.ethers.provider.getCode(await kept.getAddress()), '0x');
    } finally {
      await cancun.close();
    }
  });
});
