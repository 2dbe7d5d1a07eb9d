// evm/advanced-guides/using-multicall3.md, run: Multicall3, compiled here from its MIT-licensed source (copied below
// from mds1/multicall) and placed at the canonical address with hardhat_setCode, exercised on the in-process network
// (shanghai) as the page describes aggregate3; the page's eth_getCode curl and scripts/multicall-balances.ts run
// against `hardhat node` (shanghai, started by rpcNode()), with ERC-20 tokens this file deploys.
// Run with: npx node --test tests/unit/evm-examples-multicall3.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {createServer} from 'node:http';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {ethers} from 'ethers';
import {contractsOf, DEV_KEY, pageContracts, rpcNode, sandbox, scriptProject, testToken} from '../../scripts/lib/evm-sandbox.mjs';
import {siteDir} from '../../scripts/lib/samples.mjs';

const PAGE = 'evm/advanced-guides/using-multicall3.md';
const CANONICAL = '0xcA11bde05977b3631167028862bE2a173976CA11';
const {blocks, contracts} = pageContracts(PAGE);

// mds1/multicall@19da7a56668b7b284901ef0551edb23905c6cd53:src/Multicall3.sol (git blob 7582ea96…, unchanged since the
// commit that added it), byte for byte; MIT License, Copyright (c) its authors named below. The first test checks
// the copy against the blob hash.
const MULTICALL3_SOL = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.12;

