// ```solidity blocks are compiled by solc (the installed `solc` package, solcjs, through its standard JSON input) for
// the `shanghai` EVM version, the rule set of the Vaulta EVM, with bytecode generation, so errors that only code
// generation finds are reported too. Warnings are accepted; errors fail the block.
//
// Each block is its own compilation unit, named by its `title` (an untitled block is block-<line>.sol). Imports:
// - a relative import (`./Guestbook.sol`) is resolved by solc against the importing file's name and then looked up
//   among the blocks of the same page: the block whose title is that path (`contracts/Guestbook.sol`), or else the
//   only block whose title has that file name. The nearest earlier block wins when several match.
// - any other path (`@openzeppelin/contracts/...`) is read from the site's node_modules (the installed release).
// Highlight comments are dropped; line numbers in messages are the page's lines.
//
// Compiler version: a block is compiled with the installed solc when its `pragma solidity` admits it, else with an
// installed npm alias `solc-<version>` (`"solc-0.8.30": "npm:solc@0.8.30"` in devDependencies) that admits it. When
// none does, the block fails with the alias to add. solc itself decides whether a pragma admits a version.
//
// Fence words this checker reads besides `title`, `fragment` and `skip`:
// - `fragment`: not a whole file. The checker keeps the block's SPDX, pragma and import lines at the top and tries,
//   in order: the block as a file; the rest as members of `contract Fragment { ... }`; the rest as statements of a
//   `function fragment() external payable` in that contract. The first form that parses is compiled and its errors
//   are reported (if none parses, the form whose syntax error comes latest on the page is reported).
// - `error="text"`: the block deliberately does not compile; solc must report an error whose `Type: message` text
//   contains `text` (`DeclarationError: Function "mcopy" not found.`), and every error it reports must do so.
// - `evm="cancun"`: compile for another EVM version than `shanghai`, when the page says the block targets it.
// - `solc="0.8.30"`: the page pins this compiler release (for example to reproduce its message); the checker uses
//   the installed solc if it is that release, else the alias `solc-0.8.30`, and fails naming the alias when absent.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {basename, join} from 'node:path';
import {siteDir, withoutMagicComments} from '../samples.mjs';

export const languages = ['solidity'];

export const DEFAULT_EVM_VERSION = 'shanghai';

const requireFromSite = createRequire(join(siteDir, 'package.json'));
const nodeModules = join(siteDir, 'node_modules');

/** The installed compilers: `solc`, then the `solc-<version>` aliases, each as {name, version, solc}. */
let compilers;
function installedCompilers() {
  if (!compilers) {
    const aliases = readdirSync(nodeModules).filter((d) => /^solc-\d+\.\d+\.\d+$/.test(d));
    // An alias is loaded (seconds for solcjs) only when a block needs it.
    compilers = ['solc', ...aliases.sort((a, b) => a.localeCompare(b, 'en', {numeric: true}))].map((name) => ({
      name,
      version: JSON.parse(readFileSync(join(nodeModules, name, 'package.json'), 'utf8')).version,
      get solc() {
        return requireFromSite(name);
      },
    }));
  }
  return compilers;
}

const aliasFor = (version) => `"solc-${version}": "npm:solc@${version}"`;

/** The fence words only this checker reads (`evm`, `solc`), from the block's info string. */
function fenceWords(block) {
  const info = block.info ?? '';
  return {evm: /(^|\s)evm="([^"]*)"/.exec(info)?.[2], solc: /(^|\s)solc="([^"]*)"/.exec(info)?.[2]};
}

/** The block's code as the reader copies it, each line with its page line. */
function linesOf(block) {
  return block.code.split('\n').flatMap((text, i) => (withoutMagicComments(text) === text ? [{text, line: block.line + 1 + i}] : []));
}

const isHeader = (text) => /^\s*(\/\/\s*SPDX-License-Identifier:|pragma\s|import\s)/.test(text);

/** The forms a block is tried in: the whole file only, or (for a fragment) file, contract members, statements. */
function formsOf(block) {
  const lines = linesOf(block);
  if (!block.fragment) return [lines];
  const header = lines.filter((l) => isHeader(l.text));
  const body = lines.filter((l) => !isHeader(l.text));
  const wrap = (open, close) => [...header, ...open.map((text) => ({text})), ...body, ...close.map((text) => ({text}))];
  return [lines, wrap(['contract Fragment {'], ['}']), wrap(['contract Fragment {', 'function fragment() external payable {'], ['}', '}'])];
}

/** The block of the same page that a resolved import path names, preferring the nearest earlier one. */
function pageBlockFor(path, block, pageBlocks) {
  const byTitle = (match) => {
    const found = pageBlocks.filter((b) => b !== block && b.title !== undefined && match(b.title));
    return found.filter((b) => b.line < block.line).at(-1) ?? found[0];
  };
  const exact = byTitle((title) => title === path);
  if (exact) return exact;
  const sameName = pageBlocks.filter((b) => b !== block && b.title !== undefined && basename(b.title) === basename(path));
  return sameName.length === 1 ? sameName[0] : undefined;
}

const sourceNameOf = (block) => block.title ?? `block-${block.line}.sol`;

