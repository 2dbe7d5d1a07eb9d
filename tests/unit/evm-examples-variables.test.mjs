// evm/smart-contracts/variables.md, run: Membership deployed on the in-process network (shanghai) and called as the page
// describes (payments, custom errors, the treasury transfer, storage pointer vs memory copy, packing, checked
// arithmetic), and scripts/join.ts compiled and run against `hardhat node`.
// Run with: npx node --test tests/unit/evm-examples-variables.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {ethers} from 'ethers';
import {compileSolidity, DEV_KEY, pageContracts, revertOf, rpcNode, sandbox, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';
import {withoutMagicComments} from '../../scripts/lib/samples.mjs';

const PAGE = 'evm/smart-contracts/variables.md';
const {blocks, contracts} = pageContracts(PAGE);
const {Membership} = contracts;
const membershipSource = withoutMagicComments(blocks.find((b) => b.title === 'contracts/Membership.sol').code);

const PRICE = ethers.parseEther('0.01');
const Tier = {None: 0n, Basic: 1n, Premium: 2n};

describe('Membership', () => {
  let chain;
  let membership;
  let alice;
  let treasury;
  before(async () => {
    chain = await sandbox();
    [alice] = chain.signers;
    treasury = ethers.Wallet.createRandom().address;
    membership = await chain.deploy(Membership, [treasury, PRICE]);
  });
  after(() => chain.close());

  test('constants and immutables read back: MAX_NICKNAME_BYTES 32, MEMBERSHIP_PERIOD 30 days, treasury, basicPrice', async () => {
    assert.equal(await membership.MAX_NICKNAME_BYTES(), 32n);
    assert.equal(await membership.MEMBERSHIP_PERIOD(), 30n * 24n * 3600n);
    assert.equal(await membership.treasury(), treasury);
    assert.equal(await membership.basicPrice(), PRICE);
  });

  test('join with another amount than the price reverts with WrongPayment(sent, expected)', async () => {
    assert.deepEqual(await revertOf(membership.join('alice', {value: PRICE - 1n}), membership), {name: 'WrongPayment', args: [PRICE - 1n, PRICE]});
    assert.deepEqual(await revertOf(membership.join('alice'), membership), {name: 'WrongPayment', args: [0n, PRICE]});
  });

  test('a nickname over 32 bytes reverts with NicknameTooLong(length)', async () => {
    assert.deepEqual(await revertOf(membership.join('x'.repeat(33), {value: PRICE}), membership), {name: 'NicknameTooLong', args: [33n]});
  });

  test('join with the exact price writes the member through the storage pointer and forwards the payment to the treasury', async () => {
    const receipt = await (await membership.join('alice', {value: PRICE})).wait();
    const {timestamp} = await chain.ethers.provider.getBlock(receipt.blockNumber);
    assert.deepEqual([...(await membership.memberOf(alice.address))], [Tier.Basic, BigInt(timestamp), 'alice']);
    assert.equal(await membership.memberCount(), 1n);
    assert.equal(await chain.ethers.provider.getBalance(treasury), PRICE);
    assert.equal(await chain.ethers.provider.getBalance(membership), 0n);
  });

  test('joining again updates the member without counting it twice', async () => {
    await (await membership.join('alice2', {value: PRICE})).wait();
    assert.equal(await membership.memberCount(), 1n);
    assert.equal((await membership.memberOf(alice.address)).nickname, 'alice2');
  });

  test('storage: members at slot 0 and memberCount at slot 1 (constants and immutables take none); tier and joinedAt share a slot', async () => {
    const at = (slot) => chain.ethers.provider.getStorage(membership, slot);
    assert.equal(BigInt(await at(1n)), 1n);
    const base = BigInt(ethers.keccak256(ethers.AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [alice.address, 0n])));
    const packed = BigInt(await at(base));
    const member = await membership.memberOf(alice.address);
    assert.equal(packed & 0xffn, member.tier);
    assert.equal((packed >> 8n) & ((1n << 64n) - 1n), member.joinedAt);
    assert.equal(packed >> 72n, 0n);
    const word = ethers.getBytes(await at(base + 1n));
    assert.equal(ethers.toUtf8String(word.slice(0, word[31] / 2)), 'alice2');
  });

  test('isActive is true until joinedAt + 30 days and false from then on', async () => {
    const {joinedAt} = await membership.memberOf(alice.address);
    const end = Number(joinedAt) + 30 * 24 * 3600;
    const mineAt = async (time) => {
      await chain.ethers.provider.send('evm_setNextBlockTimestamp', [time]);
      await chain.ethers.provider.send('evm_mine', []);
    };
    await mineAt(end - 1);
    assert.equal(await membership.isActive(alice.address), true);
    await mineAt(end);
    assert.equal(await membership.isActive(alice.address), false);
    assert.equal(await membership.isActive(ethers.Wallet.createRandom().address), false);
  });

  test('priceForMonths multiplies the price; an overflow reverts with a panic (0x11), since arithmetic is checked', async () => {
    assert.equal(await membership.priceForMonths(3n), 3n * PRICE);
    assert.deepEqual(await revertOf(membership.priceForMonths(ethers.MaxUint256), membership), {name: 'Panic', args: [0x11n]});
  });

  test('a treasury that refuses the payment makes join revert with "treasury transfer failed"', async () => {
    // the treasury is another Membership, which has neither receive nor fallback
    const refusing = await chain.deploy(Membership, [await membership.getAddress(), PRICE]);
    const picky = await chain.deploy(Membership, [await refusing.getAddress(), PRICE]);
    assert.deepEqual(await revertOf(picky.join('bob', {value: PRICE}), picky), {name: 'Error', args: ['treasury transfer failed']});
  });

  test('the treasury `call` forwards all but 1/64 of the remaining gas (plus the 2300 stipend of a value transfer)', async () => {
    const {contracts: built, errors} = compileSolidity('// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\ncontract Sink { receive() external payable {} }');
    assert.deepEqual(errors, []);
    const sink = await chain.deploy(built.Sink);
    const paying = await chain.deploy(Membership, [await sink.getAddress(), PRICE]);
    const tx = await paying.join('carol', {value: PRICE, gasLimit: 5_000_000n});
    await tx.wait();
    const {structLogs} = await chain.ethers.provider.send('debug_traceTransaction', [tx.hash]);
    const i = structLogs.findIndex((s) => s.op === 'CALL' && s.depth === 1);
    const [call, entry] = [structLogs[i], structLogs[i + 1]];
    assert.equal(entry.depth, 2); // the first step inside the treasury
    // what CALL itself costs here: 2600 to access a cold account (EIP-2929) and 9000 to transfer value
    const available = BigInt(call.gas) - 2600n - 9000n;
    assert.equal(BigInt(entry.gas), available - available / 64n + 2300n);
  });

  test('had it been `Member memory member`, join would change a temporary copy only', async () => {
    const line = '        Member storage member = members[msg.sender]; // a pointer into storage';
    assert.ok(membershipSource.includes(line));
    const {contracts: built, errors} = compileSolidity(membershipSource.replace(line, '        Member memory member = members[msg.sender];'));
    assert.deepEqual(errors, []);
    const copy = await chain.deploy(built.Membership, [ethers.Wallet.createRandom().address, PRICE]);
    await (await copy.join('alice', {value: PRICE})).wait();
    assert.deepEqual([...(await copy.memberOf(alice.address))], [Tier.None, 0n, '']);
    assert.equal(await copy.memberCount(), 1n);
  });

  test('a Price cannot be added to a plain uint256 without unwrapping it', () => {
    const add = (expr) =>
      compileSolidity(`// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
type Price is uint128;
contract C { function f(Price p, uint256 x) external pure returns (uint256) { return ${expr}; } }`).errors;
    assert.equal(add('p + x')[0], 'TypeError: Built-in binary operator + cannot be applied to types Price and uint256. No matching user-defined operator found.');
    assert.deepEqual(add('Price.unwrap(p) + x'), []);
  });
});

