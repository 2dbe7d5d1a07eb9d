import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, posix, relative, resolve} from 'node:path';
import type {OnBrokenMarkdownLinksFunction, ParseFrontMatter} from '@docusaurus/types';
import {hashOf, parseRecord} from '../../scripts/lib/translation-record.mjs';
import {editFileUrl, lastCommitDate} from './repository';

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

/** Marks a translation whose English page changed since it was translated (its `translation_of` record). */
function markStaleTranslation(filePath: string, frontMatter: Record<string, unknown>): void {
  const record = parseRecord(frontMatter.translation_of);
  if (!record) return;
  const english = join(siteDir, record.source);
  if (!existsSync(english)) throw new Error(`${filePath}: translation_of names ${record.source}, which does not exist.`);
  frontMatter.translation_stale = hashOf(readFileSync(english)) !== record.hash;
}

/**
 * Pages the OpenAPI generator makes (apis/spring/<version>/<name>.api/, not in git) come from an OpenAPI file: their
 * "Edit this page" opens it (the generator writes `custom_edit_url: null`) and their date is its last commit's.
 */
function linkGeneratedApiPagesToOpenApi(filePath: string, frontMatter: Record<string, unknown>): void {
  const generated = /(?:^|\/)apis\/spring\/([^/]+)\/([^/]+)\.api\/[^/]+$/.exec(relative(siteDir, resolve(filePath)).replaceAll('\\', '/'));
  if (!generated) return;
  const source = `openapi/${generated[1]}/${generated[2]}.yaml`;
  frontMatter.custom_edit_url = editFileUrl(source);
  const date = lastCommitDate(source);
  if (date) frontMatter.last_update = {date};
}

/**
 * Front matter as Docusaurus reads it, plus: `translation_stale: true` on a translation whose English page changed
 * since (scripts/lib/translation-record.mjs), shown as a note linking the English page (src/theme/DocItem/Content),
 * and the edit URL and date of generated API pages. A record naming a missing English file fails the build.
 */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  markStaleTranslation(params.filePath, result.frontMatter);
  linkGeneratedApiPagesToOpenApi(params.filePath, result.frontMatter);
  return result;
};

interface MdastNode {
  type: string;
  url?: string;
  children?: MdastNode[];
}

/**
 * Pictures of a translated page stay next to the English page: a relative image a translation names (the same URL
 * as its English page, a structure rule) is read from the English tree when the translation's folder has no such
 * file. Runs before Docusaurus turns image URLs into bundled files, which then checks that the file exists.
 */
export function remarkImagesFromEnglish() {
  return (tree: MdastNode, file: {path?: string}) => {
    const source = file.path ? relative(siteDir, resolve(file.path)).replaceAll('\\', '/') : '';
    const translated = /^i18n\/[^/]+\/([^/]+)\/current\/(.*)$/.exec(source);
    const set = translated && sets.find((candidate) => candidate.i18nDir === translated[1]);
    if (!translated || !set) return;
    const englishDir = posix.dirname(`${set.dir}/${translated[2]}`);
    const visit = (node: MdastNode) => {
      if (node.type === 'image' && node.url && !/^[a-z]+:|^\//i.test(node.url)) {
        const [path = ''] = node.url.split(/[?#]/);
        const local = join(dirname(resolve(file.path!)), decodeURIComponent(path));
        const english = join(siteDir, englishDir, decodeURIComponent(path));
        if (!existsSync(local) && existsSync(english)) {
          node.url = posix.relative(posix.dirname(source), posix.join(englishDir, path)) + node.url.slice(path.length);
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