/** Compiles one form of a block; returns solc's errors, each with where it is (page line for page blocks). */
function compile(compiler, block, form, pageBlocks, evmVersion, output = {}) {
  const name = sourceNameOf(block);
  const pageLines = new Map([[name, form.map((l) => l.line)]]);
  const input = {
    language: 'Solidity',
    sources: {[name]: {content: form.map((l) => l.text).join('\n')}},
    settings: {evmVersion, outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object']}}},
  };
  const findImports = (path) => {
    const other = pageBlockFor(path, block, pageBlocks);
    if (other) {
      const lines = linesOf(other);
      pageLines.set(path, lines.map((l) => l.line));
      return {contents: lines.map((l) => l.text).join('\n')};
    }
    const file = join(nodeModules, path);
    if (!path.startsWith('.') && existsSync(file)) return {contents: readFileSync(file, 'utf8')};
    return {error: `no block of ${block.file} has title="${path}", and node_modules has no ${path}`};
  };
  Object.assign(output, JSON.parse(compiler.solc.compile(JSON.stringify(input), {import: findImports})));
  return (output.errors ?? [])
    .filter((e) => e.severity === 'error')
    .map((e) => {
      const text = `${e.type}: ${e.message}`;
      const loc = e.sourceLocation;
      if (!loc) return {text, where: name, pageLine: undefined};
      const content = loc.file === name ? input.sources[name].content : findImports(loc.file).contents ?? '';
      const index = content.slice(0, Math.max(loc.start, 0)).split('\n').length - 1;
      const lines = pageLines.get(loc.file);
      if (!lines) return {text, where: `${loc.file}:${index + 1}`, pageLine: undefined};
      const pageLine = lines[index];
      const page = loc.file === name ? block.file : pageBlockFor(loc.file, block, pageBlocks).file;
      // A line the checker added around a fragment has no page line: name the block's last line instead.
      return {text, where: `${page}:${pageLine ?? block.line + block.code.split('\n').length}`, pageLine: pageLine ?? Infinity};
    });
}

const isVersionError = (e) => /^ParserError: Source file requires different compiler version/.test(e.text);

/** The compiler for a block: the pinned release (`solc="..."`), else the first installed one its pragma admits. */
function compilerFor(block, words) {
  const installed = installedCompilers();
  if (words.solc) {
    const pinned = installed.find((c) => c.version === words.solc);
    return pinned ? {compiler: pinned} : {problem: `the fence pins solc ${words.solc}, which is not installed: add ${aliasFor(words.solc)} to devDependencies`};
  }
  const pragmas = linesOf(block).filter((l) => /^\s*pragma\s+solidity\b/.test(l.text));
  if (!pragmas.length) return {compiler: installed[0]};
  const probe = {...block, fragment: false, code: pragmas.map((l) => l.text).join('\n')};
  for (const compiler of installed) {
    if (!compile(compiler, probe, linesOf(probe), [], DEFAULT_EVM_VERSION).some(isVersionError)) return {compiler};
  }
  const wanted = /\d+\.\d+\.\d+/.exec(pragmas.map((l) => l.text).join(' '))?.[0];
  return {
    problem: `${pragmas.map((l) => l.text.trim()).join(' ')} admits none of the installed compilers (${installed.map((c) => c.version).join(', ')})${wanted ? `: add ${aliasFor(wanted)} to devDependencies` : ''}`,
  };
}

const describe = (errors) => [...new Set(errors.map((e) => `${e.where}: ${e.text}`))].join('; ');

function checkBlock(block, pageBlocks) {
  const words = fenceWords(block);
  const {compiler, problem} = compilerFor(block, words);
  if (problem) return {block, status: 'failed', message: problem};
  const evmVersion = words.evm ?? DEFAULT_EVM_VERSION;
  const attempts = formsOf(block).map((form) => compile(compiler, block, form, pageBlocks, evmVersion));
  const parsed = attempts.find((errors) => !errors.some((e) => e.text.startsWith('ParserError:')));
  const latest = (errors) => Math.max(...errors.filter((e) => e.text.startsWith('ParserError:')).map((e) => e.pageLine ?? -1));
  const errors = parsed ?? attempts.reduce((best, errors) => (latest(errors) > latest(best) ? errors : best));
  const using = `solc ${compiler.version}, evmVersion ${evmVersion}`;
  if (block.error !== undefined) {
    if (!errors.length) return {block, status: 'failed', message: `the fence expects "${block.error}", but the block compiles (${using})`};
    if (!errors.every((e) => e.text.includes(block.error))) {
      return {block, status: 'failed', message: `the fence expects "${block.error}", but ${using} reported ${describe(errors)}`};
    }
    return {block, status: 'checked'};
  }
  if (errors.length) return {block, status: 'failed', message: `${describe(errors)} (${using})`};
  return {block, status: 'checked'};
}

export async function check(blocks) {
  return blocks.map((block) => checkBlock(block, blocks.filter((b) => b.file === block.file)));
}

/**
 * ABI and bytecode of each contract a complete block defines, compiled as the check compiles it (same compiler,
 * EVM version and imports): {ContractName: {abi, bytecode}}. Throws with solc's errors when it does not compile.
 * For tests that deploy a page's contracts (tests/unit/evm-examples-*.test.mjs).
 */
export function artifactsOf(block, pageBlocks) {
  const words = fenceWords(block);
  const {compiler, problem} = compilerFor(block, words);
  if (problem) throw new Error(problem);
  const output = {};
  const errors = compile(compiler, block, linesOf(block), pageBlocks, words.evm ?? DEFAULT_EVM_VERSION, output);
  if (errors.length) throw new Error(describe(errors));
  const contracts = output.contracts?.[sourceNameOf(block)] ?? {};
  return Object.fromEntries(Object.entries(contracts).map(([name, c]) => [name, {abi: c.abi, bytecode: `0x${c.evm.bytecode.object}`}]));
}
