// evm/smart-contracts/contract-anatomy.md, run: Empty, Guestbook and GuestbookReader deployed on the in-process network
// (shanghai) and called as the page describes; what it says the compiler does (SPDX line, version pragma, default
// EVM target, OpenZeppelin's Cancun instructions under `shanghai`, abstract contracts) checked with the installed solc.
// Run with: npx node --test tests/unit/evm-examples-contract-anatomy.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {ethers} from 'ethers';
import {compileSolidity, pageContracts, revertOf, sandbox} from '../../scripts/lib/evm-sandbox.mjs';
import {siteDir, withoutMagicComments} from '../../scripts/lib/samples.mjs';

const PAGE = 'evm/smart-contracts/contract-anatomy.md';
const {blocks, contracts} = pageContracts(PAGE);
const {Empty, Guestbook, GuestbookReader} = contracts;
const emptySource = withoutMagicComments(blocks.find((b) => b.title === 'contracts/Empty.sol').code);

const solc = createRequire(join(siteDir, 'package.json'))('solc');

/** Bytecode without the CBOR-encoded metadata solc appends (its length is in the last two bytes). */
const withoutMetadata = (bytecode) => bytecode.slice(0, bytecode.length - 2 * (parseInt(bytecode.slice(-4), 16) + 2));

describe('License identifier and version pragma', () => {
  test('Empty is the smallest contract that compiles, and it deploys', async (t) => {
    const {deploy, ethers: hhEthers, close} = await sandbox();
    t.after(close);
    const empty = await deploy(Empty);
    assert.notEqual(await hhEthers.provider.getCode(empty), '0x');
    assert.deepEqual(empty.interface.fragments, []);
  });

  test('the SPDX identifier is copied into the metadata and leaves the executable code unchanged; only the metadata hash at the end of the bytecode differs', () => {
    const mit = compileSolidity(emptySource).contracts.Empty;
    const apache = compileSolidity(emptySource.replace('SPDX-License-Identifier: MIT', 'SPDX-License-Identifier: Apache-2.0')).contracts.Empty;
    assert.equal(mit.metadata.sources['Test.sol'].license, 'MIT');
    assert.equal(apache.metadata.sources['Test.sol'].license, 'Apache-2.0');
    assert.equal(withoutMetadata(mit.bytecode), withoutMetadata(apache.bytecode));
    assert.notEqual(mit.bytecode, apache.bytecode);
  });

  test('without the SPDX line the compiler prints a warning and still builds the contract', () => {
    const {contracts: built, errors, warnings} = compileSolidity(emptySource.replace(/^\/\/ SPDX.*\n/, ''));
    assert.deepEqual(errors, []);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /^Warning: SPDX license identifier not provided in source file\./);
    assert.equal(withoutMetadata(built.Empty.bytecode), withoutMetadata(Empty.bytecode));
  });

  test('^0.8.24 and >=0.8.24 <0.9.0 admit 0.8.24 and so does the exact pin; ^0.8.25 gives "Source file requires different compiler version"', () => {
    assert.equal(solc.version().split('+')[0], '0.8.24');
    for (const pragma of ['^0.8.24', '>=0.8.24 <0.9.0', '0.8.24']) {
      assert.deepEqual(compileSolidity(emptySource.replace('^0.8.24', pragma)).errors, [], pragma);
    }
    const [error] = compileSolidity(emptySource.replace('^0.8.24', '^0.8.25')).errors;
    assert.match(error, /^ParserError: Source file requires different compiler version \(current compiler is 0\.8\.24\+/);
  });

  test('solc 0.8.24, the release before 0.8.25 made cancun the default, targets shanghai when evmVersion is not set', () => {
    assert.equal(compileSolidity(emptySource, {evmVersion: null}).contracts.Empty.metadata.settings.evmVersion, 'shanghai');
  });

  test('OpenZeppelin\'s mcopy fails a shanghai build with solc 0.8.24 as `DeclarationError: Function "mcopy" not found.`; tload/tstore fail too', () => {
    const importing = (path, name) => `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\nimport {${name}} from "@openzeppelin/contracts/${path}";\ncontract C {}`;
    assert.deepEqual([...new Set(compileSolidity(importing('utils/Bytes.sol', 'Bytes')).errors)], ['DeclarationError: Function "mcopy" not found.']);
    assert.deepEqual(compileSolidity(importing('utils/Bytes.sol', 'Bytes'), {evmVersion: 'cancun'}).errors, []);
    for (const [path, name] of [['utils/TransientSlot.sol', 'TransientSlot'], ['utils/ReentrancyGuardTransient.sol', 'ReentrancyGuardTransient']]) {
      const {errors} = compileSolidity(importing(path, name));
      assert.ok(errors.includes('DeclarationError: Function "tload" not found.') && errors.includes('DeclarationError: Function "tstore" not found.'), errors.join('\n'));
    }
  });

  test('a contract with an unimplemented function must be abstract, and an abstract contract has no bytecode to deploy', () => {
    const source = (word) => `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\n${word} B { function f() public virtual returns (uint256); }`;
    assert.deepEqual(compileSolidity(source('contract')).errors, ['TypeError: Contract "B" should be marked as abstract.']);
    const {contracts: built, errors} = compileSolidity(source('abstract contract'));
    assert.deepEqual(errors, []);
    assert.equal(built.B.bytecode, '0x');
  });
});

