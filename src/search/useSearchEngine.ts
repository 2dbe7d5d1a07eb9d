import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
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

/** The search engine for the current language: Algolia when configured, Pagefind otherwise. */
export function useSearchEngine(): SearchEngine {
  const algolia = useAlgoliaSettings();
  const {i18n} = useDocusaurusContext();
  const bundleUrl = useBaseUrl('/pagefind/');
  return useMemo(() => {
    const key = algolia ? `algolia:${algolia.appId}:${algolia.indexName}:${i18n.currentLocale}` : bundleUrl;
    let engine = engines.get(key);
    if (!engine) {
      if (algolia) {
        // algoliasearch is loaded only on sites built with Algolia, and only on first use.
        const loaded = import('./algolia').then(({createAlgoliaEngine}) => createAlgoliaEngine(algolia, i18n.currentLocale));
        engine = {
          preload: async () => (await loaded).preload(),
          search: async (query, options) => (await loaded).search(query, options),
        };
      } else {
        engine = createPagefindEngine(bundleUrl);
      }
      engines.set(key, engine);
    }
    return engine;
  }, [algolia, bundleUrl, i18n.currentLocale]);
}
