#!/usr/bin/env node
// `npm run move-page -- <old> <new>`: renames a page of docs/ or evm/ in every language, e.g.
//   npm run move-page -- docs/guides/create-a-token.md docs/guides/tokens/create-a-token.md
// It moves the English file (git mv), its translations and its claims ledger; fixes the translations'
// `translation_of` records; rewrites every link to the page, and the moved page's own relative links, in every
// locale; adds the old URL to the redirects (src/config/redirects.ts); and refreshes the records of translations that
// were up to date before, since their only change is the same link. Then run `npm run check:content`.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {allPages, markCode} from './check-content.mjs';
import {defaultLocale, guideSets} from '../src/config/site-registry.mjs';
import {hashOf, parseRecord} from '../src/lib/translation-record.mjs';

/** The written docs set of a page path (`docs/a/b.md` -> the native set). */
const setOf = (page) => guideSets.find((set) => set.dir === page.split('/')[0]);

/** The URL of an English page path (`docs/a/b.md` -> `/docs/latest/a/b`; an index page is its folder). */
export function routeOf(page) {
  return setOf(page).route + page.split('/').slice(1).join('/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
}

/** Rewrites the links of `source` (a file at `from`) that point at `oldFile` so they point at `newFile`. */
export function rewriteLinks(source, {from, to = from, oldFile, newFile, oldRoute, newRoute}) {
  return markCode(source)
    .lines.map(({line, code}) => {
      if (code) return line;
      return line.replace(/(\]\(\s*<?)([^)\s>#]*)(#[^)\s>]*)?/g, (whole, open, path, anchor = '') => {
        if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path)) return whole;
        if (path.startsWith('/')) {
          const bare = path.replace(/\/$/, '');
          return bare === oldRoute ? `${open}${newRoute}${anchor}` : whole;
        }
        if (!/\.mdx?$/.test(path)) return whole;
        const target = resolve(dirname(from), decodeURIComponent(path));
        const now = target === oldFile ? newFile : target;
        if (now === target && from === to) return whole;
        let link = relative(dirname(to), now);
        if (!link.startsWith('.')) link = `./${link}`;
        return `${open}${link}${anchor}`;
      });
    })
    .join('\n');
}

/** Appends [oldRoute, newRoute] to the moved pages of src/config/redirects.ts. */
function addRedirect(root, oldRoute, newRoute) {
  const file = join(root, 'src', 'config', 'redirects.ts');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('export const movedPages');
  const end = text.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error('src/config/redirects.ts: movedPages not found');
  writeFileSync(file, `${text.slice(0, end)}\n  ['${oldRoute}', '${newRoute}'],${text.slice(end)}`);
}

function move(root, from, to) {
  mkdirSync(dirname(join(root, to)), {recursive: true});
  try {
    execFileSync('git', ['mv', from, to], {cwd: root, stdio: 'ignore'});
  } catch {
    renameSync(join(root, from), join(root, to));
  }
}

export function movePage(root, oldPage, newPage) {
  const set = oldPage.split('/')[0];
  if (!setOf(oldPage) || !/\.mdx?$/.test(oldPage) || !existsSync(join(root, oldPage))) throw new Error(`${oldPage}: not a page of docs/ or evm/`);
  if (newPage.split('/')[0] !== set || !/\.mdx?$/.test(newPage)) throw new Error(`${newPage}: must be a .md or .mdx path in ${set}/`);
  if (existsSync(join(root, newPage))) throw new Error(`${newPage} already exists`);
  const pages = allPages(root);
  const englishHashes = new Map(pages.filter((p) => p.locale === defaultLocale).map((p) => [relative(root, p.file), hashOf(readFileSync(p.file))]));
  const recordOf = (file) => parseRecord(/^translation_of:\s*(\S+)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1]);
  // Translations that matched their English page before: the move changes both the same way.
  const upToDate = new Set(pages.filter((p) => p.locale !== defaultLocale).filter((p) => {
    const record = recordOf(p.file);
    return record && englishHashes.get(record.source) === record.hash;
  }).map((p) => p.file));

  const moves = [[oldPage, newPage]];
  for (const p of pages.filter((p) => p.locale !== defaultLocale && recordOf(p.file)?.source === oldPage)) {
    const relativeInSet = relative(join(root, oldPage.split('/')[0]), join(root, newPage));
    moves.push([relative(root, p.file), relative(root, join(p.base, relativeInSet))]);
  }
  const oldRoute = routeOf(oldPage);
  const newRoute = routeOf(newPage);
  const changed = [];
  for (const p of pages) {
    const own = moves.find(([from]) => join(root, from) === p.file);
    const to = own ? join(root, own[1]) : p.file;
    const oldFile = p.locale === defaultLocale ? join(root, oldPage) : join(root, moves.find(([f]) => f.startsWith(relative(root, p.base)))?.[0] ?? oldPage);
    const newFile = p.locale === defaultLocale ? join(root, newPage) : join(root, moves.find(([f]) => f.startsWith(relative(root, p.base)))?.[1] ?? newPage);
    const source = readFileSync(p.file, 'utf8');
    let text = rewriteLinks(source, {from: p.file, to, oldFile, newFile, oldRoute, newRoute});
    if (own && p.locale !== defaultLocale) text = text.replace(/^(translation_of:\s*)\S+@/m, `$1${newPage}@`);
    if (text !== source) {
      writeFileSync(p.file, text);
      changed.push(p);
    }
  }
  for (const [from, to] of moves) move(root, from, to);
  const ledger = (page) => join('claims', page.replace(/\.mdx?$/, '.yml'));
  if (existsSync(join(root, ledger(oldPage)))) move(root, ledger(oldPage), ledger(newPage));
  addRedirect(root, oldRoute, newRoute);

  // Refresh the records of translations that were current and changed only with their English page.
  const refreshed = [];
  for (const p of allPages(root).filter((p) => p.locale !== defaultLocale)) {
    const movedFrom = moves.find(([, to]) => join(root, to) === p.file)?.[0];
    const before = movedFrom ? join(root, movedFrom) : p.file;
    if (!upToDate.has(before)) continue;
    const record = recordOf(p.file);
    const hash = hashOf(readFileSync(join(root, record.source)));
    if (record.hash === hash) continue;
    writeFileSync(p.file, readFileSync(p.file, 'utf8').replace(/^(translation_of:\s*\S+)@[0-9a-f]{12}/m, `$1@${hash}`));
    refreshed.push(relative(root, p.file));
  }
  return {moves, changed: changed.map((p) => relative(root, p.file)), refreshed, redirect: [oldRoute, newRoute]};
}

if (process.argv[1] === import.meta.filename) {
  const [oldPage, newPage] = process.argv.slice(2);
  if (!oldPage || !newPage) {
    console.error('usage: npm run move-page -- <docs|evm>/<old path>.md <docs|evm>/<new path>.md');
    process.exit(2);
  }
  try {
    const {moves, changed, refreshed, redirect} = movePage(resolve(import.meta.dirname, '..'), oldPage, newPage);
    for (const [from, to] of moves) console.log(`moved ${from} -> ${to}`);
    console.log(`links rewritten in ${changed.length} file(s); ${refreshed.length} translation record(s) refreshed`);
    console.log(`redirect added: ${redirect[0]} -> ${redirect[1]}`);
    console.log('Now run npm run check:content and npm run check:translations.');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
