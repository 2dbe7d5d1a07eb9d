import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, posix, relative, resolve} from 'node:path';
import type {OnBrokenMarkdownLinksFunction, ParseFrontMatter} from '@docusaurus/types';
import {hashOf, parseRecord} from '../lib/translation-record.mjs';
import {editFileUrl, lastCommitDate} from './repository';
import {guideSets} from './site-registry.mjs';

export const siteDir = dirname(require.resolve('../../package.json'));


/**
 * A Markdown file's path in the site (`i18n/zh/docusaurus-plugin-content-docs/current/a/b.md`) and, for a translation
 * of a docs set, its English file's (`docs/a/b.md`).
 */
export function sitePathsOf(filePath: string): {source: string; english?: string} {
  const source = relative(siteDir, resolve(filePath)).replaceAll('\\', '/');
  const translated = /^i18n\/[^/]+\/([^/]+)\/current\/(.*)$/.exec(source);
  const set = translated && guideSets.find((candidate) => candidate.i18nDir === translated[1]);
  return {source, english: translated && set ? `${set.dir}/${translated[2]}` : undefined};
}

/** Route of an English source file such as docs/quick-start/endpoints.md (honours an absolute `slug`). */
function routeOf(target: string, set: (typeof guideSets)[number]): string {
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
  // The hook gets the path relative to the working directory, which resolve() takes it from.
  const {source, english} = sitePathsOf(sourceFilePath);
  const englishSource = english ?? source;
  const target = posix.normalize(posix.join(posix.dirname(englishSource), decodeURIComponent(path)));
  const set = guideSets.find((candidate) => target.startsWith(`${candidate.dir}/`));
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
 * since (src/lib/translation-record.mjs), shown as a note linking the English page (src/theme/DocItem/Content),
 * and the edit URL and date of generated API pages. A record naming a missing English file fails the build.
 */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  markStaleTranslation(params.filePath, result.frontMatter);
  linkGeneratedApiPagesToOpenApi(params.filePath, result.frontMatter);
  return result;
};
