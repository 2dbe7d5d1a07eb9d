#!/usr/bin/env node
// Regenerates tests/fixtures/facts/*.json from git mirrors of the real sources. Run by hand when a release the
// docs are checked against changes; never run by the test suite (CI has no mirrors).
//
//   node scripts/extract-facts.mjs --mirrors DIR [--spring GITDIR] [--appbase GITDIR] [--cli11 GITDIR]
//        [--system-contracts GITDIR] [--vaulta-system-contract GITDIR] [--hyperion GITDIR] [--cdt GITDIR] [--out DIR]
//
// A mirror is a bare git directory. They are looked up as DIR/<owner>+<name>/repo, with DIR from --mirrors or
// $FACTS_MIRRORS; one of the two is required (there is no default location). Each mirror can also be set on its own
// with the options above or with $FACTS_SPRING, $FACTS_APPBASE, $FACTS_CLI11, $FACTS_SYSTEM_CONTRACTS,
// $FACTS_VAULTA_SYSTEM_CONTRACT, $FACTS_HYPERION, $FACTS_CDT; DIR is then needed only for the ones not set.
//
// Files written:
//   nodeos-options.json   options of every plugin nodeos links, and appbase's application options, per Spring tag
//   http-endpoints.json   every /v1/... route nodeos registers with its api_category, per Spring tag; keosd's
//                         wallet routes and Hyperion's /v1 compatibility routes as "other" servers
//   contract-actions.json actions and their parameters of the system contracts and core.vaulta
//   api-structs.json      fields of every struct the API plugins reflect (request params, results), per Spring tag
//   cleos-commands.json   cleos's subcommands and their options, and its global options, per Spring tag
//   cdt-names.json        CDT's <eosio/...> headers, the names it declares in namespace eosio, its attributes
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {
  blankDirectives,
  evaluate,
  expandMacros,
  findInitializer,
  functionMacros,
  lastSegment,
  lineAt,
  lineConditions,
  lineIndex,
  matchClose,
  namespaceDeclarations,
  splitTopLevel,
  stringLiteral,
  stripComments,
} from './lib/cpp-source.mjs';

const SPRING_TAGS = {latest: 'v1.2.2', others: ['v1.0.4']};
const SYSTEM_CONTRACTS_TAG = 'v3.10.0';
const VAULTA_SYSTEM_CONTRACT_TAG = 'v1.0.0';
const HYPERION_TAG = 'v4.0.7';
const CDT_TAG = 'v4.1.1';

const {values: args} = parseArgs({
  options: {
    mirrors: {type: 'string'},
    spring: {type: 'string'},
    appbase: {type: 'string'},
    'system-contracts': {type: 'string'},
    'vaulta-system-contract': {type: 'string'},
    hyperion: {type: 'string'},
    cli11: {type: 'string'},
    cdt: {type: 'string'},
    out: {type: 'string'},
  },
});
const USAGE = `Usage: node scripts/extract-facts.mjs --mirrors DIR [--spring GITDIR] [--appbase GITDIR] [--cli11 GITDIR]
       [--system-contracts GITDIR] [--vaulta-system-contract GITDIR] [--hyperion GITDIR] [--cdt GITDIR] [--out DIR]
DIR (or $FACTS_MIRRORS) is the directory of bare git mirrors, one per repository at DIR/<owner>+<name>/repo.`;
const mirrors = args.mirrors ?? process.env.FACTS_MIRRORS;
const missingMirrors = [];
const mirror = (option, env, repo) => {
  const dir = args[option] ?? process.env[env];
  if (dir) return dir;
  if (mirrors) return join(mirrors, `${repo.replace('/', '+')}`, 'repo');
  missingMirrors.push(`--${option}`);
  return undefined;
};
const REPOS = {
  spring: {name: 'AntelopeIO/spring', dir: mirror('spring', 'FACTS_SPRING', 'AntelopeIO/spring')},
  appbase: {name: 'AntelopeIO/appbase', dir: mirror('appbase', 'FACTS_APPBASE', 'AntelopeIO/appbase')},
  systemContracts: {
    name: 'VaultaFoundation/system-contracts',
    dir: mirror('system-contracts', 'FACTS_SYSTEM_CONTRACTS', 'VaultaFoundation/system-contracts'),
  },
  vaulta: {
    name: 'VaultaFoundation/vaulta-system-contract',
    dir: mirror('vaulta-system-contract', 'FACTS_VAULTA_SYSTEM_CONTRACT', 'VaultaFoundation/vaulta-system-contract'),
  },
  hyperion: {name: 'eosrio/hyperion-history-api', dir: mirror('hyperion', 'FACTS_HYPERION', 'eosrio/hyperion-history-api')},
  cli11: {name: 'AntelopeIO/CLI11', dir: mirror('cli11', 'FACTS_CLI11', 'AntelopeIO/CLI11')},
  cdt: {name: 'AntelopeIO/cdt', dir: mirror('cdt', 'FACTS_CDT', 'AntelopeIO/cdt')},
};
if (missingMirrors.length) {
  console.error(`No mirrors directory: give --mirrors DIR or set $FACTS_MIRRORS (or set ${missingMirrors.join(', ')} each).\n\n${USAGE}`);
  process.exit(2);
}
const outDir = args.out ?? fileURLToPath(new URL('../tests/fixtures/facts/', import.meta.url));

// --- git ---------------------------------------------------------------------------------------------------------

const git = (repo, ...argv) => execFileSync('git', ['-C', repo.dir, ...argv], {encoding: 'utf8', maxBuffer: 1 << 28});
const show = (repo, ref, path) => git(repo, 'show', `${ref}:${path}`);
const listFiles = (repo, ref, under) => git(repo, 'ls-tree', '-r', '--name-only', ref, '--', under).split('\n').filter(Boolean);
const commitOf = (repo, ref) => git(repo, 'rev-parse', `${ref}^{commit}`).trim();
const submoduleCommit = (repo, ref, path) => git(repo, 'ls-tree', ref, path).split(/\s+/)[2];
const version = (tag) => tag.replace(/^v/, '');

// --- nodeos plugins ------------------------------------------------------------------------------------------------

