import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import {guideSets} from '../../config/site-registry.mjs';
import {titleOf} from '../../lib/page-title.mjs';

export interface SearchPluginOptions {
  /** The site's engine is Pagefind (src/config/search-engine.ts): add /search and index each locale. Otherwise the
   * engine's theme owns /search and nothing is indexed here. */
  offlineIndex: boolean;
}

/** Route -> English title. */
type EnglishTitles = Record<string, string>;

/**
 * The English title of each translated guide page, read from its English source (`<set dir>/<same path>`): readers of
 * the zh and ko sites also type the English names of what they look for.
 */
function englishTitlesOf(allContent: AllContent, siteDir: string, locale: string): EnglishTitles {
  const titles: EnglishTitles = {};
  for (const set of guideSets) {
    const content = allContent['docusaurus-plugin-content-docs']?.[set.pluginId] as LoadedContent | undefined;
    const translated = `@site/i18n/${locale}/${set.i18nDir}/current/`;
    for (const doc of content?.loadedVersions.flatMap((version) => version.docs) ?? []) {
      if (!doc.source.startsWith(translated)) continue;
      const title = titleOf(readFileSync(join(siteDir, set.dir, doc.source.slice(translated.length)), 'utf8'));
      if (title) titles[doc.permalink] = title;
    }
  }
  return titles;
}

/** Runs the Pagefind indexer for one built locale (see pagefind-index.mjs for why in its own process). */
function buildSearchIndex(
  outDir: string,
  baseUrl: string,
  locale: string,
  routes: string[],
  englishTitles: EnglishTitles,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pagefind-index.mjs'), outDir, baseUrl, locale],
      {maxBuffer: 16 * 1024 * 1024},
      (error, stdout, stderr) =>
        error ? reject(new Error(`Search index failed: ${stderr || error.message}`)) : resolve(stdout.trim()),
    );
    child.stdin!.end(JSON.stringify({routes, englishTitles}));
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
  return (context: LoadContext): Plugin => {
    let englishTitles: EnglishTitles = {};
    return {
      name: 'vaulta-search',
      async contentLoaded({actions}) {
        if (!options.offlineIndex) return;
        actions.addRoute({
          path: `${context.baseUrl}search`,
          component: '@theme/SearchPage',
          exact: true,
        });
      },
      async allContentLoaded({allContent}) {
        const {currentLocale, defaultLocale} = context.i18n;
        if (options.offlineIndex && currentLocale !== defaultLocale)
          englishTitles = englishTitlesOf(allContent, context.siteDir, currentLocale);
      },
      async postBuild({outDir, routesPaths, baseUrl, i18n}) {
        if (!options.offlineIndex) return;
        const started = Date.now();
        const summary = await buildSearchIndex(outDir, baseUrl, i18n.currentLocale, routesPaths, englishTitles);
        logger.info`Search index name=${i18n.currentLocale}: ${summary} in number=${Date.now() - started} ms.`;
      },
    };
  };
}
