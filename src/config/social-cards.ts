import type {LocaleCode} from './site-registry.mjs';

/**
 * The social cards (og:image): one for the site, one per docs set, 1200 x 630. Sources and the script that renders
 * them: static/img/social/*.svg, scripts/render-social-cards.mjs. Browser-safe: DocItem/Content reads it.
 */
export const socialCardSize = {width: 1200, height: 630};

/** Alt text in every locale of src/config/site-registry.mjs (a type only: the browser loads nothing more). */
type Alt = Record<LocaleCode, string>;

export const socialCards: Record<'site' | 'native' | 'evm', {image: string; alt: Alt}> = {
  site: {
    image: 'img/social/home.png',
    alt: {
      en: 'Vaulta developer docs: smart contracts, web apps, nodes, the EVM and the Spring HTTP API',
      zh: 'Vaulta 开发者文档：智能合约、Web 应用、节点、EVM 与 Spring HTTP API',
      ko: 'Vaulta 개발자 문서: 스마트 컨트랙트, 웹 앱, 노드, EVM, Spring HTTP API',
    },
  },
  native: {
    image: 'img/social/docs.png',
    alt: {
      en: 'Vaulta native chain: accounts, smart contracts with CDT, web apps, running Spring nodes',
      zh: 'Vaulta 原生链：账户、使用 CDT 编写智能合约、Web 应用、运行 Spring 节点',
      ko: 'Vaulta 네이티브 체인: 계정, CDT 스마트 컨트랙트, 웹 앱, Spring 노드 운영',
    },
  },
  evm: {
    image: 'img/social/evm.png',
    alt: {
      en: 'Vaulta EVM: Solidity, Hardhat, MetaMask and the EVM network on Vaulta',
      zh: 'Vaulta EVM：Solidity、Hardhat、MetaMask 以及 Vaulta 上的 EVM 网络',
      ko: 'Vaulta EVM: Solidity, Hardhat, MetaMask, Vaulta의 EVM 네트워크',
    },
  },
};

// English for a locale without its own text (a test run's extra locale).
const localeOf = (locale: string): LocaleCode => (locale in socialCards.site.alt ? (locale as LocaleCode) : 'en');

/** The site card's size and words, for themeConfig.metadata (the image itself is themeConfig.image). */
export function siteCardMetadata(locale: string): Array<{property: string; content: string}> {
  return [
    {property: 'og:image:width', content: String(socialCardSize.width)},
    {property: 'og:image:height', content: String(socialCardSize.height)},
    {property: 'og:image:alt', content: socialCards.site.alt[localeOf(locale)]},
  ];
}

export const cardAlt = (card: keyof typeof socialCards, locale: string) => socialCards[card].alt[localeOf(locale)];
