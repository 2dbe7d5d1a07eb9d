import type {ThemeConfig} from '@docusaurus/preset-classic';
import {siteEnv} from './env';

export const navbar = {
  title: 'Vaulta Developers',
  logo: {alt: 'Vaulta', src: 'img/logo.svg', width: 32, height: 32},
  items: [
    {to: '/docs/latest/quick-start/introduction', label: 'Build', position: 'left', activeBaseRegex: '^/(zh/|ko/)?docs/'},
    {to: '/evm/quick-start/introduction', label: 'EVM', position: 'left', activeBaseRegex: '^/(zh/|ko/)?evm/'},
    {href: siteEnv.networkSiteUrl, label: 'Vaulta', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