/** The plugins nodeos links: those in programs/nodeos/CMakeLists.txt and, transitively, what they link. */
function nodeosPlugins(tag) {
  const all = new Set(git(REPOS.spring, 'ls-tree', '--name-only', tag, 'plugins/').split('\n').map((p) => p.replace('plugins/', '')));
  const linked = (text) => [...new Set(text.match(/\b\w+_plugin\b/g) ?? [])].filter((p) => all.has(p));
  const found = new Set();
  const queue = linked(show(REPOS.spring, tag, 'programs/nodeos/CMakeLists.txt'));
  while (queue.length) {
    const plugin = queue.shift();
    if (found.has(plugin)) continue;
    found.add(plugin);
    queue.push(...linked(show(REPOS.spring, tag, `plugins/${plugin}/CMakeLists.txt`)));
  }
  return [...found].sort();
}

/** The C++ files of a plugin, tests and the separate utilities left out. */
function pluginFiles(tag, plugin) {
  return listFiles(REPOS.spring, tag, `plugins/${plugin}/`).filter(
    (path) => /\.(cpp|hpp)$/.test(path) && !/\/(tests?|utils)\//.test(path),
  );
}

// --- reflected structs ---------------------------------------------------------------------------------------------

const API_PLUGINS = [
  'chain_plugin', 'chain_api_plugin', 'db_size_api_plugin', 'http_plugin', 'net_plugin', 'net_api_plugin',
  'producer_plugin', 'producer_api_plugin', 'test_control_plugin', 'test_control_api_plugin', 'trace_api_plugin',
];

/** Struct bodies by short name: the first `struct X {` (or `struct X : base {`) of the sources. */
function structBodies(sources) {
  const bodies = {};
  for (const {path, text} of sources) {
    for (const m of text.matchAll(/\b(?:struct|class)\s+(\w+)\s*(?:final\s*)?(?::[^{;]*)?\{/g)) {
      const open = m.index + m[0].length - 1;
      bodies[m[1]] ??= {path, body: text.slice(open + 1, matchClose(text, open))};
    }
  }
  return bodies;
}

/** The declared type of member `field` in a struct body (text before the name), or null when not found. */
function memberType(body, field) {
  // nested braces (inline functions, nested structs) are blanked so that only the struct's own members match
  let flat = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') {
      const close = matchClose(body, i);
      const inner = body.slice(i + 1, close);
      // a brace initializer of a member (`uint32_t limit{10};`) is kept as `{}`
      flat += /^[^;]*$/.test(inner) ? '{}' : ';';
      i = close;
    } else flat += body[i];
  }
  for (const statement of flat.split(';')) {
    const decl = statement.replace(/\b(public|private|protected)\s*:/g, '').replace(/\s+/g, ' ').trim();
    const m = decl.match(new RegExp(`^(?:static\\s+|mutable\\s+)?(.+?)\\s*\\b${field}\\s*(?:=.*|\\{\\})?$`));
    if (m && !/[()]/.test(m[1]) && !/^(using|typedef|return)\b/.test(m[1])) return m[1].trim();
  }
  return null;
}

