// evm/smart-contracts/verify-a-smart-contract.md, run: scripts/encode-args.ts and verify-args.ts (compiled with the
// page's hardhat.config.ts), the eth_chainId curl against `hardhat node` with the chain IDs 17777 and 15557, and
// `hardhat verify blockscout` (hardhat-verify 3) with the page's Hardhat 3 config against such nodes, up to its first
// request to the explorer: a local HTTP server stands in for the explorer's address only to record that request
// and answers it with an error, so nothing is verified. hardhat-verify's lookup of Blockscout's public chain list
// is sent to a local proxy that refuses it (the list is then empty), so no request leaves the machine. Uploading to
// a real explorer, the Hardhat 2 config (not installed) and the explorer's form cannot run here.
// Run with: npx node --test tests/unit/evm-examples-verify.test.mjs
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {createServer} from 'node:http';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {ethers} from 'ethers';
import {contractsOf, DEV_KEY, pageContracts, rpcNode, sandbox, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';
import {createProject, hardhat, pageFiles, seedCompilerCache} from '../../scripts/lib/hardhat-project.mjs';
import {siteDir} from '../../scripts/lib/samples.mjs';

const PAGE = 'evm/smart-contracts/verify-a-smart-contract.md';
const {blocks} = pageContracts(PAGE);
const files = pageFiles(PAGE);
const PAGE_TEXT = readFileSync(join(siteDir, PAGE), 'utf8');
const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

let project;
let mainnet;
let testnet;
let other;
before(async () => {
  [project, mainnet, testnet, other] = await Promise.all([scriptProject(PAGE), rpcNode({chainId: 17777}), rpcNode({chainId: 15557}), rpcNode({chainId: 12345})]);
});
after(() => {
  project?.close();
  for (const node of [mainnet, testnet, other]) node?.close();
});

describe('constructor arguments', () => {
  let encoded;
  let verifyArgs;
  before(async () => {
    const {code, stdout, stderr} = await project.run('scripts/encode-args.ts');
    assert.equal(code, 0, stderr);
    encoded = stdout.trim();
    // loaded the way hardhat-verify loads --constructor-args-path: import() of the .ts file
    verifyArgs = (await import(pathToFileURL(join(project.dir, 'verify-args.ts')).href)).default;
  });

  test('verify-args.ts exports the arguments in order, the number as a bigint', () => {
    assert.deepEqual(verifyArgs, ['Hello, Vaulta', ['0x0000000000000000000000000000000000000001'], 10n ** 18n]);
  });

  test('encode-args.ts prints the ABI-encoded arguments without the 0x prefix', () => {
    assert.match(encoded, /^[0-9a-f]+$/);
    assert.deepEqual(ethers.AbiCoder.defaultAbiCoder().decode(['string', 'address[]', 'uint256'], `0x${encoded}`).toArray(true), verifyArgs);
  });

  test('what it prints is the end of the creation transaction input of a contract deployed with those arguments', async (t) => {
    const {Deployed} = contractsOf(`// SPDX-License-Identifier: MIT
      pragma solidity ^0.8.24;
      contract Deployed {
        string public greeting;
        constructor(string memory greeting_, address[] memory, uint256) { greeting = greeting_; }
      }`);
    const chain = await sandbox();
    t.after(chain.close);
    const deployed = await chain.deploy(Deployed, verifyArgs);
    const tx = await chain.ethers.provider.getTransaction(deployed.deploymentTransaction().hash);
    assert.ok(tx.data.endsWith(encoded));
    assert.equal(tx.data, `${Deployed.bytecode}${encoded}`);
    assert.equal(await deployed.greeting(), 'Hello, Vaulta');
  });
});

describe('the eth_chainId request', () => {
  const curl = blocks.find((b) => b.lang === 'bash' && b.code.includes('eth_chainId'));
  const chainIdOf = async (node) => {
    const {stdout} = await promisify(execFile)('bash', ['-c', curl.code], {env: {...process.env, VAULTA_EVM_RPC_URL: node.url}});
    return JSON.parse(stdout).result;
  };

  test('answers 0x4571 (17777) on a chain with ID 17777 and 0x3cc5 (15557) on one with ID 15557', async () => {
    assert.equal(await chainIdOf(mainnet), '0x4571');
    assert.equal(Number('0x4571'), 17777);
    assert.equal(await chainIdOf(testnet), '0x3cc5');
    assert.equal(Number('0x3cc5'), 15557);
  });
});

describe('hardhat verify blockscout with the Hardhat 3 config', () => {
  let cache;
  let dirs;
  let explorer;
  let proxy;
  const requests = [];
  const proxied = [];
  const explorerUrl = () => `http://127.0.0.1:${explorer.address().port}`;
  before(async () => {
    cache = seedCompilerCache(mkdtempSync(join(tmpdir(), 'hardhat-cache-'))).root;
    const config = files['hardhat.config.ts'];
    // The same config without the Blockscout entry of chain 17777, for the second message of the troubleshooting list.
    const blockscout17777 = '        blockscout: { name: "Vaulta EVM Explorer", url: explorerUrl, apiUrl: `${explorerUrl}/api` },\n';
    assert.ok(config.includes(blockscout17777));
    dirs = [
      createProject({'hardhat.config.ts': config, 'verify-args.ts': files['verify-args.ts']}, 'verify'),
      createProject({'hardhat.config.ts': config.replace(blockscout17777, '')}, 'verify-no-blockscout'),
    ];
    explorer = createServer((req, res) => {
      requests.push({host: req.headers.host, url: req.url});
      res.writeHead(503, {'content-type': 'text/plain'}).end('not an explorer');
    });
    proxy = createServer((req, res) => {
      proxied.push(req.url);
      res.writeHead(403).end();
    });
    proxy.on('connect', (req, socket) => {
      proxied.push(req.url);
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    });
    await Promise.all([explorer, proxy].map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))));
  });
  after(() => {
    explorer?.close();
    proxy?.close();
    for (const d of [...(dirs ?? []), cache]) if (d) rmSync(d, {recursive: true, force: true});
  });

  const verify = (dir, args, env) =>
    hardhat(dir, ['verify', 'blockscout', ...args], {
      cache,
      env: {
        ...Object.fromEntries(['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'].map((v) => [v, `http://127.0.0.1:${proxy.address().port}`])),
        NO_PROXY: '',
        no_proxy: '',
        VAULTA_EVM_EXPLORER_URL: explorerUrl(), VAULTA_EVM_TESTNET_EXPLORER_URL: `${explorerUrl()}/testnet`, VAULTA_EVM_PRIVATE_KEY: DEV_KEY, VAULTA_EVM_TESTNET_PRIVATE_KEY: DEV_KEY, ...env},
    });

  test('on chain 17777, with --constructor-args-path verify-args.ts, it asks the explorer at $VAULTA_EVM_EXPLORER_URL/api', async () => {
    requests.length = 0;
    const {code, stderr} = await verify(dirs[0], ['--network', 'vaultaEvm', '--constructor-args-path', 'verify-args.ts', ADDRESS], {VAULTA_EVM_RPC_URL: mainnet.url});
    assert.notEqual(code, 0);
    assert.ok(requests.length > 0, stderr);
    const url = new URL(requests[0].url, explorerUrl());
    assert.equal(url.pathname, '/api');
    assert.equal(url.searchParams.get('module'), 'contract');
    assert.equal(url.searchParams.get('address'), ADDRESS);
    assert.match(stderr, /This error comes from Vaulta EVM Explorer, not Hardhat\./);
  });

  test('on chain 15557 (network vaultaEvmTestnet) it asks the testnet explorer at $VAULTA_EVM_TESTNET_EXPLORER_URL/api', async () => {
    requests.length = 0;
    const {code, stderr} = await verify(dirs[0], ['--network', 'vaultaEvmTestnet', ADDRESS, 'Hello, Vaulta'], {VAULTA_EVM_TESTNET_RPC_URL: testnet.url});
    assert.notEqual(code, 0);
    assert.ok(requests.length > 0, stderr);
    assert.equal(new URL(requests[0].url, explorerUrl()).pathname, '/testnet/api');
    assert.match(stderr, /This error comes from Vaulta EVM Testnet Explorer, not Hardhat\./);
  });

  test('a chain ID with no descriptor: the message the page quotes, `The network "vaultaEvm" with chain id "…" is not supported.`', async () => {
    const quoted = /`(The network "vaultaEvm" with chain id "…" is not supported\.)`/.exec(PAGE_TEXT)[1];
    proxied.length = 0;
    const {code, stderr} = await verify(dirs[0], ['--network', 'vaultaEvm', ADDRESS, 'Hello, Vaulta'], {VAULTA_EVM_RPC_URL: other.url});
    assert.notEqual(code, 0);
    assert.ok(stderr.includes(quoted.replace('…', '12345')), stderr);
    // before giving up, hardhat-verify looked the chain up in Blockscout's own list of chains
    assert.deepEqual(proxied, ['chains.blockscout.com:443']);
  });

  test('a descriptor without a blockscout entry: `No Blockscout block explorer is configured for the … chain in the chain descriptors.`', async () => {
    const quoted = /`(No Blockscout block explorer is configured for the … chain in the chain descriptors\.)`/.exec(PAGE_TEXT)[1];
    const {code, stderr} = await verify(dirs[1], ['--network', 'vaultaEvm', ADDRESS, 'Hello, Vaulta'], {VAULTA_EVM_RPC_URL: mainnet.url});
    assert.notEqual(code, 0);
    assert.ok(stderr.includes(quoted.replace('…', '17777')), stderr);
  });
});
