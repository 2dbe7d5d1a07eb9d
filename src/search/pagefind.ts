import type {SearchEngine, SearchHit, SearchOptions, SearchResponse} from './types';
import {isDocsSetId} from './sets';
import {normaliseQuery} from './types';

// The small part of Pagefind's browser API (pagefind.js, written by the build) that we use.
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {id?: string};
  weighted_locations?: unknown[];
  locations?: unknown[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}
interface PagefindSearch {
  results: PagefindResult[];
}
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: {filters?: Record<string, string>}): Promise<PagefindSearch | null>;
}

/** Sections shown per page: the ones with the most matched words, in page order. */
const sectionsPerPage = 3;

function toHit(data: PagefindData): SearchHit {
  const title = data.meta.title ?? data.url;
  const subResults = data.sub_results ?? [];
  const ranked = subResults
    .map((sub, order) => ({sub, order, weight: (sub.weighted_locations ?? sub.locations ?? []).length}))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, sectionsPerPage)
    .sort((a, b) => a.order - b.order)
    .map(({sub}) => ({title: sub.title || title, url: sub.url, excerpt: sub.excerpt}));
  const set = data.filters.set?.[0];
  return {
    url: data.url,
    title,
    set: isDocsSetId(set) ? set : undefined,
    sections: ranked.length ? ranked : [{title, url: data.url, excerpt: data.excerpt}],
  };
}

/**
 * Offline search with the Pagefind bundle the build wrote for this locale (`<baseUrl>pagefind/`).
 * Nothing is fetched until the first use; Pagefind then loads only the index chunks a query needs.
 */
export function createPagefindEngine(bundleUrl: string): SearchEngine {
  let loading: Promise<PagefindModule> | undefined;
  let attempt = 0;
  // Pagefind returns every matching page at once and loads each page's data on demand; keep the last
  // result list so "more results" only loads data.
  let last: {key: string; results: PagefindResult[]} | undefined;

  function load(): Promise<PagefindModule> {
    if (!loading) {
      // A failed module fetch may be cached by the browser: ask again under a new URL on retry.
      const url = `${bundleUrl}pagefind.js${attempt ? `?attempt=${attempt}` : ''}`;
      loading = (import(/* webpackIgnore: true */ url) as Promise<PagefindModule>).then(async (pagefind) => {
        await pagefind.options({basePath: bundleUrl, excerptLength: 24});
        await pagefind.init();
        return pagefind;
      });
      loading.catch(() => {
        loading = undefined;
        attempt += 1;
      });
    }
    return loading;
  }

  return {
    async preload() {
      await load();
    },
    async search(rawQuery: string, {set, page = 0, hitsPerPage = 10}: SearchOptions = {}): Promise<SearchResponse> {
      const query = normaliseQuery(rawQuery);
      if (!query) return {total: 0, hits: [], hasMore: false};
      const key = JSON.stringify([query, set ?? null]);
      let results = last?.key === key ? last.results : undefined;
      if (!results) {
        const pagefind = await load();
        const found = await pagefind.search(query, set ? {filters: {set}} : {});
        results = found?.results ?? [];
        last = {key, results};
      }
      const slice = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const hits = (await Promise.all(slice.map((result) => result.data()))).map(toHit);
      return {total: results.length, hits, hasMore: (page + 1) * hitsPerPage < results.length};
    },
  };
}
