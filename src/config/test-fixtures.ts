import type {PluginConfig} from '@docusaurus/types';
import {siteEnv} from './env';
import {docsEditUrl, showLastUpdateTime} from './repository';

/**
 * Pages that exist only in the test suite's build (E2E_FIXTURES=1): one crashes on demand, one loads a part
 * lazily and one is unlisted, so the browser tests can prove the crash page, the loading box and the unlisted
 * banner without shipping such pages to readers; and docs (tests/fixtures/docs): one whose zh and ko translations
 * (i18n/<locale>/docusaurus-plugin-content-docs-e2e) are stale, one never translated. Each page asks robots not to index it, which also
 * keeps it out of the sitemap.
 */
export const testFixturePlugins: PluginConfig[] = siteEnv.e2eFixtures
  ? [
      ['@docusaurus/plugin-content-pages', {id: 'e2e-fixtures', path: 'tests/fixtures/pages', routeBasePath: 'e2e'}],
      [
        '@docusaurus/plugin-content-docs',
        {
          id: 'e2e',
          path: 'tests/fixtures/docs',
          routeBasePath: 'e2e/docs',
          sidebarPath: false,
          editUrl: docsEditUrl('e2e', 'tests/fixtures/docs'),
          showLastUpdateTime,
        },
      ],
    ]
  : [];
