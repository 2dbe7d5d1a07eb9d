// evm/smart-contracts/state-data.md, run: Balances and TaskBoard deployed on the in-process network (shanghai), their
// storage slots read with eth_getStorageAt and compared with the layout the page describes, and
// scripts/read-task-slots.ts compiled and run against `hardhat node`, its output compared with the board's getters.
// Run with: npx node --test tests/unit/evm-examples-state-data.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {inspect} from 'node:util';
import {ethers} from 'ethers';
import {DEV_KEY, pageContracts, revertOf, rpcNode, sandbox, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/smart-contracts/state-data.md';
const {contracts} = pageContracts(PAGE);
const {Balances, TaskBoard} = contracts;

const coder = ethers.AbiCoder.defaultAbiCoder();
/** keccak256(abi.encode(...)) as a slot number. */
const slotOf = (types, values) => BigInt(ethers.keccak256(coder.encode(types, values)));

describe('Balances', () => {
  let chain;
  let balances;
  let alice;
  let bob;
  before(async () => {
    chain = await sandbox();
    [alice, bob] = chain.signers;
    balances = await chain.deploy(Balances);
  });
  after(() => chain.close());

  test('a missing key reads as 0, credit adds to it, and delete resets it to 0', async () => {
    assert.equal(await balances.balanceOf(bob.address), 0n);
    await (await balances.credit(bob.address, 5n)).wait();
    await (await balances.credit(bob.address, 7n)).wait();
    assert.equal(await balances.balanceOf(bob.address), 12n);
    await (await balances.clear(bob.address)).wait();
    assert.equal(await balances.balanceOf(bob.address), 0n);
  });

  test('approve writes allowance[owner][spender] for the caller as owner', async () => {
    await (await balances.connect(alice).approve(bob.address, 30n)).wait();
    assert.equal(await balances.allowance(alice.address, bob.address), 30n);
    assert.equal(await balances.allowance(bob.address, alice.address), 0n);
  });

  test('mapping at slot p leaves slot p empty and keeps the value for key k at keccak256(abi.encode(k, p))', async () => {
    await (await balances.credit(alice.address, 42n)).wait();
    const at = (slot) => chain.ethers.provider.getStorage(balances, slot).then(BigInt);
    assert.equal(await at(0n), 0n);
    assert.equal(await at(slotOf(['address', 'uint256'], [alice.address, 0n])), 42n);
    // nested: allowance is at slot 1, so allowance[alice][bob] is at keccak256(abi.encode(bob, keccak256(abi.encode(alice, 1))))
    const inner = slotOf(['address', 'uint256'], [alice.address, 1n]);
    assert.equal(await at(slotOf(['address', 'uint256'], [bob.address, inner])), 30n);
  });
});

describe('TaskBoard', () => {
  let chain;
  let board;
  let alice;
  let bob;
  const at = (slot) => chain.ethers.provider.getStorage(board, slot);
  before(async () => {
    chain = await sandbox();
    [alice, bob] = chain.signers;
    board = await chain.deploy(TaskBoard);
  });
  after(() => chain.close());

  test('create with an empty title reverts with EmptyTitle', async () => {
    assert.deepEqual(await revertOf(board.create(''), board), {name: 'EmptyTitle', args: []});
  });

  test('ids start at 1; create emits TaskCreated(id, owner, title) and the getter returns (owner, createdAt, done, title)', async () => {
    assert.equal(await board.create.staticCall('write docs'), 1n);
    const receipt = await (await board.create('write docs')).wait();
    const [log] = receipt.logs.map((l) => board.interface.parseLog(l));
    assert.deepEqual([log.name, ...log.args], ['TaskCreated', 1n, alice.address, 'write docs']);
    const {timestamp} = await chain.ethers.provider.getBlock(receipt.blockNumber);
    const task = await board.tasks(1n);
    assert.deepEqual([...task], [alice.address, BigInt(timestamp), false, 'write docs']);
    assert.deepEqual(board.interface.getFunction('tasks').outputs.map((o) => `${o.type} ${o.name}`), ['address owner', 'uint64 createdAt', 'bool done', 'string title']);
    assert.equal(await board.taskCount(), 1n);
  });

  test('complete by anyone but the owner reverts with NotTaskOwner(id); the owner completes it and TaskCompleted(id) is emitted', async () => {
    assert.deepEqual(await revertOf(board.connect(bob).complete(1n), board), {name: 'NotTaskOwner', args: [1n]});
    assert.deepEqual(await revertOf(board.complete(99n), board), {name: 'NotTaskOwner', args: [99n]});
    const receipt = await (await board.complete(1n)).wait();
    const [log] = receipt.logs.map((l) => board.interface.parseLog(l));
    assert.deepEqual([log.name, ...log.args], ['TaskCompleted', 1n]);
    assert.equal((await board.tasks(1n)).done, true);
  });

  test('taskIdsOf returns pages of an owner\'s ids, an empty page past the end, and at most MAX_PAGE (100) ids', async () => {
    for (let i = 0; i < 101; i++) await (await board.connect(bob).create(`t${i}`)).wait();
    const ids = Array.from({length: 101}, (_, i) => BigInt(i + 2));
    assert.deepEqual([...(await board.taskIdsOf(bob.address, 0n, 3n))], ids.slice(0, 3));
    assert.deepEqual([...(await board.taskIdsOf(bob.address, 99n, 10n))], ids.slice(99));
    assert.deepEqual([...(await board.taskIdsOf(bob.address, 101n, 10n))], []);
    assert.equal(await board.MAX_PAGE(), 100n);
    assert.deepEqual([...(await board.taskIdsOf(bob.address, 0n, 1000n))], ids.slice(0, 100));
    assert.deepEqual([...(await board.taskIdsOf(alice.address, 0n, 10n))], [1n]);
  });

  test('storage: taskCount at slot 0, tasks at slot 1, taskIdsByOwner at slot 2, the constant takes no slot', async () => {
    assert.equal(BigInt(await at(0n)), await board.taskCount());
    assert.equal(BigInt(await at(1n)), 0n);
    assert.equal(BigInt(await at(2n)), 0n);
    assert.equal(BigInt(await at(3n)), 0n);
    // dynamic array taskIdsByOwner[bob] at slot q = keccak256(abi.encode(bob, 2)): q holds the length, element i at keccak256(abi.encode(q)) + i
    const q = slotOf(['address', 'uint256'], [bob.address, 2n]);
    assert.equal(BigInt(await at(q)), 101n);
    const data = slotOf(['uint256'], [q]);
    assert.equal(BigInt(await at(data)), 2n);
    assert.equal(BigInt(await at(data + 100n)), 102n);
  });

  test('the struct packs owner, createdAt and done into one slot, low-order bytes first; a short title keeps length * 2 in the lowest byte', async () => {
    const base = slotOf(['uint256', 'uint256'], [1n, 1n]);
    const packed = BigInt(await at(base));
    const task = await board.tasks(1n);
    assert.equal(ethers.getAddress(ethers.toBeHex(packed & ((1n << 160n) - 1n), 20)), task.owner);
    assert.equal((packed >> 160n) & ((1n << 64n) - 1n), task.createdAt);
    assert.equal((packed >> 224n) & 0xffn, 1n);
    assert.equal(packed >> 232n, 0n); // 29 bytes used
    const word = ethers.getBytes(await at(base + 1n));
    assert.equal(word[31], 'write docs'.length * 2);
    assert.equal(ethers.toUtf8String(word.slice(0, 10)), 'write docs');
  });

  test('a title of 32 bytes or more: slot p holds length * 2 + 1 and the data starts at keccak256(abi.encode(p))', async () => {
    const title = 'a title that is longer than thirty-two bytes';
    const id = await board.create.staticCall(title);
    await (await board.create(title)).wait();
    const p = slotOf(['uint256', 'uint256'], [id, 1n]) + 1n;
    assert.equal(BigInt(await at(p)), BigInt(title.length * 2 + 1));
    const start = slotOf(['uint256'], [p]);
    const bytes = ethers.concat([await at(start), await at(start + 1n)]);
    assert.equal(ethers.toUtf8String(ethers.dataSlice(bytes, 0, title.length)), title);
  });
});

describe('scripts/read-task-slots.ts', () => {
  let node;
  let project;
  let env;
  let board;
  before(async () => {
    node = await rpcNode();
    project = await scriptProject(PAGE);
    // NonceManager: three transactions in a row, faster than the provider's cache of the account's nonce
    const wallet = new ethers.NonceManager(new ethers.Wallet(DEV_KEY, new ethers.JsonRpcProvider(node.url, undefined, {cacheTimeout: -1})));
    board = await new ethers.ContractFactory(TaskBoard.abi, TaskBoard.bytecode, wallet).deploy();
    await board.waitForDeployment();
    await (await board.create('write docs')).wait();
    await (await board.create('a title that is longer than thirty-two bytes')).wait();
    await (await board.complete(1n)).wait();
    env = {VAULTA_EVM_RPC_URL: node.url, TASKBOARD_ADDRESS: await board.getAddress()};
  });
  after(() => {
    project?.close();
    node?.close();
  });

  /** What the script's last console.log prints for the task, built from the contract's own getter. */
  const printed = async (id, title) => {
    const task = await board.tasks(id);
    return inspect({owner: task.owner, createdAt: new Date(Number(task.createdAt) * 1000).toISOString(), done: task.done, title});
  };

  test('without an argument it reads task 1 from raw slots: the same owner, time, done flag and title as the getter', async () => {
    const {code, stdout, stderr} = await project.run('scripts/read-task-slots.ts', {env});
    assert.equal(code, 0, stderr);
    assert.equal(stdout.trim(), `taskCount: 2n\n${await printed(1n, 'write docs')}`);
  });

  test('for a title of 32 bytes or more it prints "(32 bytes or longer)"', async () => {
    const {code, stdout, stderr} = await project.run('scripts/read-task-slots.ts', {args: ['2'], env});
    assert.equal(code, 0, stderr);
    assert.equal(stdout.trim(), `taskCount: 2n\n${await printed(2n, '(32 bytes or longer)')}`);
  });
});
