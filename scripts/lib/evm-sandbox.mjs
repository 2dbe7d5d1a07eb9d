// Runs a page's EVM examples for real: its Solidity blocks compiled as `npm run check:samples` compiles them, and
// deployed on Hardhat 3's in-process network (EDR) set to the Vaulta EVM's rules (`shanghai`), through ethers 6.
// For the page tests tests/unit/evm-examples-*.test.mjs. `rpcNode()` also serves such a network over HTTP, for the
// scripts of a page that take an RPC URL.
import {execFile, spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import hardhatEthers from '@nomicfoundation/hardhat-ethers';
import {createHardhatRuntimeEnvironment} from 'hardhat/hre';
import {blocksOf, siteDir, withoutMagicComments} from './samples.mjs';
import {artifactsOf} from './samples/solidity.mjs';
import {createProject} from './hardhat-project.mjs';

export const HARDFORK = 'shanghai';
const requireFromSite = createRequire(join(siteDir, 'package.json'));

/** The page's blocks, and the contracts of its complete Solidity blocks: {blocks, contracts: {Name: {abi, bytecode}}}. */
export function pageContracts(page) {
  const blocks = blocksOf(readFileSync(join(siteDir, page), 'utf8'), page);
  const solidity = blocks.filter((b) => b.lang === 'solidity' && !b.fragment && b.error === undefined && b.skip === undefined);
  const contracts = {};
  for (const block of solidity) Object.assign(contracts, artifactsOf(block, blocks));
  return {blocks, contracts};
}

/** A fresh in-process chain: {ethers, signers, deploy(artifact, ...args)}. */
export async function sandbox({hardfork = HARDFORK} = {}) {
  const hre = await createHardhatRuntimeEnvironment({
    plugins: [hardhatEthers],
    networks: {default: {type: 'edr-simulated', chainType: 'l1', hardfork}},
  });
  const connection = await hre.network.create();
  const {ethers} = connection;
  const signers = await ethers.getSigners();
  const deploy = async ({abi, bytecode}, args = [], {from = signers[0], value} = {}) => {
    const factory = new ethers.ContractFactory(abi, bytecode, from);
    const contract = await factory.deploy(...args, ...(value === undefined ? [] : [{value}]));
    await contract.waitForDeployment();
    return contract;
  };
  return {ethers, signers, deploy, close: () => connection.close()};
}

/**
 * `hardhat node` on a free port, serving a chain at `shanghai` (with `chainId` when given): {url, close()}. For page
 * scripts that connect with an RPC URL, which the test points at this node instead of a public endpoint. The node
 * task serves its own `node` network (the latest hardfork) unless told which network to run, hence `--network`.
 * Connect tests' own providers with `{cacheTimeout: -1}`: ethers reuses an identical request's answer for 250 ms,
 * nonces included, so two quick deployments from one wallet would collide.
 */
export async function rpcNode({chainId} = {}) {
  const network = {type: 'edr-simulated', chainType: 'l1', hardfork: HARDFORK, ...(chainId ? {chainId} : {})};
  const dir = createProject({'hardhat.config.ts': `export default ${JSON.stringify({networks: {default: network}})};`}, 'evm-node');
  const cache = mkdtempSync(join(tmpdir(), 'evm-node-cache-'));
  const child = spawn(process.execPath, [join(siteDir, 'node_modules/hardhat/dist/src/cli.js'), '--network', 'default', 'node', '--port', '0'], {
    cwd: dir,
    env: {...process.env, XDG_CACHE_HOME: cache, NO_COLOR: '1'},
  });
  let log = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      log += d;
      const m = /JSON-RPC server at http:\/\/[\d.]+:(\d+)\//.exec(log);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.stderr.on('data', (d) => (log += d));
    child.on('exit', (code) => reject(new Error(`hardhat node exited with ${code}:\n${log}`)));
  });
  return {
    url,
    close: () => {
      child.kill();
      for (const d of [dir, cache]) rmSync(d, {recursive: true, force: true});
    },
  };
}

/**
 * Compiles Solidity a test writes itself (not a page block) with the installed solc, imports read from node_modules:
 * {contracts: {Name: {abi, bytecode, runtime, metadata}}, errors, warnings} (messages as `Type: message`). `content`
 * is one file's text or {file name: text}. `evmVersion` is shanghai unless given; null leaves it to the compiler's
 * default; `settings` adds solc settings (optimizer, ...). `compiler` names another installed release, an npm alias
 * such as `solc-0.8.30`.
 */
