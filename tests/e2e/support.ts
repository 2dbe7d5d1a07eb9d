import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';
import {defaultLocale, guideSets, localeCodes, locales as localeEntries, translatedLocales} from '../../src/config/site-registry.mjs';
import {titleOf} from '../../src/lib/page-title.mjs';
import {normaliseQuery} from '../../src/search/types';

/** The site's locales (src/config/site-registry.mjs), the default first, and those translated. */
export const locales = localeCodes;
export {defaultLocale, translatedLocales};
export type Locale = (typeof locales)[number];
export type TranslatedLocale = (typeof translatedLocales)[number];
export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);
/** A locale's `<html lang>` and its name in its own language. */
export const localeEntry = (locale: Locale) => localeEntries.find((entry) => entry.code === locale)!;
/** The translated locale after `locale` in the registry's order (the first after the last): a language to switch to. */
export const nextTranslatedLocale = (locale: TranslatedLocale): TranslatedLocale =>
  translatedLocales[(translatedLocales.indexOf(locale) + 1) % translatedLocales.length];

/** The production build the suite serves. */
export const buildDir = join(__dirname, '..', '..', 'build');

/** Paths listed in the built sitemap of one locale (e.g. "/zh/docs/latest/quick-start/introduction"). */
export function sitemapPaths(locale: Locale): string[] {
  const xml = readFileSync(join(buildDir, localePrefix(locale), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The paths of tests/fixtures/legacy-urls.txt (every path of the former public site, 2025), in file order. */
export function legacyPaths(): string[] {
  return readFileSync(join(__dirname, '..', 'fixtures', 'legacy-urls.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}

/** A hand-written docs set: its English folder (`docs`, `evm`). */
export type GuideDir = (typeof guideSets)[number]['dir'];

/** Markdown sources of a docs set, with the route each one is served at. */
export function docSources(dir: GuideDir): Array<{file: string; route: string; source: string}> {
  const root = join(__dirname, '..', '..', dir);
  const {route} = guideSets.find((set) => set.dir === dir)!;
  return (readdirSync(root, {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({
      file,
      route: route + file.replace(/\.mdx?$/, ''),
      source: readFileSync(join(root, file), 'utf8'),
    }));
}

/**
 * The hand-written docs set a page path is in, its locale and its path in the set
 * (`/zh/evm/a/b` -> the EVM set, zh, `a/b`); undefined for any other path.
 */
export function guidePage(path: string): {set: (typeof guideSets)[number]; locale: Locale; slug: string} | undefined {
  const locale = translatedLocales.find((code) => path.startsWith(`/${code}/`));
  const rest = locale ? path.slice(locale.length + 1) : path;
  const set = guideSets.find((candidate) => rest.startsWith(candidate.route));
  const slug = set && rest.slice(set.route.length).replace(/\/$/, '');
  return set && slug ? {set, locale: locale ?? defaultLocale, slug} : undefined;
}

/**
 * The title (h1) of a doc page of the native or EVM set, read from its Markdown source: the translation under
 * i18n/ when the locale has one, else the English file. `path` is the page's path in the browser
 * (`/zh/docs/latest/quick-start/introduction`, `/evm/quick-start/introduction`).
 */
export function docTitle(path: string): string {
  const page = guidePage(path);
  if (!page) throw new Error(`not a doc page path: ${path}`);
  const {set, locale, slug} = page;
  const root = join(__dirname, '..', '..');
  const candidates = [
    ...(locale === defaultLocale ? [] : [join(root, 'i18n', locale, set.i18nDir, 'current', slug)]),
    join(root, set.dir, slug),
  ].flatMap((base) => [`${base}.md`, `${base}.mdx`, join(base, 'index.md')]);
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no source for ${path}`);
  const title = titleOf(readFileSync(file, 'utf8'));
  if (!title) throw new Error(`no title in ${file}`);
  return title;
}

/**
 * The h1 text of a page as the build wrote it for a first visit (for pages with no Markdown source to read the
 * title from: category indexes, API pages). `path` is a sitemap path without its trailing slash.
 */
export function builtHeading(path: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(builtHtml(path))?.[1];
  if (h1 === undefined) throw new Error(`no h1 in the built page of ${path}`);
  return decodeEntities(h1);
}

/** The HTML the build wrote for a page (what a first visit receives). `path` is a sitemap path. */
export function builtHtml(path: string): string {
  const trimmed = path.replace(/^\/|\/$/g, '');
  const file = [join(buildDir, trimmed, 'index.html'), join(buildDir, `${trimmed}.html`)].find((f) => existsSync(f));
  if (!file) throw new Error(`no built page for ${path}`);
  return readFileSync(file, 'utf8');
}

/** The text of an HTML fragment: tags dropped, the entities the build writes decoded. */
export function decodeEntities(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\u200b/g, '')
    .trim();
}

/** A UI string as the locale shows it: i18n/<locale>/code.json, or the English default given. */
export function uiString(locale: Locale, id: string, english: string): string {
  if (locale === defaultLocale) return english;
  const messages = JSON.parse(readFileSync(join(__dirname, '..', '..', 'i18n', locale, 'code.json'), 'utf8'));
  return messages[id].message;
}

/** Records console errors, uncaught exceptions and failed or erroring requests while a page is used. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Waits until React has hydrated the server-rendered page, so client-side errors have had their chance. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Port of the Algolia-mode build (build-algolia/, see scripts/test.sh): TEST_PORT + 1 unless ALGOLIA_TEST_PORT is set. */
export const algoliaPort = Number(process.env.ALGOLIA_TEST_PORT ?? Number(process.env.TEST_PORT ?? 4173) + 1);
/** Port of the offline zh build under a non-root base URL (build-preview/): TEST_PORT + 2 unless PREVIEW_TEST_PORT is set. */
export const previewPort = Number(process.env.PREVIEW_TEST_PORT ?? Number(process.env.TEST_PORT ?? 4173) + 2);
/** BASE_URL of build-preview/ and build-algolia/ (package.json, build:*-test). */
export const previewBaseUrl = '/docs-preview/';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Types a query into the open search dialog and waits for its answer: while it loads, the dialog still shows the
 * results of the letters typed before, which a test must not read.
 */
export async function typeInSearchDialog(page: Page, query: string): Promise<void> {
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
  await page.keyboard.type(query);
  const list = page.getByRole('dialog').locator('[role="listbox"]');
  await expect(list).toHaveAttribute('data-query', normaliseQuery(query));
  await expect(list).toHaveAttribute('aria-busy', 'false');
}

/**
 * Asserts the page a link, result or redirect opened: the URL's path, query and hash are exactly `path`, the
 * h1 is exactly `h1` (so never the not-found page, whose search form is checked absent too), and, with a hash,
 * the heading it names is the one expected and is on screen.
 */
export async function expectLandedOn(page: Page, path: string, h1: string, heading?: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === path);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
  await expect(page.locator('main form[role="search"][action]')).toHaveCount(0);
  const hash = path.split('#')[1];
  if (hash !== undefined) {
    const target = page.locator(`[id="${decodeURIComponent(hash)}"]`);
    // Docusaurus headings end with a zero-width space in their anchor link.
    if (heading !== undefined) await expect(target).toHaveText(new RegExp(`^${escapeRegExp(heading)}\u200b?$`));
    await expect(target).toBeInViewport();
  }
}

/** WCAG 2.2 A and AA, plus the structure rules axe files under best practice: heading order, landmarks, one h1. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const structureRules = [
  'heading-order',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'page-has-heading-one',
  'region',
];

/** Runs axe on the page as it is now; returns one readable line per violation (empty when the page passes). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page})
    // axe runs in the page itself: the default merges each frame's results in a blank page opened for every run,
    // which made the run take twice as long, and the site has no frames.
    .setLegacyMode()
    // Code tokens are spans whose only check is contrast, proven for every token colour by
    // tests/unit/code-theme.test.mjs; skipping them halves axe's time on code-heavy pages.
    .exclude('.token-line')
    .options({
      runOnly: {type: 'tag', values: wcagTags},
      rules: Object.fromEntries(structureRules.map((id) => [id, {enabled: true}])),
      // Only violations are read; skipping the detail of passes saves about a fifth of the time on large API pages.
      resultTypes: ['violations'],
    })
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
