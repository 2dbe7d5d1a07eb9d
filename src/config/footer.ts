import type {ThemeConfig} from '@docusaurus/preset-classic';
import {siteEnv} from './env';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Build', to: '/docs/latest/quick-start/introduction'},
        {label: 'EVM', to: '/evm/quick-start/introduction'},
      ],
    },
    {
      title: 'Legal',
      items: [{label: 'Terms & Privacy', href: siteEnv.termsUrl}],
    },
  ],
  copyright: 'Copyright © 2025 Vaulta Foundation.',
} satisfies ThemeConfig['footer'];
