// evm/quick-start/endpoints.mdx, run: its check-network.mjs and its eth_chainId curl against `hardhat node`
// (shanghai, started by rpcNode()) with the chain ID set to 17777, and check-network.mjs against a node
// with another chain ID. The blocks hard-code the public mainnet RPC URL: the test replaces it with the local
// node's URL in the compiled script and in the curl command. What they show about the live networks is not tested.
// Run with: npx node --test tests/unit/evm-examples-endpoints.test.mjs
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {ethers} from 'ethers';
import {pageContracts, rpcNode, scriptProject} from '../../scripts/lib/evm-sandbox.mjs';

const PAGE = 'evm/quick-start/endpoints.mdx';
const PUBLIC_RPC = 'https://api.evm.eosnetwork.com';
const {blocks} = pageContracts(PAGE);

let mainnetLike;
let otherChain;
let project;
before(async () => {
  [mainnetLike, otherChain, project] = await Promise.all([rpcNode({chainId: 17777}), rpcNode(), scriptProject(PAGE)]);
});
after(() => {
  project?.close();
  mainnetLike?.close();
  otherChain?.close();
});

/** Runs check-network.mjs (as compiled) with the public RPC URL replaced by `url`. */
let compiled;
async function checkNetwork(url) {
  const path = join(project.dir, 'dist', 'check-network.mjs');
  compiled ??= readFileSync(path, 'utf8');
  assert.ok(compiled.includes(`'${PUBLIC_RPC}'`));
  writeFileSync(path, compiled.replace(`'${PUBLIC_RPC}'`, `'${url}'`));
  return project.run('check-network.mjs');
}

test('check-network.mjs prints the chain ID and the latest block on a chain with ID 17777', async () => {
  const provider = new ethers.JsonRpcProvider(mainnetLike.url, undefined, {batchMaxCount: 1, cacheTimeout: -1});
  await provider.send('evm_mine', []);
  const {code, stdout, stderr} = await checkNetwork(mainnetLike.url);
  assert.equal(code, 0, stderr);
  assert.equal(stdout, `connected to chain 17777\nlatest block ${await provider.getBlockNumber()}\n`);
});

test('check-network.mjs stops with "unexpected chain" on any other chain ID', async () => {
  const {code, stdout, stderr} = await checkNetwork(otherChain.url);
  assert.notEqual(code, 0);
  assert.equal(stdout, '');
  assert.match(stderr, /Error: unexpected chain 31337\n/);
});

test('the eth_chainId curl, sent to a node with chain ID 17777, answers the body the page expects (0x4571)', async () => {
  const curl = blocks.find((b) => b.lang === 'bash' && b.code.includes('eth_chainId'));
  assert.ok(curl.code.includes(PUBLIC_RPC));
  const {stdout} = await promisify(execFile)('bash', ['-c', curl.code.replace(PUBLIC_RPC, mainnetLike.url)]);
  const expected = blocks.find((b) => b.lang === 'json' && b.code.includes('0x4571'));
  // the same members; the order of keys in the body is the server's (eos-evm-rpc sorts them, Hardhat does not)
  assert.deepEqual(JSON.parse(stdout), JSON.parse(expected.code));
  assert.equal(Number(JSON.parse(stdout).result), 17777);
  assert.equal(Number('0x3cc5'), 15557);
});

