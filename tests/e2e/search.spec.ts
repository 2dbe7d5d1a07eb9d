import {expect, test, type Page} from '@playwright/test';
import {docsSets} from '../../src/config/site-registry.mjs';
import {
  algoliaPort,
  builtHeading,
  docTitle,
  expectLandedOn,
  previewBaseUrl,
  type TranslatedLocale,
  translatedLocales,
  typeInSearchDialog,
  waitForHydration,
  watchForProblems,
} from './support';

const doc = '/docs/latest/quick-start/introduction';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the modal with a shortcut, types a query once the modal has the focus and waits for its results. */
async function searchInModal(page: Page, query: string, keys = 'Control+k') {
  await page.keyboard.press(keys);
  await typeInSearchDialog(page, query);
}
const resultGroup = (page: Page, title: string) =>
  dialog(page).getByRole('listbox').getByRole('group', {name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)});

test.describe('search modal', () => {
  for (const [name, keys] of [
    ['Ctrl+K', 'Control+k'],
    ['Cmd+K', 'Meta+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} opens the modal; Escape closes it and gives focus back`, async ({page}) => {
      await open(page, doc);
      const link = page.locator('article').getByRole('link', {name: 'write a contract'}).first();
      await link.focus();
      await page.keyboard.press(keys);
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
      await expect(dialog(page).getByRole('combobox', {name: 'Search'})).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(link).toBeFocused();
    });
  }

  test('/ typed in an input is a slash, not a shortcut', async ({page}) => {
    await open(page, '/search');
    const input = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
    await input.pressSequentially('a/b');
    await expect(input).toHaveValue('a/b');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the navbar shows the search button with its shortcut, and nothing is fetched before first use', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/pagefind/') && indexRequests.push(request.url()));
    await open(page, doc);
    const button = page.locator('nav.navbar').getByRole('button', {name: /^Search/});
    await expect(button).toContainText('Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await button.click();
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  });

  test('results are grouped by page with matches highlighted; arrows and Enter open one; Tab stays inside', async ({page}) => {
    await open(page, doc);
    await searchInModal(page, 'ricardian');
    const group = resultGroup(page, 'Write your first smart contract in C++');
    await expect(group).toBeVisible();
    await expect(group.locator('mark').first()).toHaveText(/ricardian/i);
    const combobox = dialog(page).getByRole('combobox');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await combobox.focus();
    await page.keyboard.press('ArrowDown');
    const first = dialog(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    const second = dialog(page).getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    const href = (await second.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expectLandedOn(page, href, docTitle(href.split('#')[0]));
    await expect(dialog(page)).toHaveCount(0);
  });

  // The dialog is in every page's code; its results and the search code load on first use.
  test('what is typed while the search code loads stays in the input, and is searched once it arrives', async ({page}) => {
    const problems = watchForProblems(page);
    await open(page, doc);
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    const input = dialog(page).getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('ricardian');
    await expect(dialog(page)).toContainText('Searching…');
    await expect(input).toHaveValue('ricardian');
    release();
    await expect(resultGroup(page, 'Write your first smart contract in C++')).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('ricardian');
    expect(problems).toEqual([]);
  });

  test('"See all results" opens /search with the query', async ({page}) => {
    await open(page, doc);
    await searchInModal(page, 'keosd wallet');
    await dialog(page).getByRole('link', {name: 'See all results'}).click();
    await expectLandedOn(page, '/search?q=keosd+wallet', 'Search results for "keosd wallet"');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('keosd wallet');
  });
});

test.describe('each language finds its own pages', () => {
  test('an English query in en finds the English page', async ({page}) => {
    await open(page, doc);
    await searchInModal(page, 'unresolvable import');
    await expect(resultGroup(page, 'Run a local single-node chain for development')).toBeVisible();
  });

  test('a Chinese query without spaces in zh finds the Chinese page', async ({page}) => {
    await open(page, `/zh${doc}`);
    await searchInModal(page, '本地单节点链');
    const group = resultGroup(page, '运行用于开发的本地单节点链');
    await expect(group).toBeVisible();
    const option = group.getByRole('option').first();
    const href = (await option.getAttribute('href'))!;
    expect(href.split('#')[0]).toBe('/zh/docs/latest/quick-start/local-development');
    await option.click();
    await expectLandedOn(page, href, '运行用于开发的本地单节点链');
  });

  test('a Korean query in ko finds the Korean page', async ({page}) => {
    await open(page, `/ko${doc}`);
    await searchInModal(page, '테스트넷 계정');
    const option = resultGroup(page, 'Vaulta 테스트넷에 컨트랙트 빌드하고 배포하기').getByRole('option').first();
    const href = (await option.getAttribute('href'))!;
    expect(href.split('#')[0]).toBe('/ko/docs/latest/quick-start/build-and-deploy');
    await option.click();
    await expectLandedOn(page, href, 'Vaulta 테스트넷에 컨트랙트 빌드하고 배포하기');
  });

  test("a translated page's English title finds it on the zh site", async ({page}) => {
    const path = '/zh/docs/latest/advanced-topics/understanding-ABI-files';
    await open(page, `/zh${doc}`);
    // "Understanding ABI files - ...": the API reference's get_abi pages used to come first.
    await searchInModal(page, 'abi file');
    const option = dialog(page).getByRole('option').first();
    const href = (await option.getAttribute('href'))!;
    expect(href.split('#')[0]).toBe(path);
    await option.click();
    await expectLandedOn(page, href, docTitle(path));
  });

  test('an English name in zh finds the zh site\'s pages that use it', async ({page}) => {
    await open(page, `/zh${doc}`);
    await searchInModal(page, 'Hyperion');
    const inDocsSet = new RegExp(`^/zh(?:${docsSets.map((set) => set.route).join('|')})`);
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const href of await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(inDocsSet);
    }
    const option = dialog(page).getByRole('group', {name: /Hyperion/}).first().getByRole('option').first();
    const href = (await option.getAttribute('href'))!;
    await option.click();
    await expectLandedOn(page, href, docTitle(href.split('#')[0]));
  });
});

