import {siteEnv} from './env';
import {i18n} from './i18n';

/**
 * Algolia keeps each record's URL as crawled (`https://docs.eosnetwork.com/zh/evm/...`). Results are turned
 * into links with the locale's base URL put in front (`/zh/`, `/docs-preview/zh/`), so the crawled locale
 * segment is dropped first; otherwise a zh result would open `/zh/zh/...`. A URL that already starts with
 * the full base URL (an index crawled from the same deployment) is kept as it is.
 */
const otherLocales = i18n.locales!.filter((locale) => locale !== i18n.defaultLocale);
// A RegExp, which the theme's validator keeps as its source (a string would be escaped); its type says string only.
const localeSegment = new RegExp(`^/(?:${otherLocales.join('|')})/`) as unknown as string;
export const replaceSearchResultPathname = {from: localeSegment, to: '/'};

const {appId, apiKey, indexName} = siteEnv.algolia;

/**
 * The search engines a build can use, by preference: the first configured one is the site's. Each says what it adds,
 * so nothing else asks which is on: `themeConfig` (the classic preset adds the Algolia theme when `algolia` is in it),
 * `offlineIndex` (the search plugin adds /search and writes a Pagefind index per locale). The browser picks its side
 * by id (src/search/useSearchEngine.ts, src/theme/SearchBar) from `customFields.searchEngine`.
 */
const searchEngines = [
  {
    id: 'algolia',
    // Hosted, opt-in: the three ALGOLIA_* variables (README, "Environment").
    configured: Boolean(appId && apiKey && indexName),
    offlineIndex: false,
    themeConfig: () => ({
      algolia: {appId: appId!, apiKey: apiKey!, indexName: indexName!, contextualSearch: true, searchPagePath: 'search', replaceSearchResultPathname},
    }),
  },
  {id: 'pagefind', configured: true, offlineIndex: true, themeConfig: () => ({})},
] as const;

export type SearchEngineId = (typeof searchEngines)[number]['id'];

export const searchEngine = searchEngines.find((engine) => engine.configured)!;
