// evm/smart-contracts/functions.md, run: its contracts (Shape, PriceReader, TipJar) deployed on the in-process network
// (shanghai), the behaviours the page states for visibility, receive/fallback and the three ways of sending tokens
// checked with small contracts compiled here by solc, and scripts/tip.ts compiled and run against `hardhat node`.
// Run with: npx node --test tests/unit/evm-examples-functions.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ethers} from 'ethers';
import {compileSolidity, contractsOf, DEV_KEY, pageContracts, revertOf, rpcNode, sandbox, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/smart-contracts/functions.md';
const {contracts} = pageContracts(PAGE);
const {Shape, PriceReader, TipJar} = contracts;

/** Test-only Solidity after the page's SPDX line and pragma, compiled as a test compiles (evm-sandbox). */
const withHeader = (source) => `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\n${source}`;
const compileSol = (source) => compileSolidity(withHeader(source));
const compiled = (source) => contractsOf(withHeader(source));

// How Hardhat's network reports a revert that carries no data (no reason string, no custom error).
const NO_REASON = {message: 'Transaction reverted without a reason string'};

describe('Anatomy, visibility and mutability', () => {
  let chain;
  before(async () => (chain = await sandbox()));
  after(() => chain.close());

  test('Shape.perimeter returns the named value sides * sideLength, and `sides` has a getter of the same name', async () => {
    const shape = await chain.deploy(Shape);
    assert.equal(await shape.sides(), 4n);
    assert.equal(await shape.perimeter(5n), 20n);
  });

  test('the selector of perimeter is the first four bytes of keccak256("perimeter(uint256)")', async () => {
    const shape = await chain.deploy(Shape);
    const selector = ethers.dataSlice(ethers.id('perimeter(uint256)'), 0, 4);
    assert.equal(shape.interface.getFunction('perimeter').selector, selector);
    // the contract answers calldata that starts with that selector
    const data = ethers.concat([selector, ethers.toBeHex(5n, 32)]);
    assert.equal(BigInt(await chain.ethers.provider.call({to: await shape.getAddress(), data})), 20n);
  });

  test('overloads have different selectors; external and public functions are in the ABI, internal and private are not', () => {
    const {Vis} = compiled(`
      contract Vis {
        function area(uint256 a) external pure returns (uint256) { return a * a; }
        function area(uint256 a, uint256 b) external pure returns (uint256) { return a * b; }
        function pub() public pure returns (uint256) { return 2; }
        function inn() internal pure returns (uint256) { return 3; }
        function pri() private pure returns (uint256) { return 4; }
        function viaThis() external view returns (uint256) { return this.area(2) + inn() + pri(); }
      }`);
    const iface = new ethers.Interface(Vis.abi);
    const areas = Vis.abi.filter((f) => f.name === 'area').map((f) => ethers.FunctionFragment.from(f).selector);
    assert.equal(areas.length, 2);
    assert.notEqual(areas[0], areas[1]);
    assert.deepEqual([...new Set(Vis.abi.filter((f) => f.type === 'function').map((f) => f.name))].sort(), ['area', 'pub', 'viaThis']);
    assert.equal(iface.getFunction('inn'), null);
    assert.equal(iface.getFunction('pri'), null);
  });

  test('an external function is callable from its own contract only as this.f(); a private one is not callable from a derived contract', () => {
    const internalCall = compileSol(`contract C { function f() external pure returns (uint256) { return 1; } function g() external pure returns (uint256) { return f(); } }`);
    assert.deepEqual(internalCall.errors, ['DeclarationError: Undeclared identifier. "f" is not (or not yet) visible at this point.']);
    const fromDerived = compileSol(`contract B { function p() private pure returns (uint256) { return 1; } } contract D is B { function g() external pure returns (uint256) { return p(); } }`);
    assert.deepEqual(fromDerived.errors, ['DeclarationError: Undeclared identifier.']);
    const internalFromDerived = compileSol(`contract B { function i() internal pure returns (uint256) { return 1; } } contract D is B { function g() external pure returns (uint256) { return i(); } }`);
    assert.deepEqual(internalFromDerived.errors, []);
  });

  test('a call that sends value to a function without `payable` reverts (the gas estimate fails)', async () => {
    const jar = await chain.deploy(TipJar);
    const [owner] = chain.signers;
    await assert.rejects(jar.withdraw.estimateGas(owner.address, {value: 1n}), NO_REASON);
    await assert.rejects(jar.withdraw(owner.address, {value: 1n}), NO_REASON);
    assert.equal(await chain.ethers.provider.getBalance(await jar.getAddress()), 0n);
  });
});

describe('receive and fallback', () => {
  let chain;
  let built;
  before(async () => {
    chain = await sandbox();
    built = compiled(`
      contract Both {
        string public hit;
        receive() external payable { hit = "receive"; }
        fallback() external payable { hit = "fallback"; }
      }
      contract OnlyFallback {
        uint256 public calls;
        fallback() external payable { calls += 1; }
      }`);
  });
  after(() => chain.close());

  test('receive runs for empty calldata, fallback when no selector matches', async () => {
    const both = await chain.deploy(built.Both);
    const [user] = chain.signers;
    await (await user.sendTransaction({to: await both.getAddress(), value: 1n})).wait();
    assert.equal(await both.hit(), 'receive');
    await (await user.sendTransaction({to: await both.getAddress(), data: '0x12345678'})).wait();
    assert.equal(await both.hit(), 'fallback');
  });

  test('fallback runs for empty calldata when there is no receive', async () => {
    const only = await chain.deploy(built.OnlyFallback);
    await (await chain.signers[0].sendTransaction({to: await only.getAddress(), value: 1n})).wait();
    assert.equal(await only.calls(), 1n);
  });

  test('a contract with neither (Shape) rejects a plain transfer', async () => {
    const shape = await chain.deploy(Shape);
    await assert.rejects(chain.signers[0].sendTransaction({to: await shape.getAddress(), value: 1n}), NO_REASON);
    assert.equal(await chain.ethers.provider.getBalance(await shape.getAddress()), 0n);
  });
});

test('PriceReader: the interface call decodes the result, and reverts when the feed fails or has no code', async (t) => {
  const {deploy, signers, ethers: hhEthers, close} = await sandbox();
  t.after(close);
  const {Feed} = compiled(`
    contract Feed {
      uint256 public price = 7;
      bool public down;
      function setDown(bool d) external { down = d; }
      function latestPrice() external view returns (uint256) { require(!down, "feed down"); return price; }
    }`);
  const feed = await deploy(Feed);
  const reader = await deploy(PriceReader, [await feed.getAddress()]);
  assert.equal(await reader.priceTimes(3n), 21n);

  await (await feed.setDown(true)).wait();
  assert.deepEqual(await revertOf(reader.priceTimes(3n), new hhEthers.Contract(ethers.ZeroAddress, ['error Error(string)'])), {name: 'Error', args: ['feed down']});

  const noCode = await deploy(PriceReader, [signers[1].address]);
  assert.equal(await hhEthers.provider.getCode(signers[1].address), '0x');
  await assert.rejects(noCode.priceTimes(3n), NO_REASON);
});

test('transfer and send forward 2300 gas, too little for a receiver that writes storage; call forwards enough', async (t) => {
  const {deploy, ethers: hhEthers, close} = await sandbox();
  t.after(close);
  const {Payer, Counted} = compiled(`
    contract Counted {
      uint256 public received;
      receive() external payable { received += msg.value; }
    }
    contract Payer {
      constructor() payable {}
      function viaTransfer(address payable to, uint256 amount) external { to.transfer(amount); }
      function viaSend(address payable to, uint256 amount) external returns (bool) { return to.send(amount); }
      function viaCall(address to, uint256 amount) external returns (bool ok) { (ok, ) = to.call{value: amount}(""); }
    }`);
  const payer = await deploy(Payer, [], {value: 10n});
  const to = await (await deploy(Counted)).getAddress();
  const counted = new hhEthers.Contract(to, Counted.abi, hhEthers.provider);

  await assert.rejects(payer.viaTransfer(to, 1n), NO_REASON); // reverts
  assert.equal(await payer.viaSend.staticCall(to, 1n), false); // returns false
  await (await payer.viaSend(to, 1n)).wait();
  assert.equal(await counted.received(), 0n);

  assert.equal(await payer.viaCall.staticCall(to, 1n), true);
  await (await payer.viaCall(to, 1n)).wait();
  assert.equal(await counted.received(), 1n);
  assert.equal(await hhEthers.provider.getBalance(to), 1n);
});

describe('TipJar', () => {
  let chain;
  let jar;
  let owner;
  let fan;
  before(async () => {
    chain = await sandbox();
    [owner, fan] = chain.signers;
    jar = await chain.deploy(TipJar);
  });
  after(() => chain.close());

  test('tip(note) is payable: it records the tip and emits Tipped(from, amount, note)', async () => {
    const value = ethers.parseEther('0.1');
    const receipt = await (await jar.connect(fan).tip('thanks', {value})).wait();
    const [log] = receipt.logs.map((l) => jar.interface.parseLog(l));
    assert.equal(log.name, 'Tipped');
    assert.deepEqual([...log.args], [fan.address, value, 'thanks']);
    assert.equal(await jar.tippedBy(fan.address), value);
    assert.equal(await jar.totalTips(), value);
    assert.equal(await jar.balance(), value);
  });

  test('a plain transfer with empty calldata lands in receive and is recorded with an empty note', async () => {
    const receipt = await (await fan.sendTransaction({to: await jar.getAddress(), value: 5n})).wait();
    const [log] = receipt.logs.map((l) => jar.interface.parseLog(l));
    assert.deepEqual([log.name, ...log.args], ['Tipped', fan.address, 5n, '']);
    assert.equal(await jar.tippedBy(fan.address), ethers.parseEther('0.1') + 5n);
  });

  test('split(1 token, 2500 bps) is pure and returns share 0.25 and rest 0.75', async () => {
    const [share, rest] = await jar.split(ethers.parseEther('1'), 2_500n);
    assert.equal(share, ethers.parseEther('0.25'));
    assert.equal(rest, ethers.parseEther('0.75'));
  });

  test('withdraw by anyone but the owner reverts with NotOwner', async () => {
    assert.deepEqual(await revertOf(jar.connect(fan).withdraw(fan.address), jar), {name: 'NotOwner', args: []});
  });

  test('withdraw to a contract that refuses tokens reverts with TransferFailed', async () => {
    const shape = await chain.deploy(Shape);
    assert.deepEqual(await revertOf(jar.withdraw(await shape.getAddress()), jar), {name: 'TransferFailed', args: []});
  });

  test('nonReentrant rejects a nested withdraw from the receiver with ReentrancyGuardReentrantCall', async () => {
    const {Reenter} = compiled(`
      interface ITipJar { function withdraw(address payable to) external; }
      contract Reenter {
        bytes public reason;
        ITipJar private immutable jar;
        constructor(ITipJar jar_) { jar = jar_; }
        receive() external payable {
          try jar.withdraw(payable(address(this))) {} catch (bytes memory r) { reason = r; }
        }
      }`);
    const reenter = await chain.deploy(Reenter, [await jar.getAddress()]);
    const amount = await jar.balance();
    await (await jar.withdraw(await reenter.getAddress())).wait();
    assert.equal(jar.interface.parseError(await reenter.reason()).name, 'ReentrancyGuardReentrantCall');
    assert.equal(await chain.ethers.provider.getBalance(await reenter.getAddress()), amount);
  });

  test('the owner withdraws everything, Withdrawn(to, amount) is emitted, and an empty jar reverts with NothingToWithdraw', async () => {
    await (await jar.connect(fan).tip('more', {value: 1000n})).wait();
    const to = ethers.Wallet.createRandom().address;
    const receipt = await (await jar.withdraw(to)).wait();
    const [log] = receipt.logs.map((l) => jar.interface.parseLog(l));
    assert.deepEqual([log.name, ...log.args], ['Withdrawn', to, 1000n]);
    assert.equal(await chain.ethers.provider.getBalance(to), 1000n);
    assert.deepEqual(await revertOf(jar.withdraw(to), jar), {name: 'NothingToWithdraw', args: []});
    assert.equal(await jar.owner(), owner.address);
  });
});

describe('scripts/tip.ts', () => {
  let node;
  let project;
  let env;
  let jar;
  before(async () => {
    node = await rpcNode();
    project = await scriptProject(PAGE);
    const wallet = new ethers.Wallet(DEV_KEY, new ethers.JsonRpcProvider(node.url, undefined, {cacheTimeout: -1}));
    jar = await new ethers.ContractFactory(TipJar.abi, TipJar.bytecode, wallet).deploy();
    await jar.waitForDeployment();
    env = {VAULTA_EVM_RPC_URL: node.url, PRIVATE_KEY: DEV_KEY, TIPJAR_ADDRESS: await jar.getAddress()};
  });
  after(() => {
    project?.close();
    node?.close();
  });

  test('reads the view and pure results, reports that withdraw would fail on an empty jar, and sends a 0.1 tip', async () => {
    const {code, stdout, stderr} = await project.run('scripts/tip.ts', {env});
    assert.equal(code, 0, stderr);
    const lines = stdout.trim().split('\n');
    assert.deepEqual(lines.slice(0, 3), [
      'Jar holds 0.0',
      '25% of 1 token: 0.25 rest: 0.75',
      'withdraw would fail: execution reverted (unknown custom error)',
    ]);
    assert.match(lines[3], /^sent 0x[0-9a-f]{64}$/);
    assert.equal(lines.length, 4);
    assert.equal(await jar.balance(), ethers.parseEther('0.1'));
  });

  test('on a second run the jar holds 0.1 and the owner\'s simulated withdraw succeeds, so nothing is reported', async () => {
    const {code, stdout, stderr} = await project.run('scripts/tip.ts', {env});
    assert.equal(code, 0, stderr);
    const lines = stdout.trim().split('\n');
    assert.deepEqual(lines.slice(0, 2), ['Jar holds 0.1', '25% of 1 token: 0.25 rest: 0.75']);
    assert.match(lines[2], /^sent 0x[0-9a-f]{64}$/);
    assert.equal(lines.length, 3);
    assert.equal(await jar.balance(), ethers.parseEther('0.2'));
  });
});
