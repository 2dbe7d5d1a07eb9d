#!/usr/bin/env node
// `npm run check:content [-- <files>]`: what CI checks about the writing, in one run that reports everything at once
// (CONTRIBUTING.md, "Checks"). With files, only those pages; without, every page of docs/, evm/ and their
// translations. It runs, in parallel, markdownlint-cli2 (.markdownlint-cli2.jsonc) and cspell (cspell.config.yaml),
// and, here: the page bar (front matter, length, placeholders, banned words, the old admonition form), the facts
// check (scripts/check-facts.mjs), links and anchors to other pages in every locale, and the redirects' targets.
// Used by `npm run check:content` and by tests/unit/content.test.mjs.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import GithubSlugger from 'github-slugger';
import {parse as parseYaml} from 'yaml';
import {checkPage as checkFacts, checkCheckedAgainst, loadFacts} from './check-facts.mjs';
import {defaultLocale, guideSets, locales as siteLocales} from '../src/config/site-registry.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIN_PROSE_WORDS = 300;
// What `npm run new-page` writes; a page must replace it.
export const PLACEHOLDER_DESCRIPTION = 'One sentence that says what this page gives the reader (shown in search results and link previews).';
const MARKERS = [/\bTODO\b/, /\bTBD\b/, /\bFIXME\b/, /lorem ipsum/i, /coming soon/i];
// Words that tell the reader a step is trivial (CONTRIBUTING.md, "Writing a page"): "just" only before a verb of doing.
const BANNED = [
  /\bsimply\b/i,
  /\bobviously\b/i,
  /\bjust (?:run|add|use|call|type|click|install|copy|paste|set|change|write|create|open|edit|replace|do)\b/i,
];
const ADMONITIONS = 'note|tip|info|warning|danger|caution|important';

/** Splits a page into its front matter (parsed as YAML, or the parse error) and its body. */
export function parsePage(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return {frontMatter: {}, body: source, bodyLine: 1};
  let frontMatter;
  let error;
  try {
    frontMatter = parseYaml(match[1]) ?? {};
  } catch (e) {
    error = e.message.split('\n')[0];
  }
  return {frontMatter: frontMatter ?? {}, error, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length};
}

/**
 * The lines of a Markdown text, each marked as code (a fence line or inside a fenced block) or prose; `unclosed`
 * tells that the text ends inside a block. A closing fence is the opening one's character, at least as long, alone.
 */
export function markCode(text) {
  let fence = null;
  const lines = text.split(/\r?\n/).map((line, index) => {
    const match = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length && !match[2].trim()) fence = null;
      return {line, index, code: true};
    }
    if (match) fence = match[1];
    return {line, index, code: Boolean(match)};
  });
  return {lines, unclosed: fence !== null};
}

