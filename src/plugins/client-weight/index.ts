import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClassicDir = dirname(require.resolve('@docusaurus/theme-classic/package.json'));

/**
 * Keeps code that only some pages use out of the bundle every page loads first (issue #7), where a theme
 * offers no option for it.
 *
 * - Prism: the classic theme registers the extra Prism languages in a client module, which put Prism (about
 *   31 kB gzip) in main.js. `src/theme/CodeBlock` registers them instead, so Prism comes with code blocks.
 */
export default function clientWeightPlugin(): Plugin {
  return {
    name: 'vaulta-client-weight',
    configureWebpack() {
      return {
        resolve: {alias: {[`${join(themeClassicDir, 'lib', 'prism-include-languages')}$`]: false}},
      };
    },
  };
}
