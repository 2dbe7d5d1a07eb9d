// evm/core-concepts/gas.md, run: its curl requests and its estimate-fee.mjs against `hardhat node` (the page's testnet
// URL replaced by the node's), and its statement on the up-front balance. Hardhat's chain has Ethereum's gas costs
// and its own gas price, so the Vaulta EVM's prices and storage costs are not asserted; what the requests and the
// script return and print is. The cleos commands are not run (they read the native chain's tables).
// Run with: npx node --test tests/unit/evm-examples-gas.test.mjs
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {ethers} from 'ethers';
import {DEV_KEY, pageContracts, rpcNode, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/core-concepts/gas.md';
const PUBLIC_RPC = 'https://api.testnet.evm.eosnetwork.com';
const {blocks} = pageContracts(PAGE);

let node;
let project;
let provider;
let wallet;

before(async () => {
  node = await rpcNode();
  project = await scriptProject(PAGE);
  // estimate-fee.mjs hard-codes the public testnet endpoint: the compiled copy is pointed at the local node instead.
  const compiled = join(project.dir, 'dist', 'estimate-fee.mjs');
  const source = readFileSync(compiled, 'utf8');
  assert.ok(source.includes(`'${PUBLIC_RPC}'`));
  writeFileSync(compiled, source.replace(`'${PUBLIC_RPC}'`, `'${node.url}'`));
  provider = new ethers.JsonRpcProvider(node.url, undefined, {cacheTimeout: -1});
  wallet = new ethers.Wallet(DEV_KEY, provider);
});
after(() => {
  provider?.destroy();
  project?.close();
  node?.close();
});

/** The page's curl block that calls `method`, run with its URL replaced by the local node's; the answer parsed. */
async function curl(method) {
  const block = blocks.find((b) => b.lang === 'bash' && b.code.includes(`"method":"${method}"`));
  const script = block.code.replaceAll(PUBLIC_RPC, node.url);
  assert.notEqual(script, block.code);
  const {stdout} = await promisify(execFile)('bash', ['-c', script]);
  return JSON.parse(stdout);
}

test('the eth_gasPrice request returns a price in wei as a hex quantity', async () => {
  const answer = await curl('eth_gasPrice');
  assert.deepEqual(Object.keys(answer).sort(), ['id', 'jsonrpc', 'result']);
  assert.match(answer.result, /^0x[1-9a-f][0-9a-f]*$/);
  assert.equal(BigInt(answer.result), (await provider.getFeeData()).gasPrice);
});

test('the eth_getBlockByNumber request returns the latest header, with baseFeePerGas and an 8-byte nonce field', async () => {
  const {result} = await curl('eth_getBlockByNumber');
  assert.equal(BigInt(result.number), BigInt(await provider.getBlockNumber()));
  assert.match(result.baseFeePerGas, /^0x[0-9a-f]+$/);
  assert.match(result.nonce, /^0x[0-9a-f]{16}$/);
});

test('estimate-fee.mjs prints the gas units, eth_gasPrice and the base fee in gwei, and the fee at eth_gasPrice', async () => {
  const to = ethers.Wallet.createRandom().address;
  const {code, stdout, stderr} = await project.run('estimate-fee.mjs', {args: [wallet.address, to]});
  assert.equal(code, 0, stderr);
  const gas = await provider.estimateGas({from: wallet.address, to, value: ethers.parseEther('0.1')});
  const gasPrice = BigInt(await provider.send('eth_gasPrice', []));
  const {baseFeePerGas} = await provider.getBlock('latest');
  assert.equal(
    stdout,
    [
      `gas units: ${gas}`,
      `eth_gasPrice: ${ethers.formatUnits(gasPrice, 'gwei')} gwei`,
      `base fee: ${ethers.formatUnits(baseFeePerGas, 'gwei')} gwei`,
      `fee at eth_gasPrice: ${ethers.formatEther(gas * gasPrice)}`,
      '',
    ].join('\n'),
  );
});

test('estimate-fee.mjs: the estimates for a new address and a used one differ by gas_txnewaccount, 0 by default as on Ethereum', async () => {
  const fresh = ethers.Wallet.createRandom().address;
  const used = ethers.Wallet.createRandom().address;
  await (await wallet.sendTransaction({to: used, value: 1n})).wait();
  const units = async (to) => {
    const {code, stdout, stderr} = await project.run('estimate-fee.mjs', {args: [wallet.address, to]});
    assert.equal(code, 0, stderr);
    return Number(/^gas units: (\d+)$/m.exec(stdout)[1]);
  };
  const [forFresh, forUsed] = await Promise.all([units(fresh), units(used)]);
  assert.ok(forUsed >= 21000, `${forUsed}`);
  assert.equal(forFresh - forUsed, 0);
});

test('unused gas is not charged, but the balance must cover gas limit × max fee per gas plus the value up front', async () => {
  const value = ethers.parseEther('0.1');
  const to = ethers.Wallet.createRandom().address;
  const estimate = await provider.estimateGas({from: wallet.address, to, value});
  const gasLimit = (estimate * 12n) / 10n; // "a little above the estimate"
  const {maxFeePerGas, maxPriorityFeePerGas} = await provider.getFeeData();
  const upFront = gasLimit * maxFeePerGas + value;
  const payFrom = async (balance) => {
    const payer = ethers.Wallet.createRandom().connect(provider);
    await (await wallet.sendTransaction({to: payer.address, value: balance})).wait();
    const sent = payer.sendTransaction({to, value, gasLimit, maxFeePerGas, maxPriorityFeePerGas, nonce: 0, chainId: 31337n, type: 2});
    return {payer, sent: await sent.catch((e) => e)};
  };

  const short = await payFrom(upFront - 1n);
  assert.ok(short.sent instanceof Error, 'one wei short of gas limit × max fee + value is refused');
  assert.match(short.sent.message, new RegExp(`max upfront cost is: ${upFront} and the sender's balance is: ${upFront - 1n}`));

  const {payer, sent} = await payFrom(upFront);
  const receipt = await sent.wait();
  assert.equal(receipt.status, 1);
  assert.ok(receipt.gasUsed < gasLimit);
  assert.equal(await provider.getBalance(payer.address), upFront - value - receipt.gasUsed * receipt.gasPrice, 'only the gas used is charged');
});
