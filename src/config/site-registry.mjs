// The site's locales and docs sets, listed once. The Docusaurus config (src/config/), the scripts (translation,
// content and facts checks, move-page, the benches) and the tests read them from here.
// Plain ESM with JSDoc types and no imports: Node scripts and tests load it as it is, TypeScript infers its literal
// types (`'en' | 'zh' | 'ko'`), and the browser could bundle it. CONTRIBUTING.md, "Adding a locale".

/**
 * The locales, the default first. `label` is the language's own name (the navbar's locale menu), `htmlLang` the
 * `<html lang>` and hreflang, `direction` the text direction. Each other locale is served under /<code>/ and keeps
 * its files under i18n/<code>/.
 */
const declaredLocales = /** @type {const} */ ([
  {code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr'},
  {code: 'zh', label: '简体中文', htmlLang: 'zh-CN', direction: 'ltr'},
  {code: 'ko', label: '한국어', htmlLang: 'ko', direction: 'ltr'},
]);

/**
 * A locale added for one run, as a JSON entry in TEST_EXTRA_LOCALE: tests/unit/site-registry.test.mjs proves with
 * it that a new entry reaches the config, the translation checks and the docs sets. Never set for a real build.
 */
function testLocale() {
  const value = globalThis.process?.env?.TEST_EXTRA_LOCALE;
  if (!value) return [];
  const entry = JSON.parse(value);
  const valid =
    /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(entry?.code) &&
    !declaredLocales.some((locale) => locale.code === entry.code) &&
    typeof entry.label === 'string' &&
    typeof entry.htmlLang === 'string' &&
    ['ltr', 'rtl'].includes(entry.direction);
  if (!valid) throw new Error(`TEST_EXTRA_LOCALE is not a new locale {"code", "label", "htmlLang", "direction"}: ${value}`);
  return [entry];
}

// Typed as the declared list: a run's extra locale is not one TypeScript checks per-locale data against.
export const locales = /** @type {typeof declaredLocales} */ (/** @type {unknown} */ ([...declaredLocales, ...testLocale()]));

/** @typedef {(typeof declaredLocales)[number]['code']} LocaleCode */

export const defaultLocale = locales[0].code;
/** @type {[LocaleCode, ...LocaleCode[]]} (the default first) */
export const localeCodes = locales.map((locale) => locale.code);
/** The translated locales (every locale but the default). */
export const translatedLocales = localeCodes.filter((code) => code !== defaultLocale);

/** Where Docusaurus keeps a docs plugin's translations under i18n/<locale>/ (`docusaurus-plugin-content-docs-evm`). */
export const translationFolder = (/** @type {string} */ pluginId) =>
  `docusaurus-plugin-content-docs${pluginId === 'default' ? '' : `-${pluginId}`}`;

/**
 * A docs set with its derived paths: `route`, where its pages are served (`/docs/latest/`), and `i18nDir`, its
 * translations' folder under i18n/<locale>/ (each page at `<i18nDir>/current/<same path>`).
 * @template {{pluginId: string, routeBasePath: string, versionPath?: string}} Set
 * @param {Set} set
 */
const withPaths = (set) => ({
  ...set,
  route: `/${[set.routeBasePath, set.versionPath].filter(Boolean).join('/')}/`,
  i18nDir: translationFolder(set.pluginId),
});

/**
 * The docs sets, each a content-docs plugin: `dir` holds the English pages, `sidebarPath` the sidebar. `guides`
 * are written by hand; the API reference is mostly generated from openapi/ (`apis/spring/<version>/<name>.api/`).
 * `searchId` is the set's search filter (the index's `set`, /search?set=), `home` the page search offers for it,
 * `searchName` the word that names the set in a query, which every page of the set is about.
 */
export const nativeSet = withPaths(
  /** @type {const} */ ({
    pluginId: 'default',
    dir: 'docs',
    routeBasePath: 'docs',
    // The current version is served as "latest".
    versionPath: 'latest',
    sidebarPath: './sidebars.ts',
    kind: 'guides',
    searchId: 'native',
    home: '/docs/latest/quick-start/introduction',
  }),
);
export const evmSet = withPaths(
  /** @type {const} */ ({
    pluginId: 'evm',
    dir: 'evm',
    routeBasePath: 'evm',
    sidebarPath: './sidebars-evm.ts',
    kind: 'guides',
    searchId: 'evm',
    searchName: 'evm',
    home: '/evm/quick-start/introduction',
  }),
);
export const apiSet = withPaths(
  /** @type {const} */ ({
    pluginId: 'apis',
    dir: 'apis',
    routeBasePath: 'apis',
    sidebarPath: './src/config/api-sidebars.ts',
    kind: 'api-reference',
    searchId: 'api',
    home: '/apis/spring/',
  }),
);

export const docsSets = [nativeSet, evmSet, apiSet];
/** The hand-written sets (native and EVM). */
export const guideSets = docsSets.filter((set) => set.kind === 'guides');
