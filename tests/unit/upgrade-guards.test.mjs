// Upgrade guards: every place where the site replaces, wraps or rewrites an internal of Docusaurus, of
// docusaurus-theme-openapi-docs / docusaurus-plugin-openapi-docs or of another package of the stack, checked against
// the packages installed in node_modules (their files, their modules run here), never against a build.
// Run with: npx node --test tests/unit/upgrade-guards.test.mjs
//
// One test per place, named after it. A failure names the place and what changed upstream; ARCHITECTURE.md
// ("Upgrading Docusaurus or the OpenAPI theme") says how to check each place after an upgrade.
//
// What these guards leave to others: the named imports and prop types of Docusaurus's typed APIs are checked by
// `npm run typecheck`; behaviour that only a browser can show (hydration, transitions, lazy chunks loading) is
// proven by the browser specs that ARCHITECTURE.md lists for each place.
//
// Where the site keeps a copy of upstream code (ejected components, re-implemented client modules, the HTML
// template), the guard records a hash of the upstream file: any change to it fails with the command that shows the
// upstream diff, to be ported into the copy before the hash is updated here.

import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import Module, {createRequire} from 'node:module';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, dirname, join, relative, resolve, sep} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import zlib from 'node:zlib';
import {requireTs as requireSiteTs} from '../lib/require-ts.mjs';
import {withSiteConfig} from '../lib/site-config.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(ROOT, 'package.json'));
// Chunk names, route hashes and generated files as in a production build.
process.env.NODE_ENV = 'production';
// src/config/repository.ts would otherwise ask git whether the clone is shallow.
process.env.LAST_UPDATE_DATES = 'off';

/**
 * The versions these guards were written against. Deliberately informational (the test below never fails on a
 * bump): each assumption has its own guard, and every upstream file the site copies is pinned by its hash, so a
 * failing version check would add nothing but a number to edit, and would teach people to edit it without
 * looking. What no static guard can prove (hydration, lazy loading in a browser) is proven by the browser specs
 * that the upgrade procedure runs after any bump. The versions also go into the `npm diff` commands of the hash
 * guards' messages.
 */
const WRITTEN_AGAINST = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/plugin-content-docs': '3.10.2',
  '@docusaurus/utils': '3.10.2',
  '@docusaurus/mdx-loader': '3.10.2',
  '@docusaurus/theme-search-algolia': '3.10.2',
  'docusaurus-theme-openapi-docs': '5.2.0',
  'docusaurus-plugin-openapi-docs': '5.2.0',
  'docusaurus-plugin-image-zoom': '3.0.1',
  'react-loadable': '6.0.0', // the npm alias of @docusaurus/react-loadable
  pagefind: '1.5.2',
  'crypto-js': '4.2.0',
  pako: '3.0.3',
  'medium-zoom': '1.1.0',
  'react-hook-form': '7.92.0',
  'react-dom': '19.3.1',
  '@docusaurus/plugin-sitemap': '3.10.2',
  '@signalwire/docusaurus-plugin-llms-txt': '1.2.2',
};

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

const nm = (...parts) => join(ROOT, 'node_modules', ...parts);
// Installed packages do not change while the tests run: their files are read once.
const readCache = new Map();
function read(file) {
  if (!file.startsWith(nm())) return readFileSync(file, 'utf8');
  if (!readCache.has(file)) readCache.set(file, readFileSync(file, 'utf8'));
  return readCache.get(file);
}
const ours = (file) => read(join(ROOT, file));
const installed = (pkg) => JSON.parse(read(nm(pkg, 'package.json'))).version;
const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** An upstream file's text; fails with the place when the file is gone. */
function upstream(where, pkg, file) {
  const path = nm(pkg, file);
  assert.ok(existsSync(path), `${where}: ${pkg}/${file} no longer exists (guard written against ${pkg}@${WRITTEN_AGAINST[pkg]})`);
  return read(path);
}

/** Assertions whose messages start with the place they guard. */
function guard(where) {
  const say = (what) => `${where}: ${what}`;
  return {
    /** An upstream file's text. */
    file: (pkg, file) => upstream(where, pkg, file),
    ok: (value, what) => assert.ok(value, say(what)),
    equal: (actual, expected, what) =>
      assert.deepStrictEqual(actual, expected, say(`${what} (expected ${JSON.stringify(expected)}, found ${JSON.stringify(actual)})`)),
    has(text, needle, what) {
      const found = typeof needle === 'string' ? text.includes(needle) : needle.test(text);
      assert.ok(found, say(what ?? `no longer contains ${needle}`));
    },
    lacks(text, needle, what) {
      const found = typeof needle === 'string' ? text.includes(needle) : needle.test(text);
      assert.ok(!found, say(what ?? `now contains ${needle}`));
    },
    /** The upstream file a copy was made from is byte for byte the one the copy was made from. */
    unchanged(pkg, file, hash, copy) {
      const actual = sha(upstream(where, pkg, file));
      const from = WRITTEN_AGAINST[pkg];
      assert.equal(
        actual,
        hash,
        say(
          `upstream ${pkg}/${file} changed (copied from ${pkg}@${from}, installed ${installed(pkg)}): diff it against ` +
            `${copy} and port the change, then record its new hash ${actual} here. ` +
            `What changed: npm diff --diff=${pkg}@${from} --diff=${pkg}@${installed(pkg)} ${file}`,
        ),
      );
    },
  };
}

const once = (make) => {
  let value;
  return () => (value ??= make());
};

/** Every file under `dir` whose name ends with one of `endings` (declaration files and maps left out). */
const listCache = new Map();
function filesUnder(dir, endings = ['.js']) {
  const key = `${dir}:${endings}`;
  if (!listCache.has(key)) {
    const files = existsSync(dir) ? readdirSync(dir, {recursive: true}).map((file) => join(dir, file)) : [];
    listCache.set(key, files.filter((file) => endings.some((ending) => file.endsWith(ending)) && !file.endsWith('.d.ts') && statSync(file).isFile()));
  }
  return listCache.get(key);
}

function requireTs(file) {
  try {
    return requireSiteTs(file);
  } catch (error) {
    throw new Error(`${file} no longer loads (did a package it imports change its exports?): ${error.stack}`);
  }
}

const core = (file) => require(nm('@docusaurus/core', 'lib', file));
const openapiTheme = (...parts) => join('lib', 'theme', ...parts);

/** The code the browser gets from the packages of the stack (what the client bundle can import). */
const browserCodeDirs = [
  nm('@docusaurus/core/lib/client'),
  nm('@docusaurus/theme-classic/lib/theme'),
  nm('@docusaurus/theme-common/lib'),
  nm('@docusaurus/plugin-content-docs/lib/client'),
  nm('@docusaurus/theme-search-algolia/lib/theme'),
  nm('@docusaurus/theme-search-algolia/lib/client'),
  nm('@docusaurus/theme-mermaid/lib/theme'),
  nm('@docusaurus/theme-mermaid/lib/client'),
  nm('docusaurus-theme-openapi-docs/lib/theme'),
];
const browserCode = once(() => browserCodeDirs.flatMap((dir) => filesUnder(dir)).map((file) => ({file, text: read(file)})));

// The client-weight plugin's real webpack/rspack configuration, for the browser and the server.
const clientWeight = once(() => {
  const plugin = requireTs('src/plugins/client-weight/index.ts').default({baseUrl: SITE_BASE_URL});
  return {
    plugin,
    browser: plugin.configureWebpack({}, false),
    server: plugin.configureWebpack({experiments: {cache: true}}, true),
  };
});
/** The rule of a bundle's configuration that runs the client-weight loader `file`. */
const loaderRule = (bundle, file) =>
  clientWeight()[bundle].module.rules.find((rule) => rule.use.some((use) => (use.loader ?? use) === join(ROOT, 'src/plugins/client-weight', file)));

/** postman-code-generators as the OpenAPI theme resolves it: its list, and the entries of the languages offered. */
const codeGenerators = once(() => {
  const themeRequire = createRequire(nm('docusaurus-theme-openapi-docs/package.json'));
  const listFile = themeRequire.resolve('postman-code-generators/lib/assets/languages.js');
  const languages = requireTs('src/config/api-reference.ts').apiThemeConfig.languageTabs.map((tab) => tab.language);
  const all = themeRequire(listFile);
  const offered = all.filter((generator) => languages.includes(generator.lang.trim().toLowerCase()));
  return {themeRequire, listFile, dir: dirname(themeRequire.resolve('postman-code-generators/package.json')), languages, all, offered};
});

// ---------------------------------------------------------------------------------------------------------------
// A small site run through the real pipeline: the content-docs plugin wrapped by src/plugins/docs loads two doc
// sets (a native set and an "apis" set like the API reference), adds its routes and global data through core's own
// plugin actions, and core's codegen writes .docusaurus/ (routes.js, routesChunkNames.json, registry.js,
// codeTranslations.json, docusaurus.config.mjs) as a build would.
// ---------------------------------------------------------------------------------------------------------------

const SITE_BASE_URL = '/docs-preview/';
const API_ROUTE = `${SITE_BASE_URL}apis`;
const CODE_TRANSLATIONS = {
  'api.versionSwitch.label': 'API version',
  'theme.openapi.request.fetchingMessage': 'Fetching...',
  'theme.NotFound.title': 'Page Not Found',
  'search.button.text': 'Search',
};

let siteDir;
after(() => siteDir && rmSync(siteDir, {recursive: true, force: true}));

const site = once(() =>
  buildSite().catch((error) => {
    throw new Error(`src/plugins/docs, src/plugins/client-weight: a small site no longer goes through the wrapped content-docs plugin and core's codegen (an API they use changed): ${error.stack}`);
  }),
);
async function buildSite() {
  const {validateConfig} = core('server/configValidation.js');
  const {createPluginActionsUtils} = core('server/plugins/actions.js');
  const {sortRoutes} = core('server/plugins/routeConfig.js');
  const {generateSiteFiles} = core('server/codegen/codegen.js');
  const {normalizePluginOptions} = require('@docusaurus/utils-validation');
  const docsWrapper = requireTs('src/plugins/docs/index.ts');

  siteDir = mkdtempSync(join(tmpdir(), 'upgrade-guards-'));
  const write = (file, content) => {
    mkdirSync(dirname(join(siteDir, file)), {recursive: true});
    writeFileSync(join(siteDir, file), content);
  };
  write('docs/intro.md', '---\ndescription: The introduction\n---\n# Intro\n');
  write('docs/guide/_category_.json', JSON.stringify({label: 'Guide', link: {type: 'generated-index'}}));
  write('docs/guide/a.md', '---\ndescription: Page A described\n---\n# A\n');
  write('docs/guide/b.md', '# B\n\nSecond page.\n');
  write('apis/index.md', '# APIs\n');
  write('apis/chain/_category_.json', JSON.stringify({label: 'Chain', link: {type: 'generated-index'}}));
  write('apis/chain/get-info.api.mdx', '---\nid: get-info\ntitle: Get info\ndescription: Returns info\nsidebar_class_name: "post api-method"\n---\n# Get info\n');

  const generatedFilesDir = join(siteDir, '.docusaurus');
  const siteConfig = validateConfig(
    {
      title: 'Guards',
      url: 'https://example.org',
      baseUrl: SITE_BASE_URL,
      ssrTemplate: '<html></html>',
      clientModules: ['./client-module.js'],
      markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},
      themeConfig: {zoom: {selector: '.markdown img'}},
      customFields: {repositoryUrl: 'https://example.org/repo'},
    },
    join(siteDir, 'docusaurus.config.ts'),
  );
  const i18n = {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en'],
    path: 'i18n',
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', translate: false, url: 'https://example.org', baseUrl: SITE_BASE_URL},
    },
  };
  const context = {
    siteDir,
    generatedFilesDir,
    baseUrl: SITE_BASE_URL,
    siteConfig,
    siteConfigPath: join(siteDir, 'docusaurus.config.ts'),
    outDir: join(siteDir, 'build'),
    i18n,
    localizationDir: join(siteDir, 'i18n', 'en'),
    codeTranslations: {},
    siteStorage: {type: 'localStorage', namespace: ''},
    currentBundler: {name: 'rspack'},
  };
  const sets = [
    [docsWrapper.default, {path: 'docs', routeBasePath: 'docs', lastVersion: 'current', versions: {current: {label: 'latest', path: 'latest'}}}],
    [docsWrapper.apiDocsPlugin, {id: 'apis', path: 'apis', routeBasePath: 'apis', docItemComponent: '@theme/ApiItem'}],
  ];
  const pluginRoutes = [];
  const globalData = {};
  for (const [factory, userOptions] of sets) {
    const options = factory.validateOptions({validate: normalizePluginOptions, options: userOptions});
    const plugin = await factory(context, options);
    const content = await plugin.loadContent();
    const utils = await createPluginActionsUtils({plugin: {name: plugin.name, options}, generatedFilesDir, baseUrl: SITE_BASE_URL, trailingSlash: undefined});
    await plugin.contentLoaded({content, actions: utils.getActions(), allContent: {}});
    pluginRoutes.push(...utils.getRoutes().map((route) => ({plugin: {name: plugin.name, id: options.id}, ...route})));
    (globalData[plugin.name] ??= {})[options.id] = utils.getGlobalData();
  }
  const routes = sortRoutes(pluginRoutes, SITE_BASE_URL);
  await generateSiteFiles({
    generatedFilesDir,
    clientModules: [],
    siteConfig,
    routes,
    globalData,
    siteMetadata: {},
    siteStorage: {},
    i18n,
    codeTranslations: CODE_TRANSLATIONS,
  });
  return {generatedFilesDir, routes, globalData, siteConfig};
}

/** Runs one of the site's webpack/rspack loaders on a file, as the bundler would. */
function runLoader(loader, resourcePath, resourceQuery = '', options = {}) {
  const dependencies = [];
  const context = {getOptions: () => options, resourcePath, resourceQuery, addDependency: (file) => dependencies.push(file)};
  const output = require(loader).call(context, read(resourcePath));
  return {output, dependencies};
}

