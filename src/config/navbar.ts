import type {ThemeConfig} from '@docusaurus/preset-classic';
import {siteEnv} from './env';

export const navbar = {
  title: 'Vaulta Developers',
  logo: {alt: 'Vaulta', src: 'img/logo.svg', width: 32, height: 32},
  items: [
    // activeBasePath is read under the locale's base URL (/zh/, /docs-preview/zh/): a set's pages mark its item.
    {to: '/docs/latest/quick-start/introduction', label: 'Build', position: 'left', activeBasePath: 'docs/'},
    {to: '/evm/quick-start/introduction', label: 'EVM', position: 'left', activeBasePath: 'evm/'},
    {href: siteEnv.networkSiteUrl, label: 'Vaulta', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
