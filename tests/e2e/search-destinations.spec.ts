// Every search result opens the page it names: in each locale, from the dialog and from /search, for a page
// result and a section result, and under a non-root base URL. Results are clicked and the destination asserted.
import {expect, test, type Locator, type Page} from '@playwright/test';
import {
  expectLandedOn,
  localePrefix,
  locales,
  previewBaseUrl,
  previewPort,
  typeInSearchDialog,
  waitForHydration,
  type Locale,
} from './support';

/** A word with many results in each language (zh and ko results once opened /zh/zh/... and /ko/ko/...). */
const queries: Record<Locale, string> = {en: 'account', zh: '账户', ko: '계정'};

interface Result {
  href: string;
  pageTitle: string;
  /** The heading a section result names (absent for a page result). */
  heading?: string;
}

async function openSearchDialog(page: Page, path: string, query: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await typeInSearchDialog(page, query);
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
}

/** The dialog's first option that is a page result (no #anchor) or a section result, with what it names. */
async function dialogResult(page: Page, kind: 'page' | 'section'): Promise<{option: Locator; result: Result}> {
  const options = page.getByRole('dialog').getByRole('option');
  const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const index = hrefs.findIndex((href) => href.includes('#') === (kind === 'section'));
  expect(index, `a ${kind} result among ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
  const option = options.nth(index);
  const optionId = (await option.getAttribute('id'))!;
  const group = page.getByRole('dialog').getByRole('group').filter({has: page.locator(`[id="${optionId}"]`)});
  // The group's name is the page title followed by its docs-set label.
  const pageTitle = (await group.locator(':scope > span').first().evaluate((el) => el.firstChild?.textContent ?? '')).trim();
  const heading = kind === 'section' ? (await option.locator('span').first().textContent())!.trim() : undefined;
  return {option, result: {href: hrefs[index], pageTitle, heading}};
}

/** The /search page's first page result, or first section result, with what it names. */
async function pageResult(page: Page, kind: 'page' | 'section'): Promise<{link: Locator; result: Result}> {
  const results = page.getByRole('main').locator('ol');
  await expect(results.locator('h2 a').first()).toBeVisible();
  const item = results.locator(':scope > li').filter({has: page.locator('ul a[href*="#"]')}).first();
  const titleLink = (kind === 'page' ? results.locator(':scope > li').first() : item).locator('h2 a');
  const pageTitle = (await titleLink.textContent())!.trim();
  if (kind === 'page') return {link: titleLink, result: {href: (await titleLink.getAttribute('href'))!, pageTitle}};
  const link = item.locator('ul a[href*="#"]').first();
  return {link, result: {href: (await link.getAttribute('href'))!, pageTitle, heading: (await link.textContent())!.trim()}};
}

for (const locale of locales) {
  const prefix = localePrefix(locale);
  const query = queries[locale];

  test.describe(`${locale}: search results open the page they name`, () => {
    for (const kind of ['page', 'section'] as const) {
      test(`dialog, ${kind} result`, async ({page}) => {
        await openSearchDialog(page, `${prefix}/docs/latest/quick-start/introduction`, query);
        const {option, result} = await dialogResult(page, kind);
        expect(result.href.startsWith(`${prefix}/`)).toBe(true);
        await option.click();
        await expectLandedOn(page, result.href, result.pageTitle, result.heading);
      });

      test(`/search, ${kind} result`, async ({page}) => {
        await page.goto(`${prefix}/search?q=${encodeURIComponent(query)}`);
        await waitForHydration(page);
        const {link, result} = await pageResult(page, kind);
        await link.click();
        await expectLandedOn(page, result.href, result.pageTitle, result.heading);
      });
    }
  });
}

test.describe(`under BASE_URL=${previewBaseUrl}`, () => {
  test.use({baseURL: `http://localhost:${previewPort}`});
  const home = `${previewBaseUrl}zh/`;

  test('a dialog section result opens its page and heading', async ({page}) => {
    await openSearchDialog(page, `${home}docs/latest/quick-start/introduction`, queries.zh);
    const {option, result} = await dialogResult(page, 'section');
    expect(result.href.startsWith(home)).toBe(true);
    await option.click();
    await expectLandedOn(page, result.href, result.pageTitle, result.heading);
  });

  test('a /search page result opens its page', async ({page}) => {
    await page.goto(`${home}search?q=${encodeURIComponent(queries.zh)}`);
    await waitForHydration(page);
    const {link, result} = await pageResult(page, 'page');
    expect(result.href.startsWith(home)).toBe(true);
    await link.click();
    await expectLandedOn(page, result.href, result.pageTitle);
  });
});
