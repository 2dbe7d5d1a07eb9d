// The search engine is chosen once, in src/config/search-engine.ts: with the three ALGOLIA_* variables Algolia,
// otherwise Pagefind. What each adds to the site (theme config, /search and the offline index, the id the browser
// reads) follows from that one choice.
import test from 'node:test';
import assert from 'node:assert/strict';
import {withSiteConfig} from '../lib/site-config.mjs';

const {ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME, ...offline} = process.env;
const algolia = {...offline, ALGOLIA_APP_ID: 'TESTAPPID', ALGOLIA_SEARCH_API_KEY: 'test-search-key', ALGOLIA_INDEX_NAME: 'vaulta-docs'};

/** The config as `docusaurus build` loads it, and what the search plugin adds, in a process with `env`. */
function siteWith(env) {
  return withSiteConfig(
    `
    const {existsSync, mkdtempSync, rmSync} = await import('node:fs');
    const {tmpdir} = await import('node:os');
    const {join} = await import('node:path');
    const routes = [];
    let indexed = false;
    for (const entry of siteConfig.plugins) {
      if (typeof entry !== 'function') continue;
      // The site's own plugins are factories of a context: the search plugin is the one named vaulta-search.
      const plugin = await Promise.resolve()
        .then(() => entry({baseUrl: '/', siteDir: process.cwd(), siteConfig, i18n: {currentLocale: 'en', defaultLocale: 'en'}}, {}))
        .catch(() => null);
      if (plugin?.name !== 'vaulta-search') continue;
      await plugin.contentLoaded({actions: {addRoute: (route) => routes.push(route.path)}});
      // postBuild on an empty build: an index of no pages, or nothing.
      const outDir = mkdtempSync(join(tmpdir(), 'search-engine-'));
      await plugin.postBuild({outDir, routesPaths: [], baseUrl: '/', i18n: {currentLocale: 'en'}});
      indexed = existsSync(join(outDir, 'pagefind', 'pagefind-entry.json'));
      rmSync(outDir, {recursive: true, force: true});
    }
    return {engine: siteConfig.customFields.searchEngine, algolia: siteConfig.themeConfig.algolia ?? null, routes, indexed};`,
    env,
  );
}

test('without Algolia settings the site searches offline: /search is ours and each locale gets a Pagefind index', () => {
  const site = siteWith(offline);
  assert.equal(site.engine, 'pagefind');
  assert.equal(site.algolia, null);
  assert.deepEqual(site.routes, ['/search']);
  assert.equal(site.indexed, true, 'postBuild wrote no Pagefind index');
});

test('with the three ALGOLIA_* variables Algolia is the engine, its theme config is set, and nothing is indexed here', () => {
  const site = siteWith(algolia);
  assert.equal(site.engine, 'algolia');
  assert.deepEqual({appId: site.algolia.appId, apiKey: site.algolia.apiKey, indexName: site.algolia.indexName, searchPagePath: site.algolia.searchPagePath}, {
    appId: 'TESTAPPID',
    apiKey: 'test-search-key',
    indexName: 'vaulta-docs',
    searchPagePath: 'search',
  });
  assert.deepEqual(site.routes, []);
  assert.equal(site.indexed, false);
  // Two of three is not configured.
  assert.equal(siteWith({...algolia, ALGOLIA_INDEX_NAME: ''}).engine, 'pagefind');
});
