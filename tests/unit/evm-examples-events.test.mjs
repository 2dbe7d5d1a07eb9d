// evm/smart-contracts/events.md, run: its contracts deployed on the in-process network (shanghai), and its ethers
// scripts (scripts/*.ts) compiled and run against `hardhat node` with the page's environment variables, their
// output compared with what the page says they print.
// Run with: npx node --test tests/unit/evm-examples-events.test.mjs
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {ethers} from 'ethers';
import {DEV_KEY, pageContracts, revertOf, rpcNode, sandbox, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/smart-contracts/events.md';
const {contracts} = pageContracts(PAGE);

test('Counter emits Incremented(by, newCount) with `by` as topic 1 and the count as data', async (t) => {
  const {deploy, signers, close} = await sandbox();
  t.after(close);
  const counter = await deploy(contracts.Counter);
  const receipt = await (await counter.increment()).wait();
  const [log] = receipt.logs;
  assert.equal(log.topics[0], ethers.id('Incremented(address,uint256)'));
  assert.equal(log.topics[1], ethers.zeroPadValue(signers[0].address, 32).toLowerCase());
  assert.equal(BigInt(log.data), 1n);
});

test('NameRegistry: a taken name reverts with NameTaken, a transfer by another account with NotNameOwner', async (t) => {
  const {deploy, signers, close} = await sandbox();
  t.after(close);
  const registry = await deploy(contracts.NameRegistry);
  await (await registry.register('alice')).wait();
  assert.deepEqual(await revertOf(registry.connect(signers[1]).register('alice'), registry), {name: 'NameTaken', args: ['alice']});
  assert.deepEqual(await revertOf(registry.connect(signers[1]).transfer('alice', signers[1].address), registry), {name: 'NotNameOwner', args: [ethers.id('alice')]});
});

describeScripts();

function describeScripts() {
  let node;
  let project;
  let env;
  let wallet;
  before(async () => {
    node = await rpcNode();
    project = await scriptProject(PAGE);
    const provider = new ethers.JsonRpcProvider(node.url, undefined, {cacheTimeout: -1});
    wallet = new ethers.Wallet(DEV_KEY, provider);
    const registry = await new ethers.ContractFactory(contracts.NameRegistry.abi, contracts.NameRegistry.bytecode, wallet).deploy();
    await registry.waitForDeployment();
    env = {VAULTA_EVM_RPC_URL: node.url, REGISTRY_ADDRESS: await registry.getAddress(), PRIVATE_KEY: DEV_KEY};
  });
  after(() => {
    project?.close();
    node?.close();
  });

  test('register.ts prints the NameRegistered log parsed from its receipt', async () => {
    const {code, stdout, stderr} = await project.run('scripts/register.ts', {env});
    assert.equal(code, 0, stderr);
    assert.equal(stdout.trim(), `${wallet.address} registered "alice" (hash ${ethers.id('alice')})`);
  });

  test('history.ts finds the registration by owner, in windows of blocks', async () => {
    const {code, stdout, stderr} = await project.run('scripts/history.ts', {args: [wallet.address], env});
    assert.equal(code, 0, stderr);
    assert.match(stdout.trim(), /^block \d+: alice \(tx 0x[0-9a-f]{64}\)$/);
  });

  test('raw-logs.ts counts NameTransferred logs to an address by raw topics', async () => {
    const to = ethers.Wallet.createRandom().address;
    const registry = new ethers.Contract(env.REGISTRY_ADDRESS, contracts.NameRegistry.abi, wallet);
    await (await registry.transfer('alice', to)).wait();
    const {code, stdout, stderr} = await project.run('scripts/raw-logs.ts', {args: [to], env});
    assert.equal(code, 0, stderr);
    assert.equal(stdout.trim(), `1 transfers to ${to} in the last 1000 blocks`);
  });

  test('watch.ts prints a registration made while it listens', async () => {
    const child = project.start('scripts/watch.ts', {env: {...env}});
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    try {
      await until(() => out.includes('Listening for NameRegistered; press Ctrl+C to stop'), () => out);
      const registry = new ethers.Contract(env.REGISTRY_ADDRESS, contracts.NameRegistry.abi, wallet);
      await (await registry.register('bob')).wait();
      // the provider polls every 4000 ms by default, as the page says
      await until(() => new RegExp(`^bob -> ${wallet.address} in block \\d+$`, 'm').test(out), () => out, 20_000);
    } finally {
      child.kill();
    }
  });
}

async function until(condition, show, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out; output so far:\n${show()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