describe('scripts/join.ts', () => {
  let node;
  let project;
  let env;
  let membership;
  let treasury;
  let provider;
  before(async () => {
    node = await rpcNode();
    project = await scriptProject(PAGE);
    provider = new ethers.JsonRpcProvider(node.url, undefined, {cacheTimeout: -1});
    const wallet = new ethers.Wallet(DEV_KEY, provider);
    treasury = ethers.Wallet.createRandom().address;
    membership = await new ethers.ContractFactory(Membership.abi, Membership.bytecode, wallet).deploy(treasury, PRICE);
    await membership.waitForDeployment();
    env = {VAULTA_EVM_RPC_URL: node.url, PRIVATE_KEY: DEV_KEY, MEMBERSHIP_ADDRESS: await membership.getAddress()};
  });
  after(() => {
    project?.close();
    node?.close();
  });

  test('sends the exact price and prints the block and the amount paid', async () => {
    const {code, stdout, stderr} = await project.run('scripts/join.ts', {env});
    assert.equal(code, 0, stderr);
    const block = await provider.getBlockNumber(); // the join is the last transaction mined
    assert.equal(stdout.trim(), `Joined in block ${block}, paid 0.01 tokens`);
    const wallet = new ethers.Wallet(DEV_KEY);
    const member = await membership.memberOf(wallet.address);
    assert.deepEqual([member.tier, member.nickname], [Tier.Basic, 'alice']);
    assert.equal(await provider.getBalance(treasury), PRICE);
  });
});
