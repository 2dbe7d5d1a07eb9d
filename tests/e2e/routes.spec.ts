import {expect, test, type Page} from '@playwright/test';
import {legacyPaths, sitemapPaths, waitForHydration} from './support';

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
  await expect(page.locator('h1')).toHaveCount(1);
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
  const ways = page.getByRole('navigation', {name: 'Ways back'});
  await expect(ways.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
  await expect(ways.getByRole('link', {name: /Build/})).toHaveAttribute('href', '/docs/latest/quick-start/introduction');
  await expect(ways.getByRole('link', {name: /EVM/})).toHaveAttribute('href', '/evm/quick-start/introduction');
});

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
