import {liteClient} from 'algoliasearch/lite';
import {docsSets, isDocsSetId} from './sets';
import type {SearchEngine, SearchHit, SearchOptions, SearchResponse} from './types';
import {normaliseQuery} from './types';

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** As validated by the Algolia theme: `from` is a regular expression's source. */
  replaceSearchResultPathname?: {from: string; to: string};
}

// A DocSearch record: one per section, with the headings above it (README, "Algolia crawler").
interface DocSearchHit {
  url: string;
  hierarchy: Record<string, string | null>;
  docusaurus_tag?: string;
  _highlightResult?: {hierarchy?: Record<string, {value: string} | undefined>};
  _snippetResult?: {content?: {value: string}};
}

/** The Algolia tag of a docs set: Docusaurus writes docs-<plugin id>-<version> (no set is versioned). */
export const algoliaTag = (pluginId: string) => `docs-${pluginId}-current`;

/**
 * Contextual facet filters, as the DocSearch modal sends them: the current language, and the tags of
 * either one documentation set or all of them (plus `default`, the pages outside any docs set).
 */
export function contextualFacetFilters(locale: string, set?: string): string[][] {
  const sets = docsSets.filter((docsSet) => !set || docsSet.id === set);
  const tags = sets.map((docsSet) => `docusaurus_tag:${algoliaTag(docsSet.pluginId)}`);
  return [[`language:${locale}`], set ? tags : ['docusaurus_tag:default', ...tags]];
}

function levels(hit: DocSearchHit): string[] {
  const highlighted = hit._highlightResult?.hierarchy ?? {};
  return ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
    .map((lvl) => highlighted[lvl]?.value ?? hit.hierarchy[lvl])
    .filter((value): value is string => Boolean(value));
}

/** Groups section records by page, keeping Algolia's order of pages; `toSitePath` makes their links. */
function group(records: DocSearchHit[], toSitePath: (url: string) => string): SearchHit[] {
  const pages = new Map<string, SearchHit>();
  for (const record of records) {
    const url = toSitePath(record.url);
    const pageUrl = url.replace(/[?#].*$/, '');
    const [title = pageUrl, ...headings] = levels(record);
    const pageTitle = (record.hierarchy.lvl1 ?? title).toString();
    const tag = docsSets.find((set) => algoliaTag(set.pluginId) === record.docusaurus_tag)?.id;
    const page = pages.get(pageUrl) ?? {url: pageUrl, title: pageTitle, set: isDocsSetId(tag) ? tag : undefined, sections: []};
    page.sections.push({
      title: headings.at(-1) ?? title,
      url,
      excerpt: record._snippetResult?.content?.value ?? '',
    });
    pages.set(pageUrl, page);
  }
  return [...pages.values()];
}

/** Search through Algolia DocSearch's index, with the same contextual filters as the modal. */
export function createAlgoliaEngine(settings: AlgoliaSettings, locale: string, toSitePath: (url: string) => string): SearchEngine {
  const client = liteClient(settings.appId, settings.apiKey);
  return {
    async preload() {},
    async search(rawQuery: string, {set, page = 0, hitsPerPage = 20}: SearchOptions = {}): Promise<SearchResponse> {
      const query = normaliseQuery(rawQuery);
      if (!query) return {total: 0, hits: [], hasMore: false};
      const {results} = await client.search<DocSearchHit>({
        requests: [
          {
            indexName: settings.indexName,
            query,
            page,
            hitsPerPage,
            facetFilters: contextualFacetFilters(locale, set),
            attributesToRetrieve: ['hierarchy', 'url', 'docusaurus_tag'],
            attributesToHighlight: ['hierarchy.*'],
            attributesToSnippet: ['content:24'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            snippetEllipsisText: '…',
          },
        ],
      });
      const result = results[0];
      if (!result || !('hits' in result)) throw new Error('Unexpected Algolia response');
      const nbPages = result.nbPages ?? 0;
      return {total: result.nbHits ?? result.hits.length, hits: group(result.hits, toSitePath), hasMore: page + 1 < nbPages};
    },
  };
}
