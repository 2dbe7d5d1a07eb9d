#!/usr/bin/env node
// Checks the facts the pages state against the data in tests/fixtures/facts/ (extracted from the real sources by
// scripts/extract-facts.mjs): nodeos options in config.ini blocks and nodeos command lines, cleos commands and their
// options, `cleos push action` calls to the system contracts, /v1/... HTTP paths, CDT headers, eosio:: names and
// [[eosio::...]] attributes in C++ blocks, and each page's `checked_against:` front matter.
// Used by tests/unit/facts.test.mjs; `node scripts/check-facts.mjs` prints the findings of the whole site.
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {lineAt, matchClose, namespaceDeclarations, splitTopLevel, stripComments} from './lib/cpp-source.mjs';
import {guideSets} from '../src/config/site-registry.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FACTS_DIR = join(ROOT, 'tests', 'fixtures', 'facts');

// --- facts ---------------------------------------------------------------------------------------------------------

/** Loads the fact files into lookup tables. */
export function loadFacts(dir = FACTS_DIR) {
  const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const optionsFile = read('nodeos-options.json');
  const endpointsFile = read('http-endpoints.json');
  const actionsFile = read('contract-actions.json');
  const cleosFile = read('cleos-commands.json');
  const cdtFile = read('cdt-names.json');

  const options = {};
  for (const [version, data] of Object.entries(optionsFile.versions)) {
    const byName = new Map();
    const byAlias = new Map();
    for (const [plugin, list] of Object.entries(data.plugins)) {
      for (const option of list) {
        byName.set(option.name, {...option, plugin});
        if (option.alias) byAlias.set(option.alias, {...option, plugin});
      }
    }
    const plugins = new Set(Object.keys(data.plugins).filter((p) => p !== 'application').map((p) => `eosio::${p}`));
    options[version] = {byName, byAlias, plugins};
  }

  const endpoints = {};
  for (const [version, data] of Object.entries(endpointsFile.versions)) endpoints[version] = new Map(Object.entries(data.endpoints));
  const otherEndpoints = new Map();
  for (const [server, data] of Object.entries(endpointsFile.other ?? {})) {
    for (const path of Object.keys(data.endpoints)) otherEndpoints.set(path, server);
  }

  const accounts = new Map(); // account -> [{contract, actions}]
  for (const [contract, data] of Object.entries(actionsFile.contracts)) {
    if (!accounts.has(data.account)) accounts.set(data.account, []);
    accounts.get(data.account).push({contract, actions: data.actions});
  }

  const cleos = {};
  for (const [version, data] of Object.entries(cleosFile.versions)) cleos[version] = cleosTree(data);

  return {
    latest: optionsFile.latest,
    versions: Object.keys(optionsFile.versions),
    options,
    endpoints,
    otherEndpoints,
    accounts,
    cleos,
    cdt: {
      headers: new Map(Object.entries(cdtFile.headers)),
      nativeOnly: new Set(cdtFile.includeDirs['cdt-cpp -fnative'].map((d) => d.dir).filter((dir) => !cdtFile.includeDirs['cdt-cpp'].some((d) => d.dir === dir))),
      names: new Map(Object.entries(cdtFile.names)),
      attributes: new Set(Object.keys(cdtFile.attributes)),
    },
  };
}

/**
 * One version's cleos commands as a tree of nodes {path, options (dashed name -> option), subcommands (name -> node),
 * parent, fallthrough}. The root is cleos itself with the global options; CLI11's help flags are in every node.
 */
function cleosTree(data) {
  const byName = (options) => new Map(options.flatMap((o) => (o.names ?? []).map((n) => [n, o])));
  const help = [...data.cli11.help.names.map((n) => [n, {names: data.cli11.help.names}]), ...byName(data.global.filter((o) => o.help))];
  const node = (path, options, parent, fallthrough) => ({path, options: new Map([...help, ...byName(options)]), subcommands: new Map(), parent, fallthrough});
  const root = node([], data.global, null, false);
  for (const [path, command] of Object.entries(data.commands)) {
    const names = path.split(' ');
    let parent = root;
    for (const name of names.slice(0, -1)) parent = parent.subcommands.get(name);
    parent.subcommands.set(names.at(-1), node(names, command.options, parent, Boolean(command.fallthrough)));
  }
  return root;
}

