// Writes one locale's Pagefind index. Run by the search plugin after each locale's build (in its own Node
// process: Pagefind's API is ESM-only and Docusaurus loads plugins through jiti, which cannot import it):
//
//   node src/plugins/search/pagefind-index.mjs <outDir> <baseUrl> <locale>   (on stdin, JSON: {routes, englishTitles})
//
// Pages are fed one by one, so the English build never picks up the zh/ and ko/ folders and redirect pages
// (not routes) are never indexed. Each page's URL is its route relative to the locale's base URL
// (`docs/latest/...`): Pagefind prefixes result URLs with the folder above the bundle (`/zh/`, or
// `/docs-preview/zh/`), so the index holds no base URL and a full route would come back with it twice. Within a page only the part marked
// `data-pagefind-body` (the doc content, src/theme/DocItem/Content) is indexed.
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {text} from 'node:stream/consumers';
import * as pagefind from 'pagefind';
import {chineseSegmenter, indexLanguage, queryCode, segmentHtml, withoutChineseQuerySplitting} from './chinese.mjs';
import {docsSets} from '../../config/site-registry.mjs';
import {decomposeHangul} from './korean.mjs';
import {lexiconFile, lexiconOf} from './lexicon.mjs';

/** Route prefixes (below the locale's base URL) search covers: the documentation sets. */
const indexedPrefixes = docsSets.map((set) => `${set.routeBasePath}/`);
/**
 * Older API reference versions are left out: they repeat the latest pages almost word for word, and
 * search, like Docusaurus's contextual search, answers for the current version.
 */
const skipped = /^apis\/spring\/(?!latest\/)[^/]+\//;

/** The HTML file a route was written to (`/a/b` -> `a/b/index.html` or `a/b.html`). */
function routeFile(outDir, relative) {
  const trimmed = relative.replace(/\/$/, '');
  return [join(outDir, trimmed, 'index.html'), join(outDir, `${trimmed}.html`)].find((file) => existsSync(file));
}

const [outDir, baseUrl, locale] = process.argv.slice(2);
if (!outDir || !baseUrl || !locale) {
  console.error('usage: node pagefind-index.mjs <outDir> <baseUrl> <locale> < {"routes": [...], "englishTitles": {route: title}}');
  process.exit(2);
}
/** The routes built, and a translated page's English title by route (src/plugins/search/index.ts). */
const {routes, englishTitles = {}} = JSON.parse(await text(process.stdin));

const pages = [];
for (const route of routes) {
  const relative = route.slice(baseUrl.length);
  if (!indexedPrefixes.some((prefix) => relative.startsWith(prefix)) || skipped.test(relative)) continue;
  const file = routeFile(outDir, relative);
  if (file) pages.push({route, relative, html: await readFile(file, 'utf8')});
}

const keywordsOf = (html) =>
  (/<meta [^>]*name="?keywords"? content=(?:"([^"]*)"|([^\s>]*))/.exec(html)?.slice(1).find(Boolean) ?? '').split(',').map((k) => k.trim()).filter(Boolean);
// Keywords every page carries (the site's own) say nothing about a page.
const keywordPages = new Map();
for (const {html} of pages) for (const keyword of new Set(keywordsOf(html))) keywordPages.set(keyword, (keywordPages.get(keyword) ?? 0) + 1);
const pageKeywords = (html) => keywordsOf(html).filter((keyword) => keywordPages.get(keyword) <= pages.length / 2);

// The page's summary (front matter `description`), as the build wrote it: already escaped for HTML.
const descriptionOf = (html) => /<meta [^>]*name="?description"? content=(?:"([^"]*)"|([^\s>]*))/.exec(html)?.slice(1).find(Boolean) ?? '';

const escapeHtml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const bodyText = (html) => (html.split(/data-pagefind-body[^>]*>/)[1] ?? '').replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');

// Chinese is cut into words here, with the field's dictionary, and indexed under a language Pagefind leaves alone.
const cut = locale === 'zh' ? chineseSegmenter() : undefined;

const {index, errors} = await pagefind.createIndex({
  ...(cut ? {forceLanguage: indexLanguage} : {}),
  // Heading anchors, copy buttons and notes marked data-search-ignore are not content.
  // The card grids of category pages repeat the titles and descriptions of the pages they list.
  excludeSelectors: ['.hash-link', 'button', '[data-search-ignore]', 'section.row > article'],
});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

for (const page of pages) {
  const {route, relative, html: original} = page;
  const keywords = pageKeywords(original);
  const description = descriptionOf(original);
  const api = /^apis\/spring\/[^/]+\/(\w+)\.api\//.exec(relative)?.[1];
  const weighted = original
    // The title weighs most: a query that is a page's title finds that page first (Pagefind weighs h1 as 7).
    .replace(/<h1(?=[\s>])/, '<h1 data-pagefind-weight="10"')
    // Readers type an API page's path by its name (/get_account) or whole (/v1/chain/get_account; the API is the
    // page's <name>.api folder, as in the OpenAPI files' servers). The page holds the API's name as a word, for the
    // words of a whole path, and the whole path as its meta, which the engine compares with what was typed.
    .replace(/<h2 class=("?)openapi__method-endpoint-path\1>([^<]*)/, (h2, quote, path) => {
      const whole = api ? `/v1/${api}${path}` : path;
      const names = api ? `<span data-pagefind-weight="1">${api} </span>` : '';
      return `<h2 data-pagefind-weight="10" data-pagefind-meta="endpoint:${escapeHtml(whole)}" class=${quote}openapi__method-endpoint-path${quote}>${names}${path}`;
    })
    // The page's own keywords (front matter) and a translation's English title weigh like a heading, its description
    // like a lead paragraph; only this copy, given to the indexer, has them.
    .replace(
      /(data-pagefind-body[^>]*>)/,
      (body) =>
        body +
        (keywords.length ? `<p data-pagefind-weight="7" data-pagefind-meta="keywords">${escapeHtml(keywords.join(', '))}</p>` : '') +
        (englishTitles[route] ? `<p data-pagefind-weight="5">${escapeHtml(englishTitles[route])}</p>` : '') +
        (description ? `<p data-pagefind-weight="3" data-pagefind-meta="description">${description}</p>` : ''),
    );
  const html = cut ? segmentHtml(weighted, cut) : weighted;
  page.indexed = html;
  const added = await index.addHTMLFile({url: relative, content: locale === 'ko' ? decomposeHangul(html) : html});
  if (added.errors.length) throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
}
// The files come back in memory and are written here: Pagefind's own writeFiles left files cut short now and
// then when its service was closed right after (seen on a loaded machine: a truncated pagefind.js).
const {files, errors: fileErrors} = await index.getFiles();
if (fileErrors.length) throw new Error(`Pagefind could not produce its index: ${fileErrors.join('; ')}`);
await pagefind.close();
const outputDir = join(outDir, 'pagefind');
await rm(outputDir, {recursive: true, force: true});
for (const {path, content} of files) {
  // Pagefind also makes its ready-made UIs; the site has its own (src/components/SearchModal).
  if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(path)) continue;
  const file = join(outputDir, path);
  await mkdir(dirname(file), {recursive: true});
  await writeFile(file, cut && queryCode.includes(path) ? withoutChineseQuerySplitting(content) : content);
}
// Read by the engine with pagefind.js: what a query is rewritten with before it is searched (src/search/query.ts).
await writeFile(join(outputDir, 'lexicon.json'), JSON.stringify(lexiconFile(lexiconOf(locale, pages.map(({indexed}) => bodyText(indexed))))));
console.log(`${pages.length} pages indexed into ${outputDir}`);
