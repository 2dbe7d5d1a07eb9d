import {type BrowserContext, devices, expect, type Page, test as base} from '@playwright/test';
import {accessibilityViolations, type Locale, locales, sitemapPaths, waitForHydration, watchForProblems} from './support';

// Each worker visits its pages in one browser context, as a reader moving through the site does: scripts and
// styles come from the HTTP cache after the first visit instead of being fetched and compiled ~900 times.
const test = base.extend<object, {readerContext: BrowserContext}>({
  readerContext: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({...devices['Desktop Chrome'], baseURL: workerInfo.project.use.baseURL});
      // Save-data turns off link prefetching: each page is checked on its own visit, and prefetching
      // every sidebar link's chunk on each visit would double the sweep's time.
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
      );
      await use(context);
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({readerContext}, use) => {
    const page = await readerContext.newPage();
    await use(page);
    await page.close();
  },
});

/** axe runs on every English page and on a sample of each translation: its home, its translated pages, every tenth other. */
function checksAccessibility(locale: Locale, path: string, index: number): boolean {
  return locale === 'en' || index % 10 === 0 || path.includes('/quick-start/') || path === `/${locale}/`;
}

const htmlLang: Record<Locale, string> = {en: 'en', zh: 'zh-CN', ko: 'ko'};

// Every page of every locale renders cleanly with no host but the site reachable (playwright.config.ts): 200, its
// language, exactly one h1, a description for search engines, its images and font loaded, no console error, no
// failed request, no axe violation.
for (const locale of locales) {
  test.describe(`sitemap ${locale}`, () => {
    // A long page with axe can take several seconds on a busy 2-core machine.
    test.describe.configure({timeout: 60_000});
    sitemapPaths(locale).forEach((path, index) => {
      test(path, async ({page}) => {
        const problems = watchForProblems(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
        expect(await brokenImagesAndFonts(page)).toEqual([]);
        expect(problems).toEqual([]);
        if (checksAccessibility(locale, path, index)) expect(await accessibilityViolations(page)).toEqual([]);
      });
    });
  });
}

/** Loads lazy images too, then names every image that fails to decode and every font face that failed to load. */
async function brokenImagesAndFonts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images].map(async (image) => {
      image.loading = 'eager';
      return image.decode().then(() => [], () => [`image ${image.currentSrc || image.src}`]);
    });
    await document.fonts.ready;
    const fonts = [...document.fonts].filter((font) => font.status === 'error').map((font) => `font ${font.family}`);
    return [...(await Promise.all(images)).flat(), ...fonts];
  });
}