// --- helpers -------------------------------------------------------------------------------------------------------

/** Levenshtein distance. */
export function distance(a, b) {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The candidate nearest to `name` (ties: the first in order). */
export function nearest(name, candidates) {
  let best = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

const didYouMean = (name, candidates) => {
  const near = nearest(name, candidates);
  return near ? ` (did you mean "${near}"?)` : '';
};

/** Splits a page into front matter (flat key/value map, with line numbers) and body lines. */
export function splitPage(source) {
  const lines = source.split(/\r?\n/);
  const frontMatter = {};
  const frontMatterLines = {};
  let bodyStart = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      for (let i = 1; i < end; i++) {
        const kv = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(lines[i]);
        if (kv) {
          frontMatter[kv[1]] = kv[2].trim().replace(/^(['"])(.*)\1$/, '$2');
          frontMatterLines[kv[1]] = i + 1;
        }
      }
      bodyStart = end + 1;
    }
  }
  return {frontMatter, frontMatterLines, lines, bodyStart};
}

/**
 * The code blocks and prose lines of a page: blocks [{lang, meta, line (1-based line of the first content line),
 * text}], prose [{line, text}]. Indented fences (in lists) lose their indentation.
 */
export function scanMarkdown(lines, bodyStart = 0) {
  const blocks = [];
  const prose = [];
  let block = null;
  for (let i = bodyStart; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (block) {
      if (fence && fence[2][0] === block.fence[0] && fence[2].length >= block.fence.length && !fence[3].trim()) {
        blocks.push({lang: block.lang, meta: block.meta, line: block.line, text: block.lines.join('\n')});
        block = null;
      } else block.lines.push(line.startsWith(block.indent) ? line.slice(block.indent.length) : line.trimStart());
      continue;
    }
    if (fence) {
      const info = fence[3].trim();
      const lang = info.split(/\s+/)[0].toLowerCase();
      block = {fence: fence[2], indent: fence[1], lang, meta: info.slice(lang.length).trim(), line: i + 2, lines: []};
      continue;
    }
    prose.push({line: i + 1, text: line});
  }
  return {blocks, prose};
}

/** Inline code spans of a prose line: [{text, column, end}]. */
function inlineCode(text) {
  const spans = [];
  for (const m of text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) spans.push({text: m[2].trim(), column: m.index, end: m.index + m[0].length});
  return spans;
}

/** The sentence of a prose line around `column`: split after . ! ? followed by a space, or 。, outside inline code. */
function sentenceAt(text, spans, column) {
  let start = 0;
  for (const m of text.matchAll(/[.!?](?=\s)|。/g)) {
    if (spans.some((s) => s.column <= m.index && m.index < s.end)) continue;
    if (m.index >= column) return text.slice(start, m.index + 1);
    start = m.index + 1;
  }
  return text.slice(start);
}

/** Does the text name a Spring release newer than `latest` ("Spring 2.0", "Spring 1.3.1")? */
function newerRelease(text, latest) {
  const known = latest.split('.').map(Number);
  return [...text.matchAll(/\bSpring v?(\d+)\.(\d+)(?:\.(\d+))?/gi)].some((m) => {
    const named = [m[1], m[2], m[3] ?? 0].map(Number);
    const i = named.findIndex((n, k) => n !== known[k]);
    return i !== -1 && named[i] > known[i];
  });
}

/**
 * Splits shell text into commands of words. Words keep the line they start on (relative to the text, 0-based);
 * quotes are removed, backslash-newline joins lines, # starts a comment, and newlines, ;, &&, ||, | and & end a
 * command. `$(` starts a new command too (command substitution), so `X=$(cleos ...)` is found.
 */
export function shellCommands(text) {
  const commands = [];
  let words = [];
  let word = null;
  let line = 0;
  const endWord = () => {
    if (word) words.push(word);
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push(words);
    words = [];
  };
  const addChar = (c) => {
    if (!word) word = {text: '', line};
    word.text += c;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && text[i + 1] === '\n') {
      i++;
      line++;
      continue;
    }
    if (c === '\\') {
      addChar(text[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === "'" || c === '"') {
      if (!word) word = {text: '', line};
      word.quoted = true;
      let j = i + 1;
      while (j < text.length && text[j] !== c) {
        if (c === '"' && text[j] === '\\' && '"\\$`\n'.includes(text[j + 1])) {
          if (text[j + 1] !== '\n') addChar(text[j + 1]);
          j += 2;
          continue;
        }
        if (text[j] === '\n') line++;
        addChar(text[j]);
        j++;
      }
      i = j;
      continue;
    }
    if (c === '\n') {
      endCommand();
      line++;
      continue;
    }
    if (c === ' ' || c === '\t') {
      endWord();
      continue;
    }
    // a placeholder such as <API URL> is one word (not a redirection)
    const placeholder = !word && c === '<' ? /^<[A-Za-z][^<>\n]*>/.exec(text.slice(i)) : null;
    if (placeholder) {
      addChar(placeholder[0]);
      i += placeholder[0].length - 1;
      continue;
    }
    if (c === '#' && !word) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
      continue;
    }
    if (c === ';' || c === '|' || c === '&' || c === '(' || c === ')' || c === '`') {
      if (c === '(' && word && word.text.endsWith('$')) {
        word.text = word.text.slice(0, -1);
        if (!word.text) word = null;
      }
      if (c === '&' && text[i + 1] === '>') {
        addChar(c);
        continue;
      }
      if (c === '&' && word && /[<>]$/.test(word.text)) {
        addChar(c);
        continue;
      }
      endCommand();
      continue;
    }
    addChar(c);
  }
  endCommand();
  return commands;
}

const WRAPPERS = new Set(['sudo', 'exec', 'nohup', 'time', 'env', 'command', 'nice', 'ionice', 'stdbuf', 'setsid']);
const SUDO_VALUE_OPTIONS = new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-U']);
const basename = (word) => word.replace(/^.*\//, '');

/** Index of the program word of a command if it is `program` (after env assignments and wrappers), else -1. */
function programIndex(words, program) {
  let i = 0;
  while (i < words.length) {
    const w = words[i].text;
    if (/^[A-Za-z_]\w*=/.test(w) && !/^ExecStart=/.test(w)) i++;
    else if (/^ExecStart=/.test(w)) {
      if (basename(w.slice('ExecStart='.length)) === program) return i;
      return -1;
    } else if (WRAPPERS.has(w)) {
      i++;
      while (i < words.length && words[i].text.startsWith('-')) i += SUDO_VALUE_OPTIONS.has(words[i].text) ? 2 : 1;
    } else return basename(w) === program ? i : -1;
  }
  return -1;
}

const isPlaceholder = (text) => /[<>${}*…]|\.\.\./.test(text);

// --- checks --------------------------------------------------------------------------------------------------------

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'shell-session', 'sh-session']);
const CPP_LANGS = new Set(['cpp', 'c++']);

/** Checks one page's source; returns findings as strings "file:line: message". */
export function checkPage(source, file, facts) {
  const findings = [];
  const report = (line, message) => findings.push({line, text: `${file}:${line}: ${message}`});
  const {frontMatter, frontMatterLines, lines, bodyStart} = splitPage(source);
  // the Spring release the page names in checked_against (the newest one the facts have), else the latest
  const named = [...(frontMatter.checked_against ?? '').matchAll(/\bspring v?(\d[\w.+-]*)/gi)].map((m) => m[1]);
  let version = facts.versions.find((v) => named.includes(v)) ?? facts.latest;
  if (frontMatter.facts_version) {
    if (facts.versions.includes(frontMatter.facts_version)) version = frontMatter.facts_version;
    else report(frontMatterLines.facts_version, `facts_version "${frontMatter.facts_version}" is not one of ${facts.versions.join(', ')}`);
  }
  const ctx = {facts, version, report};
  const {blocks, prose} = scanMarkdown(lines, bodyStart);

  for (const block of blocks) {
    if (block.lang === 'ini') checkIniBlock(block, ctx);
    else if (CPP_LANGS.has(block.lang)) checkCppBlock(block, /(^|\s)-fnative\b/.test(source), ctx);
    else if (SHELL_LANGS.has(block.lang)) {
      const text = block.lang === 'console' ? block.text.replace(/^\s*[$#] /gm, '') : block.text;
      for (const words of shellCommands(text)) checkCommand(words, block.line, ctx);
    }
  }
  for (const {line, text} of prose) {
    const spans = inlineCode(text);
    for (const span of spans) {
      if (!/^(sudo\s+)?(\S*\/)?(nodeos|cleos)\s/.test(span.text)) continue;
      // a sentence about a Spring release newer than the facts (a 2.0 pre-release) may name what it adds
      if (newerRelease(sentenceAt(text, spans, span.column), facts.latest)) continue;
      for (const words of shellCommands(span.text)) checkCommand(words, line, ctx);
    }
  }
  for (let i = bodyStart; i < lines.length; i++) {
    for (const m of lines[i].matchAll(/\/v1\/([A-Za-z0-9_]+)\/([A-Za-z0-9_]+)\b/g)) checkEndpoint(m[0], i + 1, ctx);
  }
  return findings.sort((a, b) => a.line - b.line).map((f) => f.text);
}

function optionFinding({facts, version}, name, {short = false} = {}) {
  const label = short ? `"-${name}"` : `"${name}"`;
  const others = facts.versions.filter((v) => v !== version && (short ? facts.options[v].byAlias : facts.options[v].byName).has(name));
  if (others.length) return `nodeos option ${label} does not exist in Spring ${version} (it exists in Spring ${others.join(', ')})`;
  const candidates = [...(short ? facts.options[version].byAlias : facts.options[version].byName).keys()];
  const near = nearest(name, candidates);
  return `unknown nodeos option ${label}${near ? ` (did you mean "${short ? '-' : ''}${near}"?)` : ''}`;
}

/** Is this ini block a nodeos config.ini? Its title says so, or (untitled) it has no sections and a known key. */
function isNodeosConfig(block, facts) {
  const title = /title="([^"]*)"/.exec(block.meta)?.[1];
  if (title !== undefined) return /config\.ini/i.test(title);
  if (/^\s*\[[^\]]+\]\s*$/m.test(block.text)) return false;
  return block.text
    .split('\n')
    .some((line) => facts.versions.some((v) => facts.options[v].byName.has(/^\s*([\w.-]+)\s*=/.exec(line)?.[1])));
}

function checkIniBlock(block, ctx) {
  const {facts, version, report} = ctx;
  const nodeos = isNodeosConfig(block, facts);
  block.text.split('\n').forEach((text, index) => {
    const line = block.line + index;
    if (!nodeos) {
      // a systemd unit: its ExecStart command line
      const exec = /^\s*ExecStart=(.*)$/.exec(text);
      if (exec) for (const words of shellCommands(exec[1])) checkCommand(words, line, ctx);
      return;
    }
    const kv = /^\s*([^#;=\s][^=]*?)\s*=\s*(.*?)\s*$/.exec(text);
    if (!kv) return;
    const [, key, value] = kv;
    if (isPlaceholder(key)) return;
    const option = facts.options[version].byName.get(key);
    if (!option) report(line, optionFinding(ctx, key));
    else if (option.cli) report(line, `nodeos option "${key}" is command-line only: config.ini does not accept it`);
    else if (key === 'plugin') checkPlugin(value, line, ctx);
  });
}

function checkPlugin(value, line, {facts, version, report}) {
  if (!value || isPlaceholder(value)) return;
  for (const plugin of value.split(/[\s,]+/).filter(Boolean)) {
    if (facts.options[version].plugins.has(plugin)) continue;
    const others = facts.versions.filter((v) => v !== version && facts.options[v].plugins.has(plugin));
    if (others.length) report(line, `nodeos plugin "${plugin}" does not exist in Spring ${version} (it exists in Spring ${others.join(', ')})`);
    else report(line, `unknown nodeos plugin "${plugin}"${didYouMean(plugin, facts.options[version].plugins)}`);
  }
}

function checkCommand(words, baseLine, ctx) {
  const nodeos = programIndex(words, 'nodeos');
  if (nodeos !== -1) checkNodeosCommand(words.slice(nodeos + 1), baseLine, ctx);
  const cleos = programIndex(words, 'cleos');
  if (cleos !== -1) checkCleosCommand(words.slice(cleos + 1), baseLine, ctx);
}

function checkNodeosCommand(args, baseLine, ctx) {
  const {facts, version, report} = ctx;
  for (let i = 0; i < args.length; i++) {
    const {text, line} = args[i];
    if (text === '--') break;
    const long = /^--([^=\s]+)(?:=(.*))?$/.exec(text);
    const short = /^-([A-Za-z])$/.exec(text);
    if (long) {
      const name = long[1];
      if (isPlaceholder(name)) continue;
      if (!facts.options[version].byName.has(name)) report(baseLine + line, optionFinding(ctx, name));
      else if (name === 'plugin') checkPlugin(long[2] ?? args[i + 1]?.text, baseLine + (long[2] ? line : args[i + 1]?.line ?? line), ctx);
    } else if (short) {
      if (!facts.options[version].byAlias.has(short[1])) report(baseLine + line, optionFinding(ctx, short[1], {short: true}));
    }
  }
}

/**
 * Walks a cleos command line the way CLI11 parses it: options of the command reached so far (the global ones before
 * the first subcommand; a parent's only where the command falls through to it), then a subcommand name or, once the
 * command has no subcommands, its positional arguments. Reports an unknown or misplaced command or option; stops at
 * the first one (what follows cannot be read), at a placeholder where a subcommand goes, at `--` and at a
 * redirection. `cleos push action` then has its action checked.
 */
function checkCleosCommand(args, baseLine, ctx) {
  const {facts, version, report} = ctx;
  let node = facts.cleos[version];
  const positionals = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    const at = baseLine + word.line;
    const redirection = /^\d*[<>]/.test(word.text) && !/^<[^<>]+>$/.test(word.text);
    if (word.text === '--' || (!word.quoted && redirection)) break;
    if (word.quoted || !/^-[^-\d]|^--./.test(word.text)) {
      if (!node.subcommands.size) {
        positionals.push(word);
        continue;
      }
      if (isPlaceholder(word.text)) return;
      const sub = node.subcommands.get(word.text);
      if (!sub) return report(at, cleosCommandFinding(ctx, node, word.text));
      node = sub;
      continue;
    }
    // --name=value, -n value, -nvalue, and -jd (short flags run together)
    for (let rest = word.text; rest; ) {
      const long = rest.startsWith('--');
      const [name, inline] = long ? rest.split(/=(.*)/s) : [rest.slice(0, 2), rest.slice(2) || undefined];
      rest = '';
      if (isPlaceholder(name)) break;
      const option = acceptedOption(node, name);
      if (!option) return report(at, cleosOptionFinding(ctx, node, name));
      if (option.hidden) report(at, `cleos option "${name}" is obsolete: cleos hides it from its help`);
      if (inline !== undefined && !long && !option.value) rest = `-${inline}`;
      else if (inline === undefined && option.value && i + 1 < args.length) {
        const next = args[i + 1];
        if (option.value === true || next.quoted || !next.text.startsWith('-')) i++;
      }
    }
  }
  const [account, action, data] = positionals;
  if (node.path.join(' ') === 'push action' && account && action) checkAction(account, action, data, baseLine, ctx);
}

/** The option `name` as cleos accepts it at `node`: its own, or its parent's where it falls through. */
function acceptedOption(node, name) {
  for (let n = node; n; n = n.fallthrough ? n.parent : null) if (n.options.has(name)) return n.options.get(name);
  return null;
}

const cleosCommand = (node) => (node.path.length ? `cleos ${node.path.join(' ')}` : 'cleos');

function cleosOptionFinding({facts, version}, node, name) {
  // CLI11 hands an unknown option to the parent only where the command falls through (no cleos command does)
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (!parent.options.has(name)) continue;
    const of = parent.path.length ? `an option of ${cleosCommand(parent)}` : 'a global cleos option';
    const rest = node.path.slice(parent.path.length).join(' ');
    return `"${name}" is ${of}: it goes before "${rest}" (${cleosCommand(parent)} ${name} ... ${rest}); ${cleosCommand(node)} rejects it`;
  }
  const others = facts.versions.filter((v) => {
    const other = v !== version && cleosNode(facts.cleos[v], node.path);
    return other && acceptedOption(other, name);
  });
  if (others.length) return `${cleosCommand(node)} option "${name}" does not exist in Spring ${version} (it exists in Spring ${others.join(', ')})`;
  const candidates = [...node.options.keys()].filter((n) => n.startsWith('--') === name.startsWith('--'));
  return `${cleosCommand(node)} has no option "${name}"${didYouMean(name, candidates)}`;
}

function cleosCommandFinding({facts, version}, node, name) {
  const path = [...node.path, name];
  const others = facts.versions.filter((v) => v !== version && cleosNode(facts.cleos[v], path));
  if (others.length) return `cleos command "${path.join(' ')}" does not exist in Spring ${version} (it exists in Spring ${others.join(', ')})`;
  const near = nearest(name, node.subcommands.keys());
  return `unknown cleos command "${path.join(' ')}"${near ? ` (did you mean "${[...node.path, near].join(' ')}"?)` : ''}`;
}

const cleosNode = (root, path) => path.reduce((node, name) => node?.subcommands.get(name), root);

/** Checks `cleos push action <account> <action> <data>` against the contract(s) deployed to the account. */
export function checkAction(account, action, data, baseLine, {facts, report}) {
  const contracts = facts.accounts.get(account.text);
  if (!contracts || isPlaceholder(action.text)) return;
  const having = contracts.filter((c) => c.actions[action.text]);
  if (!having.length) {
    const all = contracts.flatMap((c) => Object.keys(c.actions));
    const names = contracts.map((c) => c.contract).join(', ');
    const of = names === account.text ? account.text : `${account.text} (${names})`;
    report(baseLine + action.line, `unknown action "${action.text}" of ${of}${didYouMean(action.text, all)}`);
    return;
  }
  // no data, data from a variable or a file, or data shortened with "..."
  if (!data || /\.\.\.|…/.test(data.text)) return;
  const shape = jsonShape(data.text);
  if (!shape) return;
  // the action is fine if the data fits any contract deployed to the account that has it
  const problems = having.map((c) => dataProblems(shape, c.actions[action.text], `${account.text}::${action.text}`));
  const fits = problems.find((p) => !p.length);
  if (fits) return;
  for (const {offset, message} of problems[0]) {
    const line = baseLine + data.line + (data.text.slice(0, offset).match(/\n/g)?.length ?? 0);
    report(line, message);
  }
}

function dataProblems(shape, spec, label) {
  const required = spec.params.filter((_, i) => !/^binary_extension</.test(spec.types[i]));
  const problems = [];
  const signature = `${label}(${spec.params.join(', ')})`;
  if (shape.kind === 'array') {
    const n = shape.length;
    if (n < required.length || n > spec.params.length) {
      const expected = required.length === spec.params.length ? `${spec.params.length}` : `${required.length} to ${spec.params.length}`;
      problems.push({offset: 0, message: `${signature} takes ${expected} parameters, the data array has ${n}`});
    }
  } else {
    for (const {key, offset} of shape.keys) {
      if (!spec.params.includes(key)) problems.push({offset, message: `${signature} has no parameter "${key}"${didYouMean(key, spec.params)}`});
    }
    const given = new Set(shape.keys.map((k) => k.key));
    const missing = required.filter((p) => !given.has(p));
    if (missing.length) problems.push({offset: 0, message: `${signature}: the data object lacks ${missing.map((p) => `"${p}"`).join(', ')}`});
  }
  return problems;
}

/**
 * The top level of JSON-like data, tolerant of shell variables and placeholders in it: {kind: 'array', length}
 * or {kind: 'object', keys: [{key, offset}]}; null when the text is not an array or object.
 */
export function jsonShape(text) {
  const start = text.search(/\S/);
  if (start === -1 || !'[{'.includes(text[start])) return null;
  const kind = text[start] === '[' ? 'array' : 'object';
  let depth = 0;
  let items = 0;
  let sawValue = false;
  const keys = [];
  let expectKey = kind === 'object';
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (depth === 1) {
        sawValue = true;
        if (kind === 'object' && expectKey && /^\s*:/.test(text.slice(j + 1))) {
          keys.push({key: text.slice(i + 1, j), offset: i});
          expectKey = false;
        }
      }
      i = j;
      continue;
    }
    if (c === '[' || c === '{') {
      depth++;
      if (depth === 2) sawValue = true;
      continue;
    }
    if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) break;
      continue;
    }
    if (depth === 1 && c === ',') {
      items++;
      expectKey = kind === 'object';
      continue;
    }
    if (depth === 1 && /\S/.test(c)) sawValue = true;
  }
  if (kind === 'array') return {kind, length: sawValue ? items + 1 : 0};
  return {kind, keys};
}

