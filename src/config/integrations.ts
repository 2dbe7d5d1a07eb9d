import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {siteEnv} from './env';

/**
 * Hosted services are opt-in: each is switched on only when its environment variable is set, so a default build
 * never asks another host for anything. The classic preset adds the tag manager when its option is set; search
 * engines are in src/config/search-engine.ts.
 */
export const tagManagerPresetOptions: Pick<PresetOptions, 'googleTagManager'> = siteEnv.gtmContainerId
  ? {googleTagManager: {containerId: siteEnv.gtmContainerId}}
  : {};

export const stylesheets = siteEnv.webFontStylesheetUrl ? [siteEnv.webFontStylesheetUrl] : [];

export const scripts = siteEnv.iconScriptUrl
  ? [{src: siteEnv.iconScriptUrl, async: true, crossorigin: 'anonymous'}]
  : [];