/** Evaluates routes.js-shaped code with a ComponentCreator that records its arguments. */
const creator = (...args) => ({creator: args});
function routesArray(code) {
  const array = /^export default (\[[\s\S]*\]);?\s*$/m.exec(code);
  assert.ok(array, `not a routes module:\n${code.slice(0, 300)}`);
  return new Function('ComponentCreator', `return ${array[1]}`)(creator);
}
function* walkRoutes(routes) {
  for (const route of routes) {
    yield route;
    yield* walkRoutes(route.routes ?? []);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Versions
// ---------------------------------------------------------------------------------------------------------------

test('installed versions (informational: a bump is reported, and the guards below fail on what changed)', (t) => {
  const upgraded = [];
  for (const [pkg, version] of Object.entries(WRITTEN_AGAINST)) {
    assert.ok(existsSync(nm(pkg, 'package.json')), `${pkg} is not installed: run npm ci`);
    if (installed(pkg) !== version) upgraded.push(`${pkg} ${version} -> ${installed(pkg)}`);
  }
  if (upgraded.length > 0) {
    t.diagnostic(`upgraded: ${upgraded.join(', ')}: re-check every guard below and ARCHITECTURE.md 'Upgrading'`);
  }
});

// ---------------------------------------------------------------------------------------------------------------
// src/plugins/client-weight
// ---------------------------------------------------------------------------------------------------------------

test("src/plugins/client-weight (Prism): theme-classic still registers Prism's languages in the client module the alias empties", () => {
  const g = guard('src/plugins/client-weight/index.ts (prism-include-languages alias)');
  const alias = Object.entries(clientWeight().browser.resolve.alias).find(([key]) => key.endsWith('prism-include-languages$'));
  g.ok(alias && alias[1] === false, 'the alias to `false` is gone from the plugin');
  // Core resolves a plugin's client modules against the folder of its entry file.
  const entry = require.resolve('@docusaurus/theme-classic');
  const index = read(entry);
  g.has(index, /getClientModules\(\) \{[^}]*'\.\/prism-include-languages'/, "theme-classic's getClientModules() no longer lists './prism-include-languages'");
  g.has(read(nm('@docusaurus/core/lib/server/clientModules.js')), 'path_1.default.resolve(plugin.path, p)', 'core no longer resolves client modules against plugin.path');
  g.has(read(nm('@docusaurus/core/lib/server/plugins/init.js')), 'path: path_1.default.dirname(normalizedPluginConfig.entryPath)', "a plugin's path is no longer the folder of its entry file");
  g.equal(`${resolve(dirname(entry), './prism-include-languages')}$`, alias[0], 'the aliased path is no longer the client module theme-classic registers');
  // The emptied module only registers the languages: nothing else is lost.
  const clientModule = g.file('@docusaurus/theme-classic', 'lib/prism-include-languages.js');
  g.lacks(clientModule, /\bexport\b/, 'lib/prism-include-languages.js now exports something; emptying it would lose it');
  g.has(clientModule, 'prismIncludeLanguages(Prism);', 'lib/prism-include-languages.js no longer just registers the languages');
  // src/components/CodeHighlighter registers them itself with the theme's function.
  g.has(
    g.file('@docusaurus/theme-classic', 'lib/theme/prism-include-languages.js'),
    'export default function prismIncludeLanguages(PrismObject)',
    "@theme/prism-include-languages no longer default-exports prismIncludeLanguages(Prism), which src/components/CodeHighlighter calls",
  );
});

test('src/plugins/client-weight/sha1-only.js: the OpenAPI theme still uses nothing of crypto-js but SHA1', () => {
  const g = guard('src/plugins/client-weight/sha1-only.js (crypto-js alias)');
  g.equal(clientWeight().browser.resolve.alias['crypto-js$'], join(ROOT, 'src/plugins/client-weight/sha1-only.js'), 'the crypto-js alias changed');
  const users = filesUnder(nm('docusaurus-theme-openapi-docs/lib')).filter((file) => /require\("crypto-js[/"]/.test(read(file)));
  g.ok(users.length > 0, 'no module of the OpenAPI theme requires crypto-js any more: drop the alias');
  const used = new Set(users.flatMap((file) => [...read(file).matchAll(/crypto_js_\d+\.(?:default\.)?(\w+)/g)].map(([, name]) => name)));
  g.equal([...used], ['SHA1'], `the OpenAPI theme now uses more of crypto-js (${users.map((file) => relative(nm(), file)).join(', ')})`);
  const {SHA1} = require(join(ROOT, 'src/plugins/client-weight/sha1-only.js'));
  g.equal(SHA1('abc').toString(), 'a9993e364706816aba3e25717850c26c9cd0d89d', 'crypto-js/sha1 no longer computes SHA-1');
});

test('src/plugins/client-weight (pako alias): the OpenAPI theme still only gunzips, and pako/browser/inflate reads the generator output', () => {
  const g = guard('src/plugins/client-weight/index.ts (pako alias to pako/browser/inflate)');
  const themeRequire = createRequire(nm('docusaurus-theme-openapi-docs/package.json'));
  const inflateBuild = themeRequire.resolve('pako/browser/inflate');
  g.equal(clientWeight().browser.resolve.alias.pako$, inflateBuild, "the alias no longer points at the pako the theme resolves (pako's exports map changed?)");
  const users = filesUnder(nm('docusaurus-theme-openapi-docs/lib')).filter((file) => read(file).includes('require("pako")'));
  g.equal(users.map((file) => relative(nm('docusaurus-theme-openapi-docs'), file)), [openapiTheme('ApiItem', 'index.js')], 'the modules that require pako changed');
  const used = new Set([...read(users[0]).matchAll(/pako_\d+\.(\w+)/g)].map(([, name]) => name));
  g.equal([...used], ['ungzip'], 'ApiItem now uses more of pako than ungzip');
  // The generator compresses each endpoint's `api` front matter with zlib's deflate; the inflate build must read it.
  const generator = g.file('docusaurus-plugin-openapi-docs', 'lib/index.js');
  g.has(generator, '.deflateSync(JSON.stringify(item.api))', "the generator no longer compresses the page's api front matter with zlib deflate");
  const api = {method: 'post', path: '/v1/chain/get_info', 'x-name': '节点'};
  const {ungzip} = require(inflateBuild);
  g.equal(JSON.parse(new TextDecoder().decode(ungzip(zlib.deflateSync(JSON.stringify(api))))), api, "pako/browser/inflate's ungzip no longer reads zlib deflate output");
});

test("src/plugins/client-weight/preload.js: core's client still imports './preload', which the alias replaces and the stand-in calls", () => {
  const g = guard('src/plugins/client-weight/preload.js');
  const clientDir = nm('@docusaurus/core/lib/client');
  const alias = clientWeight().browser.resolve.alias[`${join(clientDir, 'preload')}$`];
  g.equal(alias, join(ROOT, 'src/plugins/client-weight/preload.js'), "the alias of core's lib/client/preload is gone");
  g.ok(!(`${join(clientDir, 'preload')}$` in clientWeight().server.resolve.alias), 'the server build must keep the real preload');
  // The alias matches the request './preload' resolved in lib/client; an import with an extension would escape it.
  const importers = filesUnder(clientDir).filter((file) => /from '\.\.?\/(?:\.\.\/)*preload(?:\.js)?'/.test(read(file)));
  const names = importers.map((file) => relative(clientDir, file)).sort();
  g.equal(names, ['PendingNavigation.js', 'clientEntry.js', 'docusaurus.js', 'serverEntry.js'], "the modules of core's client that import preload changed");
  for (const file of importers) g.has(read(file), "import preload", `${relative(clientDir, file)} no longer imports the default export`);
  for (const file of importers) g.lacks(read(file), "preload.js'", `${relative(clientDir, file)} imports './preload.js', which the alias (lib/client/preload$) no longer catches`);
  // The stand-in imports the original by its file name and calls it with the path, after loading the lazy routes.
  g.has(ours('src/plugins/client-weight/preload.js'), "import docusaurusPreload from '@docusaurus/core/lib/client/preload.js';", 'the stand-in no longer imports the original');
  const corePackage = JSON.parse(read(nm('@docusaurus/core/package.json')));
  g.ok(!corePackage.exports || JSON.stringify(corePackage.exports).includes('./lib/'), "@docusaurus/core's exports map now hides lib/client/preload.js");
  g.unchanged('@docusaurus/core', 'lib/client/preload.js', '8c1e3de18d307e2f', 'src/plugins/client-weight/preload.js (it repeats the [pathname, decodeURI(pathname)] rule and must run before it)');
});

test('src/plugins/client-weight/route-tables.js: Docusaurus still writes routes.js, routesChunkNames.json and registry.js in the shape the loader splits', async () => {
  const g = guard('src/plugins/client-weight/route-tables.js');
  const {generatedFilesDir, routes: siteRoutes} = await site();
  const tablesRule = loaderRule('browser', 'route-tables.js');
  const {loader, options} = tablesRule.use[0];
  const file = (name) => join(generatedFilesDir, name);
  for (const name of ['routes.js', 'routesChunkNames.json', 'registry.js', 'codeTranslations.json']) {
    g.ok(tablesRule.test.test(file(name)), `the loader's rule no longer matches the generated .docusaurus/${name}`);
  }
  g.equal(options.lazyRoutes.map((tree) => tree.path), [API_ROUTE], 'the lazy route tree is no longer the API reference');
  g.ok(siteRoutes.some((route) => route.path === API_ROUTE && route.routes), `the docs plugin no longer adds its route tree at ${API_ROUTE} (\`\${baseUrl}\${routeBasePath}\`)`);

  // routes.js: an array of {path, component: ComponentCreator(path, hash), routes}, keyed `${path}-${hash}` in routesChunkNames.json.
  const original = routesArray(read(file('routes.js')));
  const chunkNames = JSON.parse(read(file('routesChunkNames.json')));
  for (const route of walkRoutes(original)) {
    if (route.path === '*') continue;
    g.ok(route.component?.creator?.length === 2, `ComponentCreator no longer takes (path, hash) in routes.js (route ${route.path})`);
    g.ok(route.component.creator.join('-') in chunkNames, `routesChunkNames.json no longer keys routes as \`\${path}-\${hash}\` (${route.path})`);
  }
  // registry.js: "name": [() => import(/* webpackChunkName: "name" */ "module"), "module", require.resolveWeak("module")].
  const registry = read(file('registry.js'));
  g.has(registry, /"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "@theme\/DocsRoot"\), "@theme\/DocsRoot", require\.resolveWeak\("@theme\/DocsRoot"\)\]/, 'registry.js entries changed shape');

  // The loader itself, on the generated files: any shape it does not know makes it throw.
  const run = (name, query = '') => runLoader(loader, file(name), query, options).output;
  const eagerRoutes = run('routes.js');
  const lazyRoutes = run('routes.js', '?lazy=0');
  const apiTree = original.find((route) => route.path === API_ROUTE).routes;
  g.ok(apiTree.length > 0, 'the API tree has no routes');
  g.equal(JSON.stringify(routesArray(lazyRoutes)), JSON.stringify(apiTree), "the lazy chunk's routes are not the API tree");
  // The eager table, evaluated: the API root is there without children until loadRoutesFor() adds them.
  const body = eagerRoutes
    .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
    .replace('export default routes;', '')
    .replace('export function loadRoutesFor', 'function loadRoutesFor')
    .replace(/import\('(\.\/routes\.js\?lazy=\d+)'\)/g, "lazyImport('$1')");
  const eager = new Function('ComponentCreator', 'lazyImport', `${body}\nreturn {routes, loadRoutesFor};`)(creator, async () => ({default: routesArray(lazyRoutes)}));
  const apiRoot = eager.routes.find((route) => route.path === API_ROUTE);
  g.equal(apiRoot.routes, [], 'the eager table still holds the API routes');
  await eager.loadRoutesFor(`${SITE_BASE_URL}docs/latest/intro`);
  g.equal(apiRoot.routes, [], 'a doc page loaded the API routes');
  await eager.loadRoutesFor(`${API_ROUTE}/chain/get-info`);
  g.equal(JSON.stringify(apiRoot.routes), JSON.stringify(apiTree), 'loadRoutesFor() no longer puts the API routes in place');

  // routesChunkNames.json and registry.js split between the tables, with short names and no module paths.
  const eagerNames = JSON.parse(run('routesChunkNames.json'));
  const lazyNames = JSON.parse(run('routesChunkNames.json', '?lazy=0'));
  g.equal(Object.keys({...eagerNames, ...lazyNames}).sort(), Object.keys(chunkNames).sort(), 'the two chunk-name tables no longer cover every route');
  const apiKeys = new Set([...walkRoutes(apiTree)].map((route) => route.component.creator.join('-')));
  g.equal(Object.keys(lazyNames).sort(), [...apiKeys].sort(), 'the lazy chunk-name table is not the API routes');
  const registryEntries = (code) => Object.fromEntries([...code.matchAll(/"(\w+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\), "([^"]*)"/g)].map(([, name, chunk, module, path]) => [name, {chunk, module, path}]));
  const eagerRegistry = registryEntries(run('registry.js'));
  const lazyRegistry = registryEntries(run('registry.js', '?lazy=0'));
  const namesIn = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(namesIn));
  const referenced = (table) => new Set(namesIn(table));
  for (const name of referenced(eagerNames)) g.ok(name in eagerRegistry, `chunk ${name} of a page every visitor may load is missing from the eager registry`);
  for (const name of referenced(lazyNames)) g.ok(name in eagerRegistry || name in lazyRegistry, `chunk ${name} of an API page is in neither registry`);
  for (const [name, entry] of Object.entries({...eagerRegistry, ...lazyRegistry})) {
    g.ok(/^c[0-9a-z]+$/.test(name), `registry entry ${name} did not get a short name`);
    g.equal(entry.path, '', `registry entry ${name} still carries its module path`);
  }
  g.ok(Object.values(lazyRegistry).some((entry) => entry.module === '@theme/ApiItem'), "the API item component is not in the API reference's registry");
  g.ok(!Object.values(eagerRegistry).some((entry) => entry.module === '@theme/ApiItem'), 'the API item component is still in the eager registry');
  const layouts = Object.values(eagerRegistry).filter((entry) => options.sharedChunks['doc-layouts'].includes(entry.module));
  g.equal(layouts.map((entry) => entry.module).sort(), [...options.sharedChunks['doc-layouts']].sort(), 'the docs plugin no longer names its layouts @theme/DocsRoot, DocVersionRoot, DocRoot and DocItem');
  g.ok(layouts.every((entry) => entry.chunk === 'doc-layouts'), 'the doc layouts are no longer put in one chunk');

  // codeTranslations.json: the API reference's UI strings move to its chunk.
  const eagerStrings = JSON.parse(run('codeTranslations.json'));
  const lazyStrings = JSON.parse(run('codeTranslations.json', '?lazy=0'));
  g.equal(Object.keys(lazyStrings).sort(), ['api.versionSwitch.label', 'theme.openapi.request.fetchingMessage'], 'the API strings did not move');
  g.equal(Object.keys(eagerStrings).sort(), ['search.button.text', 'theme.NotFound.title'], 'the eager strings are wrong');
  // The OpenAPI theme's own strings start with theme.openapi., the prefix that moves them with its pages; the only
  // others it uses are code-block strings, which stay with every page. A new prefix would stay in main.js.
  const themeIds = [...new Set(filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme')).flatMap((f) => [...read(f).matchAll(/\bid: "([\w-]+\.[\w.-]+)"/g)].map(([, id]) => id)))];
  g.ok(themeIds.filter((id) => id.startsWith('theme.openapi.')).length > 10, 'found too few theme.openapi. strings in the OpenAPI theme');
  const otherPrefixes = themeIds.filter((id) => !id.startsWith('theme.openapi.') && !id.startsWith('theme.CodeBlock.'));
  g.equal(otherPrefixes, [], 'the OpenAPI theme uses strings under a new prefix: add it to the translations that load with the API routes (src/plugins/client-weight/index.ts) if only API pages show them');
});

test("src/plugins/client-weight/route-tables.js: core's browser runtime still reads the route tables when it uses them, so the API chunk can fill them in", () => {
  const g = guard('src/plugins/client-weight/route-tables.js (browser runtime)');
  const client = (file) => g.file('@docusaurus/core', `lib/client/${file}`);
  const creatorSource = client('exports/ComponentCreator.js');
  g.has(creatorSource, 'const chunkNames = routesChunkNames[`${path}-${hash}`];', 'ComponentCreator no longer looks its chunks up by `${path}-${hash}` when called');
  g.has(creatorSource, 'const chunkRegistry = registry[chunkName];', 'ComponentCreator no longer reads the registry when called');
  g.has(creatorSource, /loader\[keyPath\] = chunkRegistry\[0\];\s*modules\.push\(chunkRegistry\[1\]\);\s*optsWebpack\.push\(chunkRegistry\[2\]\);/, 'registry entries are no longer [loader, module path, weak id] (the browser table blanks the module path)');
  g.has(creatorSource, "import Loading from '@theme/Loading';", 'ComponentCreator no longer uses @theme/Loading (src/theme/Loading)');
  const runtime = client('docusaurus.js');
  g.has(runtime, ".filter(\n// Remove the last part containing the route hash", 'prefetch no longer scans routesChunkNames by route');
  g.has(runtime, "routeNameWithHash.replace(/-[^-]+$/, '') === path", 'prefetch no longer matches chunk-name keys to paths by stripping the hash');
  g.has(runtime, '__webpack_require__.gca(chunkName)', 'prefetch no longer asks the runtime for a chunk by name');
  g.has(client('exports/Translate.js'), /function getLocalizedMessage\([^)]*\) \{[\s\S]*?return codeTranslations\[\(id \?\? message\)\]/, 'Translate no longer reads codeTranslations when it translates (the API strings arrive later)');
  g.has(client('normalizeLocation.js'), 'matchRoutes(routes, location.pathname)', 'normalizeLocation no longer matches against the shared route array');
  g.has(client('App.js'), 'const routesElement = renderRoutes(routes);', 'App no longer renders the route array it imports');
  for (const layout of ['DocsRoot', 'DocVersionRoot']) {
    g.has(g.file('@docusaurus/theme-classic', `lib/theme/${layout}/index.js`), /renderRoutes\((?:props\.)?route\.routes\)/, `${layout} no longer renders its child routes when it renders (the API routes are pushed in later)`);
  }
  // The runtime takes a chunk name it does not know for a chunk id, hence short names start with a letter.
  g.has(g.file('@docusaurus/core', 'lib/webpack/plugins/ChunkAssetPlugin.js'), '[chunkId]||chunkId;', "the runtime's chunk lookup (__webpack_require__.gca) changed");
});

test('src/plugins/client-weight (chunk file names, persistent cache): core still names chunk files by name and caches with a list of build dependencies', () => {
  const g = guard('src/plugins/client-weight/index.ts (output.chunkFilename, experiments.cache)');
  const base = g.file('@docusaurus/core', 'lib/webpack/base.js');
  g.has(base, /chunkFilename: isProd\s*\? 'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/, "core's production chunkFilename changed; ours swaps [name] for [id] in it");
  g.equal(clientWeight().browser.output, {chunkFilename: 'assets/js/[id].[contenthash:8].js'}, 'the browser chunkFilename changed');
  g.ok(!clientWeight().server.output, 'the server build must keep its chunk names');
  // Rspack's persistent cache: the plugin adds its own files to the cache's build dependencies (merged as arrays).
  g.has(base, /experiments\.cache = \{\s*type: 'persistent',[\s\S]*?buildDependencies: getCacheBuildDependencies\(\),/, "core's Rspack persistent cache settings changed");
  g.has(base, /function getCacheBuildDependencies\(\) \{\s*return \[/, 'the build dependencies are no longer an array that a plugin can add to');
  const dependencies = clientWeight().server.experiments.cache.buildDependencies;
  g.ok(dependencies.includes(join(ROOT, 'src/plugins/client-weight/route-tables.js')) && dependencies.every((file) => existsSync(file)), "the plugin's own files are not all build dependencies");
});

test("src/plugins/client-weight (code-sample logos): the OpenAPI theme still styles code tabs as .openapi-tabs__code-item--<logoClass> for languageTabs", async () => {
  const g = guard('src/plugins/client-weight/index.ts (PostCSS rule for unused code-sample languages)');
  const styles = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss');
  const styled = new Set([...styles.matchAll(/\.openapi-tabs__code-item--([\w-]+)/g)].map(([, tab]) => tab));
  const {apiThemeConfig} = requireTs('src/config/api-reference.ts');
  const shown = [...apiThemeConfig.languageTabs.map((tab) => tab.logoClass), 'variant', 'sample'];
  for (const tab of shown) g.ok(styled.has(tab), `the theme no longer styles .openapi-tabs__code-item--${tab}`);
  g.ok(styled.size - shown.length >= 5, 'the theme no longer ships rules for other languages: the PostCSS rule may go');
  const snippets = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/CodeSnippets/index.js');
  g.has(snippets, 'siteConfig?.themeConfig?.languageTabs', 'the theme no longer reads themeConfig.languageTabs');
  g.has(snippets, 'className: `openapi-tabs__code-item--${lang.logoClass}`', "the code tabs' class is no longer built from logoClass");
  // The theme's languages are postman-code-generators' language keys, used as logoClass too.
  const languages = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/CodeSnippets/languages.js');
  g.has(languages, /language: language\.key,[\s\S]*?logoClass: language\.key,/, "the theme's language set is no longer keyed by the code generators' language keys");
  const generatorLanguages = JSON.parse(read(createRequire(nm('docusaurus-theme-openapi-docs/package.json')).resolve('postman-code-generators/lib/assets/languageLabels.json')));
  for (const tab of apiThemeConfig.languageTabs) g.ok(tab.language in generatorLanguages, `the code generators no longer offer ${tab.language}`);
  // The rule itself, on a sample of the theme's CSS.
  const postcss = require('postcss');
  const [rule] = clientWeight().plugin.configurePostCss({plugins: []}).plugins;
  const css = '.openapi-tabs__code-item--python{color:red}.openapi-tabs__code-item--dart{color:red}.openapi-tabs__code-item--go,.openapi-tabs__code-item--rust{color:red}';
  const result = await postcss([rule]).process(css, {from: undefined});
  g.equal(result.css, '.openapi-tabs__code-item--python{color:red}.openapi-tabs__code-item--go{color:red}', 'the PostCSS rule no longer keeps exactly the shown languages');
});

test("src/plugins/client-weight/code-generators.js: postman-code-generators still lists every generator in lib/assets/languages.js, which the loader cuts to the languages offered", () => {
  const g = guard('src/plugins/client-weight/code-generators.js');
  const {listFile, languages, all, offered} = codeGenerators();
  g.has(g.file('postman-code-generators', 'lib/index.js'), "languageMap = require('./assets/languages.js')", 'the generators no longer read their list from lib/assets/languages.js');
  for (const bundle of ['browser', 'server']) g.equal(loaderRule(bundle, 'code-generators.js')?.test, listFile, `the loader no longer applies, in the ${bundle} bundle, to the list the theme resolves`);
  const loader = require(join(ROOT, 'src/plugins/client-weight/code-generators.js'));
  const output = loader.call({getOptions: () => ({languages})}, read(listFile));
  const cut = new Module(listFile);
  cut.filename = listFile;
  cut.paths = Module._nodeModulePaths(dirname(listFile));
  cut._compile(output, listFile);
  const entry = ({lang, variant, syntax_mode, main}) => ({lang, variant, syntax_mode, main});
  g.equal(cut.exports.length, offered.length, 'the loader no longer keeps every generator of the offered languages');
  g.ok(cut.exports.every((generator, index) => JSON.stringify(entry(generator)) === JSON.stringify(entry(offered[index])) && generator.main === offered[index].main), 'the kept entries differ from upstream');
  for (const language of languages) g.ok(offered.some((generator) => generator.lang.trim().toLowerCase() === language), `no generator for ${language}`);
  g.ok(all.length - offered.length >= 10, 'the generators list no longer holds many other languages: the loader may go');
});

test("src/plugins/client-weight/no-dynamic-variables.js: only substitution reads postman-collection's faker-made variables, and neither the theme nor the kept generators substitute", () => {
  const g = guard('src/plugins/client-weight/no-dynamic-variables.js');
  const copies = readdirSync(nm(), {recursive: true})
    .filter((file) => file.endsWith(join('postman-collection', 'lib', 'superstring', 'dynamic-variables.js')))
    .map((file) => join(nm(), file));
  g.ok(copies.length >= 1, 'no postman-collection is installed: the loader may go');
  for (const file of copies) {
    const lib = dirname(dirname(file));
    for (const bundle of ['browser', 'server']) g.ok(loaderRule(bundle, 'no-dynamic-variables.js')?.test.test(file), `the loader's rule does not match ${relative(ROOT, file)} in the ${bundle} bundle`);
    g.has(read(join(lib, 'superstring', 'index.js')), /_\.forOwn\(dynamicVariables, function \(variable, name\) \{\s*Substitutor\.DEFAULT_VARS\[name\] = variable\.generator;/, `${relative(ROOT, lib)}: the variables are no longer only copied into Substitutor.DEFAULT_VARS`);
    const fakerUsers = filesUnder(lib).filter((js) => /require\(['"]@faker-js\/faker/.test(read(js)));
    g.equal(fakerUsers.map((js) => relative(lib, js)), [join('superstring', 'dynamic-variables.js')], `${relative(ROOT, lib)}: faker is required elsewhere too`);
  }
  // Substitution: Property.replaceSubstitutions(In), VariableScope.replaceIn, VariableList.substitute, toObjectResolved.
  const substitutes = /\breplaceSubstitutions|\breplaceIn\(|\.substitute\(|toObjectResolved|Substitutor/;
  const {themeRequire, offered: kept, dir: generatorsDir} = codeGenerators();
  const generatorDirs = readdirSync(join(generatorsDir, 'codegens')).filter((dir) => kept.some((generator) => generator.main === themeRequire(join(generatorsDir, 'codegens', dir, 'index.js'))));
  g.equal(generatorDirs.length, kept.length, 'the kept generators are no longer one folder each under codegens/');
  for (const dir of [nm('docusaurus-theme-openapi-docs', 'lib'), join(generatorsDir, 'lib'), ...generatorDirs.map((name) => join(generatorsDir, 'codegens', name, 'lib'))]) {
    for (const js of filesUnder(dir)) g.lacks(read(js), substitutes, `${relative(ROOT, js)} now substitutes variables`);
  }
});

// ---------------------------------------------------------------------------------------------------------------
// src/plugins/docs
// ---------------------------------------------------------------------------------------------------------------

test('src/plugins/docs (route props): content-docs still adds its routes through contentLoaded actions, with doc descriptions in the version props', async () => {
  const g = guard('src/plugins/docs/index.ts (moveDescriptionsToCategoryPages)');
  const index = g.file('@docusaurus/plugin-content-docs', 'lib/index.js');
  g.has(index, /async contentLoaded\(\{ content, actions \}\) \{[\s\S]*?createAllRoutes\)\(\{[\s\S]*?actions,[\s\S]*?actions\.setGlobalData\(/, 'contentLoaded no longer adds routes and global data through the actions it is given');
  g.has(g.file('@docusaurus/plugin-content-docs', 'lib/routes.js'), 'routes.forEach(param.actions.addRoute);', 'createAllRoutes no longer calls actions.addRoute per route tree');
  const {routes} = await site();
  const native = routes.find((route) => route.path === `${SITE_BASE_URL}docs`);
  g.ok(native, 'the native set has no route tree');
  const all = [...walkRoutes([native])];
  const version = all.find((route) => route.props?.version)?.props.version;
  g.ok(version, 'no route carries props.version (PropVersionMetadata) any more');
  g.equal(version.docs, {}, "the version props' table of docs was not emptied");
  g.ok(version.docsSidebars?.defaultSidebar, 'the version props no longer have docsSidebars');
  const category = all.find((route) => route.props?.categoryGeneratedIndex);
  g.ok(category, 'no route carries props.categoryGeneratedIndex any more');
  g.equal(category.sidebar, 'defaultSidebar', 'category index routes no longer name their sidebar');
  g.equal(category.props.categoryGeneratedIndex.permalink, category.path, 'categoryGeneratedIndex.permalink is no longer the route path');
  // The description can only come from the version data the plugin wrote: upstream still puts it there.
  g.equal(category.props.cardDescriptions, {'guide/a': 'Page A described', 'guide/b': 'Second page.'}, 'the category page did not get its docs\' descriptions (are they still in the version props, and the sidebar items still `link` items with a docId?)');
  // The API set keeps its table: its tag pages list endpoints with DocCardList.
  const apiVersion = [...walkRoutes(routes.filter((route) => route.path === API_ROUTE))].find((route) => route.props?.version).props.version;
  g.ok(Object.keys(apiVersion.docs).length === 2, 'the API set lost its table of docs');
  g.ok(typeof requireTs('src/plugins/docs/index.ts').default.validateOptions === 'function', 'the wrapper lost the plugin option validation (validateOptions is no longer exported by the plugin?)');
});

test('src/plugins/docs (global data): content-docs still puts doc and sidebar lists in its global data, and only the parts the site does not use read them', async () => {
  const g = guard('src/plugins/docs/index.ts (withoutDocAndSidebarLists)');
  const source = g.file('@docusaurus/plugin-content-docs', 'lib/globalData.js');
  g.has(source, /docs: version\.docs\s*\.map\(toGlobalDataDoc\)/, 'global data versions no longer list their docs');
  g.has(source, 'sidebars: toGlobalSidebars(version.sidebars, version)', 'global data versions no longer list their sidebars');
  const {globalData} = await site();
  const data = globalData['docusaurus-plugin-content-docs'].default;
  g.equal(data.versions.map((version) => [version.docs, version.sidebars]), [[[], {}]], 'the lists were not dropped');
  g.equal(data.versions[0].path, `${SITE_BASE_URL}docs/latest`, 'the rest of the global data was lost');
  g.ok(data.versions[0].mainDocId, 'mainDocId was lost');
  // Who reads version.docs or version.sidebars (the global data's lists, or the version props' table that the
  // wrapper empties on native and EVM pages). A new reader must be checked against the site.
  const readers = browserCode()
    .filter(({text}) => /\b\w*[vV]ersion\??\.(?:docs|sidebars)\b/.test(text))
    .map(({file}) => relative(nm(), file).split(sep).join('/'))
    .sort();
  g.equal(
    readers,
    [
      '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', // active doc and version suggestions: version banners, doc navbar items
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js', // useDocById (DocCard: src/theme/DocCard), useLayoutDoc(sSidebar) (doc navbar items)
      '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js', // no version has a banner
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js', // not in the navbar
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionNavbarItem.js', // not in the navbar
    ],
    'the code that reads the doc and sidebar lists changed: check that no page of the site uses the new reader',
  );
});

test('src/theme/DocCard, src/theme/DocCategoryGeneratedIndexPage: DocCard still takes its description from the item before the version data, which throws on a missing doc', () => {
  const g = guard('src/theme/DocCard + src/theme/DocCategoryGeneratedIndexPage (src/components/CardDescriptions)');
  const card = g.file('@docusaurus/theme-classic', 'lib/theme/DocCard/index.js');
  g.has(card, 'const doc = useDocById(item.docId ?? undefined);', 'DocCard no longer looks its doc up by item.docId');
  g.has(card, 'description={item.description ?? doc?.description}', "DocCard no longer prefers the item's own description");
  g.has(g.file('@docusaurus/plugin-content-docs', 'lib/client/docsUtils.js'), /export function useDocById\(id\) \{[\s\S]*?if \(!id\) \{\s*return undefined;[\s\S]*?throw new Error\(`no version doc found by id=/, 'useDocById changed (the wrapper drops docId because it throws on a doc missing from the emptied table)');
  const page = g.file('@docusaurus/theme-classic', 'lib/theme/DocCategoryGeneratedIndexPage/index.js');
  g.has(page, '<DocCardList items={category.items}', 'the category page no longer lists its cards with DocCardList');
  g.has(page, /export default function DocCategoryGeneratedIndexPage\(props\) \{[\s\S]*?\{\.\.\.props\}/, 'the category page no longer passes its props down (cardDescriptions would be lost)');
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/DocCardList/index.js'), "import DocCard from '@theme/DocCard';", 'DocCardList no longer renders @theme/DocCard');
});

// ---------------------------------------------------------------------------------------------------------------
// src/plugins/api-server-render
// ---------------------------------------------------------------------------------------------------------------

const apiServerRender = once(() => requireTs('src/plugins/api-server-render/index.ts').default().configureWebpack().module.rules);
const ruleModules = (rule) => /\(([^)]+)\)/.exec(rule.test.source)[1].split('|');

test("src/plugins/api-server-render (BrowserOnly): the OpenAPI theme's schema sections still wrap themselves in @docusaurus/BrowserOnly with a render function", async () => {
  const g = guard('src/plugins/api-server-render (render-everywhere.tsx)');
  const [rule] = apiServerRender();
  g.equal(Object.keys(rule.resolve.alias), ['@docusaurus/BrowserOnly'], 'the rule no longer replaces @docusaurus/BrowserOnly');
  const {loadDocusaurusAliases} = core('webpack/aliases/index.js');
  const docusaurusAliases = await loadDocusaurusAliases();
  g.ok('@docusaurus/BrowserOnly' in docusaurusAliases, "@docusaurus/BrowserOnly is no longer one of core's aliases (the rule reuses its key to replace it)");
  for (const name of ruleModules(rule)) {
    const file = nm('docusaurus-theme-openapi-docs', openapiTheme(name, 'index.js'));
    g.ok(rule.test.test(file), `the rule does not match ${name}`);
    const text = g.file('docusaurus-theme-openapi-docs', openapiTheme(name, 'index.js'));
    g.has(text, 'require("@docusaurus/BrowserOnly")', `${name} no longer requires @docusaurus/BrowserOnly`);
    g.has(text, /createElement\(\s*BrowserOnly_1\.default,\s*\{\s*fallback:[\s\S]*?\},\s*\(\) => \{/, `${name} no longer passes BrowserOnly a render function`);
  }
  g.has(g.file('@docusaurus/core', 'lib/client/exports/BrowserOnly.js'), 'return <>{children?.()}</>;', 'BrowserOnly no longer calls its children as a function (what render-everywhere does on the server too)');
  // A new module wrapped in BrowserOnly outside the client-only try-it panel: should it render on the server too?
  const wrapped = filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme'))
    .filter((file) => !file.includes(`${sep}ApiExplorer${sep}`) && read(file).includes('require("@docusaurus/BrowserOnly")'))
    .map((file) => basename(dirname(file)))
    .sort();
  g.equal(wrapped, [...ruleModules(rule), 'ApiItem'].sort(), 'the theme modules wrapped in BrowserOnly changed (ApiItem keeps it for the try-it panel)');
});

test("src/plugins/api-server-render (useIsBrowser): the OpenAPI theme's item and tab components still key on @docusaurus/useIsBrowser", async () => {
  const g = guard('src/plugins/api-server-render (browser-at-once.ts)');
  const [, rule] = apiServerRender();
  g.equal(Object.keys(rule.resolve.alias), ['@docusaurus/useIsBrowser'], 'the rule no longer replaces @docusaurus/useIsBrowser');
  const {loadDocusaurusAliases} = core('webpack/aliases/index.js');
  g.ok('@docusaurus/useIsBrowser' in (await loadDocusaurusAliases()), "@docusaurus/useIsBrowser is no longer one of core's aliases");
  for (const name of ruleModules(rule)) {
    const file = nm('docusaurus-theme-openapi-docs', openapiTheme(name, 'index.js'));
    g.ok(rule.test.test(file), `the rule does not match ${name}`);
    const text = g.file('docusaurus-theme-openapi-docs', openapiTheme(name, 'index.js'));
    g.has(text, 'require("@docusaurus/useIsBrowser")', `${name} no longer requires @docusaurus/useIsBrowser`);
    if (name === 'ApiItem') {
      g.has(text, /if \(isBrowser\) \{[\s\S]*?createStoreWithState\)\(/, 'ApiItem no longer creates its stateful store when isBrowser is true');
    } else {
      g.has(text, 'key: String(isBrowser),', `${name} is no longer keyed on useIsBrowser()`);
    }
  }
  g.has(g.file('@docusaurus/core', 'lib/client/exports/ExecutionEnvironment.js'), 'canUseDOM', 'ExecutionEnvironment.canUseDOM is gone');
  const users = filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme'))
    .filter((file) => !file.includes(`${sep}ApiExplorer${sep}`) && read(file).includes('require("@docusaurus/useIsBrowser")'))
    .map((file) => basename(dirname(file)))
    .sort();
  g.equal(users, [...ruleModules(rule)].sort(), 'the theme modules (outside the try-it panel) that read useIsBrowser changed: decide whether they join the list');
});

// ---------------------------------------------------------------------------------------------------------------
// src/plugins/machine-readable
// ---------------------------------------------------------------------------------------------------------------

/** Runs `module`'s default export on `conversion` in the site's conversion worker; the worker's exit code. */
async function inConvertWorker(module, conversion) {
  const {Worker} = await import('node:worker_threads');
  return new Promise((done, fail) => {
    const worker = new Worker(join(ROOT, 'src/plugins/machine-readable/convert-worker.mjs'), {workerData: {module, conversion}});
    worker.once('error', fail);
    worker.once('exit', done);
  });
}

test("src/plugins/machine-readable (convert-worker.mjs): @docusaurus/utils' loadFreshModule still loads a TypeScript module's default export in a worker thread", async () => {
  const g = guard('src/plugins/machine-readable/convert-worker.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'convert-worker-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  const probe = join(dir, 'probe.ts');
  writeFileSync(probe, "import {writeFileSync} from 'node:fs';\nconst text: string = 'converted';\nexport default function probe({file}: {file: string}): void {\n  writeFileSync(file, text);\n}\n");
  const file = join(dir, 'out.txt');
  const code = await inConvertWorker(probe, {file});
  g.equal(code, 0, "the worker's exit code");
  g.equal(existsSync(file) && readFileSync(file, 'utf8'), 'converted', 'what the TypeScript module the worker loaded wrote');
});

test('src/plugins/machine-readable/convert-pages.ts: the llms-txt plugin, called by hand, still takes the options and converts a built page to <page>.md in its postBuild', async () => {
  const g = guard('src/plugins/machine-readable/convert-pages.ts (@signalwire/docusaurus-plugin-llms-txt postBuild)');
  const dir = mkdtempSync(join(tmpdir(), 'llms-txt-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  const outDir = join(dir, 'build');
  mkdirSync(join(outDir, 'docs', 'page'), {recursive: true});
  // A doc page as the theme writes it: content in .theme-doc-markdown, a code block, an admonition.
  writeFileSync(
    join(outDir, 'docs', 'page', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Page | Site</title></head><body><main><article><div class="theme-doc-markdown markdown">' +
      '<header><h1>Page</h1></header><p>Some <strong>bold</strong> text.</p>' +
      '<div class="language-bash theme-code-block"><pre class="prism-code language-bash"><code><span class="token-line">cleos get info</span></code></pre></div>' +
      '<div class="theme-admonition theme-admonition-note admonition"><div class="admonitionHeading">note</div><div class="admonitionContent"><p>Careful.</p></div></div>' +
      '</div></article></main></body></html>',
  );
  const conversion = {
    siteDir: ROOT,
    outDir,
    generatedFilesDir: join(dir, 'generated'),
    siteConfig: {title: 'Site', url: 'https://example.org', baseUrl: '/', trailingSlash: undefined},
    routes: [{path: '/docs/page', component: 'page', exact: true}],
  };
  // As the site runs it: in the worker that loads the TypeScript module the way Docusaurus does.
  const code = await inConvertWorker(join(ROOT, 'src/plugins/machine-readable/convert-pages.ts'), conversion);
  g.equal(code, 0, "the conversion's exit code");
  const markdown = join(outDir, 'docs', 'page.md');
  g.ok(existsSync(markdown), 'postBuild wrote no docs/page.md for the route /docs/page');
  g.equal(readFileSync(markdown, 'utf8').trim(), '# Page\n\nSome **bold** text.\n\n```bash\ncleos get info\n```\n\n> [!NOTE]\n>\n> Careful.', 'the Markdown written for the page');
});

// ---------------------------------------------------------------------------------------------------------------
// src/plugins/hosting
// ---------------------------------------------------------------------------------------------------------------

test("src/plugins/hosting/after-post-build.ts (postBuild barrier): core still starts every plugin's postBuild in one synchronous loop, and the plugins it waits for still have one", async () => {
  const g = guard('src/plugins/hosting/after-post-build.ts');
  // The hosting step waits one turn for the others to register: they must all have started by then.
  g.has(
    g.file('@docusaurus/core', 'lib/commands/build/buildLocale.js'),
    /await Promise\.all\(plugins\.map\(async \(plugin\) => \{\s*if \(!plugin\.postBuild\) \{\s*return;\s*\}\s*await plugin\.postBuild\(/,
    "core no longer calls each plugin's postBuild first thing in one Promise.all over the plugins: a postBuild started later would not be waited for",
  );
  g.has(g.file('@docusaurus/plugin-sitemap', 'lib/index.js'), /async postBuild\(/, 'the sitemap plugin no longer writes the sitemap in postBuild');
  // Called as core calls them: the hosting step's postBuild ends after the slower one it waits for.
  const {announcesPostBuild, otherPostBuilds} = requireTs('src/plugins/hosting/after-post-build.ts');
  const order = [];
  const slow = announcesPostBuild(() => ({name: 'slow', postBuild: () => new Promise((done) => setTimeout(done, 50)).then(() => order.push('slow'))}));
  const hosting = {name: 'hosting', postBuild: ({outDir}) => otherPostBuilds(outDir).then(() => order.push('hosting'))};
  const plugins = [hosting, slow({}, {})];
  await Promise.all(plugins.map(async (plugin) => await plugin.postBuild({outDir: '/guard/out'})));
  g.equal(order, ['slow', 'hosting'], 'the order the postBuilds finished in');
});

// ---------------------------------------------------------------------------------------------------------------
// src/plugins/server-bundle
// ---------------------------------------------------------------------------------------------------------------

test('src/plugins/server-bundle: Docusaurus still turns chunk splitting off on the server, takes the plugin\'s setting over it, and renders from chunks loaded by require', () => {
  const g = guard('src/plugins/server-bundle');
  g.has(g.file('@docusaurus/core', 'lib/webpack/base.js'), /splitChunks: isServer\s*\?\s*false/, 'the server bundle is no longer built without chunk splitting: the plugin may have nothing left to do');
  const {applyConfigureWebpack} = core('webpack/configure.js');
  const plugin = requireTs('src/plugins/server-bundle/index.ts').default();
  const apply = (isServer, splitChunks) =>
    applyConfigureWebpack({configureWebpack: plugin.configureWebpack, config: {optimization: {splitChunks}}, isServer, configureWebpackUtils: {}, content: undefined}).optimization.splitChunks;
  g.equal(apply(true, false), {chunks: 'async'}, "the server's splitChunks after the plugin");
  g.equal(apply(false, {name: false}), {name: false}, "the client's splitChunks after the plugin");
  // Shared chunks load as the pages' own do: through the require the renderer gives the bundle.
  g.has(g.file('@docusaurus/core', 'lib/ssg/ssgNodeRequire.js'), 'const realRequire = (0, module_1.createRequire)(serverBundlePath);', "the renderer no longer loads the server bundle's chunks with a require relative to it");
});

// ---------------------------------------------------------------------------------------------------------------
// src/plugins/image-zoom
// ---------------------------------------------------------------------------------------------------------------

test("src/plugins/image-zoom: docusaurus-plugin-image-zoom still registers lib/zoom as its client module, unchanged", () => {
  const g = guard('src/plugins/image-zoom (zoom.ts replaces the plugin client module)');
  const plugin = requireTs('src/plugins/image-zoom/index.ts').default();
  const [[key, target]] = Object.entries(plugin.configureWebpack().resolve.alias);
  g.equal(target, join(ROOT, 'src/plugins/image-zoom/zoom.ts'), 'the alias target changed');
  g.equal(key, `${nm('docusaurus-plugin-image-zoom', 'lib', 'zoom')}$`, 'the aliased path changed');
  g.has(g.file('docusaurus-plugin-image-zoom', 'lib/index.js'), "return [path.resolve(__dirname, './zoom')];", 'the plugin no longer registers lib/zoom as its client module');
  g.ok(existsSync(nm('docusaurus-plugin-image-zoom/lib/zoom.js')), 'lib/zoom.js is gone');
  g.unchanged('docusaurus-plugin-image-zoom', 'lib/zoom.js', '1ec43b34424a0fe0', 'src/plugins/image-zoom/zoom.ts (same theme options: zoom.selector, zoom.background.light, zoom.config)');
  g.has(read(nm('medium-zoom/dist/medium-zoom.d.ts')), 'detach', 'medium-zoom no longer has detach()');
});

// ---------------------------------------------------------------------------------------------------------------
// src/plugins/search and src/search
// ---------------------------------------------------------------------------------------------------------------

// Pagefind runs its own binary: started at once so that it works while the tests before it run.
const pagefindRun = (async () => {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({excludeSelectors: ['.hash-link', 'button']});
  if (!index) throw new Error(`createIndex failed: ${errors.join('; ')}`);
  const page = '<html lang="en"><head><title>T</title></head><body><nav>menu</nav><div data-pagefind-body="" data-pagefind-filter="set:native"><h1 data-pagefind-weight="10">Contracts</h1><h2 id="deploy">Deploy<a class="hash-link" href="#deploy">#</a></h2><p>Deploy a smart contract</p></div></body></html>';
  const added = await index.addHTMLFile({url: 'docs/latest/a', content: page});
  const {files, errors: fileErrors} = await index.getFiles();
  await pagefind.close();
  return {exports: Object.keys(pagefind), added, files, errors: [...errors, ...added.errors, ...fileErrors]};
})();
pagefindRun.catch(() => {}); // reported by its test

test("src/plugins/search/pagefind-index.mjs, src/search/pagefind.ts: Pagefind's Node and browser APIs still have what the indexer and the engine use", async () => {
  const g = guard('src/plugins/search (Pagefind)');
  const run = await pagefindRun.catch((error) => assert.fail(`src/plugins/search: Pagefind's Node API (createIndex, addHTMLFile, getFiles, close) failed: ${error.stack}`));
  g.equal(run.errors, [], 'Pagefind reported errors');
  g.equal(run.added.file.url, 'docs/latest/a', 'addHTMLFile no longer keeps the URL it is given');
  const paths = run.files.map((file) => file.path);
  const file = (name) => Buffer.from(run.files.find((f) => f.path === name)?.content ?? '').toString();
  g.ok(paths.some((path) => path.startsWith('filter/')), 'no filter file was written for data-pagefind-filter');
  g.equal(JSON.parse(file('pagefind-entry.json')).languages.en?.page_count, 1, 'the data-pagefind-body page was not indexed');
  // The indexer writes what getFiles returns, less the ready-made UIs (the same pattern as pagefind-index.mjs).
  const indexer = ours('src/plugins/search/pagefind-index.mjs');
  const skip = /if \(\/(.+)\/\.test\(path\)\) continue;/.exec(indexer);
  g.ok(skip, 'the indexer no longer skips files by a pattern this guard reads');
  const skipped = paths.filter((path) => new RegExp(skip[1]).test(path));
  g.ok(skipped.length >= 4 && skipped.every((path) => /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(path)), `the UI files changed: ${skipped}`);
  for (const needed of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']) g.ok(paths.includes(needed) && !skipped.includes(needed), `${needed} is not written`);
  // The browser API src/search/pagefind.ts uses.
  const browser = file('pagefind.js');
  g.has(browser, /export\s*\{[^}]*\binit\b[^}]*\boptions\b[^}]*\bsearch\b[^}]*\}/, 'pagefind.js no longer exports init, options and search');
  for (const word of ['basePath', 'baseUrl', 'excerptLength', 'sub_results', 'weighted_locations', 'filters']) g.has(browser, word, `pagefind.js no longer mentions ${word}`);
  // Docusaurus still hands postBuild the route paths and base URL the plugin indexes.
  g.has(g.file('@docusaurus/core', 'lib/server/site.js'), /routesPaths,/, 'the site props no longer carry routesPaths (postBuild({routesPaths}) is marked for removal upstream)');
  g.has(g.file('@docusaurus/core', 'lib/commands/build/buildLocale.js'), /plugin\.postBuild\(\{\s*\.\.\.props,/, 'postBuild no longer receives the site props');
  // What the excluded selectors point at: heading anchors and the card grid of category pages.
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/Heading/index.js'), 'className="hash-link"', 'heading anchors lost the hash-link class');
  const cards = g.file('@docusaurus/theme-classic', 'lib/theme/DocCardList/index.js');
  g.has(cards, "<section className={clsx('row', className)}>", "DocCardList's grid is no longer section.row");
  g.has(cards, '<article className=', 'DocCardList items are no longer <article>s (excluded as section.row > article)');
});

test("src/plugins/search/chinese.mjs (Pagefind's query segmentation): Pagefind's browser code still splits Chinese queries by the one list the zh bundle's copies edit, and opens the bundle's only index for <html lang=zh>", async () => {
  const g = guard("src/plugins/search/chinese.mjs (Pagefind's query segmentation)");
  const run = await pagefindRun.catch((error) => assert.fail(`Pagefind's Node API failed: ${error.stack}`));
  const code = (name) => Buffer.from(run.files.find((f) => f.path === name)?.content ?? '').toString();
  const {chineseSplitting, indexLanguage, queryCode, withoutChineseQuerySplitting} = await import(pathToFileURL(join(ROOT, 'src/plugins/search/chinese.mjs')).href);
  // Every file that holds the query code is edited (the page's module and the search worker), and only those.
  const holding = run.files.filter((f) => Buffer.from(f.content).toString().includes(chineseSplitting)).map((f) => f.path).sort();
  g.equal(holding, [...queryCode].sort(), 'the files that split Chinese queries are not the ones the indexer edits');
  for (const name of queryCode) g.has(withoutChineseQuerySplitting(code(name)), '["ja","th"].includes(primaryLang)', `the edit no longer takes Chinese out of the list in ${name}`);
  const browser = code('pagefind-worker.js') + code('pagefind.js');
  // The zh index is written under `indexLanguage`: the browser, asked for "zh", must fall back to the bundle's largest index.
  g.has(browser, /this\.languages\[language\.split\("-"\)\[0\]\]/, 'findIndex no longer tries the primary subtag');
  g.has(browser, /Object\.values\(this\.languages\)\.sort\(/, 'findIndex no longer falls back to the largest index');
  g.ok(!['zh', 'ja', 'th'].includes(indexLanguage), `${indexLanguage} is a language Pagefind segments`);
});

test("src/plugins/search/korean.mjs (Pagefind's Hangul chunks): Pagefind still puts every Hangul word as written in one index chunk, splits them once decomposed, and decomposes queries", async () => {
  const g = guard("src/plugins/search/korean.mjs (Pagefind's Hangul chunks)");
  await pagefindRun.catch(() => {}); // one Pagefind service at a time: the shared run closes its own
  const pagefind = await import('pagefind');
  const {decomposeHangul} = await import(pathToFileURL(join(ROOT, 'src/plugins/search/korean.mjs')).href);
  // 25,000 different three-syllable words, each once: more than a chunk's 20,000 locations.
  const syllable = (n) => String.fromCharCode(0xac00 + (n % 11172));
  const text = Array.from({length: 25000}, (_, i) => syllable(i) + syllable(i * 7 + 3) + syllable(i * 13 + 5)).join(' ');
  const indexed = async (html) => {
    const {index} = await pagefind.createIndex({forceLanguage: 'ko'});
    await index.addHTMLFile({url: 'a', content: `<html lang="ko"><body><main data-pagefind-body>${html}</main></body></html>`});
    const {files} = await index.getFiles();
    await pagefind.close();
    return files;
  };
  const chunks = (files) => files.filter((file) => file.path.startsWith('index/')).length;
  g.equal(chunks(await indexed(`<p>${text}</p>`)), 1, 'Hangul as written is chunked now: src/plugins/search/korean.mjs (and the recomposing in src/search/pagefind.ts) can go');
  const files = await indexed(decomposeHangul(`<p>${text}</p>`));
  g.ok(chunks(files) > 1, 'decomposed Hangul is no longer split into chunks');
  // The browser finds decomposed words with a query as typed only because it decomposes the query too.
  const browser = ['pagefind.js', 'pagefind-worker.js'].map((name) => Buffer.from(files.find((f) => f.path === name)?.content ?? '').toString()).join('');
  g.has(browser, 'normalizeDiacritics=(str)=>{return str.normalize("NFD")', 'the browser no longer decomposes a query (normalizeDiacritics)');
  g.has(browser, 'term=normalizeDiacritics(term)', 'search() no longer passes the query through normalizeDiacritics');
});

test('src/search/algolia.ts, src/search/useSearchEngine.ts, src/theme/SearchPage, src/theme/SearchBar: the Algolia theme still adds /search, keeps a RegExp, rewrites URLs and filters facets as the site repeats', async () => {
  const g = guard('src/search (Algolia mode)');
  const index = g.file('@docusaurus/theme-search-algolia', 'lib/index.js');
  g.has(index, /addRoute\(\{\s*path: \(0, utils_1\.normalizeUrl\)\(\[baseUrl, searchPagePath\]\),\s*component: '@theme\/SearchPage',/, "the Algolia theme no longer adds @theme/SearchPage at searchPagePath (src/theme/SearchPage replaces its page)");
  g.ok(existsSync(nm('@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js')), 'the Algolia theme has no SearchPage to replace');
  g.ok(existsSync(nm('@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js')), 'the Algolia theme has no SearchBar (@theme-original/SearchBar in Algolia mode)');
  g.ok(existsSync(nm('@docusaurus/theme-classic/lib/theme/SearchBar.js')), "theme-classic's placeholder SearchBar (@theme-original/SearchBar offline) is gone");
  // replaceSearchResultPathname.from: a RegExp is kept as its source (src/config/search-engine.ts).
  const {validateThemeConfig} = require(nm('@docusaurus/theme-search-algolia/lib/validateThemeConfig.js'));
  const {normalizeThemeConfig} = require('@docusaurus/utils-validation');
  const {replaceSearchResultPathname} = requireTs('src/config/search-engine.ts');
  const validated = validateThemeConfig({validate: normalizeThemeConfig, themeConfig: {algolia: {appId: 'A', apiKey: 'k', indexName: 'i', replaceSearchResultPathname}}});
  g.equal(validated.algolia.replaceSearchResultPathname, {from: replaceSearchResultPathname.from.source, to: '/'}, 'the validator no longer keeps a RegExp as its source');
  // The URL rule useSearchEngine.ts repeats, and the facet filters algolia.ts repeats.
  g.unchanged('@docusaurus/theme-search-algolia', 'lib/client/useSearchResultUrlProcessor.js', '5e568c335826bd43', 'algoliaResultPath in src/search/useSearchEngine.ts');
  g.unchanged('@docusaurus/theme-search-algolia', 'lib/client/useAlgoliaContextualFacetFilters.js', '9fd50a749ecee3e5', 'contextualFacetFilters in src/search/algolia.ts');
  g.has(g.file('@docusaurus/plugin-content-docs', 'lib/client/docsSearch.js'), 'return `docs-${pluginId}-${versionName}`;', 'the docs search tag is no longer docs-<plugin>-<version> (algoliaTag in src/search/algolia.ts)');
  g.has(g.file('@docusaurus/theme-common', 'lib/utils/searchUtils.js'), "export const DEFAULT_SEARCH_TAG = 'default';", "the default search tag is no longer 'default'");
});

// ---------------------------------------------------------------------------------------------------------------
// src/theme: which components exist upstream
// ---------------------------------------------------------------------------------------------------------------

const themeComponents = once(async () => {
  const {createAliasesForTheme} = core('webpack/aliases/index.js');
  const themes = [
    nm('@docusaurus/core/lib/client/theme-fallback'),
    nm('@docusaurus/theme-classic/lib/theme'),
    nm('@docusaurus/theme-search-algolia/lib/theme'),
    nm('@docusaurus/theme-mermaid/lib/theme'),
    nm('docusaurus-theme-openapi-docs/lib/theme'),
  ];
  const names = new Set();
  for (const theme of themes) {
    for (const alias of Object.keys(await createAliasesForTheme(theme, false))) names.add(alias.replace(/^@theme\//, ''));
  }
  return names;
});

test('src/theme/**: every swizzled component still exists upstream, and every @theme-original import resolves', async () => {
  const g = guard('src/theme');
  const upstreamNames = await themeComponents();
  g.ok(upstreamNames.has('CodeBlock/Content') && upstreamNames.has('ApiItem') && upstreamNames.has('Error'), 'the theme scan found none of the known components');
  const swizzled = filesUnder(join(ROOT, 'src/theme'), ['index.tsx']).map((file) => relative(join(ROOT, 'src/theme'), dirname(file)).split(sep).join('/'));
  g.ok(swizzled.length >= 25, 'found too few swizzled components');
  // A component no theme provides any more would silently stop replacing anything.
  g.equal(swizzled.filter((name) => !upstreamNames.has(name)), [], 'these swizzled components no longer exist in any installed theme (renamed or removed upstream?)');
  const imports = [];
  for (const file of filesUnder(join(ROOT, 'src'), ['.ts', '.tsx'])) {
    for (const [, kind, name] of read(file).matchAll(/(?:from |import\()'@(theme-original|theme)\/([^']+)'/g)) imports.push({file, kind, name});
  }
  const ownNames = new Set(swizzled);
  for (const {file, kind, name} of imports) {
    const found = upstreamNames.has(name) || (kind === 'theme' && (ownNames.has(name) || existsSync(join(ROOT, 'src/theme', `${name}.tsx`))));
    g.ok(found, `${relative(ROOT, file)} imports @${kind}/${name}, which no installed theme provides`);
  }
  g.ok(imports.some(({kind}) => kind === 'theme-original'), 'found no @theme-original import: the scan no longer reads the code');
});

// ---------------------------------------------------------------------------------------------------------------
// Ejected (copied) components and replaced fallbacks
// ---------------------------------------------------------------------------------------------------------------

test('src/components/KeepServerHtml: React DOM still treats an element with inner HTML as holding text, so hydrating it leaves the server HTML alone', () => {
  const g = guard('src/components/KeepServerHtml');
  const client = g.file('react-dom', 'cjs/react-dom-client.production.js');
  g.has(
    client,
    /function shouldSetTextContent\(type, props\) \{[\s\S]{0,400}?null != props\.dangerouslySetInnerHTML\.__html/,
    'shouldSetTextContent no longer counts dangerouslySetInnerHTML as text content: hydration may walk into the kept HTML',
  );
});

test('src/theme/CodeBlock (ejected): theme-classic CodeBlock is unchanged and still picks String or Element content', () => {
  const g = guard('src/theme/CodeBlock');
  g.unchanged('@docusaurus/theme-classic', 'lib/theme/CodeBlock/index.js', '639f8655d319e123', 'src/theme/CodeBlock/index.tsx (the copy drops only the key={String(isBrowser)} remount)');
  for (const part of ['Content/Element.js', 'Content/String.js']) g.ok(existsSync(nm('@docusaurus/theme-classic/lib/theme/CodeBlock', part)), `@theme/CodeBlock/${part} is gone`);
});

test('src/theme/NotFound/Content (ejected): theme-classic NotFound/Content is unchanged and NotFound still renders it', () => {
  const g = guard('src/theme/NotFound/Content');
  g.unchanged('@docusaurus/theme-classic', 'lib/theme/NotFound/Content/index.js', '1339cadd0fe0b2a2', 'src/theme/NotFound/Content/index.tsx');
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/NotFound/index.js'), '<NotFoundContent />', 'the not-found page no longer renders @theme/NotFound/Content');
});

test('src/theme/ArrayBrackets (ejected): the OpenAPI theme still imports the two named brackets, unchanged', () => {
  const g = guard('src/theme/ArrayBrackets');
  g.unchanged('docusaurus-theme-openapi-docs', 'lib/theme/ArrayBrackets/index.js', 'f255f2eb4c84218b', 'src/theme/ArrayBrackets/index.tsx');
  const users = filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme')).filter((file) => read(file).includes('require("@theme/ArrayBrackets")'));
  g.ok(users.length > 0, 'no theme module uses @theme/ArrayBrackets any more');
  const used = new Set(users.flatMap((file) => [...read(file).matchAll(/ArrayBrackets_\d+\.(\w+)/g)].map(([, name]) => name)));
  g.equal([...used].sort(), ['ClosingArrayBracket', 'OpeningArrayBracket'], 'the theme uses other exports of ArrayBrackets');
});

test("src/theme/Loading (replaces core's fallback): react-loadable still passes error, retry and pastDelay", () => {
  const g = guard('src/theme/Loading');
  g.unchanged('@docusaurus/core', 'lib/client/theme-fallback/Loading/index.js', 'ffd8013daa28cd24', 'src/theme/Loading/index.tsx');
  const loadable = g.file('react-loadable', 'lib/index.js');
  g.has(loadable, /pastDelay: this\.state\.pastDelay,\s*timedOut: this\.state\.timedOut,\s*error: this\.state\.error,\s*retry: this\.retry/, 'the loading component no longer gets pastDelay, error and retry');
  g.ok(!existsSync(nm('@docusaurus/theme-classic/lib/theme/Loading')), 'theme-classic now has its own Loading: compare it with src/theme/Loading');
});

test("src/theme/Error (replaces core's fallback): the error boundary still renders @theme/Error with error and tryAgain, inside the core-error-boundary route context", () => {
  const g = guard('src/theme/Error');
  g.unchanged('@docusaurus/core', 'lib/client/theme-fallback/Error/index.js', '4037ad84f1980a33', 'src/theme/Error/index.tsx');
  const boundary = g.file('@docusaurus/core', 'lib/client/exports/ErrorBoundary.js');
  g.has(boundary, "import ThemeError from '@theme/Error';", 'ErrorBoundary no longer falls back to @theme/Error');
  g.has(boundary, /const fallbackParams = \{\s*error,\s*tryAgain: /, 'the fallback no longer gets {error, tryAgain}');
  g.has(g.file('@docusaurus/core', 'lib/client/routeContext.js'), 'export function RouteContextProvider({ children, value, })', 'RouteContextProvider (imported from core/lib/client/routeContext) changed');
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/ErrorPageContent.js'), 'export default function ErrorPageContent({error, tryAgain})', 'ErrorPageContent no longer takes {error, tryAgain}');
  g.ok(!existsSync(nm('@docusaurus/theme-classic/lib/theme/Error')), 'theme-classic now has its own Error: compare it with src/theme/Error');
});

// ---------------------------------------------------------------------------------------------------------------
// Wrapped theme-classic components
// ---------------------------------------------------------------------------------------------------------------

test('src/theme/CodeBlock/Content (wrapped): the theme still renders the <pre> with the word-wrap ref from the code-block context', () => {
  const g = guard('src/theme/CodeBlock/Content');
  const content = g.file('@docusaurus/theme-classic', 'lib/theme/CodeBlock/Content/index.js');
  g.has(content, 'const {metadata, wordWrap} = useCodeBlockContext();', 'the content no longer reads {metadata, wordWrap} from useCodeBlockContext');
  g.has(content, 'ref={wordWrap.codeBlockRef}', 'the <pre> no longer gets wordWrap.codeBlockRef');
  g.has(content, 'const {code, language, lineNumbersStart, lineClassNames} = metadata;', 'metadata.code changed');
  g.has(g.file('@docusaurus/theme-common', 'lib/hooks/useCodeWordWrap.js'), "codeBlockRef.current.querySelector('code')", 'word wrap no longer measures the <code> inside codeBlockRef (the kept server HTML provides it)');
});

test('src/theme/DocItem/Content (wrapped): translated docs are still read from @site/i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/current', () => {
  const g = guard('src/theme/DocItem/Content + src/config/markdown.ts + src/config/repository.ts (i18n paths)');
  const {getDocsDirPathLocalized} = require(nm('@docusaurus/plugin-content-docs/lib/versions/files.js'));
  const {aliasedSitePath} = require('@docusaurus/utils');
  const localized = getDocsDirPathLocalized({localizationDir: join('/site', 'i18n', 'zh'), pluginId: 'evm', versionName: 'current'});
  g.equal(localized, join('/site', 'i18n', 'zh', 'docusaurus-plugin-content-docs-evm', 'current'), 'translated docs moved');
  g.equal(getDocsDirPathLocalized({localizationDir: join('/site', 'i18n', 'ko'), pluginId: 'default', versionName: 'current'}), join('/site', 'i18n', 'ko', 'docusaurus-plugin-content-docs', 'current'), 'translated default docs moved');
  g.equal(aliasedSitePath(join('/site', 'i18n', 'zh', 'x.md'), '/site'), '@site/i18n/zh/x.md', "a doc's metadata.source is no longer its @site/ path");
  g.has(g.file('@docusaurus/plugin-content-docs', 'lib/docs.js'), 'source: (0, utils_1.aliasedSitePath)(filePath, siteDir),', "metadata.source is no longer the aliased path of the file the doc was read from");
  g.has(g.file('@docusaurus/theme-common', 'lib/utils/useAlternatePageUtils.js'), 'function createUrl({ locale, fullyQualified, })', 'useAlternatePageUtils().createUrl changed');
  g.has(g.file('@docusaurus/core', 'lib/server/plugins/actions.js'), /const pluginRouteContext = \{\s*name: plugin\.name,\s*id: pluginId,\s*\};/, "a route's context no longer carries its plugin's {name, id} (useRouteContext().plugin.id gives the docs set)");
});

test('src/theme/DocItem/Footer, src/theme/DocVersionBanner, src/theme/ContentVisibility (wrapped): the theme still shows them under the conditions the wrappers repeat', () => {
  const g = guard('src/theme/DocItem/Footer + DocVersionBanner + ContentVisibility (loadOnlyWhenShown)');
  const footer = g.file('@docusaurus/theme-classic', 'lib/theme/DocItem/Footer/index.js');
  g.has(footer, 'const canDisplayTagsRow = tags.length > 0;', 'the footer shows its tags row under another condition');
  g.has(footer, 'const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);', 'the footer shows its edit row under another condition');
  g.has(footer, 'const canDisplayFooter = canDisplayTagsRow || canDisplayEditMetaRow;', 'the footer shows under another condition');
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/DocVersionBanner/index.js'), /const versionMetadata = useDocsVersion\(\);\s*if \(versionMetadata\.banner\) \{/, 'the version banner shows under another condition');
  const visibility = g.file('@docusaurus/theme-classic', 'lib/theme/ContentVisibility/index.js');
  g.has(visibility, '{(unlisted || frontMatter.unlisted) && <Unlisted />}', 'the unlisted banner shows under another condition');
  g.has(visibility, '{frontMatter.draft && <Draft />}', 'the draft banner shows under another condition');
  g.equal((visibility.match(/&& </g) ?? []).length, 2, 'ContentVisibility shows something new');
});

test('src/theme/EditThisPage (wrapped): the doc footer still renders EditThisPage with its editUrl', () => {
  const g = guard('src/theme/EditThisPage');
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/EditThisPage/index.js'), 'export default function EditThisPage({editUrl})', 'EditThisPage no longer takes {editUrl}');
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/EditMetaRow/index.js'), '<EditThisPage editUrl={editUrl} />', 'the footer no longer renders EditThisPage');
});

test("src/theme/Navbar/MobileSidebar, src/theme/NavbarItem/DropdownNavbarItem (wrapped): the originals still have no Escape handling and the classes the wrappers look for", () => {
  const g = guard('src/theme/Navbar/MobileSidebar + src/theme/NavbarItem/DropdownNavbarItem');
  // If the theme starts handling these keys itself, the wrappers would act twice (a menu closing and reopening).
  const keyed = [...filesUnder(nm('@docusaurus/theme-classic/lib/theme/Navbar')), ...filesUnder(nm('@docusaurus/theme-classic/lib/theme/NavbarItem'))].filter((file) => /'Escape'|"Escape"/.test(read(file)));
  g.equal(keyed.map((file) => relative(nm(), file)), [], 'the theme now handles Escape in the navbar: drop it from the wrappers');
  g.has(g.file('@docusaurus/theme-common', 'lib/contexts/navbarMobileSidebar.js'), '({ disabled, shouldRender, toggle, shown })', 'useNavbarMobileSidebar() no longer returns {shown, toggle}');
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/Navbar/MobileSidebar/Toggle/index.js'), 'className="navbar__toggle clean-btn"', 'the menu button lost its navbar__toggle class (focus goes back to it)');
  const desktop = g.file('@docusaurus/theme-classic', 'lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js');
  g.has(desktop, "className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {", 'the desktop dropdown is no longer .dropdown');
  g.has(desktop, "'dropdown--show': showDropdown,", 'an open desktop dropdown is no longer .dropdown--show');
  g.has(desktop, /<NavbarNavLink[\s\S]*?\{\.\.\.props\}[\s\S]*?onKeyDown/, 'the desktop toggle no longer gets the props (the id the wrapper sets)');
  const mobile = g.file('@docusaurus/theme-classic', 'lib/theme/NavbarItem/DropdownNavbarItem/Mobile/index.js');
  g.has(mobile, "className={clsx('menu__list-item', {", 'the mobile dropdown is no longer .menu__list-item');
  g.has(mobile, /<NavbarNavLink[\s\S]*?\{\.\.\.props\}/, 'the mobile toggle no longer gets the props');
  g.lacks(mobile, /onKeyDown|key === ' '/, 'the mobile dropdown now handles keys itself: drop Space from the wrapper');
});

// ---------------------------------------------------------------------------------------------------------------
// Wrapped OpenAPI theme components
// ---------------------------------------------------------------------------------------------------------------

test('src/theme/ApiItem (wrapped), src/theme/ApiExplorer (wrapped, lazy): ApiItem still renders @theme/ApiExplorer with {item, infoPath} inside BrowserOnly', () => {
  const g = guard('src/theme/ApiItem + src/theme/ApiExplorer');
  const item = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiItem/index.js');
  g.has(item, 'ApiExplorer = require("@theme/ApiExplorer").default;', 'ApiItem no longer uses the default export of @theme/ApiExplorer');
  g.has(item, /createElement\(\s*BrowserOnly_1\.default,[^;]*?createElement\(ApiExplorer, \{\s*item: api,\s*infoPath: infoPath,\s*\}\)/, 'ApiItem no longer renders ApiExplorer with {item, infoPath} inside BrowserOnly (the try-it panel stays client-only)');
  g.has(g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/index.js'), 'exports.default = ApiExplorer;', 'ApiExplorer lost its default export');
});

test('src/theme/ApiExplorer/CodeSnippets (wrapped, lazy): CodeSnippets still takes a postman request', () => {
  const g = guard('src/theme/ApiExplorer/CodeSnippets');
  const snippets = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/CodeSnippets/index.js');
  g.has(snippets, /function CodeSnippets\(\{\s*postman,/, 'CodeSnippets no longer takes {postman} (the wrapper reads postman.body to reserve room)');
  g.has(snippets, 'exports.default = CodeSnippets;', 'CodeSnippets lost its default export');
  g.has(snippets, 'require("postman-code-generators")', 'CodeSnippets no longer carries the code generators (the reason it loads lazily)');
});

test('src/theme/ApiExplorer/Body (wrapped), src/components/RequestBodyCheck: Body still takes requestBodyMetadata and samples its default body from the schema\'s example, the form is react-hook-form and the raw body is in state.body', () => {
  const g = guard('src/theme/ApiExplorer/Body + src/components/RequestBodyCheck');
  const body = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/Body/index.js');
  g.has(body, /function BodyWrap\(\{\s*requestBodyMetadata,/, 'Body no longer takes requestBodyMetadata');
  g.has(body, 'requestBodyMetadata?.content?.[contentType]?.schema', 'the body schema is no longer at requestBodyMetadata.content[type].schema');
  g.has(body, 'exports.default = BodyWrap;', 'Body lost its default export');
  // The wrapper opens the body on the first named example by giving the schema that example.
  g.has(body, 'sampleFromSchema)(schema, {', 'the default body is no longer generated from the schema');
  g.has(body, 'dispatch((0, slice_1.setStringRawBody)(defaultBody))', 'the default body no longer goes into the state the code samples read');
  const {sampleFromSchema} = require(nm('docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample.js'));
  g.equal(sampleFromSchema({type: 'object', properties: {a: {type: 'string'}}, example: {a: 'x'}}, {type: 'request'}), {a: 'x'}, "a schema's example is no longer the generated sample");
  const request = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/Request/index.js');
  g.has(request, '(0, react_hook_form_1.useForm)(', 'the try-it form is no longer a react-hook-form form');
  g.has(request, 'react_hook_form_1.FormProvider', 'the form no longer provides its context (useController in RequestBodyCheck)');
  g.has(request, 'onSubmit: methods.handleSubmit(onSubmit)', 'Send no longer submits through handleSubmit, which runs the body check');
  g.has(g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiItem/store.js'), 'body: slice_3.default,', 'the store no longer keeps the body at state.body');
  const {slice, setStringRawBody} = require(nm('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Body/slice.js'));
  g.equal(slice.reducer(undefined, setStringRawBody('{"a":1}')), {type: 'raw', content: {type: 'string', value: '{"a":1}'}}, 'a typed body is no longer {type: "raw", content: {type: "string", value}}');
  g.has(g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiItem/hooks.js'), 'exports.useTypedSelector = react_redux_1.useSelector;', '@theme/ApiItem/hooks no longer exports useTypedSelector (src/types/openapi-theme.d.ts)');
});

test('src/theme/ApiExplorer/Response (wrapped): a failed request still leaves its message in state.response.value with no code', () => {
  const g = guard('src/theme/ApiExplorer/Response');
  const request = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/Request/index.js');
  g.has(request, /id: "theme\.openapi\.request\.fetchingMessage",\s*message: "Fetching\.\.\.",/, 'the message shown while fetching changed');
  g.has(request, /dispatch\(\(0, slice_1\.setResponse\)\(errorMessage\)\);\s*dispatch\(\(0, slice_1\.clearCode\)\(\)\);/, 'a failed request no longer sets the message and clears the code');
  g.has(g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiItem/store.js'), 'response: slice_7.default,', 'the store no longer keeps the response at state.response');
  const {slice, setResponse, setCode, clearCode} = require(nm('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response/slice.js'));
  let state = slice.reducer(undefined, setCode(200));
  state = slice.reducer(slice.reducer(state, setResponse('Connection failed')), clearCode());
  g.equal([state.value, state.code], ['Connection failed', undefined], 'the response state no longer has {value, code}');
  g.has(g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/Response/index.js'), '(state) => state.response.value', 'Response no longer shows state.response.value (and still drops it without a code?)');
});

test('src/theme/ApiExplorer/LiveEditor (wrapped): the editor still locks on blur and unlocks only on click', () => {
  const g = guard('src/theme/ApiExplorer/LiveEditor');
  const editor = g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/LiveEditor/index.js');
  g.has(editor, 'onBlur: () => setEditorDisabled(true),', 'the editor no longer locks on blur: the wrapper may go');
  g.has(editor, 'onClick: () => setEditorDisabled(false),', 'the editor unlocks in a new way');
  g.lacks(editor, /onFocus: \(\) => setEditorDisabled\(false\)/, 'the editor now unlocks on focus: the wrapper may go');
});

test('src/theme/ApiExplorer/LiveEditor (transformCode): react-live still stops before evaluating when transformCode returns no string', () => {
  const g = guard('src/theme/ApiExplorer/LiveEditor (nothingToRun, for the Content-Security-Policy)');
  g.has(g.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/LiveEditor/index.js'), 'transformCode: transformCode ?? ((code) => `${code};`),', 'the theme no longer passes its transformCode prop to LiveProvider');
  const live = g.file('react-live', 'dist/index.js');
  g.has(live, /typeof transformedCode !== "string"\) \{\s*throw new Error\("Code failed to transform"\);\s*\}[\s\S]*?generateElement\(input/, 'react-live now evaluates code even when transformCode returns no string: the editor would run new Function, which the policy refuses');
});

test('src/plugins/hosting: the client-redirects plugin still exports the functions the server redirect table is computed with', () => {
  const g = guard('src/plugins/hosting/redirect-table.ts (from @docusaurus/plugin-client-redirects)');
  const collect = require('@docusaurus/plugin-client-redirects/lib/collectRedirects');
  g.equal(typeof collect.default, 'function', 'lib/collectRedirects has no default function');
  g.equal(typeof require('@docusaurus/plugin-client-redirects/lib/options').validateOptions, 'function', 'lib/options has no validateOptions');
  const {createToUrl} = require('@docusaurus/plugin-client-redirects/lib/writeRedirectFiles');
  g.equal(createToUrl('/docs-preview/', '/a/b'), '/docs-preview/a/b', 'createToUrl no longer joins the base URL and the target');
  g.has(g.file('@docusaurus/plugin-client-redirects', 'lib/writeRedirectFiles.js'), 'index.html', 'redirect pages are no longer written as <from>/index.html (the hosting step skips those files)');
});

test('src/theme/Schema (wrapped): the request and response schemas still put @theme/Schema straight into a <ul>', () => {
  const g = guard('src/theme/Schema');
  const users = filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme')).filter((file) => read(file).includes('require("@theme/Schema")'));
  g.equal(users.map((file) => basename(dirname(file))).sort(), ['RequestSchema', 'ResponseSchema'], 'the modules that render @theme/Schema changed');
  for (const file of users) {
    const text = read(file);
    const placements = [...text.matchAll(/createElement\(Schema_1\.default/g)].length;
    const inList = [...text.matchAll(/createElement\(\s*"ul",\s*\{(?:[^{}]|\{[^{}]*\})*\},\s*react_1\.default\.createElement\(Schema_1\.default/g)].length;
    g.ok(placements > 0 && inList === placements, `${basename(dirname(file))} renders Schema outside a <ul> now (the wrapper's <li> would be invalid there)`);
  }
});

test('src/theme/Markdown (wrapped): the OpenAPI theme still renders every description as <Markdown>{text}</Markdown>', () => {
  const g = guard('src/theme/Markdown');
  g.has(g.file('docusaurus-theme-openapi-docs', 'lib/theme/Markdown/index.js'), 'function Markdown({ children }) {', 'Markdown takes more than {children}');
  // Some callers pass a className, which the original ignores as the wrapper does; the text is always the child.
  const calls = filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme')).flatMap((file) => [...read(file).matchAll(/createElement\(\s*Markdown_1\.default,\s*(null|\{[^{}]*\}),\s*([^,()]+?)\s*\)/g)]);
  g.ok(calls.length >= 5, 'found too few <Markdown>{text}</Markdown> calls: the theme calls Markdown differently');
  const all = filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme')).flatMap((file) => [...read(file).matchAll(/createElement\(\s*Markdown_1\.default/g)]);
  g.equal(all.length, calls.length, 'some <Markdown> calls no longer pass their text as the only child');
});

test("src/theme/Markdown (parsed once): the theme's Markdown still returns one <ReactMarkdown> element, and react-markdown's component is a plain function of its props", async () => {
  const g = guard('src/theme/Markdown (parsedOnce)');
  const theme = g.file('docusaurus-theme-openapi-docs', 'lib/theme/Markdown/index.js');
  g.has(theme, /function Markdown\(\{ children \}\) \{\s*return \(\s*<ReactMarkdown\b/, 'Markdown no longer returns a <ReactMarkdown> element: the wrapper calls it outside a render');
  g.lacks(theme, /\buse[A-Z]\w*\(/, "the theme's Markdown module now calls a hook: the wrapper calls it outside a render");
  // The wrapper calls the element's component itself and keeps what it returns for the next page with the same text.
  const themeRequire = createRequire(nm('docusaurus-theme-openapi-docs', 'package.json'));
  const {default: ReactMarkdown} = await import(pathToFileURL(themeRequire.resolve('react-markdown')).href);
  const React = themeRequire('react');
  const tree = ReactMarkdown({children: 'Use `id` here.'});
  g.ok(React.isValidElement(tree) && tree.type === React.Fragment, "react-markdown's Markdown no longer returns its tree synchronously, outside a render");
  g.equal(tree.props.children.type, 'p', "react-markdown's tree for a paragraph");
});

// ---------------------------------------------------------------------------------------------------------------
// src/client
// ---------------------------------------------------------------------------------------------------------------

test("src/client/idle-prefetch.ts: window.docusaurus is still a replaceable {prefetch, preload} object that Link reads at each call", () => {
  const g = guard('src/client/idle-prefetch.ts');
  g.has(g.file('@docusaurus/core', 'lib/client/clientEntry.js'), 'window.docusaurus = docusaurus;', 'window.docusaurus is no longer assigned by the client entry');
  g.has(g.file('@docusaurus/core', 'lib/client/docusaurus.js'), /const docusaurus = \{\s*prefetch,\s*preload,\s*\};\s*\/\/[^\n]*\nexport default Object\.freeze\(docusaurus\);/, 'window.docusaurus is no longer a frozen {prefetch, preload}');
  const link = g.file('@docusaurus/core', 'lib/client/exports/Link.js');
  g.has(link, 'window.docusaurus.prefetch(targetLink);', 'Link no longer prefetches through window.docusaurus.prefetch');
  g.has(link, 'window.docusaurus.preload(targetLink);', 'Link no longer preloads through window.docusaurus.preload');
});

test('src/client/hydration.ts: onRouteUpdate still gets previousLocation null on the first page, and onRouteDidUpdate runs in a layout effect after it renders', () => {
  const g = guard('src/client/hydration.ts');
  const pending = g.file('@docusaurus/core', 'lib/client/PendingNavigation.js');
  g.has(pending, /dispatchLifecycleAction\('onRouteUpdate', \{\s*previousLocation: null,/, 'the first onRouteUpdate no longer has previousLocation null');
  g.has(pending, /dispatchLifecycleAction\('onRouteUpdate', \{\s*previousLocation: this\.previousLocation,/, 'a navigation no longer reports its previous location');
  g.has(g.file('@docusaurus/core', 'lib/client/ClientLifecyclesDispatcher.js'), /useIsomorphicLayoutEffect\(\(\) => \{[\s\S]*?dispatchLifecycleAction\('onRouteDidUpdate'/, 'onRouteDidUpdate no longer runs in a layout effect after the page renders');
});

test("src/client/new-announcement.ts: the theme's pre-paint script still hides the bar on the dismissal alone, with the storage keys the module reads", () => {
  const g = guard('src/client/new-announcement.ts');
  const script = g.file('@docusaurus/theme-classic', 'lib/inlineScripts.js');
  g.has(script, 'const AnnouncementBarDismissStorageKey = `docusaurus.announcement.dismiss${siteStorage.namespace}`;', 'the dismissal storage key changed');
  g.has(script, "const AnnouncementBarDismissDataAttribute = 'data-announcement-bar-initially-dismissed';", 'the data attribute changed');
  g.lacks(script, 'docusaurus.announcement.id', 'the pre-paint script now checks the announcement id itself: the module may go');
  g.has(g.file('@docusaurus/theme-common', 'lib/contexts/announcementBar.js'), "createStorageSlot('docusaurus.announcement.id')", 'the id is no longer stored as docusaurus.announcement.id');
  const storage = g.file('@docusaurus/core', 'lib/server/storage.js');
  g.has(storage, /config\.storage\.namespace === false\) \{\s*return null;/, 'storage.namespace: false no longer means no namespace');
  g.has(storage, "const namespace = namespaceString ? `-${namespaceString}` : '';", 'storage keys without a namespace are no longer plain');
});

test("src/css/custom.css (announcement bar): the theme still marks the bar with the stable class the site's rules name", () => {
  const g = guard('src/css/custom.css');
  g.has(g.file('@docusaurus/theme-common', 'lib/utils/ThemeClassNames.js'), /announcementBar: \{\s*container: 'theme-announcement-bar',/, 'ThemeClassNames.announcementBar.container is no longer theme-announcement-bar');
  g.has(g.file('@docusaurus/theme-classic', 'lib/theme/AnnouncementBar/index.js'), 'ThemeClassNames.announcementBar.container', 'the announcement bar no longer carries ThemeClassNames.announcementBar.container');
});

// ---------------------------------------------------------------------------------------------------------------
// src/config
// ---------------------------------------------------------------------------------------------------------------

test('docusaurus.config.ts: core still accepts every option the site sets, and `future.v4` still means Rspack with its persistent cache', () => {
  const g = guard('docusaurus.config.ts');
  const config = requireTs('docusaurus.config.ts').default;
  const {validateConfig} = core('server/configValidation.js');
  let normalized;
  assert.doesNotThrow(() => {
    normalized = validateConfig(config, join(ROOT, 'docusaurus.config.ts'));
  }, 'docusaurus.config.ts: core no longer accepts the site config');
  // The client-weight plugin's loaders, aliases and cache dependencies are written for Rspack.
  g.ok(normalized.future.faster.rspackBundler && normalized.future.faster.rspackPersistentCache, 'future.v4 no longer turns on Rspack and its persistent cache');
  g.ok(normalized.future.experimental_vcs && typeof normalized.future.experimental_vcs === 'object', "experimental_vcs: 'default-v2' is no longer a known preset (last-updated dates)");
  g.equal(normalized.storage, {namespace: false, type: 'localStorage'}, 'storage.namespace: false is no longer kept (plain storage keys: src/client/new-announcement.ts)');
  const markdown = requireTs('src/config/markdown.ts');
  g.ok(normalized.markdown.parseFrontMatter === markdown.parseFrontMatter, 'markdown.parseFrontMatter is no longer kept');
  g.ok(normalized.markdown.hooks.onBrokenMarkdownLinks === markdown.resolveLinksAcrossTranslations, 'markdown.hooks.onBrokenMarkdownLinks is no longer kept');
  g.equal(normalized.markdown.hooks.onBrokenMarkdownImages, 'throw', 'markdown.hooks.onBrokenMarkdownImages is no longer kept');
  g.equal(normalized.ssrTemplate, requireTs('src/config/html-template.ts').htmlTemplate, 'ssrTemplate is no longer kept');
});

test("scripts/build.mjs, scripts/lib/static-server.mjs (loadSiteConfig): core's private loadSiteConfig still loads docusaurus.config.ts and returns the site config", async () => {
  const g = guard('scripts/build.mjs + scripts/lib/static-server.mjs (@docusaurus/core/lib/server/config.js)');
  const {localeCodes, defaultLocale} = await import('../../src/config/site-registry.mjs');
  const seen = withSiteConfig('return {i18n: siteConfig.i18n, baseUrl: siteConfig.baseUrl, trailingSlash: siteConfig.trailingSlash};');
  g.equal({locales: seen.i18n.locales, defaultLocale: seen.i18n.defaultLocale}, {locales: localeCodes, defaultLocale}, 'the locales loadSiteConfig returns');
  g.equal(typeof seen.baseUrl, 'string', 'the type of siteConfig.baseUrl');
});

test("src/config/html-template.ts: core's SSG template is unchanged except for the scripts, which the site loads after the first paint", async () => {
  const g = guard('src/config/html-template.ts');
  const {htmlTemplate} = requireTs('src/config/html-template.ts');
  const upstreamTemplate = require(nm('@docusaurus/core/lib/ssg/ssgTemplate.html.js')).default;
  const scriptsBlock = /\s*<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/;
  g.has(upstreamTemplate, scriptsBlock, "core's template no longer writes its scripts in the block the site replaces");
  const normalise = (template) => template.replace(/\s+/g, ' ').trim();
  g.equal(
    normalise(htmlTemplate.replace(/\s*<script>[\s\S]*?<\/script>/, '')),
    normalise(upstreamTemplate.replace(scriptsBlock, '')),
    "core's default SSG template changed: port the change to src/config/html-template.ts",
  );
  // The template compiles with core's own compiler and writes the scripts for the loader.
  const {compileSSGTemplate} = require(nm('@docusaurus/core/lib/ssg/ssgTemplate.js'));
  const render = await compileSSGTemplate(htmlTemplate);
  const html = render({appHtml: '<p>app</p>', baseUrl: '/b/', htmlAttributes: 'lang="en"', bodyAttributes: '', headTags: '', preBodyTags: '', postBodyTags: '', metaAttributes: [], scripts: ['assets/js/main.js'], stylesheets: ['assets/css/s.css'], noIndex: false, version: '3'});
  g.has(html, '["/b/assets/js/main.js"]', 'the scripts are not handed to the loader');
  g.has(html, '<div id="__docusaurus"><p>app</p></div>', 'the app HTML is not written');
  // The base-URL banner script the placeholder stands in for.
  const banner = g.file('@docusaurus/core', 'lib/client/BaseUrlIssueBanner/index.js');
  g.has(banner, "var shouldInsert = typeof window['docusaurus'] === 'undefined';", "the base-URL banner no longer tests window.docusaurus at DOMContentLoaded (the template's placeholder)");
  g.has(banner, 'function insertBanner() {', 'the banner script no longer defines insertBanner()');
  g.has(banner, "const BannerContainerId = '__docusaurus-base-url-issue-banner-container';", "the banner's container id changed");
});

test("src/config/markdown.ts (parseFrontMatter): the OpenAPI generator still writes `custom_edit_url: null` into its pages, which the hook turns into the OpenAPI file's edit link and date", async () => {
  const g = guard('src/config/markdown.ts (parseFrontMatter, generated API pages)');
  const generator = g.file('docusaurus-plugin-openapi-docs', 'lib/index.js');
  const templates = [...generator.matchAll(/const (\w+) = \w+\s*\? fs_1\.default\.readFileSync\(\w+\)\.toString\(\)\s*: `([\s\S]*?)`;/g)].map(([, name, text]) => ({name, text}));
  g.equal(templates.map(({name}) => name), ['mdTemplate', 'infoMdTemplate', 'tagMdTemplate', 'schemaMdTemplate'], "the generator's default page templates changed");
  for (const {name, text} of templates) g.has(text, '\ncustom_edit_url: null\n', `the generator's ${name} no longer writes custom_edit_url: null`);
  g.has(ours('src/config/api-info-template.mdx'), '\ncustom_edit_url: null\n', 'the site info template no longer writes custom_edit_url: null');
  // Docusaurus hands the hook {filePath, fileContent, defaultParseFrontMatter}, in the docs plugin and in the MDX loader.
  g.has(g.file('@docusaurus/utils', 'lib/markdownUtils.js'), /await parseFrontMatter\(\{\s*filePath,\s*fileContent,\s*defaultParseFrontMatter: exports\.DEFAULT_PARSE_FRONT_MATTER,\s*\}\)/, 'parseMarkdownFile calls parseFrontMatter differently');
  g.has(g.file('@docusaurus/mdx-loader', 'lib/loader.js'), /options\.markdownConfig\.parseFrontMatter\(\{\s*filePath,\s*fileContent,\s*defaultParseFrontMatter:/, 'the MDX loader calls parseFrontMatter differently');
  g.has(g.file('@docusaurus/plugin-content-docs', 'lib/docs.js'), 'const { custom_edit_url: customEditURL,', 'the docs plugin no longer takes the edit link from custom_edit_url');
  // The hook on a page rendered from the generator's own API template.
  const mustache = createRequire(nm('docusaurus-plugin-openapi-docs/package.json'))('mustache');
  const page = mustache.render(templates[0].text, {id: 'get-info', title: 'Get info', api: {method: 'post'}, json: 'eJw', infoPath: 'x', frontMatter: {description: 'Returns info'}, markdown: '# Get info'});
  const {parseFrontMatter} = requireTs('src/config/markdown.ts');
  const {editFileUrl} = requireTs('src/config/repository.ts');
  const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');
  const filePath = join(ROOT, 'apis/spring/latest/chain.api/get-info.api.mdx');
  const plain = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: page});
  g.equal(plain.frontMatter.custom_edit_url, null, 'the generated page has no custom_edit_url: null');
  g.ok(/^post api-method/.test(plain.frontMatter.sidebar_class_name), 'the generated page no longer starts sidebar_class_name with the method (src/components/ApiEndpointCards)');
  const result = await parseFrontMatter({filePath, fileContent: page, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
  g.equal(result.frontMatter.custom_edit_url, editFileUrl('openapi/latest/chain.yaml'), "the generated page's edit link is not its OpenAPI file");
  // What the hook writes must pass the docs plugin's front matter schema, and a front matter date must win over git.
  const {validateDocFrontMatter} = require(nm('@docusaurus/plugin-content-docs/lib/frontMatter.js'));
  const lastUpdate = {date: '2026-11-20T10:00:00+00:00'};
  const validated = validateDocFrontMatter({...result.frontMatter, last_update: lastUpdate});
  g.equal([validated.custom_edit_url, validated.last_update], [result.frontMatter.custom_edit_url, lastUpdate], 'the docs front matter schema no longer keeps custom_edit_url and last_update.date');
  g.has(g.file('@docusaurus/plugin-content-docs', 'lib/docs.js'), 'last_update: lastUpdateFrontMatter, } = frontMatter;', 'the docs plugin no longer reads last_update from the front matter');
  const {readLastUpdateData} = require('@docusaurus/utils');
  const noGit = {getFileLastUpdateInfo: () => assert.fail('git was asked although the front matter has the date')};
  const read_ = await readLastUpdateData(filePath, {showLastUpdateTime: true, showLastUpdateAuthor: false}, lastUpdate, noGit);
  g.equal(read_.lastUpdatedAt, Date.parse(lastUpdate.date), 'a front matter last_update.date no longer sets the date (the generated API pages take their OpenAPI file\'s last commit date)');
});

test("src/plugins/machine-readable (endpoint Markdown): the OpenAPI generator still writes each endpoint's resolved operation as deflate + base64 JSON in the `api` front matter", () => {
  const g = guard('src/plugins/machine-readable/endpoint-markdown.ts (decodeOperation)');
  const generator = g.file('docusaurus-plugin-openapi-docs', 'lib/index.js');
  g.has(generator, '\napi: {{{json}}}\n', "the generator's page template no longer writes `api: {{{json}}}`");
  g.has(generator, /\.deflateSync\(JSON\.stringify\(item\.api\)\)\s*\.toString\("base64"\)/, 'the generator no longer encodes the operation with zlib deflate and base64');
  const {decodeOperation} = requireTs('src/plugins/machine-readable/endpoint-markdown.ts');
  const operation = {method: 'post', path: '/get_info', servers: [{url: 'http://localhost:8080/v1/chain'}]};
  g.equal(decodeOperation(zlib.deflateSync(JSON.stringify(operation)).toString('base64')), operation, 'decodeOperation does not read what the generator writes');
});

test('src/config/markdown.ts, src/markdown (markdown hooks): broken Markdown links still go to the hook with a cwd-relative path, and images run through beforeDefaultRemarkPlugins first', async () => {
  const g = guard('src/config/markdown.ts (resolveLinksAcrossTranslations) + src/markdown/remark-images-from-english.ts');
  const links = g.file('@docusaurus/mdx-loader', 'lib/remark/resolveMarkdownLinks/index.js');
  g.has(links, /sourceFilePath: \(0, utils_1\.toMessageRelativeFilePath\)\(params\.sourceFilePath\)/, 'the hook no longer gets the source path relative to the working directory');
  g.has(links, /onBrokenMarkdownLinks\(\{\s*url: link\.url,\s*sourceFilePath,\s*node: link,\s*\}\) \?\? link\.url;/, "the hook's return value no longer replaces the link");
  const processor = g.file('@docusaurus/mdx-loader', 'lib/processor.js');
  const order = ['options.beforeDefaultRemarkPlugins', 'transformImage_1.default', 'resolveMarkdownLinks_1.default'].map((name) => processor.indexOf(name));
  g.ok(order.every((index) => index > 0) && order[0] < order[1] && order[1] < order[2], 'beforeDefaultRemarkPlugins no longer run before transformImage, or links are resolved elsewhere');
  // The hook, called the way the remark plugin calls it, on a translated page linking to an English page.
  const plugin = require(nm('@docusaurus/mdx-loader/lib/remark/resolveMarkdownLinks/index.js')).default;
  const {resolveLinksAcrossTranslations} = requireTs('src/config/markdown.ts');
  const english = filesUnder(join(ROOT, 'docs'), ['.md'])
    .map((file) => relative(join(ROOT, 'docs'), file).split(sep).join('/'))
    .find((file) => file.includes('/') && !/^slug:/m.test(read(join(ROOT, 'docs', file)).split(/^---$/m)[1] ?? ''));
  g.ok(english, 'found no English doc to link to');
  const link = {type: 'link', url: `../${english}#part`, children: []};
  const tree = {type: 'root', children: [{type: 'paragraph', children: [link]}]};
  const transform = plugin({resolveMarkdownLink: () => undefined, onBrokenMarkdownLinks: resolveLinksAcrossTranslations});
  await transform(tree, {path: join(ROOT, 'i18n/zh/docusaurus-plugin-content-docs/current/somewhere/page.md')});
  g.equal(link.url, `/docs/latest/${english.replace(/\.md$/, '')}#part`, 'a link from a translation to an English page no longer resolves in the English tree');
});

test("src/components/ApiEndpointCards, src/config/api-info-template.mdx: the generator's info template variables and the sidebar's method class still exist", () => {
  const g = guard('src/config/api-info-template.mdx + src/components/ApiEndpointCards');
  const generator = g.file('docusaurus-plugin-openapi-docs', 'lib/index.js');
  const info = /const infoMdTemplate = infoTemplate[\s\S]*?: `([\s\S]*?)`;/.exec(generator)?.[1] ?? '';
  for (const variable of ours('src/config/api-info-template.mdx').match(/\{\{\{[^}]+\}\}\}/g)) {
    g.has(info, variable, `the generator's info pages no longer provide ${variable}`);
  }
  g.has(generator, 'infoTemplate // Only use utils template if set to "info" or if infoTemplate is set', 'the generator no longer uses the infoTemplate option for info pages');
  g.has(generator, '{{#api.method}}\nsidebar_class_name: "{{{api.method}}} api-method', "API pages' sidebar_class_name no longer starts with the method");
  g.has(g.file('@docusaurus/plugin-content-docs', 'lib/props.js'), 'className: frontMatter.sidebar_class_name ?? item.className,', "a sidebar item's className no longer comes from sidebar_class_name first");
});

test('src/config/api-reference.ts (apiFormPlugin): the OpenAPI theme still requires react-hook-form as CommonJS, from the one installed copy', () => {
  const g = guard('src/config/api-reference.ts (react-hook-form alias)');
  const users = filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme')).filter((file) => read(file).includes('require("react-hook-form")'));
  g.ok(users.length >= 5, 'the theme no longer requires react-hook-form');
  g.ok(!filesUnder(nm('docusaurus-theme-openapi-docs/lib/theme')).some((file) => /from ['"]react-hook-form['"]/.test(read(file))), 'the theme now imports react-hook-form as ESM');
  const themeCopy = createRequire(nm('docusaurus-theme-openapi-docs/package.json')).resolve('react-hook-form');
  g.equal(themeCopy, require.resolve('react-hook-form'), 'the theme and the site resolve different copies of react-hook-form');
  const {apiFormPlugin} = requireTs('src/config/api-reference.ts');
  g.equal(apiFormPlugin().configureWebpack().resolve.alias['react-hook-form$'], themeCopy, 'the alias no longer points at the CommonJS build the theme loads');
  const exportsMap = JSON.parse(read(nm('react-hook-form/package.json'))).exports?.['.'];
  g.ok(exportsMap && JSON.stringify(exportsMap).includes('"import"'), 'react-hook-form no longer has a separate ESM build (the alias may go)');
});
