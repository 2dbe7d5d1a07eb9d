// The claims ledger: every checkable claim of a page or OpenAPI file with the source that decides it.
// `npm run check:claims` and tests/unit/claims.test.mjs use it; CONTRIBUTING.md, "The claims ledger", is the
// author's side.
//
// claims/<page path, extension .yml> holds a YAML list; each entry has
//   quote:   the page's exact words (a substring of one of its lines),
//   source:  where it is decided (one string or a list), in one of the SOURCE_FORMS,
//   shows:   one line on what the source says,
//   verdict: one of VERDICTS.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {LineCounter, isSeq, parseDocument} from 'yaml';
import {docsSets} from '../../src/config/site-registry.mjs';

export const siteDir = join(import.meta.dirname, '..', '..');
export const claimsDir = 'claims';

/** The trees whose files must each have a ledger, and how their files are found. */
export const ledgeredSets = [
  // Every docs set's pages; of the API reference only the written ones: the generated pages (under <name>.api/) come
  // from openapi/, whose files have their own.
  ...docsSets.map((set) => ({dir: set.dir, pattern: /\.mdx?$/, ...(set.kind === 'api-reference' ? {exclude: /\.api\//} : {})})),
  {dir: 'openapi', pattern: /\.yaml$/},
];

export const VERDICTS = ['confirmed', 'corrected', 'hedged'];
const FIELDS = ['quote', 'source', 'shows', 'verdict'];
export const MIN_QUOTE = 12;

/** The allowed forms of a source, each with the example CONTRIBUTING shows. */
export const SOURCE_FORMS = [
  {
    name: 'repository file at a release',
    pattern: /^[\w.-]+\/[\w.-]+@[\w.+-]+:[^\s#]+(#L\d+(-L\d+)?)?$/,
    example: 'AntelopeIO/spring@v1.2.2:plugins/chain_plugin/chain_plugin.cpp#L120-L134',
  },
  {
    name: 'published document with its date',
    pattern: /^https:\/\/\S+ \((published |updated |retrieved )?\d{4}(-\d{2}(-\d{2})?)?\)$/,
    example: 'https://eips.ethereum.org/EIPS/eip-1153 (published 2018-06-15)',
  },
  {
    name: 'command that reproduces it here',
    pattern: /^\$ \S.*$/,
    example: '$ npx -y solc@0.8.24 --bin contract.sol',
  },
];

export const sourceForm = (source) => SOURCE_FORMS.find((form) => form.pattern.test(source));

function filesUnder(root, set) {
  if (!existsSync(root)) return [];
  return readdirSync(root, {recursive: true})
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => set.pattern.test(file) && !(set.exclude && set.exclude.test(file)));
}

/** Every file that needs a ledger, with its ledger's path, both relative to the site. */
export function ledgeredFiles(site = siteDir) {
  return ledgeredSets.flatMap((set) =>
    filesUnder(join(site, set.dir), set).map((file) => {
      const page = `${set.dir}/${file}`;
      return {page, ledger: ledgerOf(page), section: sectionOf(page)};
    }),
  );
}

export const ledgerOf = (page) => `${claimsDir}/${page.replace(/\.(mdx?|yaml)$/, '')}.yml`;

/** docs/<section>, evm/<section>, apis and openapi/<folder>: the rows of the summary. */
export function sectionOf(page) {
  const parts = page.split('/');
  if (parts[0] === 'apis') return 'apis';
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The problems of one ledger against its page's text, each with the ledger's line. Returns the entries too, for
 * the summary.
 */
export function checkLedger(ledgerText, pageText) {
  const problems = [];
  const lineCounter = new LineCounter();
  const doc = parseDocument(ledgerText, {lineCounter, prettyErrors: false});
  if (doc.errors.length) {
    for (const error of doc.errors) problems.push({line: lineCounter.linePos(error.pos[0]).line, message: `invalid YAML: ${error.message.split('\n')[0]}`});
    return {problems, entries: []};
  }
  const list = doc.contents;
  if (!isSeq(list)) {
    problems.push({line: 1, message: 'the ledger must be a YAML list of claims'});
    return {problems, entries: []};
  }
  const pageLines = pageText.split(/\r?\n/);
  const entries = [];
  for (const node of list.items) {
    const line = lineCounter.linePos(node.range[0]).line;
    const entry = node.toJSON();
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push({line, message: 'a claim must be a mapping with quote, source, shows and verdict'});
      continue;
    }
    entries.push(entry);
    for (const field of FIELDS) {
      const value = entry[field];
      const empty = field === 'source'
        ? !(typeof value === 'string' ? value.trim() : Array.isArray(value) && value.length)
        : !(typeof value === 'string' && value.trim());
      if (empty) problems.push({line, message: `missing "${field}"`});
    }
    for (const key of Object.keys(entry)) {
      if (!FIELDS.includes(key)) problems.push({line, message: `unknown field "${key}" (allowed: ${FIELDS.join(', ')})`});
    }
    if (entry.verdict && !VERDICTS.includes(entry.verdict)) {
      problems.push({line, message: `verdict "${entry.verdict}" is not one of ${VERDICTS.join(', ')}`});
    }
    for (const source of [entry.source].flat().filter((s) => typeof s === 'string' && s.trim())) {
      if (!sourceForm(source.trim())) {
        problems.push({line, message: `source "${source}" is not a repository file at a release (owner/repo@tag:path#Lx-Ly), a dated https document or a "$ command"`});
      }
    }
    if (typeof entry.quote === 'string' && entry.quote.trim()) {
      if (entry.quote.length < MIN_QUOTE) {
        problems.push({line, message: `quote "${entry.quote}" is shorter than ${MIN_QUOTE} characters: quote enough words to find the claim`});
      } else if (!pageLines.some((pageLine) => pageLine.includes(entry.quote))) {
        problems.push({line, message: `quote not found in the page (it changed: recheck the claim and update the entry): "${entry.quote}"`});
      }
    }
  }
  return {problems, entries};
}

/** Ledger files under claims/ whose page no longer exists. */
export function orphanLedgers(site = siteDir) {
  const known = new Set(ledgeredFiles(site).map((file) => file.ledger));
  const root = join(site, claimsDir);
  if (!existsSync(root)) return [];
  return readdirSync(root, {recursive: true})
    .map((file) => `${claimsDir}/${String(file).replaceAll('\\', '/')}`)
    .filter((file) => file.endsWith('.yml') && !known.has(file));
}

/** Checks every ledger (or those of the given pages): problems per file and a summary per section. */
export function checkClaims({site = siteDir, only} = {}) {
  const findings = [];
  const sections = new Map();
  for (const file of ledgeredFiles(site)) {
    if (only && !only.has(file.page) && !only.has(file.ledger)) continue;
    const section = sections.get(file.section) ?? {pages: 0, claims: 0, confirmed: 0, corrected: 0, hedged: 0};
    sections.set(file.section, section);
    section.pages += 1;
    const ledgerPath = join(site, file.ledger);
    if (!existsSync(ledgerPath)) {
      findings.push({file: file.ledger, line: 0, message: `no ledger for ${file.page}`});
      continue;
    }
    const {problems, entries} = checkLedger(readFileSync(ledgerPath, 'utf8'), readFileSync(join(site, file.page), 'utf8'));
    for (const problem of problems) findings.push({file: file.ledger, page: file.page, ...problem});
    section.claims += entries.length;
    for (const entry of entries) if (VERDICTS.includes(entry.verdict)) section[entry.verdict] += 1;
  }
  if (!only) for (const file of orphanLedgers(site)) findings.push({file, line: 0, message: 'its page no longer exists: move or delete the ledger with the page'});
  return {findings, sections};
}
