import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {AlgoliaSettings} from './algolia';
import {createPagefindEngine} from './pagefind';
import type {SearchEngine} from './types';

// One engine per bundle URL or Algolia index for the whole session, so the index is loaded once.
const engines = new Map<string, SearchEngine>();

/** Algolia settings when the site was built with them (src/config/integrations.ts), else undefined. */
export function useAlgoliaSettings(): AlgoliaSettings | undefined {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.themeConfig as {algolia?: AlgoliaSettings}).algolia;
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

/** The search engine for the current language: Algolia when configured, Pagefind otherwise. */
export function useSearchEngine(): SearchEngine {
  const algolia = useAlgoliaSettings();
  const {i18n, siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const bundleUrl = useBaseUrl('/pagefind/');
  return useMemo(() => {
    const key = algolia ? `algolia:${algolia.appId}:${algolia.indexName}:${i18n.currentLocale}` : bundleUrl;
    let engine = engines.get(key);
    if (!engine) {
      if (algolia) {
        // algoliasearch is loaded only on sites built with Algolia, and only on first use.
        const toSitePath = algoliaResultPath(algolia, withBaseUrl);
        const loaded = import('./algolia').then(({createAlgoliaEngine}) => createAlgoliaEngine(algolia, i18n.currentLocale, toSitePath));
        engine = {
          preload: async () => (await loaded).preload(),
          search: async (query, options) => (await loaded).search(query, options),
        };
      } else {
        engine = createPagefindEngine(bundleUrl, siteConfig.baseUrl, i18n.currentLocale);
      }
      engines.set(key, engine);
    }
    return engine;
  }, [algolia, bundleUrl, i18n.currentLocale, siteConfig.baseUrl, withBaseUrl]);
}
