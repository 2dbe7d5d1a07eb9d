// evm/smart-contracts/authorization.md, run: OwnedVault, FeeSettings (OpenZeppelin Ownable2Step) and RewardsTreasury
// (AccessControl) deployed on the in-process network (shanghai) and called from authorized and unauthorized accounts,
// the tx.origin phishing case played out with small test contracts, and scripts/grant-payer.ts run against
// `hardhat node` with the page's variables.
// Run with: npx node --test tests/unit/evm-examples-authorization.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ethers} from 'ethers';
import {contractsOf, DEV_KEY, pageContracts, revertOf, rpcNode, sandbox, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/smart-contracts/authorization.md';
const {contracts} = pageContracts(PAGE);

const helpers = contractsOf(`// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IVault {
    function withdraw(address payable to, uint256 amount) external;
}

/// OwnedVault's withdraw, authorized with tx.origin instead of msg.sender.
contract TxOriginVault {
    address public owner;
    constructor() { owner = msg.sender; }
    receive() external payable {}
    function withdraw(address payable to, uint256 amount) external {
        require(tx.origin == owner, "not owner");
        (bool sent, ) = to.call{value: amount}("");
        require(sent, "transfer failed");
    }
}

/// What the owner is tricked into calling: it empties the vault it is given into its deployer's account.
contract Phisher {
    address payable private immutable thief;
    constructor() { thief = payable(msg.sender); }
    function claimAirdrop(IVault vault) external {
        vault.withdraw(thief, address(vault).balance);
    }
}

/// Has no receive or fallback function: refuses plain transfers.
contract Refuser {}
`);

const ONE = ethers.parseEther('1');

describe('msg.sender, not tx.origin', () => {
  let env;
  before(async () => {
    env = await sandbox();
  });
  after(() => env?.close());

  test('an owner tricked into calling a malicious contract: a tx.origin check lets it through, OwnedVault reverts with NotOwner(that contract)', async () => {
    const {deploy, signers, ethers: hh} = env;
    const [owner, , attacker] = signers;
    const phisher = await deploy(helpers.Phisher, [], {from: attacker});
    const txOriginVault = await deploy(helpers.TxOriginVault, [], {from: owner});
    const ownedVault = await deploy(contracts.OwnedVault, [], {from: owner});
    for (const vault of [txOriginVault, ownedVault]) await (await owner.sendTransaction({to: await vault.getAddress(), value: ONE})).wait();

    const attackerBefore = await hh.provider.getBalance(attacker.address);
    await (await phisher.connect(owner).claimAirdrop(await txOriginVault.getAddress())).wait();
    assert.equal(await hh.provider.getBalance(await txOriginVault.getAddress()), 0n);
    assert.equal(await hh.provider.getBalance(attacker.address), attackerBefore + ONE);

    assert.deepEqual(await revertOf(phisher.connect(owner).claimAirdrop(await ownedVault.getAddress()), ownedVault), {
      name: 'NotOwner',
      args: [await phisher.getAddress()],
    });
    assert.equal(await hh.provider.getBalance(await ownedVault.getAddress()), ONE);
  });
});

describe('a hand-written onlyOwner: OwnedVault', () => {
  let env;
  let vault;
  let owner;
  let next;
  let other;
  before(async () => {
    env = await sandbox();
    [owner, next, other] = env.signers;
    vault = await env.deploy(contracts.OwnedVault, [], {from: owner});
    await (await owner.sendTransaction({to: await vault.getAddress(), value: ONE})).wait();
  });
  after(() => env?.close());

  test('the deployer is the owner, announced by OwnershipTransferred(0x0, deployer)', async () => {
    assert.equal(await vault.owner(), owner.address);
    const receipt = await vault.deploymentTransaction().wait();
    const events = receipt.logs.map((log) => vault.interface.parseLog(log));
    assert.deepEqual(events.map((e) => [e.name, ...e.args]), [['OwnershipTransferred', ethers.ZeroAddress, owner.address]]);
  });

  test('withdraw: NotOwner(caller) for another account; the owner can send the vault\'s funds', async () => {
    assert.deepEqual(await revertOf(vault.connect(other).withdraw(other.address, 1n), vault), {name: 'NotOwner', args: [other.address]});
    const to = ethers.Wallet.createRandom().address;
    await (await vault.withdraw(to, 1000n)).wait();
    assert.equal(await env.ethers.provider.getBalance(to), 1000n);
  });

  test('withdraw to an address that refuses the transfer reverts with "transfer failed"', async () => {
    const refuser = await env.deploy(helpers.Refuser);
    assert.deepEqual(await revertOf(vault.withdraw(await refuser.getAddress(), 1n), vault), {name: 'Error', args: ['transfer failed']});
  });

  test('transferOwnership only proposes: a mistyped address never accepts, and the owner keeps control', async () => {
    const typo = ethers.Wallet.createRandom().address;
    const receipt = await (await vault.transferOwnership(typo)).wait();
    assert.deepEqual(vault.interface.parseLog(receipt.logs[0]).args.toArray(), [owner.address, typo]);
    assert.equal(await vault.pendingOwner(), typo);
    assert.equal(await vault.owner(), owner.address);
    await (await vault.withdraw(owner.address, 1n)).wait(); // still the owner
    await (await vault.transferOwnership(next.address)).wait(); // and can propose again
    assert.equal(await vault.pendingOwner(), next.address);
  });

  test('acceptOwnership: NotPendingOwner(caller) for anyone else; the pending owner becomes the owner', async () => {
    assert.deepEqual(await revertOf(vault.connect(other).acceptOwnership(), vault), {name: 'NotPendingOwner', args: [other.address]});
    const receipt = await (await vault.connect(next).acceptOwnership()).wait();
    const event = vault.interface.parseLog(receipt.logs[0]);
    assert.deepEqual([event.name, ...event.args], ['OwnershipTransferred', owner.address, next.address]);
    assert.equal(await vault.owner(), next.address);
    assert.equal(await vault.pendingOwner(), ethers.ZeroAddress);
    assert.deepEqual(await revertOf(vault.connect(owner).withdraw(owner.address, 1n), vault), {name: 'NotOwner', args: [owner.address]});
  });
});

describe('OpenZeppelin Ownable2Step: FeeSettings', () => {
  let env;
  let fees;
  let deployer;
  let initialOwner;
  let next;
  let other;
  before(async () => {
    env = await sandbox();
    [deployer, initialOwner, next, other] = env.signers;
    fees = await env.deploy(contracts.FeeSettings, [initialOwner.address], {from: deployer});
  });
  after(() => env?.close());

  test('the owner is the constructor argument, not the deployer; the fee starts at 30 bps with a maximum of 500', async () => {
    assert.equal(await fees.owner(), initialOwner.address);
    assert.equal(await fees.feeBps(), 30n);
    assert.equal(await fees.MAX_FEE_BPS(), 500n);
  });

  test('setFee by another account reverts with OwnableUnauthorizedAccount(account)', async () => {
    assert.deepEqual(await revertOf(fees.connect(deployer).setFee(10), fees), {name: 'OwnableUnauthorizedAccount', args: [deployer.address]});
  });

  test('setFee by the owner: FeeTooHigh(requested, 500) above the maximum, else FeeChanged(old, new)', async () => {
    assert.deepEqual(await revertOf(fees.connect(initialOwner).setFee(501), fees), {name: 'FeeTooHigh', args: [501n, 500n]});
    const receipt = await (await fees.connect(initialOwner).setFee(100)).wait();
    const event = fees.interface.parseLog(receipt.logs[0]);
    assert.deepEqual([event.name, ...event.args], ['FeeChanged', 30n, 100n]);
    assert.equal(await fees.feeBps(), 100n);
  });

  test('transferOwnership only sets pendingOwner(); the new owner takes over with acceptOwnership()', async () => {
    await (await fees.connect(initialOwner).transferOwnership(next.address)).wait();
    assert.equal(await fees.pendingOwner(), next.address);
    assert.equal(await fees.owner(), initialOwner.address);
    assert.deepEqual(await revertOf(fees.connect(other).acceptOwnership(), fees), {name: 'OwnableUnauthorizedAccount', args: [other.address]});
    await (await fees.connect(next).acceptOwnership()).wait();
    assert.equal(await fees.owner(), next.address);
    assert.equal(await fees.pendingOwner(), ethers.ZeroAddress);
  });

  test('renounceOwnership() sets the owner to the zero address and disables every onlyOwner function', async () => {
    await (await fees.connect(next).renounceOwnership()).wait();
    assert.equal(await fees.owner(), ethers.ZeroAddress);
    assert.deepEqual(await revertOf(fees.connect(next).setFee(10), fees), {name: 'OwnableUnauthorizedAccount', args: [next.address]});
    assert.deepEqual(await revertOf(fees.connect(next).transferOwnership(next.address), fees), {name: 'OwnableUnauthorizedAccount', args: [next.address]});
  });

  test('OpenZeppelin 5.x Ownable initialized without an argument does not compile', () => {
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
contract WrittenFor4x is Ownable {
    constructor() {}
}`;
    assert.throws(() => contractsOf(source), /TypeError: No arguments passed to the base constructor/);
  });
});

describe('OpenZeppelin AccessControl: RewardsTreasury', () => {
  let env;
  let treasury;
  let admin;
  let payer;
  let other;
  let PAYER_ROLE;
  let PAUSER_ROLE;
  const DEFAULT_ADMIN_ROLE = ethers.ZeroHash;
  before(async () => {
    env = await sandbox();
    [admin, payer, other] = env.signers;
    treasury = await env.deploy(contracts.RewardsTreasury, [admin.address, payer.address], {from: admin});
    await (await admin.sendTransaction({to: await treasury.getAddress(), value: ONE})).wait();
    PAYER_ROLE = await treasury.PAYER_ROLE();
    PAUSER_ROLE = await treasury.PAUSER_ROLE();
  });
  after(() => env?.close());

  const eventsOf = async (tx) => (await (await tx).wait()).logs.map((log) => treasury.interface.parseLog(log)).map((e) => [e.name, ...e.args]);

  test('the roles are keccak256 of their names; the constructor grants admin, payer and pauser', async () => {
    assert.equal(PAYER_ROLE, ethers.id('PAYER_ROLE'));
    assert.equal(PAUSER_ROLE, ethers.id('PAUSER_ROLE'));
    assert.equal(await treasury.DEFAULT_ADMIN_ROLE(), ethers.ZeroHash);
    assert.deepEqual(
      await Promise.all([[DEFAULT_ADMIN_ROLE, admin], [PAYER_ROLE, payer], [PAUSER_ROLE, admin], [PAYER_ROLE, admin]].map(([r, a]) => treasury.hasRole(r, a.address))),
      [true, true, true, false],
    );
  });

  test('pay without PAYER_ROLE reverts with AccessControlUnauthorizedAccount(account, PAYER_ROLE)', async () => {
    assert.deepEqual(await revertOf(treasury.connect(other).pay(other.address, 1n), treasury), {name: 'AccessControlUnauthorizedAccount', args: [other.address, PAYER_ROLE]});
  });

  test('pay by a payer emits Paid(payer, to, amount) and sends the amount', async () => {
    const to = ethers.Wallet.createRandom().address;
    assert.deepEqual(await eventsOf(treasury.connect(payer).pay(to, 1000n)), [['Paid', payer.address, to, 1000n]]);
    assert.equal(await env.ethers.provider.getBalance(to), 1000n);
  });

  test('pay to an address that refuses the transfer reverts with PaymentFailed(to)', async () => {
    const refuser = await env.deploy(helpers.Refuser);
    assert.deepEqual(await revertOf(treasury.connect(payer).pay(await refuser.getAddress(), 1n), treasury), {name: 'PaymentFailed', args: [await refuser.getAddress()]});
  });

  test('setPaused needs PAUSER_ROLE; while paused, pay reverts with Paused()', async () => {
    assert.deepEqual(await revertOf(treasury.connect(payer).setPaused(true), treasury), {name: 'AccessControlUnauthorizedAccount', args: [payer.address, PAUSER_ROLE]});
    await (await treasury.connect(admin).setPaused(true)).wait();
    assert.deepEqual(await revertOf(treasury.connect(payer).pay(payer.address, 1n), treasury), {name: 'Paused', args: []});
    await (await treasury.connect(admin).setPaused(false)).wait();
  });

  test('DEFAULT_ADMIN_ROLE (0x00) administers every role, itself included', async () => {
    for (const role of [PAYER_ROLE, PAUSER_ROLE, DEFAULT_ADMIN_ROLE]) assert.equal(await treasury.getRoleAdmin(role), ethers.ZeroHash);
  });

  test('grantRole and revokeRole: only the role admin may call them, and they emit RoleGranted and RoleRevoked', async () => {
    assert.deepEqual(await revertOf(treasury.connect(payer).grantRole(PAYER_ROLE, other.address), treasury), {
      name: 'AccessControlUnauthorizedAccount',
      args: [payer.address, DEFAULT_ADMIN_ROLE],
    });
    assert.deepEqual(await eventsOf(treasury.connect(admin).grantRole(PAYER_ROLE, other.address)), [['RoleGranted', PAYER_ROLE, other.address, admin.address]]);
    assert.equal(await treasury.hasRole(PAYER_ROLE, other.address), true);
    assert.deepEqual(await eventsOf(treasury.connect(admin).revokeRole(PAYER_ROLE, other.address)), [['RoleRevoked', PAYER_ROLE, other.address, admin.address]]);
    assert.equal(await treasury.hasRole(PAYER_ROLE, other.address), false);
  });

  test('renounceRole(role, callerConfirmation) works only with the caller\'s own address', async () => {
    assert.deepEqual(await revertOf(treasury.connect(payer).renounceRole(PAYER_ROLE, other.address), treasury), {name: 'AccessControlBadConfirmation', args: []});
    assert.deepEqual(await eventsOf(treasury.connect(payer).renounceRole(PAYER_ROLE, payer.address)), [['RoleRevoked', PAYER_ROLE, payer.address, payer.address]]);
    assert.equal(await treasury.hasRole(PAYER_ROLE, payer.address), false);
  });
});

describe('scripts/grant-payer.ts (hardhat node)', () => {
  let node;
  let project;
  let treasury;
  let env;
  before(async () => {
    node = await rpcNode();
    project = await scriptProject(PAGE);
    const provider = new ethers.JsonRpcProvider(node.url, undefined, {batchMaxCount: 1, cacheTimeout: -1});
    const admin = new ethers.Wallet(DEV_KEY, provider);
    const factory = new ethers.ContractFactory(contracts.RewardsTreasury.abi, contracts.RewardsTreasury.bytecode, admin);
    treasury = await factory.deploy(admin.address, admin.address);
    await treasury.waitForDeployment();
    env = {VAULTA_EVM_RPC_URL: node.url, ADMIN_PRIVATE_KEY: DEV_KEY, TREASURY_ADDRESS: await treasury.getAddress()};
  });
  after(() => {
    project?.close();
    node?.close();
  });

  test('grants PAYER_ROLE and prints "Granted PAYER_ROLE to <address> in <tx hash>"', async () => {
    const newPayer = ethers.Wallet.createRandom().address;
    const {code, stdout, stderr} = await project.run('scripts/grant-payer.ts', {args: [newPayer.toLowerCase()], env});
    assert.equal(code, 0, stderr);
    const m = new RegExp(`^Granted PAYER_ROLE to ${newPayer} in (0x[0-9a-f]{64})$`).exec(stdout.trim());
    assert.ok(m, stdout);
    const receipt = await treasury.runner.provider.getTransactionReceipt(m[1]);
    assert.equal(receipt.status, 1);
    assert.equal(await treasury.hasRole(await treasury.PAYER_ROLE(), newPayer), true);

    const again = await project.run('scripts/grant-payer.ts', {args: [newPayer], env});
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.stdout.trim(), `${newPayer} already has PAYER_ROLE`);
  });
});