/** Every FC_REFLECT / FC_REFLECT_DERIVED / FC_REFLECT_EMPTY of the API plugins: type -> {fields, base}. */
function structsOf(tag) {
  const sources = API_PLUGINS.flatMap((plugin) => pluginFiles(tag, plugin))
    .map((path) => ({path, text: blankDirectives(stripComments(show(REPOS.spring, tag, path)))}));
  const bodies = structBodies(sources);
  const structs = {};
  for (const {path, text} of sources) {
    for (const m of text.matchAll(/\bFC_REFLECT(_DERIVED|_EMPTY)?\s*\(/g)) {
      const open = m.index + m[0].length - 1;
      const args = splitTopLevel(text.slice(open + 1, matchClose(text, open)), {angles: true});
      const name = args[0].replace(/\s+/g, '');
      if (/\(|^\w+$/.test(name) && !name.includes('::')) continue; // macro definitions and unqualified helpers
      const base = m[1] === '_DERIVED' ? args[1].replace(/[()\s]/g, '') : undefined;
      const list = m[1] === '_EMPTY' ? '' : (m[1] === '_DERIVED' ? args[2] : args[1]) ?? '';
      const names = [...list.matchAll(/\(\s*(\w+)\s*\)/g)].map((f) => f[1]);
      const body = bodies[lastSegment(name)];
      const fields = Object.fromEntries(names.map((f) => [f, (body && memberType(body.body, f)) ?? null]));
      structs[name] = {source: `${path}#L${lineAt(text, m.index)}`, ...(base ? {base} : {}), fields};
    }
  }
  return Object.fromEntries(Object.entries(structs).sort(([a], [b]) => a.localeCompare(b)));
}

function structFacts() {
  const versions = {};
  for (const tag of [SPRING_TAGS.latest, ...SPRING_TAGS.others]) {
    versions[version(tag)] = {repository: REPOS.spring.name, tag, commit: commitOf(REPOS.spring, tag), structs: structsOf(tag)};
  }
  return {
    description:
      'Structs the API plugins reflect with FC_REFLECT, per Spring version: type -> its reflected fields in order ' +
      '(the JSON members fc reads and writes) with each member\'s declared C++ type (null where it was not found), ' +
      'the base it derives from, and the line of the FC_REFLECT. fc leaves an empty std::optional member out of the JSON.',
    generatedBy: 'scripts/extract-facts.mjs',
    latest: version(SPRING_TAGS.latest),
    versions,
  };
}

// --- options -------------------------------------------------------------------------------------------------------

/**
 * Options declared by every `set_program_options(cli, cfg)` of a source. The first parameter is the command-line
 * description, the second the config-file one; local descriptions are followed through `X.add(local)`.
 * `ctx.lookup(name)` resolves identifiers of default values; `ctx.condition(text)` evaluates an `if` condition
 * (true, false or undefined when unknown).
 */
function extractOptions(source, ctx) {
  const code = stripComments(source);
  const conditions = lineConditions(code);
  const text = blankDirectives(code);
  const options = [];
  for (const fn of text.matchAll(/\bset_program_options\s*\(([^()]*)\)\s*(?:const\s*)?\{/g)) {
    const open = fn.index + fn[0].length - 1;
    const close = matchClose(text, open);
    const body = text.slice(open, close + 1);
    const params = fn[1].split(',').map((p) => (/(\w+)\s*$/.exec(p.replace(/&/g, ' '))?.[1] ?? null));
    const targets = new Map(ctx.targets ?? []);
    if (params.length === 2) {
      if (params[0] && !/options_description$/.test(params[0])) targets.set(params[0], 'cli');
      if (params[1] && !/options_description$/.test(params[1])) targets.set(params[1], 'cfg');
    }
    // local descriptions added to the cli or cfg ones (a description added to both counts as cfg)
    for (let changed = true; changed; ) {
      changed = false;
      for (const m of body.matchAll(/(\w+)\s*(?:\.|->)\s*add\s*\(\s*(\w+)\s*\)/g)) {
        const target = targets.get(m[1]);
        if (target && targets.get(m[2]) !== 'cfg' && targets.get(m[2]) !== target) {
          targets.set(m[2], target);
          changed = true;
        }
      }
    }
    const branches = ifBranches(body);
    const groupsAt = (pos, description) => {
      const target = targets.get(description);
      while (true) {
        while (/\s/.test(body[pos])) pos++;
        if (body[pos] !== '(') return;
        const end = matchClose(body, pos);
        const option = readOption(body.slice(pos + 1, end), target, ctx);
        if (option) {
          const branch = branches.filter((b) => b.start <= pos && pos < b.end).map((b) => b.condition);
          const known = branch.map((c) => ctx.condition(c));
          if (!known.includes(false)) {
            const unknown = branch.filter((_, i) => known[i] === undefined);
            const pre = conditions[lineAt(code, open + pos)];
            const all = [pre, ...unknown].filter(Boolean).join(' && ');
            if (all) option.condition = all;
            options.push(option);
          }
        }
        pos = end + 1;
      }
    };
    for (const m of body.matchAll(/(\w+)\s*\.\s*add_options\s*\(\s*\)(?!\s*;)/g)) groupsAt(m.index + m[0].length, m[1]);
    for (const m of body.matchAll(/auto\s+(\w+)\s*=\s*(\w+)\s*\.\s*add_options\s*\(\s*\)\s*;/g)) {
      const [, easy, description] = m;
      for (const call of body.matchAll(new RegExp(`(?<=[;{}]\\s*)\\b${easy}\\s*(?=\\()`, 'g'))) {
        groupsAt(call.index + call[0].length, description);
      }
    }
  }
  return options;
}

/** The `if (cond) stmt [else stmt]` ranges of a function body: [{start, end, condition}]. */
function ifBranches(body) {
  const branches = [];
  for (const m of body.matchAll(/\bif\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const close = matchClose(body, open);
    const condition = body.slice(open + 1, close).trim();
    const stmtEnd = statementEnd(body, close + 1);
    branches.push({start: close + 1, end: stmtEnd, condition});
    const rest = /^\s*else\b/.exec(body.slice(stmtEnd));
    if (rest) {
      const elseStart = stmtEnd + rest[0].length;
      branches.push({start: elseStart, end: statementEnd(body, elseStart), condition: `!(${condition})`});
    }
  }
  return branches;
}

function statementEnd(body, pos) {
  while (/\s/.test(body[pos])) pos++;
  if (body[pos] === '{') return matchClose(body, pos) + 1;
  let i = pos;
  while (i < body.length && body[i] !== ';') {
    if ('([{'.includes(body[i])) i = matchClose(body, i);
    else if (body[i] === '"') {
      i++;
      while (body[i] !== '"') i += body[i] === '\\' ? 2 : 1;
    }
    i++;
  }
  return i + 1;
}

/** One `("name,a", semantic, "help")` group of an add_options() chain. */
function readOption(group, target, ctx) {
  const parts = splitTopLevel(group);
  const spec = stringLiteral(parts[0] ?? '');
  if (spec === null) return null;
  const [name, alias] = spec.split(',');
  const option = {name};
  if (alias) option.alias = alias;
  if (target === 'cli') option.cli = true;
  const semantic = parts.slice(1).find((p) => /\b(value\s*<|bool_switch\s*\()/.test(p));
  if (!semantic) {
    option.type = 'switch';
    return option;
  }
  if (/\bbool_switch\s*\(/.test(semantic)) option.type = 'bool switch';
  else {
    const v = /\bvalue\s*</.exec(semantic);
    let depth = 1;
    let i = v.index + v[0].length;
    const start = i;
    for (; depth; i++) depth += semantic[i] === '<' ? 1 : semantic[i] === '>' ? -1 : 0;
    option.type = semantic
      .slice(start, i - 1)
      .replace(/\b(std|boost|eosio|chain|fc|chainbase|pinnable_mapped_file|wasm_interface)::/g, '')
      .replace(/\s+/g, '');
  }
  const d = /\bdefault_value\s*\(/.exec(semantic);
  if (d) {
    const open = d.index + d[0].length - 1;
    const [expr, textual] = splitTopLevel(semantic.slice(open + 1, matchClose(semantic, open)));
    let value;
    try {
      value = evaluate(expr, ctx.lookup);
    } catch {
      value = textual !== undefined ? stringLiteral(textual) ?? undefined : undefined;
    }
    if (value !== undefined) option.default = value;
    const compactExpr = expr.replace(/\s+/g, ' ');
    if (value === undefined || !isLiteral(compactExpr)) option.defaultExpr = compactExpr;
  } else if (option.type === 'bool switch') option.default = false;
  return option;
}

const isLiteral = (expr) => /^(-?[\d']+[uUlL]*|"(?:[^"\\]|\\.)*"|true|false|\{\s*"[^"]*"\s*\})$/.test(expr.trim());

/** Lookup of identifiers in option defaults, searching `sources` (texts) in order. */
function makeLookup(sources, extra = {}) {
  const lookup = (name, depth = 0) => {
    if (name in extra) return extra[name];
    const simple = lastSegment(name);
    if (simple in extra) return extra[simple];
    if (depth > 8) throw new Error(`too deep: ${name}`);
    const init = findInitializer(simple, sources);
    if (init !== null) return evaluate(init, (n) => lookup(n, depth + 1));
    const text = enumText(name, sources);
    if (text === null) throw new Error(`unknown ${name}`);
    return text;
  };
  return lookup;
}

/**
 * How an enum value prints (what `nodeos --help` shows as its default): from an operator<< written as
 * `if (m == Type::VALUE) { os << "text"; }` or a switch written as `case Type::VALUE: return "text";`, whose
 * `default: return "text";` covers the values it does not list.
 */
function enumText(name, sources) {
  const parts = name.split('::');
  if (parts.length < 2) return null;
  const [type, value] = parts.slice(-2);
  for (const source of sources) {
    const printed = new RegExp(`==\\s*(?:\\w+::)*${type}::${value}\\s*\\)\\s*\\{?\\s*\\w+\\s*<<\\s*"([^"]*)"`).exec(source);
    if (printed) return printed[1];
    const switchAt = new RegExp(`case\\s+(?:\\w+::)*${type}::\\w+\\s*:`).exec(source);
    if (switchAt) {
      const body = source.slice(switchAt.index, source.indexOf('}', switchAt.index));
      const named = new RegExp(`case\\s+(?:\\w+::)*${type}::${value}\\s*:\\s*return\\s*"([^"]*)"`).exec(body);
      if (named) return named[1];
      const fallback = /default\s*:\s*return\s*"([^"]*)"/.exec(body);
      if (fallback) return fallback[1];
    }
  }
  return null;
}

/** nodeos's http_plugin defaults (programs/nodeos/main.cpp) over the struct's own (http_plugin.hpp). */
function httpDefaults(tag) {
  const header = stripComments(show(REPOS.spring, tag, 'plugins/http_plugin/include/eosio/http_plugin/http_plugin.hpp'));
  const at = /struct\s+http_plugin_defaults\s*\{/.exec(header);
  const open = at.index + at[0].length - 1;
  const struct = header.slice(open + 1, matchClose(header, open));
  const defaults = {};
  for (const m of struct.matchAll(/^\s*[\w:<>]+\s+(\w+)\s*(?:\{([^}]*)\}|=\s*([^;]+))?\s*;/gm)) {
    const init = (m[2] ?? m[3] ?? '').trim();
    defaults[m[1]] = init ? evaluate(init, () => {
      throw new Error('no lookup');
    }) : /string/.test(m[0]) ? '' : 0;
  }
  const main = stripComments(show(REPOS.spring, tag, 'programs/nodeos/main.cpp'));
  const set = /http_plugin::set_defaults\s*\(\s*\{([\s\S]*?)\}\s*\)/.exec(main)[1];
  for (const m of set.matchAll(/\.(\w+)\s*=\s*([^,]+?)\s*(?:,|$)/g)) {
    try {
      defaults[m[1]] = evaluate(m[2], () => {
        throw new Error('no lookup');
      });
    } catch {
      // e.g. the server header, built at run time
    }
  }
  return defaults;
}

function springOptions(tag) {
  const plugins = {};
  const sources = [];
  const chainConfig = [
    'libraries/chain/include/eosio/chain/config.hpp',
    'libraries/chain/include/eosio/chain/webassembly/eos-vm-oc/config.hpp',
    'libraries/chain/include/eosio/chain/wasm_interface.hpp',
  ].filter((path) => listFiles(REPOS.spring, tag, path).length);
  const shared = chainConfig.map((path) => stripComments(show(REPOS.spring, tag, path)));
  const http = httpDefaults(tag);
  const httpExtra = Object.fromEntries(Object.entries(http).map(([k, v]) => [`current_http_plugin_defaults.${k}`, v]));
  const condition = (text) => {
    try {
      return Boolean(evaluate(text, (n) => {
        if (n in httpExtra) return httpExtra[n];
        throw new Error(`unknown ${n}`);
      }));
    } catch {
      return undefined;
    }
  };
  for (const plugin of nodeosPlugins(tag)) {
    const files = pluginFiles(tag, plugin);
    const texts = files.map((path) => stripComments(show(REPOS.spring, tag, path)));
    const lookup = makeLookup([...texts, ...shared], httpExtra);
    const options = [];
    files.forEach((path) => {
      const found = extractOptions(show(REPOS.spring, tag, path), {lookup, condition});
      if (found.length) sources.push(path);
      for (const option of found) if (!options.some((o) => o.name === option.name)) options.push(option);
    });
    plugins[plugin] = options;
  }
  sources.push(...chainConfig, 'plugins/http_plugin/include/eosio/http_plugin/http_plugin.hpp', 'programs/nodeos/main.cpp');
  return {plugins, sources};
}

function appbaseOptions(commit) {
  const source = show(REPOS.appbase, commit, 'application_base.cpp');
  // the application's own descriptions: _cfg_options is config.ini, _app_options the command line
  const options = extractOptions(source, {
    targets: [['_cfg_options', 'cfg'], ['_app_options', 'cli']],
    lookup: makeLookup([]),
    condition: () => undefined,
  });
  return options;
}

function optionsFacts() {
  const versions = {};
  for (const tag of [SPRING_TAGS.latest, ...SPRING_TAGS.others]) {
    const appbaseCommit = submoduleCommit(REPOS.spring, tag, 'libraries/appbase');
    const {plugins, sources} = springOptions(tag);
    versions[version(tag)] = {
      repository: REPOS.spring.name,
      tag,
      commit: commitOf(REPOS.spring, tag),
      sources,
      appbase: {repository: REPOS.appbase.name, commit: appbaseCommit, submodule: 'libraries/appbase', sources: ['application_base.cpp']},
      plugins: {application: appbaseOptions(appbaseCommit), ...plugins},
    };
  }
  return {
    description:
      'nodeos options per plugin: name, short alias, cli (command line only, not accepted in config.ini), value type, ' +
      'default (evaluated) and defaultExpr (the C++ expression, when not a plain literal), condition (preprocessor or ' +
      'build condition). "application" holds appbase\'s own options.',
    generatedBy: 'scripts/extract-facts.mjs',
    latest: version(SPRING_TAGS.latest),
    versions,
  };
}

// --- HTTP endpoints ------------------------------------------------------------------------------------------------

/** Routes registered in a set of plugin sources: {path: {category, plugin}}. */
function routesOf(tag, plugins, commonMacros) {
  const endpoints = {};
  const sources = [];
  for (const plugin of plugins) {
    for (const path of pluginFiles(tag, plugin)) {
      const code = stripComments(show(REPOS.spring, tag, path));
      if (!code.includes('/v1/') && !Object.keys(commonMacros).some((name) => code.includes(name))) continue;
      const macros = {...commonMacros, ...functionMacros(code)};
      const body = blankDirectives(code);
      const expanded = expandMacros(body, macros);
      let found = false;
      const add = (route, category) => {
        if (!route.startsWith('/v1/') || /[#\s]/.test(route)) return;
        endpoints[route] ??= {category, plugin};
        found = true;
      };
      for (const m of expanded.matchAll(/std::string\s*\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\)\s*,\s*api_category::(\w+)/g)) {
        add(stringLiteral(m[1]), m[2]);
      }
      for (const m of expanded.matchAll(/\{\s*"(\/v1\/[^"]+)"\s*,\s*api_category::(\w+)/g)) add(m[1], m[2]);
      // routes http_plugin answers itself on every listener, whatever its categories
      for (const m of expanded.matchAll(/resource\s*==\s*"(\/v1\/[^"]+)"/g)) add(m[1], 'node');
      if (found) sources.push(path);
    }
  }
  return {endpoints: Object.fromEntries(Object.entries(endpoints).sort(([a], [b]) => a.localeCompare(b))), sources};
}

function endpointFacts() {
  const versions = {};
  let keosd;
  for (const tag of [SPRING_TAGS.latest, ...SPRING_TAGS.others]) {
    const macrosPath = 'plugins/http_plugin/include/eosio/http_plugin/macros.hpp';
    const commonMacros = functionMacros(stripComments(show(REPOS.spring, tag, macrosPath)));
    const {endpoints, sources} = routesOf(tag, nodeosPlugins(tag), commonMacros);
    versions[version(tag)] = {repository: REPOS.spring.name, tag, commit: commitOf(REPOS.spring, tag), sources: [macrosPath, ...sources], endpoints};
    if (tag === SPRING_TAGS.latest) {
      const wallet = routesOf(tag, ['wallet_api_plugin'], commonMacros);
      keosd = {
        description: 'keosd (the wallet daemon shipped with Spring): wallet_api_plugin routes',
        repository: REPOS.spring.name,
        tag,
        commit: commitOf(REPOS.spring, tag),
        sources: wallet.sources,
        endpoints: wallet.endpoints,
      };
    }
  }
  return {
    description:
      'HTTP routes per Spring version: path -> api_category (the http-category-address category that serves it; ' +
      '"node" routes are served on every listener) and the plugin that registers it. "other" lists routes of other ' +
      'servers the docs mention.',
    generatedBy: 'scripts/extract-facts.mjs',
    latest: version(SPRING_TAGS.latest),
    versions,
    other: {keosd, hyperion: hyperionRoutes(Object.keys(versions[version(SPRING_TAGS.latest)].endpoints))},
  };
}

/**
 * Hyperion's legacy /v1 routes: src/api/routes.ts maps a folder of routes/ to a prefix, one route per subfolder.
 * Prefixes nodeos also serves (/v1/chain, /v1/trace_api: Hyperion proxies them) are left out, so that a path
 * nodeos no longer has is not taken for valid because Hyperion still proxies it.
 */
function hyperionRoutes(springPaths) {
  const springPrefixes = new Set(springPaths.map((path) => path.split('/').slice(0, 3).join('/')));
  const repo = REPOS.hyperion;
  const routesTs = show(repo, HYPERION_TAG, 'src/api/routes.ts');
  const endpoints = {};
  const sources = ['src/api/routes.ts'];
  for (const m of routesTs.matchAll(/addRoute\(\s*server\s*,\s*'([^']+)'\s*,\s*'(\/v1\/[^']*)'\s*\)/g)) {
    const [, folder, prefix] = m;
    if (springPrefixes.has(prefix)) continue;
    const files = listFiles(repo, HYPERION_TAG, `src/api/routes/${folder}/`);
    for (const route of [...new Set(files.map((f) => f.split('/')[4]).filter((f) => f && !f.includes('.')))].sort()) {
      const index = files.find((f) => f === `src/api/routes/${folder}/${route}/index.ts`);
      if (!index || !show(repo, HYPERION_TAG, index).includes('getRouteName(')) continue;
      endpoints[`${prefix}/${route}`] = {category: folder};
    }
    sources.push(`src/api/routes/${folder}/*/index.ts`);
  }
  return {
    description: "Hyperion's compatibility routes for the old /v1 APIs nodeos no longer serves",
    repository: repo.name,
    tag: HYPERION_TAG,
    commit: commitOf(repo, HYPERION_TAG),
    sources,
    endpoints,
  };
}

// --- contract actions ----------------------------------------------------------------------------------------------

/** `[[eosio::action]]` declarations and definitions of a source: [{contract, name, params: [{name, type}]}]. */
function extractActions(source) {
  const text = blankDirectives(stripComments(source));
  const contracts = []; // [{pos, contract, cls}]
  for (const m of text.matchAll(/\b(?:class|struct)\s+\[\[([^\]]*)\]\]\s*(\w+)/g)) {
    const c = /eosio::contract\(\s*"([^"]+)"\s*\)/.exec(m[1]);
    if (c) contracts.push({pos: m.index, contract: c[1], cls: m[2]});
  }
  const actions = [];
  for (const m of text.matchAll(/\[\[\s*eosio::action(?:\s*\(\s*"([^"]*)"\s*\))?[^\]]*\]\]/g)) {
    const after = m.index + m[0].length;
    const open = text.indexOf('(', after);
    const head = text.slice(after, open).trim().split(/\s+/).pop();
    const qualified = head.split('::');
    const name = m[1] || qualified.pop();
    const cls = qualified.pop();
    const contract = cls
      ? contracts.find((c) => c.cls === cls)?.contract
      : contracts.filter((c) => c.pos < m.index).pop()?.contract;
    const params = splitTopLevel(text.slice(open + 1, matchClose(text, open)), {angles: true})
      .filter(Boolean)
      .map((param) => {
        const declaration = splitTopLevel(param, {sep: '=', angles: true})[0];
        const pm = /^(.*?)\s*\b(\w+)$/.exec(declaration.trim());
        return {name: pm[2], type: simplifyType(pm[1])};
      });
    actions.push({contract, cls, name, params});
  }
  return actions;
}

function simplifyType(type) {
  let t = type.replace(/\bconst\b|&/g, ' ').replace(/\b(std|eosio|system_origin)::/g, '').replace(/\s+/g, '');
  const ignore = /^ignore<(.*)>$/.exec(t);
  if (ignore) t = ignore[1];
  return t.replace(/,/g, ', ');
}

function contractFacts(repo, tag, {contract, account, include, sourceContract = contract, note}) {
  const files = listFiles(repo, tag, include.dir).filter((p) => /\.(hpp|cpp)$/.test(p) && include.test(p));
  const actions = {};
  const sources = [];
  for (const path of files) {
    const found = extractActions(show(repo, tag, path)).filter((a) => a.contract === sourceContract);
    if (found.length) sources.push(path);
    for (const action of found) {
      actions[action.name] ??= {params: action.params.map((p) => p.name), types: action.params.map((p) => p.type)};
    }
  }
  const sorted = Object.fromEntries(Object.entries(actions).sort(([a], [b]) => a.localeCompare(b)));
  return {account, ...(note ? {note} : {}), repository: repo.name, tag, commit: commitOf(repo, tag), sources, actions: sorted};
}

function actionFacts() {
  const sc = REPOS.systemContracts;
  const under = (dir) => ({dir, test: (p) => !/\/(tests?|test_contracts)\//.test(p)});
  const contracts = {
    'eosio.system': contractFacts(sc, SYSTEM_CONTRACTS_TAG, {contract: 'eosio.system', account: 'eosio', include: under('contracts/eosio.system/')}),
    'eosio.token': contractFacts(sc, SYSTEM_CONTRACTS_TAG, {contract: 'eosio.token', account: 'eosio.token', include: under('contracts/eosio.token/')}),
    'eosio.msig': contractFacts(sc, SYSTEM_CONTRACTS_TAG, {contract: 'eosio.msig', account: 'eosio.msig', include: under('contracts/eosio.msig/')}),
    'eosio.wrap': contractFacts(sc, SYSTEM_CONTRACTS_TAG, {contract: 'eosio.wrap', account: 'eosio.wrap', include: under('contracts/eosio.wrap/')}),
    'eosio.bios': contractFacts(sc, SYSTEM_CONTRACTS_TAG, {
      contract: 'eosio.bios',
      account: 'eosio',
      note: 'deployed to eosio on a new chain before eosio.system replaces it',
      include: under('contracts/eosio.bios/'),
    }),
    'core.vaulta': contractFacts(REPOS.vaulta, VAULTA_SYSTEM_CONTRACT_TAG, {
      contract: 'core.vaulta',
      sourceContract: 'system',
      account: 'core.vaulta',
      include: {dir: 'contracts/', test: (p) => /^contracts\/(include\/system\/system\.entry\.hpp|system\.entry\.cpp)$/.test(p)},
    }),
  };
  return {
    description:
      'Actions of the system contracts and core.vaulta: parameter names and (simplified) C++ types in order. ' +
      'binary_extension<...> parameters may be left out. "account" is the account the contract is deployed to.',
    generatedBy: 'scripts/extract-facts.mjs',
    contracts,
  };
}

// --- cleos commands ------------------------------------------------------------------------------------------------

// the CLI::App methods that build the command tree; the others (callback, require_subcommand, ...) return the App
// they are called on, so a chain of them still holds it
const APP_BUILDING = ['add_subcommand', 'add_option', 'add_option_function', 'add_flag', 'add_flag_function', 'fallthrough', 'set_help_all_flag'];
const RETURNS_OPTION = new Set(['add_option', 'add_option_function', 'add_flag', 'add_flag_function']);

/**
 * The functions and constructors of a source that take a `CLI::App*`, by name: [{params, app (index of the App
 * parameter), init (constructor initializer list), start, end (body)}]. cleos builds most subcommands in them.
 */
function appBuilders(text) {
  const builders = {};
  for (const m of text.matchAll(/\b(\w+)\s*\(([^()]*\bCLI::App\s*\*[^()]*)\)\s*(:[^{;]*)?\{/g)) {
    const params = splitTopLevel(m[2], {angles: true}).map((param) => {
      const [declaration, fallback] = splitTopLevel(param, {sep: '=', angles: true});
      return {name: /(\w+)\s*$/.exec(declaration)[1], fallback, app: /\bCLI::App\s*\*/.test(declaration)};
    });
    const open = m.index + m[0].length - 1;
    const init = [...(m[3] ?? '').matchAll(/(\w+)\s*[({]([^(){}]*)[)}]/g)].map((i) => ({member: i[1], expr: i[2]}));
    (builders[m[1]] ??= []).push({params, app: params.findIndex((p) => p.app), init, start: open + 1, end: matchClose(text, open)});
  }
  return builders;
}

/** The calls chained after the call that closes at `close` (`->required()->group("")`): [{arrow, method, args}]. */
function chainAfter(text, close) {
  const links = [];
  const link = /\s*->\s*(\w+)\s*(?:<[^<>;()]*>)?\s*\(/y;
  for (link.lastIndex = close + 1; ; link.lastIndex = close + 1) {
    const m = link.exec(text);
    if (!m) return links;
    const open = m.index + m[0].length - 1;
    close = matchClose(text, open);
    links.push({arrow: text.indexOf('->', m.index), method: m[1], args: splitTopLevel(text.slice(open + 1, close))});
  }
}

/**
 * The cleos command tree of one Spring tag, read from programs/cleos/main.cpp by following main() as it runs:
 * each add_subcommand/add_option/add_flag call on an App held by a variable, by an `add_subcommand(...)->...`
 * chain or by a `CLI::App*` parameter, into the functions and subcommand structs main() hands an App to (their
 * `if`s and `?:`s decided by the arguments of the call). Returns the main App and the subcommands in order.
 */
function cleosTree(tag) {
  const text = blankDirectives(stripComments(show(REPOS.spring, tag, 'programs/cleos/main.cpp')));
  const lineOf = lineIndex(text);
  const names = executableNames(tag);
  const builders = appBuilders(text);
  const calls = `(->|\\.)?\\s*\\b(${[...APP_BUILDING, ...Object.keys(builders)].join('|')})\\s*(?:<[^<>;()]*>)?\\s*([({])`;
  const root = {path: [], options: []};
  const commands = [];
  const unresolved = [];
  const valueOf = (expr, scope) =>
    evaluate(expr, (name) => {
      if (scope.values.has(name)) return scope.values.get(name);
      if (lastSegment(name) in names) return names[lastSegment(name)];
      throw new Error(`unknown ${name}`);
    });
  const tryValue = (expr, scope) => {
    try {
      return valueOf(expr, scope);
    } catch {
      return undefined;
    }
  };

  /** Runs text[start, end) with `scope` ({apps, values} by name); `via` is the lines of the calls that led here. */
  const run = (start, end, scope, via) => {
    // branches whose condition the arguments decide as false (an unknown condition keeps both)
    const skipped = ifBranches(text.slice(start, end)).filter((b) => {
      const value = tryValue(b.condition, scope);
      return value !== undefined && !value;
    });
    const chained = new Map(); // offset of a `->` in an add_subcommand(...)->... chain -> the new App
    const re = new RegExp(calls, 'g');
    re.lastIndex = start;
    for (let m; (m = re.exec(text)) && m.index < end; ) {
      if (skipped.some((b) => b.start <= m.index - start && m.index - start < b.end)) continue;
      const [, member, method, bracket] = m;
      const open = m.index + m[0].length - 1;
      const close = matchClose(text, open);
      const args = splitTopLevel(text.slice(open + 1, close));
      const line = lineOf(m.index + m[0].search(/\w/));
      const before = text.slice(Math.max(start, m.index - 200), m.index);
      const held = member && /&?(\w+)\s*$/.exec(before);
      const receiver = member && (chained.get(m.index) ?? scope.apps.get(held?.[1]));
      if (receiver && bracket === '(' && APP_BUILDING.includes(method)) {
        const links = chainAfter(text, close);
        if (method === 'add_subcommand') {
          // CLI11 copies the parent's fallthrough into a new subcommand
          const node = {path: [...receiver.path, valueOf(args[0], scope)], line, via, fallthrough: receiver.fallthrough, options: []};
          commands.push(node);
          for (const link of links) {
            chained.set(link.arrow, node);
            if (RETURNS_OPTION.has(link.method)) break;
          }
          const assigned = /\b(\w+)\s*=\s*$/.exec(held ? before.slice(0, -held[0].length) : before);
          if (assigned) scope.apps.set(assigned[1], node);
        } else if (method === 'fallthrough') receiver.fallthrough = args[0] ? Boolean(valueOf(args[0], scope)) : true;
        else receiver.options.push(cliOption(valueOf(args[0], scope), method, links, line, via));
        continue;
      }
      // a function or subcommand struct that takes the App: its body runs with its parameters bound
      const builder = (builders[method] ?? []).find((b) => scope.apps.has(args[b.app]?.replace(/^&\s*/, '')));
      if (builder) {
        const inner = {apps: new Map([[builder.params[builder.app].name, scope.apps.get(args[builder.app].replace(/^&\s*/, ''))]]), values: new Map()};
        builder.params.forEach((p, i) => {
          const value = i === builder.app ? undefined : tryValue(args[i] ?? p.fallback ?? '', scope);
          if (value !== undefined) inner.values.set(p.name, value);
        });
        for (const {member: name, expr} of builder.init) {
          const value = tryValue(expr, inner);
          if (value !== undefined) inner.values.set(name, value);
        }
        run(builder.start, builder.end, inner, [...via, line]);
      } else if (member ? APP_BUILDING.includes(method) : builders[method]) unresolved.push(line);
    }
  };

  const main = /\bint\s+main\s*\([^)]*\)\s*\{/.exec(text);
  const open = main.index + main[0].length - 1;
  const app = /\bCLI::App\s+(\w+)\s*[{(]/.exec(text.slice(open));
  run(open + 1, matchClose(text, open), {apps: new Map([[app[1], root]]), values: new Map()}, []);
  // a call on an App the walk could not follow would lose commands or options silently
  if (unresolved.length) throw new Error(`cleos ${tag}: calls on an App that is not known at main.cpp lines ${unresolved.join(', ')}`);
  return {root, commands};
}

/** One add_option/add_flag: its names ("-l,--limit", "account", "abi-file,-a,--abi") and what its chain sets. */
function cliOption(spec, method, links, line, via) {
  const names = spec.split(',').map((n) => n.trim()).filter(Boolean);
  const option = {};
  const dashed = names.filter((n) => n.startsWith('-'));
  if (dashed.length) option.names = dashed;
  const positional = names.find((n) => !n.startsWith('-'));
  if (positional) option.positional = positional;
  if (method === 'set_help_all_flag') option.help = true;
  else if (dashed.length && !method.startsWith('add_flag')) option.value = true;
  for (const {method: modifier, args} of links) {
    if (modifier === 'required') option.required = true;
    else if (modifier === 'expected' && args.length === 2 && args[0] === '0') option.value = 'optional'; // expected(0, n)
    else if (modifier === 'group' && stringLiteral(args[0] ?? '') === '') option.hidden = true; // no help section
  }
  option.line = line;
  if (via.length) option.via = via;
  return option;
}

/** node_executable_name and key_store_executable_name: config.hpp.in's "${CMAKE_VAR}" set in CMakeLists.txt. */
function executableNames(tag) {
  const cmake = show(REPOS.spring, tag, 'CMakeLists.txt');
  const config = show(REPOS.spring, tag, 'programs/cleos/config.hpp.in');
  const names = {};
  for (const m of config.matchAll(/\b(\w+_executable_name)\s*\[\s*\]\s*\{\s*"\$\{(\w+)\}"\s*\}/g)) {
    names[m[1]] = new RegExp(`^\\s*set\\s*\\(\\s*${m[2]}\\s+(\\S+?)\\s*\\)`, 'm').exec(cmake)[1];
  }
  return names;
}

/** CLI11 at the submodule commit cleos builds with: the help flag every App gets and the fallthrough default. */
function cli11Facts(commit) {
  const path = 'include/CLI/App.hpp';
  const text = stripComments(show(REPOS.cli11, commit, path));
  const fallthrough = /\bbool\s+fallthrough_\s*\{\s*(true|false)\s*\}/.exec(text);
  const help = /\bset_help_flag\s*\(\s*"([^"]+)"/.exec(text);
  return {
    repository: REPOS.cli11.name,
    commit,
    submodule: 'libraries/cli11/cli11',
    sources: [path],
    fallthrough: {default: fallthrough[1] === 'true', line: lineAt(text, fallthrough.index)},
    help: {names: help[1].split(','), line: lineAt(text, help.index)},
  };
}

function cleosFacts() {
  const versions = {};
  for (const tag of [SPRING_TAGS.latest, ...SPRING_TAGS.others]) {
    const cli11 = cli11Facts(submoduleCommit(REPOS.spring, tag, 'libraries/cli11/cli11'));
    const {root, commands} = cleosTree(tag);
    versions[version(tag)] = {
      repository: REPOS.spring.name,
      tag,
      commit: commitOf(REPOS.spring, tag),
      sources: ['programs/cleos/main.cpp', 'programs/cleos/config.hpp.in', 'CMakeLists.txt'],
      cli11,
      global: root.options,
      commands: Object.fromEntries(commands.map((c) => [c.path.join(' '), {
        line: c.line,
        ...(c.via.length ? {via: c.via} : {}),
        ...((c.fallthrough ?? cli11.fallthrough.default) ? {fallthrough: true} : {}),
        options: c.options,
      }])),
    };
  }
  return {
    description:
      'cleos subcommands per Spring version, as programs/cleos/main.cpp builds them with CLI11: "global" holds the ' +
      'options of the main App, "commands" each subcommand path ("get table") with its options in order. An option ' +
      'has its dashed names, its positional name, value (true: a dashed name takes a value, "optional": may take ' +
      'one; absent: a flag), required, hidden (in the unnamed group: left out of the help, where cleos keeps its obsolete options), ' +
      'the line that adds it and, when a function or subcommand struct added it, the lines of the calls that led ' +
      'there ("via"). Every command also takes CLI11\'s help flags (cli11.help, and the global options with help: ' +
      'true). fallthrough: true marks a command that hands the options it does not know to its parent; without it ' +
      'an option of a parent, a global option too, must come before the subcommand.',
    generatedBy: 'scripts/extract-facts.mjs',
    latest: version(SPRING_TAGS.latest),
    versions,
  };
}

// --- CDT names -----------------------------------------------------------------------------------------------------

// where the installed include/eosiolib/<dir> of CDT comes from: libraries/eosiolib copies itself to include/ and
// libraries/native copies its native/ folder to include/eosiolib (their CMakeLists.txt, file(COPY ...))
const CDT_INCLUDE_SOURCES = {
  capi: 'libraries/eosiolib/capi',
  core: 'libraries/eosiolib/core',
  contracts: 'libraries/eosiolib/contracts',
  native: 'libraries/native/native',
};
// the code CDT's own build and tests compile (compile-fail holds code meant not to compile)
const CDT_COMPILED = ['libraries', 'examples', 'tests', ':!tests/toolchain/compile-fail'];

/**
 * The include/eosiolib/<dir> folders cdt-cpp puts on the include path (tools/include/compiler_options.hpp.in):
 * {'cdt-cpp': [{dir, line}], 'cdt-cpp -fnative': [...]}. Folders under `#ifndef CPP_COMP` are cdt-cc's only;
 * those under `if (fnative_opt)` come with -fnative.
 */
function cdtIncludeDirs() {
  const path = 'tools/include/compiler_options.hpp.in';
  const code = stripComments(show(REPOS.cdt, CDT_TAG, path));
  const conditions = lineConditions(code);
  const text = blankDirectives(code);
  const branches = ifBranches(text);
  const dirs = {'cdt-cpp': [], 'cdt-cpp -fnative': []};
  for (const m of text.matchAll(/"\/(?:\.\.\/)?include\/eosiolib\/(\w+)"/g)) {
    const line = lineAt(text, m.index);
    if (/(^|&& )!CPP_COMP\b/.test(conditions[line])) continue;
    const native = branches.some((b) => b.start <= m.index && m.index < b.end && /\bfnative_opt\b/.test(b.condition));
    for (const target of native ? ['cdt-cpp -fnative'] : ['cdt-cpp', 'cdt-cpp -fnative']) {
      if (!dirs[target].some((d) => d.dir === m[1])) dirs[target].push({dir: m[1], line});
    }
  }
  return {source: path, ...dirs};
}

/** Where CDT's own compiled code uses each `[[eosio::...]]` attribute: {attribute: {uses, source (the first)}}. */
function cdtAttributes() {
  const lines = git(REPOS.cdt, 'grep', '-n', '-E', '\\[\\[[^]]*eosio::', CDT_TAG, '--', ...CDT_COMPILED).split('\n').filter(Boolean);
  const attributes = {};
  for (const hit of lines) {
    const [, path, line, text] = /^[^:]+:([^:]+):(\d+):(.*)$/.exec(hit);
    for (const list of text.matchAll(/\[\[/g)) {
      let close;
      try {
        close = matchClose(text, list.index + 1);
      } catch {
        continue; // a list that goes on past the line
      }
      for (const item of splitTopLevel(text.slice(list.index + 2, close))) {
        const name = /^eosio::(\w+)/.exec(item)?.[0];
        if (!name) continue;
        attributes[name] ??= {uses: 0, source: `${path}#L${line}`};
        attributes[name].uses++;
      }
    }
  }
  return Object.fromEntries(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)));
}

function cdtFacts() {
  const headers = {};
  const names = {};
  for (const [dir, source] of Object.entries(CDT_INCLUDE_SOURCES)) {
    for (const path of listFiles(REPOS.cdt, CDT_TAG, `${source}/eosio/`).filter((p) => /\/eosio\/[^/]+\.(h|hpp)$/.test(p))) {
      headers[path.slice(source.length + 1)] = {dir, source: path};
      const text = blankDirectives(stripComments(show(REPOS.cdt, CDT_TAG, path)));
      for (const {name, kind, offset} of namespaceDeclarations(text, 'eosio')) names[name] ??= {kind, source: `${path}#L${lineAt(text, offset)}`};
    }
  }
  const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return {
    description:
      'CDT names, from its sources at one release: "headers" each <eosio/...> header CDT installs, with the ' +
      'include/eosiolib folder it is in ("includeDirs": the folders cdt-cpp searches, without and with -fnative); ' +
      '"names" what its headers declare in namespace eosio and the namespaces in it (classes, structs, enums and ' +
      'their unscoped values, aliases, functions, variables; not class members or operators), each at its first ' +
      'declaration; "attributes" the [[eosio::...]] attributes CDT\'s own compiled code (libraries, examples and ' +
      'tests but compile-fail) uses, with the count and the first use. The compiler that accepts them is clang in ' +
      'the cdt-llvm submodule ("compiler"), which is not read here.',
    generatedBy: 'scripts/extract-facts.mjs',
    repository: REPOS.cdt.name,
    tag: CDT_TAG,
    commit: commitOf(REPOS.cdt, CDT_TAG),
    compiler: {repository: 'AntelopeIO/cdt-llvm', commit: submoduleCommit(REPOS.cdt, CDT_TAG, 'cdt-llvm'), submodule: 'cdt-llvm'},
    includeDirs: cdtIncludeDirs(),
    headers: sorted(headers),
    names: sorted(names),
    attributes: cdtAttributes(),
  };
}

// --- output --------------------------------------------------------------------------------------------------------

/** JSON with short objects and arrays kept on one line. */
export function compactJson(value, indent = '', prefix = 0) {
  const flat = JSON.stringify(value);
  if (value === null || typeof value !== 'object') return flat;
  if (flat.length + indent.length + prefix <= 150) return JSON.stringify(value, null, 1).replace(/([[{])\n\s*/g, '$1').replace(/\n\s*([\]}])/g, '$1').replace(/\n\s*/g, ' ');
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + compactJson(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, inner, k.length + 4)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

function main() {
  mkdirSync(outDir, {recursive: true});
  const write = (file, data) => {
    writeFileSync(join(outDir, file), `${compactJson(data)}\n`);
    console.log(`wrote ${join(outDir, file)}`);
  };
  write('nodeos-options.json', optionsFacts());
  write('http-endpoints.json', endpointFacts());
  write('contract-actions.json', actionFacts());
  write('api-structs.json', structFacts());
  write('cleos-commands.json', cleosFacts());
  write('cdt-names.json', cdtFacts());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
