import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

/** In the named OpenAPI theme modules, `request` resolves to `file` of this folder. */
const replaceIn = (modules: string[], request: string, file: string): RuleSetRule => ({
  test: new RegExp(`docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${modules.join('|')})[\\\\/]index\\.js$`),
  // The same key as Docusaurus's own alias, so this one replaces it.
  resolve: {alias: {[request]: join(__dirname, file)}},
});

/**
 * Endpoint pages are written whole on the server and hydrate once (ARCHITECTURE.md, "API reference"), where the
 * OpenAPI theme offers no option for it:
 *
 * - Its parameter, request-body and response-schema sections wrap themselves in BrowserOnly, so the server wrote a
 *   skeleton and the browser rendered the page's largest part after hydration (and the search index missed it).
 *   In those three modules BrowserOnly renders its children everywhere; they use nothing the server lacks.
 * - Its item component and six tab components read useIsBrowser(), which turns true after hydration: the item then
 *   re-rendered the whole page to swap its Redux store for one with the try-it state, and the tabs, keyed on it,
 *   were built a second time (a workaround for facebook/docusaurus#5653 that their state no longer needs: a stored
 *   or linked tab is restored in a layout effect). Their HTML does not depend on it, so in those modules it is true
 *   in the browser from the start.
 */
export default function apiServerRenderPlugin(): Plugin {
  return {
    name: 'vaulta-api-server-render',
    configureWebpack() {
      return {
        module: {
          rules: [
            replaceIn(['RequestSchema', 'ResponseSchema', 'ParamsDetails'], '@docusaurus/BrowserOnly', 'render-everywhere.tsx'),
            replaceIn(
              ['ApiItem', 'Tabs', 'MimeTabs', 'SchemaTabs', 'ApiTabs', 'OperationTabs', 'DiscriminatorTabs'],
              '@docusaurus/useIsBrowser',
              'browser-at-once.ts',
            ),
          ],
        },
      };
    },
  };
}
