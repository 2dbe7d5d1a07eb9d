import type {I18nConfig} from '@docusaurus/types';
import {siteEnv} from './env';
import {defaultLocale, localeCodes, locales} from './site-registry.mjs';

/** The locales of src/config/site-registry.mjs: the default at the root, each other under /<code>/. */
export const i18n: Partial<I18nConfig> = {
  defaultLocale,
  locales: localeCodes,
  localeConfigs: Object.fromEntries(
    locales.map(({code, label, htmlLang, direction}) => [
      code,
      // baseUrl is set so a single-locale build (`--locale zh`) still lands under /zh/; it is the locale's
      // whole base URL, so it carries BASE_URL (`/docs-preview/zh/`).
      {label, htmlLang, direction, ...(code === defaultLocale ? {} : {baseUrl: `${siteEnv.baseUrl}${code}/`})},
    ]),
  ),
};
