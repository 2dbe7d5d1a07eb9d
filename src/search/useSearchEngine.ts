import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {SearchEngineId} from '@site/src/config/search-engine';
import type {AlgoliaSettings} from './algolia';
import {createPagefindEngine} from './pagefind';
import type {SearchEngine} from './types';

// One engine per bundle URL or Algolia index for the whole session, so the index is loaded once.
const engines = new Map<string, SearchEngine>();

/** The engine the site was built with (src/config/search-engine.ts). */
export function useSearchEngineId(): SearchEngineId {
  return useDocusaurusContext().siteConfig.customFields!.searchEngine as SearchEngineId;
}

/**
 * The path on this site of a crawled Algolia URL, by the rule the DocSearch modal applies
 * (the Algolia theme's useSearchResultUrlProcessor, which cannot be imported where the theme is not loaded):
 * its path, query and hash, less what `replaceSearchResultPathname` replaces, with the base URL put in front
 * unless it is already there.
 */
function algoliaResultPath(settings: AlgoliaSettings, withBaseUrl: (url: string) => string): (url: string) => string {
  const replace = settings.replaceSearchResultPathname;
  return (url) => {
    const parsed = new URL(url, 'https://x.invalid');
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return withBaseUrl(replace ? path.replaceAll(new RegExp(replace.from, 'g'), replace.to) : path);
  };
}

/** The search engine for the current language, by the site's engine id. */
export function useSearchEngine(): SearchEngine {
  const id = useSearchEngineId();
  const {i18n, siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const bundleUrl = useBaseUrl('/pagefind/');
  return useMemo(() => {
    const algolia = (siteConfig.themeConfig as {algolia?: AlgoliaSettings}).algolia;
    const create: Record<SearchEngineId, () => [key: string, create: () => SearchEngine]> = {
      algolia: () => [
        `algolia:${algolia!.appId}:${algolia!.indexName}:${i18n.currentLocale}`,
        () => {
          // algoliasearch is loaded only on sites built with Algolia, and only on first use.
          const toSitePath = algoliaResultPath(algolia!, withBaseUrl);
          const loaded = import('./algolia').then(({createAlgoliaEngine}) => createAlgoliaEngine(algolia!, i18n.currentLocale, toSitePath));
          return {
            preload: async () => (await loaded).preload(),
            search: async (query, options) => (await loaded).search(query, options),
          };
        },
      ],
      pagefind: () => [bundleUrl, () => createPagefindEngine(bundleUrl, siteConfig.baseUrl, i18n.currentLocale)],
    };
    const [key, make] = create[id]();
    let engine = engines.get(key);
    if (!engine) {
      engine = make();
      engines.set(key, engine);
    }
    return engine;
  }, [id, bundleUrl, i18n.currentLocale, siteConfig.baseUrl, siteConfig.themeConfig, withBaseUrl]);
}
