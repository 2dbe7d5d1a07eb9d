import {execFile} from 'node:child_process';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';

export interface SearchPluginOptions {
  /** The site's engine is Pagefind (src/config/search-engine.ts): add /search and index each locale. Otherwise the
   * engine's theme owns /search and nothing is indexed here. */
  offlineIndex: boolean;
}

/** Runs the Pagefind indexer for one built locale (see pagefind-index.mjs for why in its own process). */
function buildSearchIndex(outDir: string, baseUrl: string, locale: string, routesPaths: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pagefind-index.mjs'), outDir, baseUrl, locale],
      {maxBuffer: 16 * 1024 * 1024},
      (error, stdout, stderr) => (error ? reject(new Error(`Search index failed: ${stderr || error.message}`)) : resolve(stdout.trim())),
    );
    child.stdin!.end(JSON.stringify(routesPaths));
  });
}

/**
 * Offline search, build side (ARCHITECTURE.md, "Search").
 *
 * - Adds the /search route when Algolia is off (the Algolia theme adds it when on). Both modes render our
 *   `src/theme/SearchPage`, which talks to the engine through `src/search/`.
 * - After each locale's build, writes that locale's Pagefind index to `<outDir>/pagefind/`, so
 *   /pagefind/ holds English, /zh/pagefind/ Chinese and /ko/pagefind/ Korean. The documentation set
 *   (native, EVM, API reference) is a Pagefind filter set on each page by `src/theme/DocItem/Content`.
 */
export default function searchPlugin(options: SearchPluginOptions) {
  return (context: LoadContext): Plugin => ({
    name: 'vaulta-search',
    async contentLoaded({actions}) {
      if (!options.offlineIndex) return;
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir, routesPaths, baseUrl, i18n}) {
      if (!options.offlineIndex) return;
      const started = Date.now();
      const summary = await buildSearchIndex(outDir, baseUrl, i18n.currentLocale, routesPaths);
      logger.info`Search index name=${i18n.currentLocale}: ${summary} in number=${Date.now() - started} ms.`;
    },
  });
}
