// evm/configure-tooling/ethers.md, run: its scripts (scripts/*.ts with scripts/provider.ts) compiled and run against
// `hardhat node` through a recording JSON-RPC proxy, with the page's environment variables and arguments; their output
// compared with what the page says they print, and the requests they send with what the page says the provider does.
// src/wallet.ts is not run (it needs a browser wallet).
// Run with: npx node --test tests/unit/evm-examples-ethers.test.mjs
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import {ethers} from 'ethers';
import {DEV_KEY, rpcNode, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';
import {artifactsOf} from '../../scripts/lib/samples/solidity.mjs';

const PAGE = 'evm/configure-tooling/ethers.md';

// An ERC-20 token for erc20.ts and transfers.ts ("This example talks to any ERC-20 token"): OpenZeppelin's, as installed.
const TOKEN = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
contract Token is ERC20 {
    constructor() ERC20("Test Token", "TST") { _mint(msg.sender, 1000 ether); }
}`;
const Token = artifactsOf({file: 'Token.sol', line: 0, info: '', lang: 'solidity', title: 'Token.sol', code: TOKEN}, []).Token;

let node;
let proxy;
let project;
let provider;
let wallet;
let token;
let env;

before(async () => {
  node = await rpcNode();
  proxy = await recordingProxy(node.url);
  project = await scriptProject(PAGE);
  provider = new ethers.JsonRpcProvider(node.url, undefined, {cacheTimeout: -1}); // every read fresh
  wallet = new ethers.Wallet(DEV_KEY, provider);
  token = await new ethers.ContractFactory(Token.abi, Token.bytecode, wallet).deploy();
  await token.waitForDeployment();
  // The scripts reach the node through the proxy, which records each HTTP body they send.
  env = {VAULTA_EVM_RPC_URL: proxy.url, PRIVATE_KEY: DEV_KEY, TOKEN_ADDRESS: await token.getAddress()};
});
after(() => {
  provider?.destroy();
  project?.close();
  proxy?.close();
  node?.close();
});

const devAddress = new ethers.Wallet(DEV_KEY).address;
const methods = () => proxy.bodies.flatMap((b) => (Array.isArray(b) ? b : [b]).map((r) => r.method));

test('info.ts prints the chain ID, block, gas price, balance, nonce and whether the address is a contract', async () => {
  const {code, stdout, stderr} = await project.run('scripts/info.ts', {args: [devAddress], env});
  assert.equal(code, 0, stderr);
  const number = await provider.getBlockNumber();
  const block = await provider.getBlock(number);
  const gasPrice = BigInt(await provider.send('eth_gasPrice', []));
  assert.equal(
    stdout,
    [
      `chain ID      ${(await provider.getNetwork()).chainId}`,
      `block         ${number} at ${new Date(block.timestamp * 1000).toISOString()}`,
      `gas price     ${ethers.formatUnits(gasPrice, 'gwei')} gwei`,
      `balance       ${ethers.formatEther(await provider.getBalance(devAddress))}`,
      `nonce         ${await provider.getTransactionCount(devAddress)}`,
      'is contract   false',
      '',
    ].join('\n'),
  );
  const onToken = await project.run('scripts/info.ts', {args: [env.TOKEN_ADDRESS], env});
  assert.equal(onToken.code, 0, onToken.stderr);
  assert.match(onToken.stdout, /^is contract {3}true$/m);
});

test('send.ts sends the amount with a Wallet, prints the hash, then status 1, the block and the gas used', async () => {
  const to = ethers.Wallet.createRandom().address;
  proxy.bodies.length = 0;
  const {code, stdout, stderr} = await project.run('scripts/send.ts', {args: [to.toLowerCase(), '0.5'], env});
  assert.equal(code, 0, stderr);
  const [sent, status] = stdout.trim().split('\n');
  const hash = /^sent (0x[0-9a-f]{64})$/.exec(sent)?.[1];
  assert.ok(hash, stdout);
  const receipt = await provider.getTransactionReceipt(hash);
  assert.equal(status, `status 1 in block ${receipt.blockNumber}, gas used ${receipt.gasUsed}`);
  assert.equal(await provider.getBalance(to), ethers.parseEther('0.5'));
  // "ethers fills in the nonce, the gas limit (with `eth_estimateGas`) and the fee fields (from the node) for you"
  for (const method of ['eth_getTransactionCount', 'eth_estimateGas', 'eth_sendRawTransaction']) assert.ok(methods().includes(method), method);
  const tx = await provider.getTransaction(hash);
  assert.equal(tx.type, 2);

  const byDefault = await project.run('scripts/send.ts', {args: [to], env});
  assert.equal(byDefault.code, 0, byDefault.stderr);
  assert.equal(await provider.getBalance(to), ethers.parseEther('0.51'), 'without an amount it sends 0.01');
});

test('erc20.ts prints the balance with symbol and decimals, then transfers and prints hash, estimated and used gas', async () => {
  const recipient = ethers.Wallet.createRandom().address;
  const held = await token.balanceOf(devAddress);
  const {code, stdout, stderr} = await project.run('scripts/erc20.ts', {args: [recipient, '2.5'], env});
  assert.equal(code, 0, stderr);
  const [hold, transferred] = stdout.trim().split('\n');
  assert.equal(hold, `You hold ${ethers.formatUnits(held, 18)} TST`);
  const [, hash, estimated, used] = /^transferred in (0x[0-9a-f]{64}), estimated gas (\d+), used (\d+)$/.exec(transferred) ?? [];
  assert.ok(hash, transferred);
  const receipt = await provider.getTransactionReceipt(hash);
  assert.equal(receipt.status, 1);
  assert.equal(BigInt(used), receipt.gasUsed);
  assert.equal((await provider.getTransaction(hash)).gasLimit, BigInt(estimated), 'the estimate equals the one ethers made for the transaction it sent');
  assert.equal(await token.balanceOf(recipient), ethers.parseUnits('2.5', 18));
});

test('erc20.ts: transfer.staticCall throws CALL_EXCEPTION before anything is sent when the transfer would revert', async () => {
  const recipient = ethers.Wallet.createRandom().address;
  proxy.bodies.length = 0;
  const {code, stderr} = await project.run('scripts/erc20.ts', {args: [recipient, '1000000'], env});
  assert.notEqual(code, 0);
  assert.match(stderr, /code: 'CALL_EXCEPTION'/);
  assert.ok(methods().includes('eth_call'));
  assert.ok(!methods().includes('eth_sendRawTransaction'), 'no transaction is sent');
  // The table: "decode custom errors in `error.data` with `contract.interface.parseError`"
  const data = /data: '(0x[0-9a-f]+)'/.exec(stderr)?.[1];
  const error = token.interface.parseError(data);
  assert.equal(error.name, 'ERC20InsufficientBalance');
  assert.deepEqual([...error.args], [devAddress, await token.balanceOf(devAddress), ethers.parseUnits('1000000', 18)]);
});

test('erc20.ts, with the provider of provider.ts, sends one JSON-RPC request per HTTP call; ethers batches by default', async () => {
  proxy.bodies.length = 0;
  const {code, stderr} = await project.run('scripts/erc20.ts', {args: [ethers.Wallet.createRandom().address, '1'], env});
  assert.equal(code, 0, stderr);
  assert.ok(proxy.bodies.length > 5);
  assert.deepEqual(proxy.bodies.filter(Array.isArray), []);

  // "By default ethers v6 groups up to 100 concurrent requests into one JSON array"
  proxy.bodies.length = 0;
  const plain = new ethers.JsonRpcProvider(proxy.url);
  const concurrent = Array.from({length: 101}, (_, i) => plain.getBalance(ethers.zeroPadValue(ethers.toBeHex(i + 1), 20)));
  await Promise.all(concurrent);
  plain.destroy();
  const batches = proxy.bodies.filter(Array.isArray).map((b) => b.length);
  assert.equal(Math.max(...batches), 100);
});

test('transfers.ts counts past transfers to the address, then prints each new one that reaches it, polling with eth_getLogs', async () => {
  const me = ethers.Wallet.createRandom().address;
  const other = ethers.Wallet.createRandom().address;
  for (const amount of [1n, 2n]) await (await token.transfer(me, amount)).wait();
  proxy.bodies.length = 0;
  const child = project.start('scripts/transfers.ts', {args: [me], env});
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  try {
    await until(() => out.includes('incoming transfers'), () => out);
    assert.equal(out, '2 incoming transfers in the last 2000 blocks\n');
    // Wait until the listener has read its starting block and polled, so that the next transfers are new to it.
    const seen = methods().length;
    await until(() => methods().slice(seen).filter((m) => m === 'eth_blockNumber').length >= 2, () => out);
    await (await token.transfer(other, 5n)).wait();
    await (await token.transfer(me, 7n)).wait();
    await until(() => out.includes('received'), () => out);
    assert.equal(out, `2 incoming transfers in the last 2000 blocks\nreceived 7 from ${devAddress}\n`);
  } finally {
    child.kill();
  }
  // "`polling: true`. Event listeners then poll with `eth_getLogs` instead of installing filters ... with `eth_newFilter`"
  assert.ok(!methods().includes('eth_newFilter'));
});

test('without `polling`, an ethers listener installs a filter with eth_newFilter; the default polling interval is 4000 ms', async () => {
  proxy.bodies.length = 0;
  const plain = new ethers.JsonRpcProvider(proxy.url);
  assert.equal(plain.pollingInterval, 4000);
  const listening = new ethers.Contract(env.TOKEN_ADDRESS, Token.abi, plain);
  await listening.on('Transfer', () => {});
  await until(() => methods().includes('eth_newFilter'), () => methods().join(' '));
  // Stop only between polls: ethers 6.17 keeps polling after destroy() if a filter poll is in flight.
  const polled = () => methods().indexOf('eth_getFilterChanges');
  await until(() => polled() >= 0 && methods().slice(polled()).includes('eth_blockNumber'), () => methods().join(' '));
  await listening.removeAllListeners();
  plain.destroy();
});

test('staticNetwork: without it ethers sends eth_chainId before each getBalance; with it, none', async () => {
  const count = async (p) => {
    await p.getBalance(devAddress); // the first call also detects the network
    proxy.bodies.length = 0;
    // three addresses, as ethers answers a repeated request within 250 ms from its cache
    for (let i = 1; i <= 3; i++) await p.getBalance(ethers.zeroPadValue(ethers.toBeHex(i), 20));
    p.destroy();
    return {chainId: methods().filter((m) => m === 'eth_chainId').length, getBalance: methods().filter((m) => m === 'eth_getBalance').length};
  };
  const {chainId} = await provider.getNetwork();
  assert.deepEqual(await count(new ethers.JsonRpcProvider(proxy.url)), {chainId: 3, getBalance: 3});
  assert.deepEqual(await count(new ethers.JsonRpcProvider(proxy.url, chainId, {staticNetwork: true})), {chainId: 0, getBalance: 3});
});

test('safe-send.ts sends 0 to its own address and prints the block it is confirmed in', async () => {
  const nonce = await provider.getTransactionCount(devAddress);
  const {code, stdout, stderr} = await project.run('scripts/safe-send.ts', {env});
  assert.equal(code, 0, stderr);
  const block = await provider.getBlock('latest', true);
  assert.equal(stdout, `confirmed in block ${block.number}\n`);
  const [tx] = block.prefetchedTransactions;
  assert.deepEqual([tx.from, tx.to, tx.value, tx.nonce], [devAddress, devAddress, 0n, nonce]);
});

test('safe-send.ts: when the answer to the broadcast is lost, the retry gets a nonce error and it waits for the one transaction', async () => {
  const nonce = await provider.getTransactionCount(devAddress);
  proxy.bodies.length = 0;
  // The node receives the first eth_sendRawTransaction, but the script gets HTTP 502 (SERVER_ERROR) instead of its answer.
  let broadcasts = 0;
  proxy.intercept = async (body) => (body.method === 'eth_sendRawTransaction' && ++broadcasts === 1 ? {forward: true, status: 502} : undefined);
  try {
    const {code, stdout, stderr} = await project.run('scripts/safe-send.ts', {env});
    assert.equal(code, 0, stderr);
    assert.equal(broadcasts, 2, 'it broadcasts the same bytes again');
    assert.equal(await provider.getTransactionCount(devAddress), nonce + 1, 'one transaction is included');
    const block = await provider.getBlock('latest');
    assert.equal(stdout, `confirmed in block ${block.number}\n`);
    // The second broadcast fails as the page says a nonce error on a retry does: Hardhat says "nonce too low" (NONCE_EXPIRED).
    const [first, second] = proxy.bodies.filter((b) => b.method === 'eth_sendRawTransaction');
    assert.equal(first.params[0], second.params[0]);
    const again = await provider.broadcastTransaction(first.params[0]).catch((e) => e);
    assert.ok(ethers.isError(again, 'NONCE_EXPIRED'), again.message);
  } finally {
    proxy.intercept = undefined;
  }
});

test('safe-send.ts: a nonce error on the first attempt means the nonce was stale, and the error is thrown', async () => {
  const signer = new ethers.Wallet(DEV_KEY, provider);
  proxy.bodies.length = 0;
  // Just before the script's first broadcast reaches the node, another transaction from the same key uses its nonce.
  proxy.intercept = async (body) => {
    if (body.method !== 'eth_sendRawTransaction') return undefined;
    const nonce = ethers.Transaction.from(body.params[0]).nonce;
    await (await signer.sendTransaction({to: signer.address, value: 1n, nonce})).wait();
    return {forward: true};
  };
  try {
    const {code, stdout, stderr} = await project.run('scripts/safe-send.ts', {env});
    assert.notEqual(code, 0);
    assert.equal(stdout, '');
    assert.match(stderr, /code: 'NONCE_EXPIRED'/);
    assert.equal(proxy.bodies.filter((b) => b.method === 'eth_sendRawTransaction').length, 1, 'it does not retry');
  } finally {
    proxy.intercept = undefined;
  }
});

test('tx.wait() throws CALL_EXCEPTION when the transaction is included but reverted (receipt status 0)', async () => {
  // Hardhat refuses a transaction that reverts when it mines it at once; with automine off, it is sent, then mined.
  await provider.send('evm_setAutomine', [false]);
  let tx;
  try {
    tx = await token.transfer(ethers.Wallet.createRandom().address, ethers.parseEther('1000000'), {gasLimit: 100_000});
    await provider.send('evm_mine', []);
  } finally {
    await provider.send('evm_setAutomine', [true]);
  }
  const error = await tx.wait().catch((e) => e);
  assert.ok(ethers.isError(error, 'CALL_EXCEPTION'), error.message);
  assert.equal(error.receipt.status, 0);
  assert.equal(error.receipt.hash, tx.hash);
});

/** An HTTP JSON-RPC proxy in front of `target` that records each body; `intercept(body)` may alter one answer. */
async function recordingProxy(target) {
  const state = {bodies: [], intercept: undefined};
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text);
    state.bodies.push(body);
    const action = (!Array.isArray(body) && (await state.intercept?.(body))) || {forward: true};
    const answer = await fetch(target, {method: 'POST', headers: {'content-type': 'application/json'}, body: text});
    const reply = await answer.text();
    if (action.status) {
      res.writeHead(action.status).end();
      return;
    }
    res.writeHead(answer.status, {'content-type': 'application/json'}).end(reply);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${server.address().port}`;
  state.close = () => server.close();
  return state;
}

async function until(condition, show, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out; so far:\n${show()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
