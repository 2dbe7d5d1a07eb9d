import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {siteEnv} from './env';
import {i18n} from './i18n';

/**
 * Hosted services are opt-in: each is switched on only when its environment variable is set,
 * so a default build never asks another host for anything. The classic preset adds the
 * Algolia theme when `algolia` is in the theme config and the tag manager when its option is set.
 */
const {algolia} = siteEnv;
export const algoliaEnabled = Boolean(algolia.appId && algolia.apiKey && algolia.indexName);

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

export const algoliaThemeConfig = algoliaEnabled
  ? {
      algolia: {
        appId: algolia.appId!,
        apiKey: algolia.apiKey!,
        indexName: algolia.indexName!,
        contextualSearch: true,
        searchPagePath: 'search',
        replaceSearchResultPathname,
      },
    }
  : {};

export const tagManagerPresetOptions: Pick<PresetOptions, 'googleTagManager'> = siteEnv.gtmContainerId
  ? {googleTagManager: {containerId: siteEnv.gtmContainerId}}
  : {};

export const stylesheets = siteEnv.webFontStylesheetUrl ? [siteEnv.webFontStylesheetUrl] : [];

export const scripts = siteEnv.iconScriptUrl
  ? [{src: siteEnv.iconScriptUrl, async: true, crossorigin: 'anonymous'}]
  : [];
