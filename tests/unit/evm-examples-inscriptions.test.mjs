// evm/advanced-guides/inscriptions.md, run: its scripts/inscribe.ts and scripts/read-inscription.ts against
// `hardhat node` (shanghai) with the page's environment variables, and the gas rule it states (21,000 per
// transaction, 16 gas per non-zero and 4 per zero data byte) measured on self-transfers with data. The node is
// started by rpcNode(), at shanghai (the latest hardfork's calldata floor, EIP-7623, would change every gas figure).
// Run with: npx node --test tests/unit/evm-examples-inscriptions.test.mjs
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {format} from 'node:util';
import {ethers} from 'ethers';
import {DEV_KEY, rpcNode, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/advanced-guides/inscriptions.md';
// The payload scripts/inscribe.ts builds (as the page writes it)
const PAYLOAD = {p: 'eorc-20', op: 'mint', tick: 'demo', amt: '1'};
const TEXT = `data:,${JSON.stringify(PAYLOAD)}`;

let node;
let project;
let provider;
let wallet;
let env;
before(async () => {
  node = await rpcNode();
  project = await scriptProject(PAGE);
  // cacheTimeout -1: no cached answers (ethers reuses identical requests for 250 ms, nonces included)
  provider = new ethers.JsonRpcProvider(node.url, undefined, {batchMaxCount: 1, cacheTimeout: -1});
  wallet = new ethers.Wallet(DEV_KEY, provider);
  env = {VAULTA_EVM_RPC_URL: node.url, PRIVATE_KEY: DEV_KEY};
});
after(() => {
  project?.close();
  node?.close();
});

/** Gas used by a zero-value transaction from the dev account to itself carrying `data`. */
async function selfTransferGas(data) {
  const receipt = await (await wallet.sendTransaction({to: wallet.address, value: 0n, data})).wait();
  return receipt.gasUsed;
}

test('a self-transfer costs 21,000 gas plus 16 per non-zero and 4 per zero data byte, nothing else', async () => {
  assert.equal(await selfTransferGas('0x'), 21_000n);
  assert.equal(await selfTransferGas('0x00000000'), 21_000n + 4n * 4n);
  assert.equal(await selfTransferGas('0x01020304'), 21_000n + 4n * 16n);
  assert.equal(await selfTransferGas('0x0001'), 21_000n + 4n + 16n);
});

test('a 60-byte text payload uses 21,000 + 60 × 16 = 21,960 gas', async () => {
  const text = `data:,${'x'.repeat(54)}`;
  assert.equal(ethers.toUtf8Bytes(text).length, 60);
  assert.equal(await selfTransferGas(ethers.hexlify(ethers.toUtf8Bytes(text))), 21_960n);
});

let inscription;

test('inscribe.ts prints the payload size, the gas estimate and its cost, then the tx and the fee it paid', async () => {
  const data = ethers.hexlify(ethers.toUtf8Bytes(TEXT));
  const bytes = ethers.dataLength(data);
  const gas = 21_000n + 16n * BigInt(bytes);
  // hardhat node mines only on transactions, so the estimate and gas price the script reads are these (the node's
  // eth_estimateGas answers one gas above what a plain transfer uses)
  const estimate = BigInt(await provider.send('eth_estimateGas', [{from: wallet.address, to: wallet.address, value: '0x0', data}]));
  const gasPrice = BigInt(await provider.send('eth_gasPrice', []));
  const {code, stdout, stderr} = await project.run('scripts/inscribe.ts', {env});
  assert.equal(code, 0, stderr);
  const lines = stdout.trim().split('\n');
  assert.equal(lines.length, 3, stdout);
  assert.equal(lines[0], `payload ${bytes} bytes, gas ${estimate}, about ${ethers.formatEther(estimate * gasPrice)} tokens`);
  const [, hash, block] = /^inscribed in tx (0x[0-9a-f]{64}), block (\d+)$/.exec(lines[1]) ?? assert.fail(lines[1]);
  const [tx, receipt] = await Promise.all([provider.getTransaction(hash), provider.getTransactionReceipt(hash)]);
  const me = wallet.address;
  assert.deepEqual([tx.from, tx.to, tx.value, tx.data], [me, me, 0n, data]);
  assert.equal(receipt.blockNumber, Number(block));
  assert.equal(receipt.gasUsed, gas);
  assert.equal(lines[2], `paid ${ethers.formatEther(receipt.gasUsed * receipt.gasPrice)} tokens`);
  inscription = {hash, block: Number(block), from: me};
});

test('read-inscription.ts prints sender, recipient and block, the text, and the parsed JSON payload', async () => {
  assert.ok(inscription, 'needs the inscription of the previous test');
  const {code, stdout, stderr} = await project.run('scripts/read-inscription.ts', {args: [inscription.hash], env});
  assert.equal(code, 0, stderr);
  assert.equal(stdout, [`from ${inscription.from} to ${inscription.from} in block ${inscription.block}`, TEXT, format('parsed:', PAYLOAD), ''].join('\n'));
});

test('read-inscription.ts says "payload is not JSON" for data:, text that is not JSON', async () => {
  const me = wallet.address;
  const tx = await wallet.sendTransaction({to: me, value: 0n, data: ethers.hexlify(ethers.toUtf8Bytes('data:,hello'))});
  const receipt = await tx.wait();
  const {code, stdout, stderr} = await project.run('scripts/read-inscription.ts', {args: [tx.hash], env});
  assert.equal(code, 0, stderr);
  assert.equal(stdout, `from ${me} to ${me} in block ${receipt.blockNumber}\ndata:,hello\npayload is not JSON\n`);
});

test('toUtf8String throws on the data of an ERC-20 transfer call, so read-inscription.ts fails on it', async () => {
  // a transfer(address,uint256) call sent to an account; the bytes are those of any contract call
  const erc20 = new ethers.Interface(['function transfer(address to, uint256 amount)']);
  const data = erc20.encodeFunctionData('transfer', [wallet.address, 10n ** 18n]);
  const tx = await wallet.sendTransaction({to: ethers.Wallet.createRandom().address, value: 0n, data});
  await tx.wait();
  const {code, stdout, stderr} = await project.run('scripts/read-inscription.ts', {args: [tx.hash], env});
  assert.notEqual(code, 0);
  assert.equal(stdout, '');
  assert.match(stderr, /TypeError: invalid codepoint at offset 0; UNEXPECTED_CONTINUE .*code=INVALID_ARGUMENT/);
});

test('not every contract call is invalid UTF-8: the call data of getBlockNumber() decodes as text', async () => {
  const data = new ethers.Interface(['function getBlockNumber() view returns (uint256)']).encodeFunctionData('getBlockNumber');
  const tx = await wallet.sendTransaction({to: ethers.Wallet.createRandom().address, value: 0n, data});
  const receipt = await tx.wait();
  const {code, stdout, stderr} = await project.run('scripts/read-inscription.ts', {args: [tx.hash], env});
  assert.equal(code, 0, stderr);
  assert.equal(stdout, `from ${wallet.address} to ${tx.to} in block ${receipt.blockNumber}\n${ethers.toUtf8String(data)}\n`);
});