/// @title Multicall3
/// @notice Aggregate results from multiple function calls
/// @dev Multicall & Multicall2 backwards-compatible
/// @dev Aggregate methods are marked \`payable\` to save 24 gas per call
/// @author Michael Elliot <mike@makerdao.com>
/// @author Joshua Levine <joshua@makerdao.com>
/// @author Nick Johnson <arachnid@notdot.net>
/// @author Andreas Bigger <andreas@nascent.xyz>
/// @author Matt Solomon <matt@mattsolomon.dev>
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Backwards-compatible call aggregation with Multicall
    /// @param calls An array of Call structs
    /// @return blockNumber The block number where the calls were executed
    /// @return returnData An array of bytes containing the responses
    function aggregate(Call[] calldata calls) public payable returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        uint256 length = calls.length;
        returnData = new bytes[](length);
        Call calldata call;
        for (uint256 i = 0; i < length;) {
            bool success;
            call = calls[i];
            (success, returnData[i]) = call.target.call(call.callData);
            require(success, "Multicall3: call failed");
            unchecked { ++i; }
        }
    }

    /// @notice Backwards-compatible with Multicall2
    /// @notice Aggregate calls without requiring success
    /// @param requireSuccess If true, require all calls to succeed
    /// @param calls An array of Call structs
    /// @return returnData An array of Result structs
    function tryAggregate(bool requireSuccess, Call[] calldata calls) public payable returns (Result[] memory returnData) {
        uint256 length = calls.length;
        returnData = new Result[](length);
        Call calldata call;
        for (uint256 i = 0; i < length;) {
            Result memory result = returnData[i];
            call = calls[i];
            (result.success, result.returnData) = call.target.call(call.callData);
            if (requireSuccess) require(result.success, "Multicall3: call failed");
            unchecked { ++i; }
        }
    }

    /// @notice Backwards-compatible with Multicall2
    /// @notice Aggregate calls and allow failures using tryAggregate
    /// @param calls An array of Call structs
    /// @return blockNumber The block number where the calls were executed
    /// @return blockHash The hash of the block where the calls were executed
    /// @return returnData An array of Result structs
    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls) public payable returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData) {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    /// @notice Backwards-compatible with Multicall2
    /// @notice Aggregate calls and allow failures using tryAggregate
    /// @param calls An array of Call structs
    /// @return blockNumber The block number where the calls were executed
    /// @return blockHash The hash of the block where the calls were executed
    /// @return returnData An array of Result structs
    function blockAndAggregate(Call[] calldata calls) public payable returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData) {
        (blockNumber, blockHash, returnData) = tryBlockAndAggregate(true, calls);
    }

    /// @notice Aggregate calls, ensuring each returns success if required
    /// @param calls An array of Call3 structs
    /// @return returnData An array of Result structs
    function aggregate3(Call3[] calldata calls) public payable returns (Result[] memory returnData) {
        uint256 length = calls.length;
        returnData = new Result[](length);
        Call3 calldata calli;
        for (uint256 i = 0; i < length;) {
            Result memory result = returnData[i];
            calli = calls[i];
            (result.success, result.returnData) = calli.target.call(calli.callData);
            assembly {
                // Revert if the call fails and failure is not allowed
                // \`allowFailure := calldataload(add(calli, 0x20))\` and \`success := mload(result)\`
                if iszero(or(calldataload(add(calli, 0x20)), mload(result))) {
                    // set "Error(string)" signature: bytes32(bytes4(keccak256("Error(string)")))
                    mstore(0x00, 0x08c379a000000000000000000000000000000000000000000000000000000000)
                    // set data offset
                    mstore(0x04, 0x0000000000000000000000000000000000000000000000000000000000000020)
                    // set length of revert string
                    mstore(0x24, 0x0000000000000000000000000000000000000000000000000000000000000017)
                    // set revert string: bytes32(abi.encodePacked("Multicall3: call failed"))
                    mstore(0x44, 0x4d756c746963616c6c333a2063616c6c206661696c6564000000000000000000)
                    revert(0x00, 0x64)
                }
            }
            unchecked { ++i; }
        }
    }

    /// @notice Aggregate calls with a msg value
    /// @notice Reverts if msg.value is less than the sum of the call values
    /// @param calls An array of Call3Value structs
    /// @return returnData An array of Result structs
    function aggregate3Value(Call3Value[] calldata calls) public payable returns (Result[] memory returnData) {
        uint256 valAccumulator;
        uint256 length = calls.length;
        returnData = new Result[](length);
        Call3Value calldata calli;
        for (uint256 i = 0; i < length;) {
            Result memory result = returnData[i];
            calli = calls[i];
            uint256 val = calli.value;
            // Humanity will be a Type V Kardashev Civilization before this overflows - andreas
            // ~ 10^25 Wei in existence << ~ 10^76 size uint fits in a uint256
            unchecked { valAccumulator += val; }
            (result.success, result.returnData) = calli.target.call{value: val}(calli.callData);
            assembly {
                // Revert if the call fails and failure is not allowed
                // \`allowFailure := calldataload(add(calli, 0x20))\` and \`success := mload(result)\`
                if iszero(or(calldataload(add(calli, 0x20)), mload(result))) {
                    // set "Error(string)" signature: bytes32(bytes4(keccak256("Error(string)")))
                    mstore(0x00, 0x08c379a000000000000000000000000000000000000000000000000000000000)
                    // set data offset
                    mstore(0x04, 0x0000000000000000000000000000000000000000000000000000000000000020)
                    // set length of revert string
                    mstore(0x24, 0x0000000000000000000000000000000000000000000000000000000000000017)
                    // set revert string: bytes32(abi.encodePacked("Multicall3: call failed"))
                    mstore(0x44, 0x4d756c746963616c6c333a2063616c6c206661696c6564000000000000000000)
                    revert(0x00, 0x84)
                }
            }
            unchecked { ++i; }
        }
        // Finally, make sure the msg.value = SUM(call[0...i].value)
        require(msg.value == valAccumulator, "Multicall3: value mismatch");
    }

    /// @notice Returns the block hash for the given block number
    /// @param blockNumber The block number
    function getBlockHash(uint256 blockNumber) public view returns (bytes32 blockHash) {
        blockHash = blockhash(blockNumber);
    }

    /// @notice Returns the block number
    function getBlockNumber() public view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    /// @notice Returns the block coinbase
    function getCurrentBlockCoinbase() public view returns (address coinbase) {
        coinbase = block.coinbase;
    }

    /// @notice Returns the block difficulty
    function getCurrentBlockDifficulty() public view returns (uint256 difficulty) {
        difficulty = block.difficulty;
    }

    /// @notice Returns the block gas limit
    function getCurrentBlockGasLimit() public view returns (uint256 gaslimit) {
        gaslimit = block.gaslimit;
    }

    /// @notice Returns the block timestamp
    function getCurrentBlockTimestamp() public view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    /// @notice Returns the (ETH) balance of a given address
    function getEthBalance(address addr) public view returns (uint256 balance) {
        balance = addr.balance;
    }

    /// @notice Returns the block hash of the last block
    function getLastBlockHash() public view returns (bytes32 blockHash) {
        unchecked {
            blockHash = blockhash(block.number - 1);
        }
    }

    /// @notice Gets the base fee of the given block
    /// @notice Can revert if the BASEFEE opcode is not implemented by the given chain
    function getBasefee() public view returns (uint256 basefee) {
        basefee = block.basefee;
    }

    /// @notice Returns the chain id
    function getChainId() public view returns (uint256 chainid) {
        chainid = block.chainid;
    }
}
`;
const MULTICALL3_BLOB = '7582ea960ca347a151b3ad3af067fa7b09ed3b78';

const require = createRequire(join(siteDir, 'package.json'));
const solc = require('solc');

// Multicall3 was compiled with solc 0.8.12 (optimizer on, 10,000,000 runs, in its foundry.toml); 0.8.12's default EVM
// target was london. The only compiler installed here is solc 0.8.24, so the exact-version pragma is the one line
// changed before compiling; the runtime code is therefore Multicall3's, not byte-identical to the canonical deployment.
const {Multicall3} = contractsOf(
  {'Multicall3.sol': MULTICALL3_SOL.replace('pragma solidity 0.8.12;', `pragma solidity ${solc.version().split('+')[0]};`)},
  {evmVersion: 'london', settings: {optimizer: {enabled: true, runs: 10_000_000}}},
);

// A plain OpenZeppelin ERC-20 with chosen decimals, to give the scripts real tokens to read.
const TestToken = testToken();

test('the Multicall3 source used here is the mds1/multicall file, byte for byte', () => {
  const body = Buffer.from(MULTICALL3_SOL);
  const blob = createHash('sha1').update(Buffer.concat([Buffer.from(`blob ${body.length}\0`), body])).digest('hex');
  assert.equal(blob, MULTICALL3_BLOB);
});

test('contracts/IMulticall3.sol declares aggregate3, getEthBalance and getBlockNumber as Multicall3 has them', () => {
  const real = new ethers.Interface(Multicall3.abi);
  const page = new ethers.Interface(contracts.IMulticall3.abi);
  const functions = page.fragments.filter((f) => f.type === 'function');
  assert.deepEqual(functions.map((f) => f.name).sort(), ['aggregate3', 'getBlockNumber', 'getEthBalance']);
  for (const f of functions) {
    const twin = real.getFunction(f.selector);
    assert.equal(f.format('full'), twin.format('full'));
  }
  assert.equal(page.getFunction('aggregate3').stateMutability, 'payable');
});

describe('aggregate3 at the canonical address (in-process network)', () => {
  let chain;
  let multicall;
  let token;
  before(async () => {
    chain = await sandbox();
    await chain.ethers.provider.send('hardhat_setCode', [CANONICAL, Multicall3.runtime]);
    multicall = new chain.ethers.Contract(CANONICAL, contracts.IMulticall3.abi, chain.ethers.provider);
    token = await chain.deploy(TestToken, ['TKA', 18, ethers.parseEther('1000')]);
  });
  after(() => chain?.close());

  test('returns one result per call, in the order of the calls', async () => {
    const holder = chain.signers[0].address;
    const calls = [
      {target: await token.getAddress(), allowFailure: false, callData: token.interface.encodeFunctionData('symbol')},
      {target: CANONICAL, allowFailure: false, callData: multicall.interface.encodeFunctionData('getBlockNumber')},
      {target: await token.getAddress(), allowFailure: false, callData: token.interface.encodeFunctionData('balanceOf', [holder])},
    ];
    const results = await multicall.aggregate3.staticCall(calls);
    assert.equal(results.length, 3);
    assert.deepEqual(token.interface.decodeFunctionResult('symbol', results[0].returnData).toArray(), ['TKA']);
    assert.deepEqual(multicall.interface.decodeFunctionResult('getBlockNumber', results[1].returnData).toArray(), [BigInt(await chain.ethers.provider.getBlockNumber())]);
    assert.deepEqual(token.interface.decodeFunctionResult('balanceOf', results[2].returnData).toArray(), [ethers.parseEther('1000')]);
  });

  test('a failing call with allowFailure false reverts the whole aggregate3', async () => {
    // Multicall3 holds no tokens, so a transfer it makes fails
    const transfer = token.interface.encodeFunctionData('transfer', [chain.signers[1].address, 1n]);
    const calls = [
      {target: CANONICAL, allowFailure: false, callData: multicall.interface.encodeFunctionData('getBlockNumber')},
      {target: await token.getAddress(), allowFailure: false, callData: transfer},
    ];
    await assert.rejects(multicall.aggregate3.staticCall(calls), (e) => ethers.AbiCoder.defaultAbiCoder().decode(['string'], ethers.dataSlice(e.data, 4))[0] === 'Multicall3: call failed' && e.data.startsWith(ethers.id('Error(string)').slice(0, 10)));
  });

  test('with allowFailure true the failure comes back as success: false, with the revert data in returnData', async () => {
    const transfer = token.interface.encodeFunctionData('transfer', [chain.signers[1].address, 1n]);
    const [result] = await multicall.aggregate3.staticCall([{target: await token.getAddress(), allowFailure: true, callData: transfer}]);
    assert.equal(result.success, false);
    const error = token.interface.parseError(result.returnData);
    assert.deepEqual([error.name, ...error.args], ['ERC20InsufficientBalance', CANONICAL, 0n, 1n]);
  });

  test('a call to an address without code reports success: true with empty returnData (0x)', async () => {
    const empty = ethers.Wallet.createRandom().address;
    const [result] = await multicall.aggregate3.staticCall([{target: empty, allowFailure: true, callData: token.interface.encodeFunctionData('symbol')}]);
    assert.deepEqual([result.success, result.returnData], [true, '0x']);
    assert.throws(() => token.interface.decodeFunctionResult('symbol', result.returnData), {code: 'BAD_DATA'});
  });

  test('getEthBalance returns the native balance, the same value as eth_getBalance', async () => {
    const who = chain.signers[2].address;
    await chain.ethers.provider.send('hardhat_setBalance', [who, ethers.toQuantity(ethers.parseEther('3.25'))]);
    assert.equal(await multicall.getEthBalance(who), await chain.ethers.provider.getBalance(who));
    assert.equal(await multicall.getEthBalance(who), ethers.parseEther('3.25'));
  });

  test('aggregate3 is payable: called directly, ethers sends a transaction; .staticCall stays a read', async () => {
    const calls = [{target: CANONICAL, allowFailure: false, callData: multicall.interface.encodeFunctionData('getBlockNumber')}];
    const start = await chain.ethers.provider.getBlockNumber();
    await multicall.aggregate3.staticCall(calls);
    assert.equal(await chain.ethers.provider.getBlockNumber(), start);
    // with a provider only, ethers still tries to send, and has no signer to send with
    await assert.rejects(multicall.aggregate3(calls), {code: 'UNSUPPORTED_OPERATION', operation: 'sendTransaction'});
    const tx = await multicall.connect(chain.signers[0]).aggregate3(calls);
    const receipt = await tx.wait();
    assert.equal(receipt.status, 1);
    assert.equal(receipt.to, CANONICAL);
    assert.equal(await chain.ethers.provider.getBlockNumber(), start + 1);
  });

  test('sent as a transaction, each call runs with Multicall3 as msg.sender: an approve approves for Multicall3', async () => {
    const [me, spender] = chain.signers;
    const approve = token.interface.encodeFunctionData('approve', [spender.address, 5n]);
    const tx = await multicall.connect(me).aggregate3([{target: await token.getAddress(), allowFailure: false, callData: approve}]);
    const receipt = await tx.wait();
    const approval = receipt.logs.map((l) => token.interface.parseLog(l)).find((l) => l?.name === 'Approval');
    assert.deepEqual(approval.args.toArray(), [CANONICAL, spender.address, 5n]);
    assert.equal(await token.allowance(CANONICAL, spender.address), 5n);
    assert.equal(await token.allowance(me.address, spender.address), 0n);
  });
});

describe('the page\'s curl and scripts/multicall-balances.ts against hardhat node', () => {
  let node;
  let proxy;
  let project;
  let provider;
  let wallet;
  before(async () => {
    node = await rpcNode();
    proxy = await recordingProxy(node.url);
    project = await scriptProject(PAGE);
    // cacheTimeout -1: no cached answers (ethers reuses identical requests for 250 ms, nonces and block numbers included)
    provider = new ethers.JsonRpcProvider(node.url, undefined, {batchMaxCount: 1, cacheTimeout: -1});
    wallet = new ethers.Wallet(DEV_KEY, provider);
  });
  after(() => {
    project?.close();
    proxy?.close();
    node?.close();
  });

  const blockNumber = () => provider.getBlockNumber();
  const getCodeCurl = blocks.find((b) => b.lang === 'bash' && b.code.includes('eth_getCode'));
  const curl = async () => JSON.parse((await promisify(execFile)('bash', ['-c', getCodeCurl.code], {env: {...process.env, VAULTA_EVM_RPC_URL: node.url}})).stdout);

  test('with nothing at the address, eth_getCode answers "0x" and the script refuses to continue', async () => {
    assert.equal((await curl()).result, '0x');
    const {code, stderr} = await project.run('scripts/multicall-balances.ts', {args: [wallet.address], env: {VAULTA_EVM_RPC_URL: node.url}});
    assert.notEqual(code, 0);
    assert.match(stderr, new RegExp(`Error: No contract at ${CANONICAL} on this network; deploy Multicall3 or set MULTICALL3_ADDRESS`));
  });

  test('once Multicall3 is deployed, eth_getCode answers its code (a long hex string)', async () => {
    await provider.send('hardhat_setCode', [CANONICAL, Multicall3.runtime]);
    const {result} = await curl();
    assert.equal(result, Multicall3.runtime);
    assert.ok(result.length > 1000);
  });

  test('multicall-balances.ts prints the block, the native balance and each token in one eth_call; bad tokens are reported', async () => {
    const owner = ethers.Wallet.createRandom().address;
    await provider.send('hardhat_setBalance', [owner, ethers.toQuantity(ethers.parseEther('12.5'))]);
    const tka = await deployToken(wallet, 'TKA', 18, ethers.parseUnits('1234.5', 18), owner);
    const usdx = await deployToken(wallet, 'USDX', 6, 42_000_001n, owner);
    const noCode = ethers.Wallet.createRandom().address;
    const block = await blockNumber();
    proxy.methods.length = 0;
    const {code, stdout, stderr} = await project.run('scripts/multicall-balances.ts', {
      args: [owner],
      env: {VAULTA_EVM_RPC_URL: proxy.url, TOKENS: [tka, noCode, usdx, CANONICAL].join(',')},
    });
    assert.equal(code, 0, stderr);
    assert.deepEqual(stdout.trim().split('\n'), [
      `block ${block}: native balance 12.5`,
      'TKA: 1234.5',
      `${noCode}: call failed (not an ERC-20 contract?)`,
      'USDX: 42.000001',
      `${CANONICAL}: call failed (not an ERC-20 contract?)`,
    ]);
    assert.deepEqual(proxy.methods.filter((m) => m === 'eth_call'), ['eth_call']);
    assert.ok(!proxy.methods.some((m) => /send|Transaction/.test(m)), proxy.methods.join());
    assert.equal(await blockNumber(), block);
  });

  test('with MULTICALL3_ADDRESS set, the script uses your own copy of Multicall3 at another address', async () => {
    const factory = new ethers.ContractFactory(Multicall3.abi, Multicall3.bytecode, wallet);
    const own = await (await factory.deploy()).getAddress();
    await provider.send('hardhat_setCode', [CANONICAL, '0x']);
    const owner = ethers.Wallet.createRandom().address;
    const tka = await deployToken(wallet, 'TKA', 18, ethers.parseUnits('7', 18), owner);
    const {code, stdout, stderr} = await project.run('scripts/multicall-balances.ts', {
      args: [owner],
      env: {VAULTA_EVM_RPC_URL: node.url, MULTICALL3_ADDRESS: own, TOKENS: tka},
    });
    assert.equal(code, 0, stderr);
    assert.deepEqual(stdout.trim().split('\n'), [`block ${await blockNumber()}: native balance 0.0`, 'TKA: 7.0']);
  });
});

async function deployToken(wallet, symbol, decimals, amount, to) {
  const factory = new ethers.ContractFactory(TestToken.abi, TestToken.bytecode, wallet);
  const token = await factory.deploy(symbol, decimals, amount);
  await token.waitForDeployment();
  await (await token.transfer(to, amount)).wait();
  return token.getAddress();
}

/** An HTTP proxy in front of the node that records the JSON-RPC method of every request it forwards. */
async function recordingProxy(target) {
  const methods = [];
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString();
    for (const call of [JSON.parse(body)].flat()) methods.push(call.method);
    const answer = await fetch(target, {method: 'POST', headers: {'content-type': 'application/json'}, body});
    res.writeHead(answer.status, {'content-type': 'application/json'});
    res.end(await answer.text());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${server.address().port}`, methods, close: () => server.close()};
}

