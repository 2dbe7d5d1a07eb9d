import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, posix, relative, resolve} from 'node:path';
import type {OnBrokenMarkdownLinksFunction, ParseFrontMatter} from '@docusaurus/types';
import {hashOf, parseRecord} from '../../scripts/lib/translation-record.mjs';

const siteDir = dirname(require.resolve('../../package.json'));

// The translated docs sets: English source folder, its translations' folder under i18n/<locale>/, and its route.
const sets = [
  {dir: 'docs', i18nDir: 'docusaurus-plugin-content-docs', route: '/docs/latest/'},
  {dir: 'evm', i18nDir: 'docusaurus-plugin-content-docs-evm', route: '/evm/'},
];

/** Route of an English source file such as docs/quick-start/endpoints.md (honours an absolute `slug`). */
function routeOf(target: string, set: (typeof sets)[number]): string {
  const slug = /^slug:\s*(\/\S*)\s*$/m.exec(readFileSync(join(siteDir, target), 'utf8').split(/^---$/m)[1] ?? '')?.[1];
  return set.route + (slug ? slug.slice(1) : target.slice(set.dir.length + 1).replace(/\.mdx?$/, ''));
}

/**
 * Relative links between pages of a partly translated site. Docusaurus resolves `../x.md` only next to the
 * file that holds the link, so once a page is translated, the English pages that link to it (rendered
 * as fallbacks on zh/ko) no longer find it, and the translated page no longer finds the English pages it
 * links to. Both stand for the same page of the English tree: resolve the link there and link by route.
 * A link that does not resolve in the English tree either still fails the build.
 */
export const resolveLinksAcrossTranslations: OnBrokenMarkdownLinksFunction = ({sourceFilePath, url}) => {
  const [, path = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  // The hook gets the path relative to the working directory; make it relative to the site.
  const source = relative(siteDir, resolve(process.cwd(), sourceFilePath)).replaceAll('\\', '/');
  const translated = /^i18n\/[^/]+\/([^/]+)\/current\/(.*)$/.exec(source);
  const englishSource = translated ? `${sets.find((set) => set.i18nDir === translated[1])?.dir}/${translated[2]}` : source;
  const target = posix.normalize(posix.join(posix.dirname(englishSource), decodeURIComponent(path)));
  const set = sets.find((candidate) => target.startsWith(`${candidate.dir}/`));
  if (!set || !existsSync(join(siteDir, target))) {
    throw new Error(`Markdown link with URL ${url} in source file ${sourceFilePath} couldn't be resolved.`);
  }
  return routeOf(target, set) + suffix;
};

/**
 * Marks a translation whose English page changed since it was translated (its `translation_of` record, see
 * scripts/lib/translation-record.mjs): `translation_stale: true` in the front matter, which the page shows as a note
 * linking the English page (src/theme/DocItem/Content). A record naming a missing English file fails the build.
 */
export const markStaleTranslations: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const record = parseRecord(result.frontMatter.translation_of);
  if (record) {
    const english = join(siteDir, record.source);
    if (!existsSync(english)) throw new Error(`${params.filePath}: translation_of names ${record.source}, which does not exist.`);
    result.frontMatter.translation_stale = hashOf(readFileSync(english)) !== record.hash;
  }
  return result;
};