function checkEndpoint(path, line, {facts, version, report}) {
  if (facts.endpoints[version].has(path) || facts.otherEndpoints.has(path)) return;
  const others = facts.versions.filter((v) => v !== version && facts.endpoints[v].has(path));
  if (others.length) {
    report(line, `HTTP endpoint "${path}" does not exist in Spring ${version} (it exists in Spring ${others.join(', ')})`);
    return;
  }
  const candidates = [...facts.endpoints[version].keys(), ...facts.otherEndpoints.keys()];
  report(line, `unknown HTTP endpoint "${path}"${didYouMean(path, candidates)}`);
}

// --- CDT -----------------------------------------------------------------------------------------------------------

/**
 * Checks a C++ block against CDT: each `#include <eosio/...>` is a header CDT installs (one of a native build only
 * where the page speaks of -fnative), each `[[eosio::...]]` attribute one CDT's code uses, and each `eosio::a::b`
 * a name CDT declares: namespaces are followed down, a class ends the check (its members are not listed). Names the
 * block itself declares in namespace eosio count too.
 */
function checkCppBlock(block, native, {facts, report}) {
  const {cdt} = facts;
  const code = stripComments(block.text);
  const at = (offset) => block.line + lineAt(code, offset) - 1;
  for (const m of code.matchAll(/^[ \t]*#[ \t]*include[ \t]*[<"](eosio\/[^>"]+)[>"]/gm)) {
    const header = cdt.headers.get(m[1]);
    if (!header) {
      const near = nearest(m[1], cdt.headers.keys());
      report(at(m.index), `unknown CDT header <${m[1]}>${near ? ` (did you mean <${near}>?)` : ''}`);
    } else if (cdt.nativeOnly.has(header.dir) && !native) {
      report(at(m.index), `CDT header <${m[1]}> is for native builds: cdt-cpp has it on the include path with -fnative only, which the page does not mention`);
    }
  }
  // attribute lists, then the code without them and without strings for the qualified names
  let names = code;
  for (const m of code.matchAll(/\[\[/g)) {
    let close;
    try {
      close = matchClose(code, m.index + 1);
    } catch {
      continue;
    }
    if (code[close + 1] !== ']') continue;
    for (const item of splitTopLevel(code.slice(m.index + 2, close))) {
      const name = /^eosio::(\w+)/.exec(item)?.[0];
      if (!name || cdt.attributes.has(name)) continue;
      const near = nearest(name, cdt.attributes);
      report(at(m.index), `unknown CDT attribute [[${name}]]${near ? ` (did you mean [[${near}]]?)` : ''}`);
    }
    names = names.slice(0, m.index) + ' '.repeat(close + 2 - m.index) + names.slice(close + 2);
  }
  names = names.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (s) => ' '.repeat(s.length));
  const declared = new Map([...cdt.names, ...pageDeclarations(names).map((d) => [d.name, d])]);
  for (const m of names.matchAll(/(?<![\w:])(?:::\s*)?eosio((?:\s*::\s*\w+)+)/g)) {
    let name = 'eosio';
    for (const segment of m[1].split('::').map((s) => s.trim()).filter(Boolean)) {
      const parent = name;
      name = `${name}::${segment}`;
      if (!declared.has(name)) {
        const siblings = [...cdt.names.keys()].filter((n) => n.startsWith(`${parent}::`) && !n.slice(parent.length + 2).includes('::'));
        report(at(m.index), `unknown CDT name "${name}"${didYouMean(name, siblings)}`);
        break;
      }
      if (declared.get(name).kind !== 'namespace') break;
    }
  }
}

/** What a block declares in namespace eosio itself; a fragment whose brackets do not balance declares nothing. */
function pageDeclarations(code) {
  if (!/\bnamespace\s+eosio\b/.test(code)) return [];
  try {
    return namespaceDeclarations(code, 'eosio');
  } catch {
    return [];
  }
}

// --- checked_against -----------------------------------------------------------------------------------------------

const CHECKED_AGAINST = /^(\d{4}-\d{2}-\d{2}) (none|[a-z0-9][\w.@/-]* v?\d[\w.+-]*(?:, [a-z0-9][\w.@/-]* v?\d[\w.+-]*)*)$/i;

/**
 * Checks the `checked_against: YYYY-MM-DD name version[, name version...]` (or `YYYY-MM-DD none`) front matter
 * line. `now` is the current time; a date is in the future when no time zone has reached it yet.
 */
export function checkCheckedAgainst(source, file, now = new Date()) {
  const {frontMatter, frontMatterLines} = splitPage(source);
  const value = frontMatter.checked_against;
  if (value === undefined) return [`${file}:1: missing front matter "checked_against: YYYY-MM-DD name version[, ...]"`];
  const line = frontMatterLines.checked_against;
  const m = CHECKED_AGAINST.exec(value);
  if (!m) return [`${file}:${line}: checked_against "${value}" is not "YYYY-MM-DD name version[, name version...]" or "YYYY-MM-DD none"`];
  const date = new Date(`${m[1]}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== m[1]) return [`${file}:${line}: checked_against date "${m[1]}" is not a date`];
  const latestToday = new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10); // UTC+14
  if (m[1] > latestToday) return [`${file}:${line}: checked_against date ${m[1]} is in the future`];
  return [];
}

// --- site ----------------------------------------------------------------------------------------------------------

const isPage = (file) => /\.mdx?$/.test(file);

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true})
    .filter(isPage)
    .map((file) => join(dir, file))
    .sort();
}

/** The pages the checks cover: docs/, evm/, and the translations of both docs sets. */
export function sitePages(root = ROOT) {
  const own = guideSets.flatMap((set) => walk(join(root, set.dir)));
  const translated = existsSync(join(root, 'i18n'))
    ? readdirSync(join(root, 'i18n')).flatMap((locale) => {
        const localeDir = join(root, 'i18n', locale);
        return readdirSync(localeDir)
          .filter((d) => d.startsWith('docusaurus-plugin-content-docs'))
          .flatMap((d) => walk(join(localeDir, d, 'current')));
      })
    : [];
  return {own, translated};
}

/** All findings of the site: {facts: [...], checkedAgainst: [...]}. */
export function checkSite(root = ROOT, facts = loadFacts()) {
  const {own, translated} = sitePages(root);
  const result = {facts: [], checkedAgainst: []};
  for (const path of [...own, ...translated]) {
    const source = readFileSync(path, 'utf8');
    const file = relative(root, path);
    result.facts.push(...checkPage(source, file, facts));
    if (own.includes(path)) result.checkedAgainst.push(...checkCheckedAgainst(source, file));
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {facts, checkedAgainst} = checkSite();
  for (const finding of [...facts, ...checkedAgainst]) console.log(finding);
  console.log(`${facts.length} fact finding(s), ${checkedAgainst.length} checked_against finding(s)`);
  process.exitCode = facts.length || checkedAgainst.length ? 1 : 0;
}
