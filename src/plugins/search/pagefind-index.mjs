// Writes one locale's Pagefind index. Run by the search plugin after each locale's build (in its own Node
// process: Pagefind's API is ESM-only and Docusaurus loads plugins through jiti, which cannot import it):
//
//   node src/plugins/search/pagefind-index.mjs <outDir> <baseUrl>   (route paths as a JSON array on stdin)
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

/** Route prefixes (below the locale's base URL) search covers: the three documentation sets. */
const indexedPrefixes = ['docs/', 'evm/', 'apis/'];
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

const [outDir, baseUrl] = process.argv.slice(2);
if (!outDir || !baseUrl) {
  console.error('usage: node pagefind-index.mjs <outDir> <baseUrl> < routes.json');
  process.exit(2);
}
const routes = JSON.parse(await text(process.stdin));

const {index, errors} = await pagefind.createIndex({
  // Heading anchors, copy buttons and notes marked data-search-ignore are not content.
  // The card grids of category pages repeat the titles and descriptions of the pages they list.
  excludeSelectors: ['.hash-link', 'button', '[data-search-ignore]', 'section.row > article'],
});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

let pages = 0;
for (const route of routes) {
  const relative = route.slice(baseUrl.length);
  if (!indexedPrefixes.some((prefix) => relative.startsWith(prefix)) || skipped.test(relative)) continue;
  const file = routeFile(outDir, relative);
  if (!file) continue;
  // The page title weighs most: a query that is a page's title finds that page first (Pagefind weighs h1 as 7).
  const html = (await readFile(file, 'utf8')).replace(/<h1(?=[\s>])/, '<h1 data-pagefind-weight="10"');
  const added = await index.addHTMLFile({url: relative, content: html});
  if (added.errors.length) throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
  pages += 1;
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
  await writeFile(file, content);
}
console.log(`${pages} pages indexed into ${join(outDir, 'pagefind')}`);