/** The problems of one English page's source against the bar; an empty list means the page meets it. */
export function checkPage(source) {
  const problems = [];
  const {frontMatter, error, body, bodyLine} = parsePage(source);
  if (error) problems.push(`front matter is not valid YAML: ${error}`);
  for (const key of ['title', 'description']) {
    if (typeof frontMatter[key] !== 'string' || !frontMatter[key].trim()) problems.push(`missing front matter "${key}"`);
  }
  if (frontMatter.description === PLACEHOLDER_DESCRIPTION) problems.push('front matter "description" is still the placeholder of new-page');
  if ('sidebar_position' in frontMatter && typeof frontMatter.sidebar_position !== 'number') problems.push('front matter "sidebar_position" is not a number');

  const {lines, unclosed} = markCode(body);
  const prose = [];
  for (const {line, index} of lines.filter((l) => !l.code)) {
    const lineNo = bodyLine + index;
    // Docusaurus escapes an apostrophe in a Markdown image's alt text twice: readers would hear "&#39;".
    if (/!\[[^\]]*'[^\]]*\]\(/.test(line)) problems.push(`line ${lineNo}: apostrophe in image alt text`);
    // Docusaurus 3 reads `:::note Title` as a note whose first words are "Title"; the title goes in brackets.
    if (new RegExp(`^\\s*:::(${ADMONITIONS})[ \\t]+\\S`).test(line)) problems.push(`line ${lineNo}: admonition title outside brackets (write :::note[Title])`);
    const text = line.replace(/`[^`]*`/g, ' ');
    for (const pattern of BANNED) if (pattern.test(text)) problems.push(`line ${lineNo}: "${pattern.exec(text)[0]}" tells the reader a step is trivial; say what to do`);
    prose.push(line);
  }
  if (unclosed) problems.push('unclosed code fence');

  const text = prose.join('\n');
  for (const pattern of MARKERS) if (pattern.test(text)) problems.push(`contains placeholder marker ${pattern}`);
  const words = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  if (words < MIN_PROSE_WORDS) problems.push(`only ${words} words of prose (minimum ${MIN_PROSE_WORDS})`);
  return problems;
}

export function listPages(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return listPages(path);
    return /\.mdx?$/.test(entry) ? [path] : [];
  });
}

/** Checks every page under the given folders against the bar; returns {file, problems} for the pages that fail. */
export function checkFolders(folders) {
  return folders
    .flatMap((folder) => listPages(folder))
    .map((file) => ({file, problems: checkPage(readFileSync(file, 'utf8'))}))
    .filter((result) => result.problems.length > 0);
}

// --- emphasis in Chinese and Korean ---------------------------------------------------------------------------

/** Locales whose pages the emphasis check reads (Chinese, Japanese, Korean): no spaces around their bold words. */
export const CJK_LOCALES = siteLocales.filter((locale) => /^(zh|ja|ko)\b/.test(locale.htmlLang)).map((locale) => locale.code);

// CommonMark's classes of the character beside a `*`/`_` run (micromark's classifyCharacter): line ends count as space.
const charClass = (c) => (!c || /\s/u.test(c) ? 'space' : /[\p{P}\p{S}]/u.test(c) ? 'punctuation' : 'other');

/**
 * Emphasis that CommonMark does not close or open (`**Gas 价格。**这里`, `**증명(proof)**은`, `这是**“术语”**`):
 * a run after punctuation and before a letter or digit cannot close, one after a letter and before punctuation
 * cannot open. The site shows them as bold only thanks to remark-cjk-friendly; the `.md` copies, llms-full.txt and
 * GitHub show the asterisks or an entity (`**&#x8FD9;里`). Runs are paired in order within a line; returns
 * `line N: ...` messages.
 */
export function cjkEmphasisProblems(source) {
  const problems = [];
  const {body, bodyLine} = parsePage(source);
  for (const {line, index} of markCode(body).lines.filter((l) => !l.code)) {
    // What stands beside a run as the parser sees it: code spans, escapes, link targets and tags keep only their edges.
    const text = line
      .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '`x`')
      .replace(/\\[!-/:-@[-`{-~]/g, '!')
      .replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, '](x)')
      .replace(/<[^<>]*>/g, '<x>');
    const open = new Map(); // per kind of run (`**`, `*`, `__`, `_`): whether the next one closes
    for (const m of text.matchAll(/\*+|_+/g)) {
      const [beforeChar] = /[\s\S]?$/u.exec(text.slice(0, m.index));
      const [afterChar] = /^[\s\S]?/u.exec(text.slice(m.index + m[0].length));
      const [before, after] = [charClass(beforeChar), charClass(afterChar)];
      // Neither side can use it: a list bullet, `a * b`, or `_` inside a word (`eosio_token`).
      if ((before === 'space' && after === 'space') || (m[0][0] === '_' && before === 'other' && after === 'other')) continue;
      const kind = m[0][0].repeat(Math.min(m[0].length, 2));
      const closing = open.get(kind) ?? false;
      open.set(kind, !closing);
      const left = after !== 'space' && (after !== 'punctuation' || before !== 'other');
      const right = before !== 'space' && (before !== 'punctuation' || after !== 'other');
      const where = `"${beforeChar}${m[0]}${afterChar}"`;
      if (closing && !right) problems.push(`line ${bodyLine + index}: ${where} closes after punctuation and before a letter or digit: CommonMark does not end the emphasis there; move the punctuation or the parenthesis out of it`);
      if (!closing && !left) problems.push(`line ${bodyLine + index}: ${where} opens after a letter and before punctuation: CommonMark does not start an emphasis there; move the punctuation out of it`);
    }
  }
  return problems;
}

// --- links and anchors -----------------------------------------------------------------------------------------

// The docs sets checked are the written ones (src/config/site-registry.mjs): English pages in `dir`, each locale's
// translations in i18n/<locale>/<i18nDir>/current, served under `route`. The locales are those with translations
// under the root checked.
const locales = (root) => (existsSync(join(root, 'i18n')) ? readdirSync(join(root, 'i18n')).filter((l) => existsSync(join(root, 'i18n', l, guideSets[0].i18nDir))) : []);

/** Every page of the sets, English and translated: [{file (absolute), set, locale, base (the set's folder)}]. */
export function allPages(root = ROOT) {
  return guideSets.flatMap((set) => [
    {locale: defaultLocale, base: join(root, set.dir)},
    ...locales(root).map((locale) => ({locale, base: join(root, 'i18n', locale, set.i18nDir, 'current')})),
  ].flatMap(({locale, base}) => (existsSync(base) ? listPages(base).map((file) => ({file, set, locale, base})) : [])));
}

/** The anchors of a page: explicit `{#id}` heading ids, else the slug Docusaurus gives the heading text. */
export function anchorsOf(source) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  for (const {line} of markCode(source).lines.filter((l) => !l.code)) {
    const heading = /^#{1,6}\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading) {
      // the heading's text as Markdown renders it: code spans kept as they are, links as their text, emphasis marks gone
      const code = [];
      const text = heading[1]
        .replace(/`([^`]*)`/g, (_, c) => `\u0000${code.push(c) - 1}\u0000`)
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*+|(^|\W)_+|_+(?=\W|$)/g, '$1')
        .replace(/\u0000(\d+)\u0000/g, (_, i) => code[i]);
      anchors.add(heading[2] ?? slugger.slug(text));
      if (heading[2]) slugger.slug(heading[2]);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** Links of a page's prose (not code), with their line: [{target, line}]. */
function linksOf(source) {
  const links = [];
  for (const {line, index} of markCode(source).lines.filter((l) => !l.code)) {
    const text = line.replace(/`[^`]*`/g, '');
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({target: m[1], line: index + 1});
    for (const m of text.matchAll(/^\[[^\]]+\]:\s*(\S+)/g)) links.push({target: m[1], line: index + 1});
  }
  return links;
}

/** The file a site path of a docs set names (`/evm/quick-start/endpoints`), in the given locale's folder. */
function fileOfRoute(path, locale, root) {
  const set = guideSets.find((s) => path.startsWith(s.route));
  if (!set) return undefined;
  const base = locale === defaultLocale ? join(root, set.dir) : join(root, 'i18n', locale, set.i18nDir, 'current');
  const rest = decodeURIComponent(path.slice(set.route.length)).replace(/\/$/, '');
  const candidates = [`${rest}.md`, `${rest}.mdx`, `${rest}/index.md`, `${rest}/index.mdx`].map((f) => join(base, f));
  return candidates.find((f) => existsSync(f)) ?? (existsSync(join(base, rest)) && statSync(join(base, rest)).isDirectory() ? join(base, rest) : null);
}

/** The English file of a path in a locale's translation folder, if any. */
function englishCounterpart(file, root) {
  for (const set of guideSets) {
    for (const locale of locales(root)) {
      const base = join(root, 'i18n', locale, set.i18nDir, 'current');
      if (file.startsWith(base + '/')) return join(root, set.dir, relative(base, file));
    }
  }
  return undefined;
}

/** Broken links to pages and anchors: relative `.md`/`.mdx` links, site paths into a docs set, and `#anchors`. */
export function checkLinks(pages, root = ROOT) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  for (const {file, locale} of pages) {
    const source = readFileSync(file, 'utf8');
    for (const {target, line} of linksOf(source)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [path, anchor] = target.split('#');
      let targetFile;
      if (!path) targetFile = file;
      else if (/\.mdx?$/.test(path)) targetFile = resolve(dirname(file), decodeURIComponent(path));
      else if (path.startsWith('/')) {
        targetFile = fileOfRoute(path, locale, root);
        if (targetFile === undefined) continue; // another part of the site (/apis/..., /search): the build checks it
      } else continue;
      const where = `${relative(root, file)}:${line}`;
      // A page a locale has not translated is served in English at that locale's URL: the link still opens it.
      if (targetFile && !existsSync(targetFile) && locale !== defaultLocale) targetFile = englishCounterpart(targetFile, root) ?? targetFile;
      if (!targetFile || !existsSync(targetFile)) {
        problems.push(`${where}: link to ${target}: no such page${locale === defaultLocale ? '' : ` in ${locale}`}`);
        continue;
      }
      if (anchor && statSync(targetFile).isFile() && !anchorsIn(targetFile).has(anchor)) {
        problems.push(`${where}: link to ${target}: ${relative(root, targetFile)} has no heading #${anchor}`);
      }
    }
  }
  return problems;
}

// --- redirects ------------------------------------------------------------------------------------------------

/** Redirects of src/config/redirects.ts whose target is not a page. */
export async function checkRedirects(root = ROOT) {
  const {movedPages} = await import(join(root, 'src', 'config', 'redirects.ts'));
  return movedPages
    .filter(([, to]) => fileOfRoute(to.replace(/\/$/, '') || '/', defaultLocale, root) === null)
    .map(([from, to]) => `src/config/redirects.ts: ${from} redirects to ${to}, which is not a page`);
}

// --- tools ----------------------------------------------------------------------------------------------------

/** Runs a tool of node_modules; resolves with {name, ok, output}. */
function runTool(name, script, args, root) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', script), ...args], {cwd: root});
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => done({name, ok: code === 0, output: output.trim()}));
  });
}

