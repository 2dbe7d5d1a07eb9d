import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {defaultLocale, docSources, docTitle, expectLandedOn, localePrefix, locales, previewBaseUrl, previewPort, waitForHydration, type Locale} from './support';

const doc = '/docs/latest/quick-start/introduction';

/** A navbar item's label as the locale shows it (i18n/<locale>/docusaurus-theme-classic/navbar.json). */
function navbarLabel(locale: Locale, english: string): string {
  if (locale === defaultLocale) return english;
  const file = join(__dirname, '..', '..', 'i18n', locale, 'docusaurus-theme-classic', 'navbar.json');
  return JSON.parse(readFileSync(file, 'utf8'))[`item.label.${english}`].message;
}

/** On each docs set's page the navbar marks that set's item, and only it; on the home page neither. */
async function expectActiveSet(page: Page, prefix: string, locale: Locale) {
  const navbar = page.locator('nav.navbar');
  const items = {docs: navbar.getByRole('link', {name: navbarLabel(locale, 'Build'), exact: true}), evm: navbar.getByRole('link', {name: 'EVM', exact: true})};
  const active = /navbar__link--active/;
  for (const [set, path] of [['docs', doc], ['evm', '/evm/quick-start/introduction']] as const) {
    await page.goto(`${prefix}${path}`);
    await expectLandedOn(page, `${prefix}${path}`, docTitle(`${localePrefix(locale)}${path}`));
    await waitForHydration(page);
    await expect(items[set]).toHaveClass(active);
    await expect(items[set === 'docs' ? 'evm' : 'docs']).not.toHaveClass(active);
  }
  await page.goto(`${prefix}/`);
  await waitForHydration(page);
  for (const item of Object.values(items)) await expect(item).not.toHaveClass(active);
}

test.describe('navbar: the docs set being read is the active item', () => {
  for (const locale of locales) {
    test(`${locale}`, async ({page}) => expectActiveSet(page, localePrefix(locale), locale));
  }
  test.describe('under BASE_URL=/docs-preview/', () => {
    test.use({baseURL: `http://localhost:${previewPort}`});
    test('zh', async ({page}) => expectActiveSet(page, `${previewBaseUrl}zh`, 'zh'));
  });
});

test.describe('navbar', () => {
  test('Build and EVM lead to their quick starts', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('link', {name: 'Build', exact: true}).click();
    await expectLandedOn(page, doc, docTitle(doc));
    await navbar.getByRole('link', {name: 'EVM', exact: true}).click();
    await expectLandedOn(page, '/evm/quick-start/introduction', docTitle('/evm/quick-start/introduction'));
  });

  test('the network link opens in a new tab without leaking the opener', async ({page}) => {
    await page.goto('/');
    const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: /Vaulta/}).last();
    await expect(link).toHaveAttribute('href', 'https://vaulta.com/');
    await expect(link).toHaveAttribute('target', '_blank');
    const rel = (await link.getAttribute('rel')) ?? '';
    expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  test('the locale switch keeps the reader on the same page', async ({page}) => {
    await page.goto(doc);
    await waitForHydration(page);
    // The navbar's accessible name is translated, so find it by its landmark class.
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('button', {name: 'English'}).hover();
    await navbar.getByRole('link', {name: '简体中文'}).click();
    await expectLandedOn(page, `/zh${doc}`, docTitle(`/zh${doc}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await waitForHydration(page);
    await navbar.getByRole('button', {name: '简体中文'}).hover();
    await navbar.getByRole('link', {name: '한국어'}).click();
    await expectLandedOn(page, `/ko${doc}`, docTitle(`/ko${doc}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test('footer shows the terms link and the 2025 copyright', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  // An external page: the suite reaches no other host, so the link's target is checked, not followed.
  await expect(footer.getByRole('link', {name: /Terms/})).toHaveAttribute('href', 'https://eosnetwork.com/terms-and-conditions');
  await expect(footer).toContainText('Copyright © 2025');
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('stays light under a dark system preference and offers no switch', async ({page}) => {
    await page.goto(doc);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', {name: /dark|light|mode/i})).toHaveCount(0);
  });
});

test.describe('announcement bar', () => {
  test('a dismissal survives a reload and a new announcement id shows the bar again', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'EOS is now Vaulta'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('EOS is now Vaulta')).toBeHidden();
    // The stored id is the one dismissed; a deployment with another id must show its bar again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('EOS is now Vaulta')).toBeVisible();
  });
});

test.describe('layout', () => {
  test('at 1280 px the desktop navbar and a 300 px sidebar show', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(doc);
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'EVM', exact: true})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    const sidebar = await page.locator('aside.theme-doc-sidebar-container').boundingBox();
    expect(Math.round(sidebar!.width)).toBe(300);
  });

  test('at 390 px the mobile menu opens with the sidebar and closes', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(doc);
    await waitForHydration(page);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Introduction', exact: false}).first()).toBeVisible();
    await menu.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(menu).toBeHidden();
  });
});

test('the table of contents lists h2 and h3 headings but not h4', async ({page}) => {
  const withH4 = docSources('docs').find(({source}) => /^#### /m.test(source));
  expect(withH4, 'a docs page with an h4 heading').toBeDefined();
  await page.goto(withH4!.route);
  const headings = page.locator('article .markdown').locator('h2[id], h3[id], h4[id]');
  const levels = new Map<string, string>();
  for (const heading of await headings.all()) {
    levels.set((await heading.getAttribute('id'))!, await heading.evaluate((el) => el.tagName));
  }
  const tocIds = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.split('#')[1])));
  expect([...levels.values()]).toEqual(expect.arrayContaining(['H2', 'H3', 'H4']));
  const expected = [...levels].filter(([, tag]) => tag !== 'H4').map(([id]) => id);
  expect(tocIds).toEqual(expected);
});
