import type {I18nConfig} from '@docusaurus/types';
import {siteEnv} from './env';

/** English is the default; zh and ko are served under /zh/ and /ko/ with their native labels. */
export const i18n: Partial<I18nConfig> = {
  defaultLocale: 'en',
  locales: ['en', 'zh', 'ko'],
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en'},
    // baseUrl is set so a single-locale build (`--locale zh`) still lands under /zh/; it is the locale's
    // whole base URL, so it carries BASE_URL (`/docs-preview/zh/`).
    zh: {label: '简体中文', htmlLang: 'zh-CN', baseUrl: `${siteEnv.baseUrl}zh/`},
    ko: {label: '한국어', htmlLang: 'ko', baseUrl: `${siteEnv.baseUrl}ko/`},
  },
};