export async function checkContent(files, root = ROOT) {
  const everything = files.length === 0;
  const pages = allPages(root).filter(({file}) => everything || files.some((f) => resolve(root, f) === file));
  const english = pages.filter((p) => p.locale === defaultLocale);
  // The two tools read Markdown only; a named redirects.ts is for the redirects check.
  const markdown = files.filter((f) => /\.mdx?$/.test(f));
  const tools = Promise.all(
    everything || markdown.length
      ? [
          runTool('markdownlint', 'markdownlint-cli2/markdownlint-cli2-bin.mjs', everything ? [] : ['--no-globs', ...markdown], root),
          runTool('cspell', 'cspell/bin.mjs', ['--no-progress', '--show-context', ...markdown], root),
        ]
      : [],
  );
  const facts = loadFacts();
  const results = [
    {
      name: 'page bar',
      problems: [
        ...english.flatMap(({file}) => checkPage(readFileSync(file, 'utf8')).map((p) => `${relative(root, file)}: ${p}`)),
        // Translations keep the English page's structure (check:translations); of the bar, only their emphasis here.
        ...pages
          .filter(({locale}) => CJK_LOCALES.includes(locale))
          .flatMap(({file}) => cjkEmphasisProblems(readFileSync(file, 'utf8')).map((p) => `${relative(root, file)}: ${p}`)),
      ],
    },
    {
      name: 'facts',
      problems: pages.flatMap(({file, locale}) => {
        const source = readFileSync(file, 'utf8');
        const rel = relative(root, file);
        return [...checkFacts(source, rel, facts), ...(locale === defaultLocale ? checkCheckedAgainst(source, rel) : [])];
      }),
    },
    {name: 'links and anchors', problems: checkLinks(pages, root)},
    {name: 'redirects', problems: everything || files.some((f) => /redirects\.ts$/.test(f)) ? await checkRedirects(root) : []},
  ];
  for (const tool of await tools) results.unshift({name: tool.name, problems: tool.ok ? [] : [tool.output || 'failed']});
  return {pages: pages.length, results};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  const started = Date.now();
  const {pages, results} = await checkContent(files);
  let failed = 0;
  for (const {name, problems} of results) {
    console.log(`${problems.length ? '✗' : '✓'} ${name}${problems.length ? `: ${problems.length} problem(s)` : ''}`);
    for (const problem of problems) console.log(`  ${problem.replace(/\n/g, '\n  ')}`);
    failed += problems.length;
  }
  console.log(`${pages} page(s) checked in ${((Date.now() - started) / 1000).toFixed(1)} s${failed ? `: ${failed} problem(s), CONTRIBUTING.md ("Checks") says how to fix each` : ''}`);
  process.exit(failed ? 1 : 0);
}