describe('Guestbook', () => {
  let chain;
  let book;
  let alice;
  let bob;
  let Recorder;
  before(async () => {
    chain = await sandbox();
    [alice, bob] = chain.signers;
    book = await chain.deploy(Guestbook, [ethers.ZeroAddress]);
    ({Recorder} = compileSolidity(`// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
interface IBook { function entryCount() external view returns (uint256); }
contract Recorder {
    address public author;
    uint256 public entryId;
    uint256 public countSeen;
    event Heard(address author, uint256 entryId);
    function onSigned(address author_, uint256 entryId_) external {
        (author, entryId, countSeen) = (author_, entryId_, IBook(msg.sender).entryCount());
        emit Heard(author_, entryId_);
    }
}`).contracts);
  });
  after(() => chain.close());

  test('constructor arguments are ABI-encoded and appended to the creation code', async () => {
    const listener = ethers.Wallet.createRandom().address;
    const other = await chain.deploy(Guestbook, [listener]);
    const encoded = ethers.AbiCoder.defaultAbiCoder().encode(['address'], [listener]);
    assert.equal(other.deploymentTransaction().data, ethers.concat([Guestbook.bytecode, encoded]));
    assert.equal(await other.listener(), listener);
  });

  test('with a zero listener, sign skips the call: it returns the entry id, stores the entry and emits the file-level Signed event', async () => {
    assert.equal(await book.sign.staticCall('hello'), 0n);
    const receipt = await (await book.sign('hello')).wait();
    assert.equal(receipt.logs.length, 1);
    const log = book.interface.parseLog(receipt.logs[0]);
    assert.deepEqual([log.name, ...log.args], ['Signed', alice.address, 0n, 'hello']);
    const {timestamp} = await chain.ethers.provider.getBlock(receipt.blockNumber);
    assert.deepEqual([...(await book.entryAt(0n))], [alice.address, BigInt(timestamp), 'hello']);
    assert.equal(await book.entryCount(), 1n);
  });

  test('an empty message or one over MAX_LENGTH (280) reverts with InvalidMessage(length, maxLength)', async () => {
    assert.equal(await book.MAX_LENGTH(), 280n);
    assert.deepEqual(await revertOf(book.sign(''), book), {name: 'InvalidMessage', args: [0n, 280n]});
    assert.deepEqual(await revertOf(book.sign('x'.repeat(281)), book), {name: 'InvalidMessage', args: [281n, 280n]});
    await (await book.sign('x'.repeat(280))).wait();
    assert.equal(await book.entryCount(), 2n);
  });

  test('setListener is onlyOwner: another caller gets NotOwner(caller)', async () => {
    assert.equal(await book.owner(), alice.address);
    assert.deepEqual(await revertOf(book.connect(bob).setListener(bob.address), book), {name: 'NotOwner', args: [bob.address]});
  });

  test('with a listener, sign updates state and emits Signed before it calls onSigned(author, entryId)', async () => {
    const recorder = await chain.deploy(Recorder);
    await (await book.setListener(await recorder.getAddress())).wait();
    const receipt = await (await book.connect(bob).sign('from bob')).wait();
    const names = receipt.logs.map((l) => (l.address === receipt.to ? book : recorder).interface.parseLog(l).name);
    assert.deepEqual(names, ['Signed', 'Heard']);
    assert.equal(await recorder.author(), bob.address);
    assert.equal(await recorder.entryId(), 2n);
    assert.equal(await recorder.countSeen(), 3n); // the entry was already stored when the listener ran
  });

  test('owner (immutable) and MAX_LENGTH (constant) take no storage slot: listener is slot 0, the entries array slot 1', async () => {
    const at = async (slot) => BigInt(await chain.ethers.provider.getStorage(book, slot));
    assert.equal(ethers.getAddress(ethers.toBeHex(await at(0n), 20)), await book.listener());
    assert.equal(await at(1n), await book.entryCount());
    assert.equal(await at(2n), 0n);
  });

  test('GuestbookReader.countUpTo returns the entry count capped at the limit (Math.min)', async () => {
    const reader = await chain.deploy(GuestbookReader, [await book.getAddress()]);
    assert.equal(await reader.book(), await book.getAddress());
    assert.equal(await reader.countUpTo(2n), 2n);
    assert.equal(await reader.countUpTo(10n), 3n);
    assert.equal(await reader.countUpTo(0n), 0n);
  });
});
