import type {I18nConfig} from '@docusaurus/types';

/** English is the default; zh and ko are served under /zh/ and /ko/ with their native labels. */
export const i18n: Partial<I18nConfig> = {
  defaultLocale: 'en',
  locales: ['en', 'zh', 'ko'],
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en'},
    // baseUrl is set so a single-locale build (`--locale zh`) still lands under /zh/.
    zh: {label: '简体中文', htmlLang: 'zh-CN', baseUrl: '/zh/'},
    ko: {label: '한국어', htmlLang: 'ko', baseUrl: '/ko/'},
  },
};