test('zh and ko pages without a translation say, in the reader\'s language, that they are in English', async ({page}) => {
  // Every doc page is translated: the untranslated page is a test fixture (E2E_FIXTURES=1).
  await open(page, '/zh/e2e/docs/untranslated');
  await expect(page.getByRole('note')).toHaveText('本页尚未翻译，以下为英文原文。');
  await expect(page.locator('[data-pagefind-body]')).toHaveAttribute('lang', 'en');
  await open(page, '/ko/e2e/docs/untranslated');
  await expect(page.getByRole('note')).toHaveText('이 페이지는 아직 번역되지 않아 영어로 표시됩니다.');
  await open(page, '/ko/evm/quick-start/introduction');
  await expect(page.getByRole('note')).toHaveCount(0);
  await open(page, doc);
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('generated API pages say once, in the reader\'s language, that their descriptions are the OpenAPI files\' English', async ({page}) => {
  const notes: Record<TranslatedLocale, string> = {
    zh: '本页的说明来自节点的 OpenAPI 文件，这些文件以英文编写。',
    ko: '이 페이지의 설명은 노드의 OpenAPI 파일에서 가져온 것이며, 이 파일은 영어로 작성되어 있습니다.',
  };
  for (const locale of translatedLocales) {
    await open(page, `/${locale}/apis/spring/latest/chain.api/get-info`);
    await expect(page.getByRole('note')).toHaveText(notes[locale]);
    // The reference's own pages are translated and say nothing.
    await open(page, `/${locale}/apis/spring/latest/`);
    await expect(page.getByRole('note')).toHaveCount(0);
  }
});

test.describe('/search page', () => {
  test('reads q from the URL and shows results with their set', async ({page}) => {
    await open(page, '/search?q=setcode');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "setcode"');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('setcode');
    const results = page.getByRole('list', {name: 'Results'});
    await expect(results.getByRole('heading', {level: 2, name: 'Build and deploy a contract to a Vaulta testnet'})).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/\d+ pages match "setcode"/);
  });

  test('the URL follows the typing, and Back returns to the same search', async ({page}) => {
    await open(page, '/search?q=keosd');
    const input = page.getByRole('main').getByRole('searchbox');
    await input.fill('snapshot');
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/search?q=snapshot');
    // The list is read only once it answers "snapshot": until then it may still hold keosd's results.
    await expect(page.locator('[data-query="snapshot"][data-status="done"]')).toHaveCount(1);
    const firstResult = page.getByRole('list', {name: 'Results'}).getByRole('heading', {level: 2}).first().getByRole('link');
    await expect(firstResult).toBeVisible();
    const [href, title] = [(await firstResult.getAttribute('href'))!, (await firstResult.textContent())!];
    await firstResult.click();
    await expectLandedOn(page, href, title);
    await page.goBack();
    await expectLandedOn(page, '/search?q=snapshot', 'Search results for "snapshot"');
    await expect(input).toHaveValue('snapshot');
    await expect(page.getByRole('list', {name: 'Results'}).getByRole('listitem').first()).toBeVisible();
  });

  test('the documentation-set filter narrows the results and is kept in the URL', async ({page}) => {
    await open(page, '/search?q=contract');
    const filter = page.getByLabel('Documentation set');
    await expect(filter).toHaveValue('');
    await filter.selectOption('evm');
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/search?q=contract&set=evm');
    const results = page.getByRole('list', {name: 'Results'});
    await expect(results.getByRole('heading', {level: 2}).first()).toBeVisible();
    for (const href of await results.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/evm\//);
    }
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Documentation set')).toHaveValue('evm');
    await page.getByLabel('Documentation set').selectOption('api');
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/search?q=contract&set=api');
    const first = results.locator('h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/apis\/spring\/latest\//);
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expectLandedOn(page, href, builtHeading(href));
  });

  test('finds an endpoint by a field of its response schema', async ({page}) => {
    await open(page, '/search?q=fork_db_head_block_id');
    const links = page.getByRole('list', {name: 'Results'}).locator('h2 a');
    await expect(links.first()).toBeVisible();
    const getInfo = '/apis/spring/latest/chain.api/get-info';
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toContain(getInfo);
    await links.and(page.locator(`[href="${getInfo}"]`)).click();
    await expectLandedOn(page, getInfo, 'Get chain information');
  });

  // Two APIs have a /get_block; db_size's endpoint is a bare /get that many pages' words hold.
  for (const [path, route] of [
    ['/v1/trace_api/get_block', '/apis/spring/latest/trace_api.api/trace-get-block'],
    ['/v1/db_size/get', '/apis/spring/latest/db_size.api/db-size-get'],
  ]) {
    test(`an endpoint path typed whole (${path}) opens that API's endpoint first`, async ({page}) => {
      await open(page, `/search?q=${encodeURIComponent(path)}`);
      const first = page.getByRole('list', {name: 'Results'}).locator('h2 a').first();
      await expect(first).toHaveAttribute('href', route);
      await first.click();
      await expectLandedOn(page, route, builtHeading(route));
    });
  }

  // "evm" is on every EVM page: there it tells pages apart no better than "the" (src/search/pagefind.ts, `ranked`).
  test("a docs set's name in the query ranks that set's pages by the other words, and other sets' pages still need it", async ({page}) => {
    await open(page, '/search?q=evm%20chain%20id');
    const links = page.getByRole('list', {name: 'Results'}).locator('h2 a');
    const endpoints = '/evm/quick-start/endpoints';
    await expect(links.first()).toHaveAttribute('href', endpoints);
    await links.first().click();
    await expectLandedOn(page, endpoints, builtHeading(endpoints));
    // Narrowed to the EVM set, its name is no evidence either.
    await open(page, '/search?q=evm%20chain%20id&set=evm');
    await expect(links.first()).toHaveAttribute('href', endpoints);
    await open(page, '/search?q=evm%20audit');
    const audits = '/docs/latest/miscellaneous/audits';
    await expect(page.locator('[data-query="evm audit"][data-status="done"]')).toHaveCount(1);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toContain(audits);
    await links.and(page.locator(`[href="${audits}"]`)).click();
    await expectLandedOn(page, audits, builtHeading(audits));
  });

  test('says when nothing matches, with what to try next', async ({page}) => {
    await open(page, '/search?q=zqxjvwk');
    await expect(page.getByText('No results for "zqxjvwk"')).toBeVisible();
    await expect(page.getByText(/Check the spelling/)).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: 'EVM'}).click();
    await expectLandedOn(page, '/evm/quick-start/introduction', docTitle('/evm/quick-start/introduction'));
  });

  test('says "Unable to fetch results" when the index cannot be fetched, and Retry recovers', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort('connectionrefused'));
    await open(page, '/search?q=keosd');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await page.unroute('**/pagefind/**');
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('list', {name: 'Results'}).getByRole('heading', {level: 2}).first()).toBeVisible();
  });

  test('hostile queries are shown as text and never break the page', async ({page}) => {
    const problems = watchForProblems(page);
    page.on('dialog', (d) => {
      problems.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)>';
    await open(page, `/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${hostile}"`);
    await expect(page.getByText(`No results for "${hostile}"`).or(page.getByRole('status').getByText(hostile))).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    const nasty = `${'(a+)+$[\\^.*?{}|'.repeat(40)}${'x'.repeat(5000)}`;
    await page.getByRole('main').getByRole('searchbox').fill(nasty);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(nasty);
    await expect(page.getByText(/No results for|pages match/).first()).toBeVisible();
    await searchInModal(page, '[*+?(\\');
    await expect(dialog(page).getByText(/No results for|Unable/)).toBeVisible();
    expect(problems.filter((p) => !p.includes('/search?q='))).toEqual([]);
  });

  test("the not-found page's search form leads to results", async ({page}) => {
    await page.goto('/docs/latest/no-such-page');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expectLandedOn(page, '/search?q=no+such+page', 'Search results for "no such page"');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('no such page');
  });
});

