import {expect, test} from '@playwright/test';
import {locales, sitemapPaths, waitForHydration, watchForProblems} from './support';

// Every page of every locale renders cleanly: 200, exactly one h1, no console error, no failed request.
for (const locale of locales) {
  test.describe(`sitemap ${locale}`, () => {
    for (const path of sitemapPaths(locale)) {
      test(path, async ({page}) => {
        // Save-data turns off link prefetching: each page is checked on its own visit, and prefetching
        // every sidebar link's chunk on each of ~900 visits would double the suite's time.
        await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
        const problems = watchForProblems(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(problems).toEqual([]);
      });
    }
  });
}
