// evm/advanced-guides/account-info.md, run: its curl requests (bash, with RPC and ADDR set) and its scripts
// (scripts/account-info.ts, scripts/reserved-address.ts) against `hardhat node`, their answers and output compared
// with what the page says. The explorer API and cleos commands are not run (they need the live explorer and chain).
// Run with: npx node --test tests/unit/evm-examples-account-info.test.mjs
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {ethers} from 'ethers';
import {Name} from '@wharfkit/antelope';
import {DEV_KEY, pageContracts, rpcNode, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';
import {artifactsOf} from '../../scripts/lib/samples/solidity.mjs';

const PAGE = 'evm/advanced-guides/account-info.md';
const {blocks} = pageContracts(PAGE);

// A contract with three storage slots set, which can create another contract (the page has no Solidity of its own).
const BOX = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Child {}
contract Box {
    uint256 public number = 42;
    address public owner = msg.sender;
    bytes32 public tag = "box";
    function make() external returns (address) { return address(new Child()); }
}`;
const {Box} = artifactsOf({file: 'Box.sol', line: 0, info: '', lang: 'solidity', title: 'Box.sol', code: BOX}, []);

let node;
let project;
let provider;
let wallet;
let box;

before(async () => {
  node = await rpcNode();
  project = await scriptProject(PAGE);
  provider = new ethers.JsonRpcProvider(node.url, undefined, {cacheTimeout: -1});
  wallet = new ethers.Wallet(DEV_KEY, provider);
  box = await new ethers.ContractFactory(Box.abi, Box.bytecode, wallet).deploy();
  await box.waitForDeployment();
});
after(() => {
  provider?.destroy();
  project?.close();
  node?.close();
});

/** A new address holding exactly one gas token. */
async function oneTokenAccount() {
  const address = ethers.Wallet.createRandom().address;
  await (await wallet.sendTransaction({to: address, value: ethers.parseEther('1')})).wait();
  return address;
}

/** The page's curl block, with its RPC and ADDR lines set (the page leaves them as placeholders); the answers parsed. */
async function curlBlock(address) {
  const block = blocks.find((b) => b.lang === 'bash' && b.code.includes('eth_getStorageAt'));
  const script = block.code.replace(/^RPC=.*$/m, `RPC="${node.url}"`).replace(/^ADDR=.*$/m, `ADDR="${address}"`);
  assert.notEqual(script, block.code);
  const {stdout} = await promisify(execFile)('bash', ['-c', script]);
  return stdout.match(/\{[^{}]*\}/g).map((answer) => JSON.parse(answer));
}

test('the curl requests answer {id, jsonrpc, result} in hex: a balance of 0xde0b6b3a7640000 (one token), nonce, code "0x", slot 0', async () => {
  const address = await oneTokenAccount();
  const answers = await curlBlock(address);
  assert.deepEqual(answers, [
    {jsonrpc: '2.0', id: 1, result: '0xde0b6b3a7640000'},
    {jsonrpc: '2.0', id: 2, result: '0x0'},
    {jsonrpc: '2.0', id: 3, result: '0x'},
    {jsonrpc: '2.0', id: 4, result: ethers.ZeroHash},
  ]);
  assert.equal(BigInt(answers[0].result), ethers.parseEther('1'));

  const [, nonce, code, slot0] = await curlBlock(await box.getAddress());
  assert.equal(nonce.result, '0x1');
  assert.equal(code.result, await provider.getCode(await box.getAddress()));
  assert.notEqual(code.result, '0x');
  assert.equal(slot0.result, ethers.toBeHex(42, 32));
});

test('account-info.ts prints the checksummed address, the balance in tokens and wei, the nonces and "externally owned account"', async () => {
  const address = await oneTokenAccount();
  const {code, stdout, stderr} = await project.run('scripts/account-info.ts', {args: [address.toLowerCase()], env: {VAULTA_EVM_RPC_URL: node.url}});
  assert.equal(code, 0, stderr);
  assert.equal(
    stdout,
    [`address        ${address}`, 'balance        1.0 (1000000000000000000 wei)', 'nonce          0 (pending: 0)', 'kind           externally owned account', ''].join('\n'),
  );

  const sent = await provider.getTransactionCount(wallet.address);
  const dev = await project.run('scripts/account-info.ts', {args: [wallet.address], env: {VAULTA_EVM_RPC_URL: node.url}});
  assert.equal(dev.code, 0, dev.stderr);
  assert.match(dev.stdout, new RegExp(`^nonce {10}${sent} \\(pending: ${sent}\\)$`, 'm'), 'a wallet nonce counts the transactions sent');
});

test('account-info.ts on a contract: nonce 1, the size of its code and the first three storage slots; the nonce grows when it creates a contract', async () => {
  const address = await box.getAddress();
  const run = () => project.run('scripts/account-info.ts', {args: [address], env: {VAULTA_EVM_RPC_URL: node.url}});
  const {code, stdout, stderr} = await run();
  assert.equal(code, 0, stderr);
  assert.equal(
    stdout,
    [
      `address        ${address}`,
      'balance        0.0 (0 wei)',
      'nonce          1 (pending: 1)',
      `kind           contract, ${ethers.dataLength(await provider.getCode(address))} bytes of code`,
      `storage[0]     ${ethers.toBeHex(42, 32)}`, // number
      `storage[1]     ${ethers.zeroPadValue(wallet.address, 32).toLowerCase()}`, // owner
      `storage[2]     ${ethers.encodeBytes32String('box')}`, // tag
      '',
    ].join('\n'),
  );
  await (await box.make()).wait();
  assert.match((await run()).stdout, /^nonce {10}2 \(pending: 2\)$/m);
});

test('account-info.ts throws on an invalid address', async () => {
  const {code, stderr} = await project.run('scripts/account-info.ts', {args: ['0x1234'], env: {VAULTA_EVM_RPC_URL: node.url}});
  assert.notEqual(code, 0);
  assert.match(stderr, /invalid address/);
});

test('reserved-address.ts converts eosio.evm to 0xbb…bb5530ea015b900000 and back, as the page runs it', async () => {
  const [address] = /0x[0-9a-f]{40}/.exec(blocks.find((b) => b.lang === 'text' && b.code.includes('12 x 0xbb')).code);
  const commands = blocks.find((b) => b.lang === 'bash' && b.code.includes('reserved-address.ts')).code.trim().split('\n');
  const outputs = [];
  for (const command of commands) {
    const [, arg] = /^npx tsx scripts\/reserved-address\.ts (\S+)$/.exec(command);
    const {code, stdout, stderr} = await project.run('scripts/reserved-address.ts', {args: [arg]});
    assert.equal(code, 0, stderr);
    outputs.push(stdout);
  }
  assert.deepEqual(outputs, [`${ethers.getAddress(address)}\n`, 'eosio.evm\n']);
});

test('reserved-address.ts: twelve 0xbb bytes then the account name as the standard 64-bit value, both ways; null for an ordinary address', async () => {
  const names = ['alice', 'eosio.token', 'a1b2c3.d4e5z', 'zzzzzzzzzzzzj'];
  const toAddress = await Promise.all(names.map((name) => project.run('scripts/reserved-address.ts', {args: [name]})));
  const addresses = toAddress.map(({code, stdout, stderr}) => (assert.equal(code, 0, stderr), stdout.trim()));
  names.forEach((name, i) => {
    // @wharfkit/antelope's Name is an independent implementation of the native name encoding
    assert.equal(addresses[i], ethers.getAddress(`0x${'bb'.repeat(12)}${BigInt(Name.from(name).value.toString()).toString(16).padStart(16, '0')}`), name);
  });
  const back = await Promise.all([...addresses, wallet.address].map((address) => project.run('scripts/reserved-address.ts', {args: [address]})));
  assert.deepEqual(
    back.map((r) => r.stdout.trim()),
    [...names, 'null'],
  );
  const invalid = await project.run('scripts/reserved-address.ts', {args: ['Alice']});
  assert.notEqual(invalid.code, 0);
  assert.match(invalid.stderr, /invalid account name: Alice/);
});
