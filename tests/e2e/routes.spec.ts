import {expect, test, type Page} from '@playwright/test';
import {builtHeading, docTitle, expectLandedOn, legacyPaths, sitemapPaths, waitForHydration} from './support';

// Compared without a trailing slash: a host may serve /folder/ as /folder.
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const pages = new Set(sitemapPaths('en').map(withoutSlash));

// Pages that arrive with later issues; their legacy paths are checked once they land.
const notYetWritten: string[] = [];

/** Follows any redirect page and returns the path of the page that finally renders. */
async function landingPath(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const landed = () => withoutSlash(new URL(page.url()).pathname);
  await expect.poll(() => pages.has(landed()), {message: `${path} lands on a page`}).toBe(true);
  await waitForHydration(page);
  // The page that opened is the one its URL names, not the not-found page.
  await expect(page.getByRole('heading', {level: 1})).toHaveText(builtHeading(landed()));
  await expect(page.locator('main form[role="search"][action]')).toHaveCount(0);
  return landed();
}

test.describe('redirects', () => {
  test('/leapforward/ goes to the v1 history alternatives', async ({page}) => {
    expect(await landingPath(page, '/leapforward/')).toBe(
      '/docs/latest/node-operation/migration-guides/v1-history-alternatives',
    );
  });

  test('/docs/latest/eos-evm/ goes to the EVM introduction', async ({page}) => {
    expect(await landingPath(page, '/docs/latest/eos-evm/')).toBe('/evm/quick-start/introduction');
  });

  test('/docs/latest/eos-evm/getting_started/ goes to the EVM introduction', async ({page}) => {
    expect(await landingPath(page, '/docs/latest/eos-evm/getting_started/')).toBe('/evm/quick-start/introduction');
  });

  for (const version of ['latest', 'v1.0.4']) {
    test(`the ${version} test_control page under its old path goes to kill_node_on_producer`, async ({page}) => {
      expect(await landingPath(page, `/apis/spring/${version}/test_control.api/kill-node-or-producer`)).toBe(
        `/apis/spring/${version}/test_control.api/kill-node-on-producer`,
      );
    });
  }

  test('.html and /index endings normalise to the plain path', async ({page}) => {
    expect(await landingPath(page, '/docs/latest/quick-start/write-a-contract.html')).toBe(
      '/docs/latest/quick-start/write-a-contract',
    );
    expect(await landingPath(page, '/evm/quick-start/introduction/index')).toBe('/evm/quick-start/introduction');
    expect(await landingPath(page, '/docs/latest/quick-start/index')).toBe('/docs/latest/quick-start');
  });
});

test.describe('legacy paths keep resolving', () => {
  for (const path of legacyPaths().filter((p) => !notYetWritten.some((prefix) => p.startsWith(prefix)))) {
    if (pages.has(withoutSlash(path))) {
      // A page of the sitemap (its rendering is checked by every-page.spec.ts): the host must answer this exact
      // spelling of the path with that page, which one request proves without a browser.
      test(path, async ({request}) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const canonical = (await response.text()).match(/<link[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/)?.[1];
        expect(canonical && withoutSlash(new URL(canonical).pathname)).toBe(withoutSlash(path));
      });
    } else {
      // Not a page any more: a redirect page must bring the browser to one.
      test(path, async ({page}) => {
        await landingPath(page, path);
      });
    }
  }
});

test('an unknown path answers 404 with the not-found page and ways back', async ({page}) => {
  const response = await page.goto('/docs/latest/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByRole('searchbox')).toHaveValue('no such page');
});

for (const [name, path] of [
  ['Home', '/'],
  ['Build', '/docs/latest/quick-start/introduction'],
  ['EVM', '/evm/quick-start/introduction'],
] as const) {
  test(`the not-found page's way back to ${name} opens it`, async ({page}) => {
    await page.goto('/docs/latest/no-such-page');
    await waitForHydration(page);
    await page.getByRole('navigation', {name: 'Ways back'}).getByRole('link', {name: new RegExp(`^${name}`)}).click();
    await expectLandedOn(page, path, path === '/' ? 'Build on Vaulta' : docTitle(path));
  });
}

test('the default configuration asks no host but the site for anything', async ({page, baseURL}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  for (const path of ['/', '/docs/latest/quick-start/write-a-contract', '/evm/quick-start/introduction', '/zh/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
