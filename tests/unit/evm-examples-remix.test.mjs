// evm/smart-contracts/develop-with-remix.md, run: contracts/Greeter.sol deployed on the in-process network
// (shanghai) with the page's constructor argument, and the calls of steps 5 and "Work with a contract that is
// already deployed" made with ethers as Remix makes them (eth_call for view functions, transactions otherwise),
// the compilers' default targets of the tip, and the messages the troubleshooting section quotes (solc 0.8.24 and
// the installed aliases 0.8.25, 0.8.30, 0.8.31, 0.8.37). The Remix UI and MetaMask cannot run here.
// Run with: npx node --test tests/unit/evm-examples-remix.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ethers} from 'ethers';
import {compileSolidity, contractsOf, pageContracts, revertOf, sandbox} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/smart-contracts/develop-with-remix.md';
const {contracts} = pageContracts(PAGE);
const {Greeter} = contracts;
const HEADER = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\n';

describe('Greeter', () => {
  let chain;
  let greeter;
  let owner;
  let visitor;
  let provider;
  before(async () => {
    chain = await sandbox();
    [owner, visitor] = chain.signers;
    provider = chain.ethers.provider;
    greeter = await chain.deploy(Greeter, ['Hello, Vaulta']);
  });
  after(() => chain.close());

  test('has one function of each kind Remix colours: view (blue), state-changing (orange) and payable (red)', () => {
    const kinds = {};
    for (const f of Greeter.abi.filter((e) => e.type === 'function')) (kinds[f.stateMutability] ??= []).push(f.name);
    assert.deepEqual(Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, v.sort()])), {
      view: ['greet', 'owner', 'updates'],
      nonpayable: ['setGreeting', 'withdrawTips'],
      payable: ['setGreetingWithTip'],
    });
  });

  test('deployed with "Hello, Vaulta": greet returns it, by a free eth_call that sends no transaction', async () => {
    const block = await provider.getBlockNumber();
    const nonce = await provider.getTransactionCount(owner.address);
    assert.equal(await greeter.greet(), 'Hello, Vaulta');
    assert.equal(await greeter.owner(), owner.address);
    assert.equal(await greeter.updates(), 0n);
    assert.equal(await provider.getBlockNumber(), block);
    assert.equal(await provider.getTransactionCount(owner.address), nonce);
  });

  test('setGreeting("Hi from Remix") changes greet and updates, and logs GreetingChanged(your address, the text)', async () => {
    const receipt = await (await greeter.connect(visitor).setGreeting('Hi from Remix')).wait();
    const [log] = receipt.logs.map((l) => greeter.interface.parseLog(l));
    assert.deepEqual([log.name, ...log.args], ['GreetingChanged', visitor.address, 'Hi from Remix']);
    assert.equal(await greeter.greet(), 'Hi from Remix');
    assert.equal(await greeter.updates(), 1n);
  });

  test('setGreetingWithTip with Value 0.01 Ether sends 0.01 of the 18-decimal native token with the change', async () => {
    const value = ethers.parseEther('0.01');
    assert.equal(value, 10n ** 16n);
    const receipt = await (await greeter.connect(visitor).setGreetingWithTip('Thanks', {value})).wait();
    const [log] = receipt.logs.map((l) => greeter.interface.parseLog(l));
    assert.deepEqual([log.name, ...log.args], ['GreetingChanged', visitor.address, 'Thanks']);
    assert.equal(await provider.getBalance(await greeter.getAddress()), value);
    assert.equal(await greeter.updates(), 2n);
  });

  test('sending a value with setGreeting (not payable) fails the gas estimate', async () => {
    await assert.rejects(greeter.setGreeting.estimateGas('x', {value: 1n}), {message: 'Transaction reverted without a reason string'});
  });

  test('an empty greeting: the gas estimate reverts with EmptyGreeting(), and nothing changes', async () => {
    assert.deepEqual(await revertOf(greeter.setGreeting.estimateGas(''), greeter), {name: 'EmptyGreeting', args: []});
    assert.deepEqual(await revertOf(greeter.setGreetingWithTip.estimateGas('', {value: 1n}), greeter), {name: 'EmptyGreeting', args: []});
    assert.equal(await greeter.greet(), 'Thanks');
    assert.equal(await greeter.updates(), 2n);
  });

  test('withdrawTips is owner-only: another account gets the revert reason "only owner"', async () => {
    const errorString = new ethers.Contract(ethers.ZeroAddress, ['error Error(string)']);
    assert.deepEqual(await revertOf(greeter.connect(visitor).withdrawTips.estimateGas(), errorString), {name: 'Error', args: ['only owner']});
  });

  test('the owner withdraws the tips', async () => {
    const before = await provider.getBalance(owner.address);
    const receipt = await (await greeter.withdrawTips()).wait();
    const fee = receipt.gasUsed * receipt.gasPrice;
    assert.equal(await provider.getBalance(owner.address), before + ethers.parseEther('0.01') - fee);
    assert.equal(await provider.getBalance(await greeter.getAddress()), 0n);
  });

  test('At Address does not check the code there: calls to functions that do not exist revert', async () => {
    const {Other} = contractsOf(`${HEADER}contract Other { function other() external pure returns (uint256) { return 1; } }`);
    const other = await chain.deploy(Other);
    const wrong = new ethers.Contract(await other.getAddress(), Greeter.abi, visitor);
    await assert.rejects(wrong.greet(), {message: 'Transaction reverted without a reason string'});
    await assert.rejects(wrong.setGreeting.estimateGas('x'), {message: 'Transaction reverted without a reason string'});
  });
});