export function compileSolidity(content, {evmVersion = HARDFORK, file = 'Test.sol', compiler = 'solc', settings = {}} = {}) {
  const solc = requireFromSite(compiler);
  const sources = typeof content === 'string' ? {[file]: content} : content;
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, text]) => [name, {content: text}])),
    settings: {
      ...(evmVersion ? {evmVersion} : {}),
      ...settings,
      outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'metadata']}},
    },
  };
  const findImports = (path) => {
    const found = join(siteDir, 'node_modules', path);
    return existsSync(found) ? {contents: readFileSync(found, 'utf8')} : {error: `not found: ${path}`};
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: findImports}));
  const of = (severity) => (output.errors ?? []).filter((e) => e.severity === severity).map((e) => `${e.type}: ${e.message}`);
  const contracts = {};
  for (const byName of Object.values(output.contracts ?? {})) {
    for (const [name, c] of Object.entries(byName)) {
      contracts[name] = {abi: c.abi, bytecode: `0x${c.evm.bytecode.object}`, runtime: `0x${c.evm.deployedBytecode.object}`, metadata: JSON.parse(c.metadata)};
    }
  }
  return {contracts, errors: of('error'), warnings: of('warning')};
}

/** The contracts of test-written Solidity, compiled by compileSolidity; throws with solc's errors when it fails. */
export function contractsOf(content, options) {
  const {contracts, errors} = compileSolidity(content, options);
  if (errors.length) throw new Error(errors.join('\n'));
  return contracts;
}

/** An OpenZeppelin ERC-20 with a chosen symbol, decimals and supply (minted to the deployer), for pages that read tokens. */
export const testToken = () =>
  contractsOf(`// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
contract TestToken is ERC20 {
    uint8 private immutable _decimals;
    constructor(string memory symbol_, uint8 decimals_, uint256 supply) ERC20(symbol_, symbol_) {
        _decimals = decimals_;
        _mint(msg.sender, supply);
    }
    function decimals() public view override returns (uint8) { return _decimals; }
}`).TestToken;

/** Hardhat's first funded development account on `hardhat node` (its private key is public by design). */
export const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/**
 * The page's titled TypeScript and JavaScript files as a runnable project: written into a new folder with our
 * node_modules, compiled by tsc (module nodenext, so `./registry.js` imports resolve to the compiled files), and
 * run with Node. Returns {dir, run(file, {args, env, timeout}) -> {code, stdout, stderr}, start(file, opts) -> child}.
 */
export async function scriptProject(page, {extra = {}} = {}) {
  const files = {...extra};
  for (const block of blocksOf(readFileSync(join(siteDir, page), 'utf8'), page)) {
    if (block.title && /^(ts|js|typescript|javascript)$/.test(block.lang)) files[block.title] = withoutMagicComments(block.code);
  }
  files['tsconfig.json'] = JSON.stringify({
    compilerOptions: {target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', outDir: 'dist', rootDir: '.', strict: true, skipLibCheck: true, allowJs: true, types: ['node']},
    include: Object.keys(files).filter((f) => /\.(ts|js|mjs)$/.test(f)),
  });
  const dir = createProject(files, 'page-scripts');
  const tsc = join(siteDir, 'node_modules/typescript/bin/tsc');
  const compiled = await promisify(execFile)(process.execPath, [tsc, '-p', dir]).catch((e) => e);
  if (compiled.code) throw new Error(`tsc: ${compiled.stdout}${compiled.stderr}`);
  const target = (file) => join(dir, 'dist', file.replace(/\.ts$/, '.js'));
  return {
    dir,
    run: (file, {args = [], env = {}, timeout = 60_000} = {}) =>
      promisify(execFile)(process.execPath, [target(file), ...args], {cwd: dir, env: {...process.env, ...env}, timeout})
        .then(({stdout, stderr}) => ({code: 0, stdout, stderr}))
        .catch((e) => ({code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? String(e)})),
    start: (file, {args = [], env = {}} = {}) => spawn(process.execPath, [target(file), ...args], {cwd: dir, env: {...process.env, ...env}}),
    close: () => rmSync(dir, {recursive: true, force: true}),
  };
}

/** The custom error a call reverts with, decoded by the contract's ABI: {name, args}; throws if it does not revert. */
export async function revertOf(call, contract) {
  try {
    await (await call)?.wait?.();
  } catch (error) {
    const data = error.data ?? error.error?.data ?? /return data: (0x[0-9a-fA-F]*)/.exec(error.message)?.[1];
    const parsed = data && contract.interface.parseError(data);
    if (!parsed) throw error;
    return {name: parsed.name, args: [...parsed.args]};
  }
  throw new Error('the call did not revert');
}
