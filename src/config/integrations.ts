import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {siteEnv} from './env';

/**
 * Hosted services are opt-in: each is switched on only when its environment variable is set,
 * so a default build never asks another host for anything. The classic preset adds the
 * Algolia theme when `algolia` is in the theme config and the tag manager when its option is set.
 */
const {algolia} = siteEnv;
export const algoliaEnabled = Boolean(algolia.appId && algolia.apiKey && algolia.indexName);

export const algoliaThemeConfig = algoliaEnabled
  ? {
      algolia: {
        appId: algolia.appId!,
        apiKey: algolia.apiKey!,
        indexName: algolia.indexName!,
        contextualSearch: true,
        searchPagePath: 'search',
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