describe('compiler versions', () => {
  const SOLC = {'0.8.24': 'solc', '0.8.25': 'solc-0.8.25', '0.8.30': 'solc-0.8.30', '0.8.31': 'solc-0.8.31', '0.8.37': 'solc-0.8.37'};
  // a contract whose imported library (OpenZeppelin 5.7.0 Bytes.sol) uses mcopy four times
  const usesBytes = `${HEADER}import {Bytes} from "@openzeppelin/contracts/utils/Bytes.sol";\ncontract UsesBytes { function head(bytes memory b) external pure returns (bytes memory) { return Bytes.slice(b, 0, 1); } }`;

  test('with EVM version on "default": shanghai up to 0.8.24, cancun from 0.8.25, prague from 0.8.30, osaka from 0.8.31 and in 0.8.37', () => {
    const defaults = Object.fromEntries(
      Object.entries(SOLC).map(([version, compiler]) => [version, compileSolidity(`${HEADER}contract C {}`, {evmVersion: null, compiler}).contracts.C.metadata.settings.evmVersion]),
    );
    assert.deepEqual(defaults, {'0.8.24': 'shanghai', '0.8.25': 'cancun', '0.8.30': 'prague', '0.8.31': 'osaka', '0.8.37': 'osaka'});
  });

  test('an imported library that uses mcopy stops 0.8.24 with `DeclarationError: Function "mcopy" not found.`', () => {
    const {errors} = compileSolidity(usesBytes);
    assert.ok(errors.length > 0);
    assert.deepEqual([...new Set(errors)], ['DeclarationError: Function "mcopy" not found.']);
    assert.deepEqual(compileSolidity(usesBytes, {evmVersion: 'cancun'}).errors, []);
  });

  test('from 0.8.25 the message is `The "mcopy" instruction is only available for Cancun-compatible VMs`', () => {
    for (const version of ['0.8.25', '0.8.30', '0.8.31', '0.8.37']) {
      const {errors} = compileSolidity(usesBytes, {compiler: SOLC[version]});
      assert.ok(errors.length > 0, version);
      for (const e of errors) assert.ok(e.includes('The "mcopy" instruction is only available for Cancun-compatible VMs'), `${version}: ${e}`);
    }
  });
});
