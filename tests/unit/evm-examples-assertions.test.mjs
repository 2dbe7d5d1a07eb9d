// evm/smart-contracts/assertions.md, run: SafeNotifier and Escrow deployed on the in-process network (shanghai) and
// driven through each failure the page describes, the panic table and the require/revert/custom-error claims checked
// on small test contracts, and scripts/escrow-errors.ts run against `hardhat node` with the page's variables.
// Run with: npx node --test tests/unit/evm-examples-assertions.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {ethers} from 'ethers';
import {contractsOf, DEV_KEY, pageContracts, revertOf, rpcNode, sandbox, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/smart-contracts/assertions.md';
const {contracts} = pageContracts(PAGE);

// Targets for SafeNotifier: each mode makes onNotify end the way one of the page's catch clauses names. Every call
// first writes storage and emits Seen, so that a rollback of the sub-call is visible.
const helpers = contractsOf(`// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IReceiver {
    function onNotify(uint256 id) external returns (bool);
}

contract Target is IReceiver {
    enum Mode { Accept, Decline, RequireMessage, Panic, CustomError, EmptyRevert, BurnGas }
    error Rejected(uint256 id);
    event Seen(uint256 id);
    Mode public mode;
    uint256 public calls;

    function setMode(Mode m) external { mode = m; }

    function onNotify(uint256 id) external returns (bool) {
        calls += 1;
        emit Seen(id);
        if (mode == Mode.Decline) return false;
        if (mode == Mode.RequireMessage) require(false, "not accepted");
        if (mode == Mode.Panic) { uint256 zero = 0; return id / zero > 0; }
        if (mode == Mode.CustomError) revert Rejected(id);
        if (mode == Mode.EmptyRevert) revert();
        if (mode == Mode.BurnGas) { while (true) { calls += 1; } }
        return true;
    }
}

/// Has code but returns nothing from onNotify: the call succeeds and its return value cannot be decoded.
contract Silent {
    fallback() external {}
}

/// Calls a target without try/catch.
contract Relay {
    function forward(IReceiver target, uint256 id) external returns (bool) {
        return target.onNotify(id);
    }
}

/// One function per row of the page's panic table.
contract Panics {
    enum Color { Red, Green }
    uint256[] private items;

    function failAssert(uint256 x) external pure { assert(x == 0); }
    function increment(uint8 x) external pure returns (uint8) { return x + 1; }
    function incrementUnchecked(uint8 x) external pure returns (uint8) { unchecked { return x + 1; } }
    function divide(uint256 a, uint256 b) external pure returns (uint256) { return a / b; }
    function modulo(uint256 a, uint256 b) external pure returns (uint256) { return a % b; }
    function toColor(uint256 v) external pure returns (Color) { return Color(v); }
    function pop() external { items.pop(); }
    function at(uint256 i) external view returns (uint256) { return items[i]; }
    function allocate(uint256 n) external pure returns (uint256) { return new uint256[](n).length; }
}

/// The same guard written with revert strings and with custom errors; each contract has only check() and count().
contract ShortString {
    uint256 public count;
    function check(uint256 x) external { if (x > 10) revert("value too large"); count += x; }
}

contract LongString {
    uint256 public count;
    function check(uint256 x) external { if (x > 10) revert("Guard: the value is larger than the maximum"); count += x; }
}

contract RequireString {
    uint256 public count;
    function check(uint256 x) external { require(x <= 10, "value too large"); count += x; }
}

contract PlainError {
    uint256 public count;
    error ValueTooLarge();
    function check(uint256 x) external { if (x > 10) revert ValueTooLarge(); count += x; }
}

contract ErrorWithArguments {
    uint256 public count;
    error ValueTooLarge(uint256 value, uint256 maximum);
    function check(uint256 x) external { if (x > 10) revert ValueTooLarge(x, 10); count += x; }
}
`);

/** The raw revert data of a failing call or transaction ('0x' when it reverts without data). */
async function revertData(call) {
  try {
    await (await call)?.wait?.();
  } catch (error) {
    const data = error.data ?? error.error?.data ?? /return data: (0x[0-9a-fA-F]*)/.exec(error.message)?.[1];
    if (data !== undefined) return data;
    if (/reverted without a reason/.test(error.message)) return '0x';
    throw error;
  }
  throw new Error('the call did not revert');
}

/** Sends a transaction with a fixed gas limit (so no estimate stops it) and returns its mined receipt. */
async function minedReceipt(ethersLib, send) {
  await send().catch(() => {}); // the node reports the failure, but the transaction is mined
  const block = await ethersLib.provider.getBlock('latest');
  assert.equal(block.transactions.length, 1);
  return ethersLib.provider.getTransactionReceipt(block.transactions[0]);
}

const Mode = {Accept: 0, Decline: 1, RequireMessage: 2, Panic: 3, CustomError: 4, EmptyRevert: 5, BurnGas: 6};

describe('try/catch: SafeNotifier', () => {
  let env;
  before(async () => {
    const box = await sandbox();
    const notifier = await box.deploy(contracts.SafeNotifier);
    const target = await box.deploy(helpers.Target);
    env = {...box, notifier, target, targetAddress: await target.getAddress()};
  });
  after(() => env?.close());

  const notifyIn = async (mode, id) => {
    await (await env.target.setMode(mode)).wait();
    const receipt = await (await env.notifier.notify(env.targetAddress, id)).wait();
    return receipt.logs.map((log) => (log.address === env.targetAddress ? env.target : env.notifier).interface.parseLog(log));
  };

  test('a call that returns emits Notified(target, id, accepted)', async () => {
    const accepted = await notifyIn(Mode.Accept, 1n);
    assert.deepEqual(accepted.map((e) => [e.name, ...e.args]), [['Seen', 1n], ['Notified', env.targetAddress, 1n, true]]);
    const declined = await notifyIn(Mode.Decline, 2n);
    assert.deepEqual(declined.at(-1).args.toArray(), [env.targetAddress, 2n, false]);
  });

  test('require(false, "...") in the target is caught by catch Error(string message)', async () => {
    const events = await notifyIn(Mode.RequireMessage, 3n);
    assert.deepEqual(events.map((e) => [e.name, ...e.args]), [['NotifyFailed', env.targetAddress, 3n, ethers.hexlify(ethers.toUtf8Bytes('not accepted'))]]);
  });

  test('a division by zero in the target is caught by catch Panic(uint256 code), code 0x12', async () => {
    const [event] = await notifyIn(Mode.Panic, 4n);
    assert.equal(event.name, 'NotifyFailed');
    assert.equal(event.args.reason, ethers.AbiCoder.defaultAbiCoder().encode(['uint256'], [0x12]));
  });

  test('a custom error, a revert() without data and an out-of-gas target end in catch (bytes memory data)', async () => {
    const [custom] = await notifyIn(Mode.CustomError, 5n);
    assert.equal(custom.args.reason, env.target.interface.encodeErrorResult('Rejected', [5n]));
    const [empty] = await notifyIn(Mode.EmptyRevert, 6n);
    assert.equal(empty.args.reason, '0x');
    // {gas: 100_000}: the endless loop burns only what was forwarded, and notify still completes
    const [outOfGas] = await notifyIn(Mode.BurnGas, 7n);
    assert.deepEqual([outOfGas.name, outOfGas.args.reason], ['NotifyFailed', '0x']);
  });

  test('the failed sub-call is rolled back: its storage write and its event are gone', async () => {
    const before = await env.target.calls();
    const events = await notifyIn(Mode.CustomError, 8n);
    assert.equal(await env.target.calls(), before);
    assert.deepEqual(events.map((e) => e.name), ['NotifyFailed']);
  });

  test('notify still reverts for a target without code, or whose return value cannot be decoded', async () => {
    const noCode = ethers.Wallet.createRandom().address;
    assert.equal(await revertData(env.notifier.notify(noCode, 9n)), '0x');
    const silent = await env.deploy(helpers.Silent);
    assert.equal(await revertData(env.notifier.notify(await silent.getAddress(), 9n)), '0x');
  });

  test('a contract that does not catch the failure reverts too, with the same error', async () => {
    const relay = await env.deploy(helpers.Relay);
    await (await env.target.setMode(Mode.CustomError)).wait();
    assert.deepEqual(await revertOf(relay.forward(env.targetAddress, 10n), env.target), {name: 'Rejected', args: [10n]});
  });
});

describe('require, revert, custom errors and panics', () => {
  let env;
  before(async () => {
    env = await sandbox();
  });
  after(() => env?.close());

  test('require(condition, "message") reverts with Error(string), selector 0x08c379a0, and the message', async () => {
    const {deploy, signers} = env;
    // the Escrow constructor's require(seller_ != address(0), "seller is zero")
    const data = await revertData(deploy(contracts.Escrow, [ethers.ZeroAddress, 1n, 1n]));
    assert.equal(ethers.id('Error(string)').slice(0, 10), '0x08c379a0');
    assert.equal(data, '0x08c379a0' + ethers.AbiCoder.defaultAbiCoder().encode(['string'], ['seller is zero']).slice(2));
    assert.ok(await deploy(contracts.Escrow, [signers[1].address, 1n, 1n]));
  });

  test('revert("message") produces the same Error(string) data as require', async () => {
    const withRevert = await env.deploy(helpers.ShortString);
    const withRequire = await env.deploy(helpers.RequireString);
    assert.equal(await revertData(withRevert.check(11n)), await revertData(withRequire.check(11n)));
    assert.deepEqual(await revertOf(withRevert.check(11n), withRevert), {name: 'Error', args: ['value too large']});
  });

  test("a custom error's revert data is its signature's 4-byte selector followed by the encoded arguments", async () => {
    const {deploy, signers} = env;
    const escrow = await deploy(contracts.Escrow, [signers[1].address, 1000n, 3600n]);
    const data = await revertData(escrow.deposit({value: 999n}));
    const selector = ethers.id('WrongAmount(uint256,uint256)').slice(0, 10);
    assert.equal(data, selector + ethers.AbiCoder.defaultAbiCoder().encode(['uint256', 'uint256'], [999n, 1000n]).slice(2));
  });

  test('custom errors are in the ABI, so ethers decodes them by name', async () => {
    const errors = contracts.Escrow.abi.filter((f) => f.type === 'error').map((f) => f.name);
    assert.deepEqual(errors.sort(), ['OnlyBuyer', 'PaymentFailed', 'TooEarly', 'WrongAmount', 'WrongState']);
  });

  test('custom errors are cheaper to deploy and to trigger than revert strings; arguments and long strings add cost', async () => {
    const costs = {};
    for (const name of ['ShortString', 'LongString', 'PlainError', 'ErrorWithArguments']) {
      const guard = await env.deploy(helpers[name]);
      const deployed = (await guard.deploymentTransaction().wait()).gasUsed;
      const receipt = await minedReceipt(env.ethers, () => guard.check(11n, {gasLimit: 100_000}));
      assert.equal(receipt.status, 0);
      costs[name] = {deployed, triggered: receipt.gasUsed};
    }
    const shown = JSON.stringify(costs, (k, v) => (typeof v === 'bigint' ? Number(v) : v));
    assert.ok(costs.PlainError.deployed < costs.ShortString.deployed, shown);
    assert.ok(costs.PlainError.triggered < costs.ShortString.triggered, shown);
    // each argument adds encoding work: two of them cost more to trigger than the short string
    assert.ok(costs.ErrorWithArguments.triggered > costs.ShortString.triggered, shown);
    // "Long revert strings. Each one adds bytecode and gas."
    assert.ok(costs.LongString.deployed > costs.ShortString.deployed, shown);
    assert.ok(costs.LongString.triggered > costs.ShortString.triggered, shown);
  });

  test('solc 0.8.24 does not accept a custom error as the second argument of require', () => {
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
contract RequireWithError {
    error ValueTooLarge(uint256 value);
    function check(uint256 x) external pure { require(x <= 10, ValueTooLarge(x)); }
}`;
    assert.match(createRequire(import.meta.url)('solc').version(), /^0\.8\.24\+/);
    assert.throws(() => contractsOf(source), /TypeError: No matching declaration found after argument-dependent lookup/);
  });

  test('assert and the runtime faults in the table revert with Panic(uint256), selector 0x4e487b71, and their code', async () => {
    const panics = await env.deploy(helpers.Panics);
    assert.equal(ethers.id('Panic(uint256)').slice(0, 10), '0x4e487b71');
    const panicOf = async (call) => {
      const data = await revertData(call);
      assert.equal(data.slice(0, 10), '0x4e487b71');
      return Number(ethers.AbiCoder.defaultAbiCoder().decode(['uint256'], '0x' + data.slice(10))[0]);
    };
    assert.equal(await panicOf(panics.failAssert(1n)), 0x01);
    assert.equal(await panicOf(panics.increment(255)), 0x11);
    assert.equal(await panics.incrementUnchecked(255), 0n); // inside unchecked: wraps, no panic
    assert.equal(await panicOf(panics.divide(1n, 0n)), 0x12);
    assert.equal(await panicOf(panics.modulo(1n, 0n)), 0x12);
    assert.equal(await panicOf(panics.toColor(2n)), 0x21);
    assert.equal(await panicOf(panics.pop()), 0x31);
    assert.equal(await panicOf(panics.at(0n)), 0x32);
    assert.equal(await panicOf(panics.allocate(2n ** 64n)), 0x41);
  });
});

describe('worked example: Escrow', () => {
  const PRICE = ethers.parseEther('1');
  const HOUR = 3600n;
  let env;
  let buyer;
  let seller;
  let other;
  before(async () => {
    env = await sandbox();
    [buyer, seller, other] = env.signers;
  });
  after(() => env?.close());

  const newEscrow = async (sellerAddress = seller.address) => env.deploy(contracts.Escrow, [sellerAddress, PRICE, HOUR], {from: buyer});
  const State = {AwaitingDeposit: 0n, Funded: 1n, Released: 2n, Refunded: 3n};

  test('deposit: OnlyBuyer for another account, WrongAmount for another value, then Funded, then WrongState', async () => {
    const escrow = await newEscrow();
    assert.deepEqual(await revertOf(escrow.connect(other).deposit({value: PRICE}), escrow), {name: 'OnlyBuyer', args: [other.address]});
    assert.deepEqual(await revertOf(escrow.deposit({value: PRICE - 1n}), escrow), {name: 'WrongAmount', args: [PRICE - 1n, PRICE]});
    await (await escrow.deposit({value: PRICE})).wait();
    assert.equal(await escrow.state(), State.Funded);
    assert.equal(await env.ethers.provider.getBalance(await escrow.getAddress()), PRICE);
    assert.deepEqual(await revertOf(escrow.deposit({value: PRICE}), escrow), {name: 'WrongState', args: [State.Funded, State.AwaitingDeposit]});
  });

  test('release: only the buyer, only when funded; it pays the seller the price', async () => {
    const escrow = await newEscrow();
    assert.deepEqual(await revertOf(escrow.release(), escrow), {name: 'WrongState', args: [State.AwaitingDeposit, State.Funded]});
    await (await escrow.deposit({value: PRICE})).wait();
    assert.deepEqual(await revertOf(escrow.connect(seller).release(), escrow), {name: 'OnlyBuyer', args: [seller.address]});
    const before = await env.ethers.provider.getBalance(seller.address);
    await (await escrow.release()).wait();
    assert.equal(await env.ethers.provider.getBalance(seller.address), before + PRICE);
    assert.equal(await escrow.state(), State.Released);
  });

  test('refund reverts with TooEarly(block.timestamp, deadline) before the deadline, and pays the buyer back after it', async () => {
    const escrow = await newEscrow();
    await (await escrow.deposit({value: PRICE})).wait();
    const deadline = await escrow.deadline();
    const {name, args} = await revertOf(escrow.connect(other).refund(), escrow);
    const latest = (await env.ethers.provider.getBlock('latest')).timestamp;
    assert.equal(name, 'TooEarly');
    assert.equal(args[1], deadline);
    assert.ok(args[0] >= BigInt(latest) && args[0] < deadline);
    await env.ethers.provider.send('evm_increaseTime', [Number(HOUR)]);
    const before = await env.ethers.provider.getBalance(buyer.address);
    await (await escrow.connect(other).refund()).wait(); // anyone may trigger the refund; it goes to the buyer
    assert.equal(await env.ethers.provider.getBalance(buyer.address), before + PRICE);
    assert.equal(await escrow.state(), State.Refunded);
  });

  test('a seller that rejects the payment: PaymentFailed(seller), and the state change before it is undone', async () => {
    const rejecting = await env.deploy(contracts.SafeNotifier); // no receive or fallback: refuses plain transfers
    const escrow = await newEscrow(await rejecting.getAddress());
    await (await escrow.deposit({value: PRICE})).wait();
    assert.deepEqual(await revertOf(escrow.release(), escrow), {name: 'PaymentFailed', args: [await rejecting.getAddress()]});
    assert.equal(await escrow.state(), State.Funded);
  });

  test('a transaction that fails after it was included in a block still pays for its gas', async () => {
    const escrow = await newEscrow();
    const before = await env.ethers.provider.getBalance(buyer.address);
    const receipt = await minedReceipt(env.ethers, () => escrow.deposit({value: PRICE - 1n, gasLimit: 100_000}));
    assert.equal(receipt.status, 0);
    assert.ok(receipt.gasUsed > 0n);
    assert.equal(await env.ethers.provider.getBalance(buyer.address), before - receipt.gasUsed * receipt.gasPrice);
    assert.equal(await escrow.state(), State.AwaitingDeposit);
  });
});

describe('decoding errors with ethers v6 (hardhat node)', () => {
  let node;
  let project;
  let wallet;
  let escrow;
  before(async () => {
    node = await rpcNode();
    project = await scriptProject(PAGE);
    const provider = new ethers.JsonRpcProvider(node.url, undefined, {batchMaxCount: 1, cacheTimeout: -1});
    wallet = new ethers.Wallet(DEV_KEY, provider);
    const factory = new ethers.ContractFactory(contracts.Escrow.abi, contracts.Escrow.bytecode, wallet);
    escrow = await factory.deploy(ethers.Wallet.createRandom().address, 1000n, 3600n);
    await escrow.waitForDeployment();
  });
  after(() => {
    project?.close();
    node?.close();
  });

  const failure = async (call) => {
    try {
      await call();
    } catch (error) {
      return error;
    }
    throw new Error('the call did not fail');
  };

  test('staticCall decodes a custom error into error.revert; sending leaves it to parseError on error.data', async () => {
    const simulated = await failure(() => escrow.refund.staticCall());
    assert.ok(ethers.isError(simulated, 'CALL_EXCEPTION'));
    assert.equal(simulated.revert.name, 'TooEarly');
    const sent = await failure(() => escrow.refund());
    assert.ok(ethers.isError(sent, 'CALL_EXCEPTION'));
    assert.equal(sent.action, 'estimateGas'); // before anything is signed
    assert.equal(sent.revert, null);
    assert.equal(escrow.interface.parseError(sent.data).name, 'TooEarly');
  });

  test('Error(string) and Panic(uint256) are always decoded; err.reason holds a require message', async () => {
    const factory = new ethers.ContractFactory(contracts.Escrow.abi, contracts.Escrow.bytecode, wallet);
    const required = await failure(() => factory.deploy(ethers.ZeroAddress, 1n, 1n));
    assert.ok(ethers.isError(required, 'CALL_EXCEPTION'));
    assert.equal(required.reason, 'seller is zero');
    const panics = await new ethers.ContractFactory(helpers.Panics.abi, helpers.Panics.bytecode, wallet).deploy();
    await panics.waitForDeployment();
    // an ABI without any error entry: Panic is still decoded on the send path
    const bare = new ethers.Contract(await panics.getAddress(), ['function pop()'], wallet);
    const panicked = await failure(() => bare.pop());
    assert.deepEqual([panicked.revert.name, ...panicked.revert.args], ['Panic', 0x31]);
  });

  test('without the error entries in the client ABI, a custom error stays undecoded bytes', async () => {
    const bare = new ethers.Contract(await escrow.getAddress(), ['function refund()'], wallet);
    const error = await failure(() => bare.refund.staticCall());
    assert.equal(error.revert, null);
    assert.equal(error.data.slice(0, 10), ethers.id('TooEarly(uint256,uint256)').slice(0, 10));
  });

  test('escrow-errors.ts prints "Reverted with TooEarly: [ <now>n, <deadline>n ]" before the deadline', async () => {
    const env = {VAULTA_EVM_RPC_URL: node.url, PRIVATE_KEY: DEV_KEY, ESCROW_ADDRESS: await escrow.getAddress()};
    const {code, stdout, stderr} = await project.run('scripts/escrow-errors.ts', {env});
    assert.equal(code, 0, stderr);
    const m = /^Reverted with TooEarly: \[ (\d+)n, (\d+)n \]$/.exec(stdout.trim());
    assert.ok(m, stdout);
    const deadline = await escrow.deadline();
    assert.equal(BigInt(m[2]), deadline);
    assert.ok(BigInt(m[1]) >= deadline - 3600n && BigInt(m[1]) < deadline);
  });
});