// A single-locale (zh) build with Algolia configured, served under BASE_URL=/docs-preview/ by playwright.config.ts.
// Its records are those a crawl of the production site holds: absolute URLs without the preview's base URL.
test.describe('Algolia mode', () => {
  test.use({baseURL: `http://localhost:${algoliaPort}`});
  const zhBase = `${previewBaseUrl}zh`;
  const evmIntro = '/evm/quick-start/introduction';
  const destination = `${zhBase}${evmIntro}#mainnet-and-testnet`;
  // The section's heading on the zh page (the records of a zh page are Chinese).
  const section = '主网与测试网';

  const hit = {
    objectID: '1',
    url: `https://docs.eosnetwork.com/zh${evmIntro}#mainnet-and-testnet`,
    type: 'lvl2',
    hierarchy: {lvl0: 'EVM', lvl1: docTitle(`/zh${evmIntro}`), lvl2: section, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    docusaurus_tag: 'docs-evm-current',
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'EVM', matchLevel: 'none', matchedWords: []},
        lvl1: {value: docTitle(`/zh${evmIntro}`), matchLevel: 'none', matchedWords: []},
        lvl2: {value: '<mark>主网</mark>与测试网', matchLevel: 'full', matchedWords: ['主网']},
      },
    },
    _snippetResult: {content: {value: 'Solidity <mark>contracts</mark> on Vaulta', matchLevel: 'full'}},
  };
  const answer = (query: string) => ({
    results: [{hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query, params: '', index: 'vaulta-docs'}],
  });

  /** Intercepts every request to Algolia (no network) and returns the search requests' bodies. */
  async function interceptAlgolia(page: Page): Promise<string[]> {
    const bodies: string[] = [];
    await page.route(/algolia\.(net|io)|algolianet\.com/, async (route) => {
      const body = route.request().postData() ?? '';
      bodies.push(body);
      const query = /"query":"([^"]*)"/.exec(body)?.[1] ?? '';
      await route.fulfill({json: answer(query), headers: {'access-control-allow-origin': '*'}});
    });
    return bodies;
  }

  test('the DocSearch modal sends the current language and the docs-set tags, and its result opens the page', async ({page}) => {
    const bodies = await interceptAlgolia(page);
    await open(page, `${zhBase}${doc}`);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal').getByRole('searchbox').or(page.locator('.DocSearch-Input'))).toBeFocused();
    await page.keyboard.type('cleos');
    await expect.poll(() => bodies.find((body) => body.includes('cleos')) ?? '').toContain('language:zh');
    const body = bodies.find((b) => b.includes('cleos'))!;
    expect(body).toContain('docusaurus_tag:docs-default-current');
    expect(body).toContain('docusaurus_tag:docs-evm-current');
    const result = page.locator('.DocSearch-Hit a').filter({hasText: section}).first();
    await expect(result).toHaveAttribute('href', destination);
    await result.click();
    await expectLandedOn(page, destination, docTitle(`/zh${evmIntro}`), section);
  });

  test('the search page sends the language and the chosen set as facet filters, and its results open their page', async ({page}) => {
    const bodies = await interceptAlgolia(page);
    await open(page, `${zhBase}/search?q=cleos&set=evm`);
    await expect.poll(() => bodies.length).toBeGreaterThan(0);
    const request = JSON.parse(bodies.at(-1)!).requests[0];
    expect(request.facetFilters).toEqual([['language:zh'], ['docusaurus_tag:docs-evm-current']]);
    await page.getByLabel(/文档范围/).selectOption('');
    await expect.poll(() => JSON.parse(bodies.at(-1)!).requests[0].facetFilters[1]).toContain('docusaurus_tag:docs-apis-current');
    const link = page.getByRole('main').getByRole('link', {name: section});
    await expect(link).toHaveAttribute('href', destination);
    await link.click();
    await expectLandedOn(page, destination, docTitle(`/zh${evmIntro}`), section);
  });

  test('a page result of the search page opens its page', async ({page}) => {
    await interceptAlgolia(page);
    await open(page, `${zhBase}/search?q=cleos`);
    const title = page.getByRole('main').getByRole('heading', {level: 2, name: docTitle(`/zh${evmIntro}`)}).getByRole('link');
    await expect(title).toHaveAttribute('href', `${zhBase}${evmIntro}`);
    await title.click();
    await expectLandedOn(page, `${zhBase}${evmIntro}`, docTitle(`/zh${evmIntro}`));
  });
});
