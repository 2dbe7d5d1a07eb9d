import {readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Rule} from 'postcss';
import {apiDocs, apiThemeConfig} from '../../config/api-reference';

const themeClassicDir = dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const ownFiles = readdirSync(__dirname).map((file) => join(__dirname, file));
const coreClientDir = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
// The generators' list, as the OpenAPI theme resolves it.
const codeGeneratorList = createRequire(require.resolve('docusaurus-theme-openapi-docs/package.json')).resolve(
  'postman-code-generators/lib/assets/languages.js',
);

/** postman-collection's faker-made variables, in each of its copies. */
const dynamicVariables = /[\\/]postman-collection[\\/]lib[\\/]superstring[\\/]dynamic-variables\.js$/;
/** Code-sample languages the API pages offer (languageTabs). */
const shownLanguages = apiThemeConfig.languageTabs.map((tab) => tab.language);
/** Code-sample tabs the OpenAPI theme styles: ours (languageTabs) and its two inner tab kinds. */
const shownCodeTabs = new Set([...apiThemeConfig.languageTabs.map((tab) => tab.logoClass), 'variant', 'sample']);
const codeTabClass = /\.openapi-tabs__code-item--([\w-]+)/g;

/** Drops the OpenAPI theme's rules for code-sample languages the site does not offer (their logos are inline SVG). */
const unusedCodeTabRules = {
  postcssPlugin: 'vaulta-unused-code-tab-rules',
  Rule(rule: Rule) {
    if (!rule.selector.includes('openapi-tabs__code-item--')) return;
    const kept = rule.selectors.filter((selector) =>
      [...selector.matchAll(codeTabClass)].every(([, tab]) => shownCodeTabs.has(tab!)),
    );
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
};

/**
 * Keeps what only some pages use out of what every page loads first (ARCHITECTURE.md, "Page weight"), where a
 * theme offers no option for it.
 *
 * - Prism: the classic theme registers the extra Prism languages in a client module, which put Prism (about
 *   31 kB gzip) in main.js. `src/components/CodeHighlighter` registers them instead, so Prism comes only with code
 *   blocks highlighted in the browser (`src/theme/CodeBlock/Content`).
 * - crypto-js and pako on API pages: the OpenAPI theme imports both whole (about 25 kB gzip, and their setup
 *   runs before the page can respond) but uses only SHA1 and gunzip, so it gets just those parts.
 * - Route tables (`route-tables.js`, `preload.js`): the API reference's 160 routes, their chunks and its UI strings
 *   load with its pages (about 10 kB gzip); chunk names are short; the registry drops the module paths only the
 *   server renderer reads (about 3 kB gzip); a doc page's four nested layouts come in one file.
 * - Chunk file names: named by chunk id rather than chunk name, so the runtime needs no id-to-name table to find
 *   them (about 2 kB gzip on every page).
 * - Code-sample generators: the OpenAPI theme's try-it panel loads postman-code-generators, whose list requires
 *   all thirty-five generators; `code-generators.js` keeps those of the languages offered (about a third), and
 *   `no-dynamic-variables.js` drops the faker-made variables that only substitution, which nothing here runs, reads.
 * - Code-sample logos: the OpenAPI theme's stylesheet, which Docusaurus merges into the one stylesheet every
 *   page blocks on, carries a logo for each of about twenty languages (about 15 kB gzip); the site shows five.
 */
export default function clientWeightPlugin({baseUrl}: LoadContext): Plugin {
  // The API reference's routes, and the UI strings only its pages show, load with its pages (route-tables.js).
  const apiReferenceRoutes = {path: `${baseUrl}${apiDocs.routeBasePath}`, translations: ['api.', 'theme.openapi.']};
  // The nested layouts of every doc page, one file instead of four.
  const sharedChunks = {'doc-layouts': ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem']};
  return {
    name: 'vaulta-client-weight',
    configureWebpack(config, isServer) {
      const persistentCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return {
        // Rspack's persistent cache does not count loaders and stand-ins as build dependencies: edits to them must evict it.
        ...(persistentCache ? {experiments: {cache: {buildDependencies: ownFiles}}} : {}),
        ...(isServer ? {} : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        module: {
          rules: [
            {test: codeGeneratorList, use: [{loader: join(__dirname, 'code-generators.js'), options: {languages: shownLanguages}}]},
            {test: dynamicVariables, use: [join(__dirname, 'no-dynamic-variables.js')]},
            ...(isServer
              ? []
              : [
                  {
                    test: /[\\/]\.docusaurus[\\/](routes\.js|routesChunkNames\.json|registry\.js|codeTranslations\.json)$/,
                    use: [{loader: join(__dirname, 'route-tables.js'), options: {lazyRoutes: [apiReferenceRoutes], sharedChunks}}],
                  },
                ]),
          ],
        },
        resolve: {
          alias: {
            [`${join(themeClassicDir, 'lib', 'prism-include-languages')}$`]: false,
            'crypto-js$': join(__dirname, 'sha1-only.js'),
            pako$: require.resolve('pako/browser/inflate'),
            ...(isServer
              ? {}
              : {
                  [`${join(coreClientDir, 'preload')}$`]: join(__dirname, 'preload.js'),
                }),
          },
        },
      };
    },
    configurePostCss(options) {
      options.plugins.push(unusedCodeTabRules);
      return options;
    },
  };
}
