// evm/quick-start/evm-tokens.md, run: its reserved-address.mjs (against the native name encoding of
// @wharfkit/antelope), and its balance.mjs, eth_getBalance curl and withdraw.mjs against `hardhat node` (shanghai,
// started by rpcNode()) with an ERC-20 token this file deploys. The blocks hard-code the public testnet
// RPC URL: the test replaces it with the local node's URL in the compiled scripts and in the curl command.
// withdraw-erc20.mjs is not run: it needs a token deployed by the ERC-20 bridge (eosio.erc2o).
// Run with: npx node --test tests/unit/evm-examples-evm-tokens.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {Name} from '@wharfkit/antelope';
import {ethers} from 'ethers';
import {DEV_KEY, pageContracts, rpcNode, scriptProject, testToken} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/quick-start/evm-tokens.md';
const PUBLIC_RPC = 'https://api.testnet.evm.eosnetwork.com';
const {blocks} = pageContracts(PAGE);

// A plain OpenZeppelin ERC-20 with chosen decimals, to give the scripts real tokens to read.
const TestToken = testToken();


let project;
let reservedAddress;
before(async () => {
  project = await scriptProject(PAGE);
  ({reservedAddress} = await import(pathToFileURL(join(project.dir, 'reserved-address.mjs')).href));
});
after(() => project?.close());

test('reservedAddress maps eosio.evm to 0xbbbbbbbbbbbbbbbbbbbbbbbb5530ea015b900000', () => {
  assert.equal(reservedAddress('eosio.evm'), '0xbbbbbbbbbbbbbbbbbbbbbbbb5530ea015b900000');
});

test('a reserved address is twelve 0xbb bytes followed by the 8-byte value of the account name', () => {
  for (const account of ['eosio.evm', 'youraccount1', 'eosio.token', 'a.b.c', '1', 'zzzzzzzzzzzzj', 'abcdefghijkla']) {
    const value = BigInt(Name.from(account).value.toString());
    assert.equal(reservedAddress(account), `0x${'bb'.repeat(12)}${value.toString(16).padStart(16, '0')}`, account);
  }
  assert.throws(() => reservedAddress('Alice'), /invalid character in account name: A/);
});

describe('balance.mjs, the eth_getBalance curl and withdraw.mjs against hardhat node', () => {
  let node;
  let provider;
  let wallet;
  before(async () => {
    node = await rpcNode();
    // cacheTimeout -1: no cached answers (ethers reuses identical requests for 250 ms, nonces included)
    provider = new ethers.JsonRpcProvider(node.url, undefined, {batchMaxCount: 1, cacheTimeout: -1});
    wallet = new ethers.Wallet(DEV_KEY, provider);
    // the scripts connect to the public testnet RPC: point them at the local node instead
    for (const file of ['balance.mjs', 'withdraw.mjs']) {
      const path = join(project.dir, 'dist', file);
      const code = readFileSync(path, 'utf8');
      assert.ok(code.includes(`'${PUBLIC_RPC}'`), file);
      writeFileSync(path, code.replaceAll(`'${PUBLIC_RPC}'`, `'${node.url}'`));
    }
  });
  after(() => node?.close());

  const setBalance = (address, wei) => provider.send('hardhat_setBalance', [address, ethers.toQuantity(wei)]);

  test('balance.mjs prints the gas token with formatEther, the dust below 0.0001, and an ERC-20 balance with its decimals', async () => {
    const address = ethers.Wallet.createRandom().address;
    await setBalance(address, ethers.parseEther('1.23456789'));
    const factory = new ethers.ContractFactory(TestToken.abi, TestToken.bytecode, wallet);
    const token = await factory.deploy('USDX', 6, 10_500_000n);
    await token.waitForDeployment();
    await (await token.transfer(address, 10_500_000n)).wait();
    const {code, stdout, stderr} = await project.run('balance.mjs', {args: [address, await token.getAddress()]});
    assert.equal(code, 0, stderr);
    assert.equal(stdout, 'gas token: 1.23456789\ndust below 0.0001: 67890000000000 wei\nUSDX: 10.5\n');
  });

  test('10^14 wei shows as 0.0001 with no dust; 1 to 99,999,999,999,999 wei is less than 0.0001, all dust', async () => {
    const run = async (wei) => {
      const address = ethers.Wallet.createRandom().address;
      await setBalance(address, wei);
      const {code, stdout, stderr} = await project.run('balance.mjs', {args: [address]});
      assert.equal(code, 0, stderr);
      return stdout;
    };
    assert.equal(await run(10n ** 18n), 'gas token: 1.0\ndust below 0.0001: 0 wei\n');
    assert.equal(await run(10n ** 14n), 'gas token: 0.0001\ndust below 0.0001: 0 wei\n');
    assert.equal(await run(10n ** 14n - 1n), 'gas token: 0.000099999999999999\ndust below 0.0001: 99999999999999 wei\n');
    assert.equal(await run(1n), 'gas token: 0.000000000000000001\ndust below 0.0001: 1 wei\n');
  });

  test('the eth_getBalance curl answers the balance in wei as a hex string', async () => {
    const address = ethers.Wallet.createRandom().address;
    await setBalance(address, ethers.parseEther('2.5'));
    const curl = blocks.find((b) => b.lang === 'bash' && b.code.includes('eth_getBalance'));
    assert.ok(curl.code.includes(PUBLIC_RPC) && curl.code.includes('<0x-evm-address>'));
    const command = curl.code.replace(PUBLIC_RPC, node.url).replace('<0x-evm-address>', address);
    const {stdout} = await promisify(execFile)('bash', ['-c', command]);
    const {result} = JSON.parse(stdout);
    assert.match(result, /^0x[0-9a-f]+$/);
    assert.equal(BigInt(result), ethers.parseEther('2.5'));
  });

  test('withdraw.mjs sends 1.5 tokens (a multiple of 10^14 wei) to the reserved address of youraccount1 with the memo as call data', async () => {
    const {code, stdout, stderr} = await project.run('withdraw.mjs', {env: {PRIVATE_KEY: DEV_KEY}});
    assert.equal(code, 0, stderr);
    const [, hash] = /^(0x[0-9a-f]{64}) status 1\n$/.exec(stdout) ?? assert.fail(stdout);
    const tx = await provider.getTransaction(hash);
    const youraccount1 = `0x${'bb'.repeat(12)}${BigInt(Name.from('youraccount1').value.toString()).toString(16)}`;
    assert.deepEqual([tx.from, tx.to.toLowerCase(), tx.value, ethers.toUtf8String(tx.data)], [wallet.address, youraccount1, ethers.parseEther('1.5'), 'optional memo']);
    assert.equal(tx.value % 10n ** 14n, 0n);
  });

  test('withdraw.mjs stops with "Set PRIVATE_KEY" when the key is not set', async () => {
    const {code, stderr} = await project.run('withdraw.mjs', {env: {PRIVATE_KEY: ''}});
    assert.notEqual(code, 0);
    assert.match(stderr, /Error: Set PRIVATE_KEY\n/);
  });
});

