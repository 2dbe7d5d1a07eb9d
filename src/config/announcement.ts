import type {ThemeConfig} from '@docusaurus/preset-classic';
import {siteEnv} from './env';
import {defaultLocale, type LocaleCode} from './site-registry.mjs';

// The bar's content is raw HTML outside the translation system, so each locale's text lives here.
const messages: Record<LocaleCode, {text: string; link: string}> = {
  en: {text: 'EOS is now Vaulta. Contracts, accounts and tools carry on unchanged:', link: 'Start building'},
  zh: {text: 'EOS 现已更名为 Vaulta。合约、账户和工具照常可用：', link: '开始构建'},
  ko: {text: 'EOS는 이제 Vaulta입니다. 컨트랙트, 계정, 도구는 그대로 사용할 수 있습니다:', link: '개발 시작하기'},
};

export function announcementBar(locale: string): ThemeConfig['announcementBar'] {
  // English for a locale without its own text (a test run's extra locale).
  const {text, link} = messages[locale as LocaleCode] ?? messages.en;
  const localePrefix = locale === defaultLocale ? '' : `${locale}/`;
  const href = `${siteEnv.baseUrl}${localePrefix}docs/latest/quick-start/introduction`;
  return {
    id: siteEnv.announcementId,
    content: `${text} <a href="${href}">${link}</a>`,
    backgroundColor: '#0b1533',
    textColor: '#ffffff',
    isCloseable: true,
  };
}
