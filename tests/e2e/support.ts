import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export const locales = ['en', 'zh', 'ko'] as const;
export type Locale = (typeof locales)[number];
export const localePrefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** The production build the suite serves. */
export const buildDir = join(__dirname, '..', '..', 'build');

/** Paths listed in the built sitemap of one locale (e.g. "/zh/docs/latest/quick-start/introduction"). */
export function sitemapPaths(locale: Locale): string[] {
  const xml = readFileSync(join(buildDir, localePrefix(locale), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The paths of ../shared/legacy-urls.txt (copied into tests/fixtures), in file order. */
export function legacyPaths(): string[] {
  return readFileSync(join(__dirname, '..', 'fixtures', 'legacy-urls.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}

/** Markdown sources of a docs set, with the route each one is served at. */
export function docSources(set: 'docs' | 'evm'): Array<{file: string; route: string; source: string}> {
  const root = join(__dirname, '..', '..', set);
  const base = set === 'docs' ? '/docs/latest/' : '/evm/';
  return (readdirSync(root, {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({
      file,
      route: base + file.replace(/\.mdx?$/, ''),
      source: readFileSync(join(root, file), 'utf8'),
    }));
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
