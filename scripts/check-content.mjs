#!/usr/bin/env node
// The content bar every page of docs/ and evm/ must meet (see ../shared/notes/content-guide.md): the checks
// that no well-kept tool does. `npm run check:content` runs markdownlint-cli2 (.markdownlint-cli2.jsonc:
// heading levels, body h1, fence languages, image alt text, bare URLs, whitespace...) and cspell
// (cspell.config.yaml: spelling of the English prose) first, then this script.
// Used by `npm run check:content` and by tests/unit/content.test.mjs.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

export const MIN_PROSE_WORDS = 300;
const BANNED = [/\bTODO\b/, /\bTBD\b/, /\bFIXME\b/, /lorem ipsum/i, /coming soon/i];

/** Splits a page into its front matter (a flat key/value map) and its body. */
export function parsePage(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  const frontMatter = {};
  if (match) {
    for (const line of match[1].split(/\r?\n/)) {
      const kv = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
      if (kv) frontMatter[kv[1]] = kv[2].replace(/^['"]|['"]$/g, '').trim();
    }
  }
  return {frontMatter, body: match ? source.slice(match[0].length) : source};
}

/** Returns the problems of one page's source; an empty list means the page meets the bar. */
export function checkPage(source) {
  const problems = [];
  const {frontMatter, body} = parsePage(source);
  for (const key of ['title', 'description']) {
    if (!frontMatter[key]) problems.push(`missing front matter "${key}"`);
  }

  let fence = null; // the opening fence while inside a code block
  const prose = [];
  body.split(/\r?\n/).forEach((line, index) => {
    const lineNo = index + 1;
    const fenceMatch = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && !fenceMatch[2].trim()) {
        fence = null;
      }
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    // Docusaurus escapes an apostrophe in a Markdown image's alt text twice: readers would hear "&#39;".
    if (/!\[[^\]]*'[^\]]*\]\(/.test(line)) problems.push(`line ${lineNo}: apostrophe in image alt text`);
    prose.push(line);
  });
  if (fence) problems.push('unclosed code fence');

  const text = prose.join('\n');
  for (const pattern of BANNED) {
    if (pattern.test(text)) problems.push(`contains banned marker ${pattern}`);
  }
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

/** Checks every page under the given folders; returns {file, problems} for the pages that fail. */
export function checkFolders(folders) {
  return folders
    .flatMap((folder) => listPages(folder))
    .map((file) => ({file, problems: checkPage(readFileSync(file, 'utf8'))}))
    .filter((result) => result.problems.length > 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const folders = process.argv.length > 2 ? process.argv.slice(2) : ['docs', 'evm'].map((d) => join(root, d));
  const failures = checkFolders(folders);
  for (const {file, problems} of failures) {
    console.error(`${relative(process.cwd(), file)}\n  - ${problems.join('\n  - ')}`);
  }
  const total = folders.flatMap((f) => listPages(f)).length;
  console.log(`${total - failures.length} of ${total} pages meet the content bar`);
  process.exit(failures.length ? 1 : 0);
}
