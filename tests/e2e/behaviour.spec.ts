import {join} from 'node:path';
import {expect, test, type Locator, type Page, type Route} from '@playwright/test';
import {buildDir, docSources, docTitle, expectLandedOn, uiString, waitForHydration, watchForProblems} from './support';

// Page behaviour that Docusaurus provides and the site must keep (scrolling, prefetching, the progress bar, the
// base URL banner, image zoom, category cards, unlisted pages, code blocks), and the swizzled loading box, crash page
// and keyboard handling.

const doc = '/docs/latest/quick-start/introduction';
const evmIntro = '/evm/quick-start/introduction';
const navbarLink = (page: Page, name: string) => page.locator('nav.navbar').getByRole('link', {name, exact: true});

/** Opens a page that exists only in the suite's build (tests/fixtures/pages, E2E_FIXTURES=1). */
async function openFixture(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} is missing: build with E2E_FIXTURES=1, as scripts/test.sh does`).toBe(200);
  await waitForHydration(page);
}

/** Presses Tab until the target has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('page load states', () => {
  // Route changes preload their chunks first (a failure reloads, see below), so the loading states show where a
  // part is loaded on demand: the fixture loads one through the same react-loadable + @theme/Loading pair.
  test('slow shows the spinner, failed shows the error box, Retry loads again and shows the part', async ({page}) => {
    await openFixture(page, '/e2e/loading');
    const requests: Route[] = [];
    // Chunk files are named by id (src/plugins/client-weight), so the panel's is told by its content.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('The panel has loaded.')) requests.push(route);
      else await route.fulfill({response});
    });
    const main = page.locator('main');
    await main.getByRole('button', {name: 'Load the panel'}).click();
    await expect(main.getByRole('status')).toHaveText('Loading…');

    await expect.poll(() => requests.length).toBe(1);
    await requests[0].abort('failed');
    const box = main.getByRole('alert');
    await expect(box).toContainText('This part of the page could not be loaded.');
    await expect(box).toContainText(/Loading chunk .+ failed/);
    await expect(main.getByRole('status')).toHaveCount(0);

    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(main.getByRole('status')).toHaveText('Loading…');
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => requests.length).toBe(2);
    await requests[1].continue();
    await expect(main.getByTestId('lazy-panel')).toHaveText('The panel has loaded.');
    await expect(main.getByRole('status')).toHaveCount(0);
  });

  test('a failed route preload logs a warning and reloads the page', async ({page}) => {
    await page.goto(doc);
    await waitForHydration(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Every script fails until the browser loads a document again: the reload.
    let failing = true;
    await page.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest()) failing = false;
      return failing && request.resourceType() === 'script' ? route.abort('failed') : route.continue();
    });
    const reload = page.waitForRequest((request) => request.isNavigationRequest());
    await navbarLink(page, 'EVM').click();
    expect(new URL((await reload).url()).pathname).toBe(evmIntro);
    expect(warnings.join('\n')).toMatch(/ChunkLoadError|Loading chunk/);
    await waitForHydration(page);
    await expectLandedOn(page, evmIntro, docTitle(evmIntro));
  });
});

test.describe('crash page', () => {
  for (const [button, caughtBy] of [
    ['Crash the content', "the layout's error boundary"],
    ['Crash the whole page', 'the site-wide error boundary (@theme/Error)'],
  ] as const) {
    test(`caught by ${caughtBy}: the error, its cause and Try again`, async ({page}) => {
      await openFixture(page, '/e2e/crash');
      await page.getByRole('button', {name: button}).click();
      const main = page.locator('main');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
      await expect(main).toContainText('The fixture could not render its panel.');
      await expect(main).toContainText(/Cause:\s*The panel data is missing\./);
      // Branded: the crash page keeps the site's navbar and footer.
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('footer')).toContainText('Copyright © 2025');
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash fixture');
      await expect(page.getByRole('button', {name: button})).toBeVisible();
    });
  }

  test('is translated', async ({page}) => {
    await openFixture(page, '/zh/e2e/crash');
    await page.getByRole('button', {name: 'Crash the whole page'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('页面已崩溃。');
    await expect(page).toHaveTitle(/^页面已崩溃。 \| /);
    await expect(page.locator('nav.navbar')).toBeVisible();
    await page.getByRole('button', {name: '重试'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash fixture');
  });
});

test.describe('scrolling', () => {
  // A page that links to an anchor on another page; it is long enough to scroll too.
  const withAnchorLink = docSources('docs').find(({source}) => /\]\(\.{1,2}\/[^)\s#]+\.md#[^)\s]+\)/.test(source));

  test('a navigation scrolls to the top and back restores the position', async ({page}) => {
    await page.goto(withAnchorLink!.route);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await navbarLink(page, 'EVM').click();
    await expectLandedOn(page, evmIntro, docTitle(evmIntro));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expectLandedOn(page, withAnchorLink!.route, docTitle(withAnchorLink!.route));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test('a link with a hash scrolls to its anchor on the new page', async ({page}) => {
    expect(withAnchorLink, 'a docs page linking to an anchor on another page').toBeDefined();
    await page.goto(withAnchorLink!.route);
    await waitForHydration(page);
    const link = page.locator('article .markdown a[href^="/"][href*="#"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expectLandedOn(page, href, docTitle(href.split('#')[0]));
    const target = page.locator(`[id="${decodeURIComponent(href.split('#')[1])}"]`);
    await expect.poll(async () => (await target.boundingBox())!.y).toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('prefetch', () => {
  test('links in view are prefetched', async ({page}) => {
    await page.goto(doc);
    await waitForHydration(page);
    await expect.poll(() => page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data saving', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`nothing is prefetched or preloaded on ${name}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
      }, connection);
      await page.goto(doc);
      await waitForHydration(page);
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/assets/js/')) chunks.push(request.url());
      });
      // Hovering a link would preload its page on a fast connection.
      await navbarLink(page, 'EVM').hover();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
      expect(chunks).toEqual([]);
    });
  }
});

test.describe('progress bar', () => {
  /** Records when a click happened and when nprogress first added its bar to the page. */
  async function watchProgressBar(page: Page) {
    await page.evaluate(() => {
      const times = {clickedAt: 0, shownAt: 0};
      Object.assign(window, {progressBarTimes: times});
      document.addEventListener('click', () => (times.clickedAt = performance.now()), true);
      new MutationObserver(() => {
        if (!times.shownAt && document.getElementById('nprogress')) times.shownAt = performance.now();
      }).observe(document.body, {childList: true});
    });
  }
  const times = (page: Page) =>
    page.evaluate(() => (window as unknown as {progressBarTimes: {clickedAt: number; shownAt: number}}).progressBarTimes);

  test('appears 200 ms into a slow route change', async ({page}) => {
    await page.goto(doc);
    await waitForHydration(page);
    await watchProgressBar(page);
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await navbarLink(page, 'EVM').click();
    await expect(page.locator('#nprogress')).toBeAttached();
    const {clickedAt, shownAt} = await times(page);
    expect(shownAt - clickedAt).toBeGreaterThanOrEqual(200);
    await expectLandedOn(page, evmIntro, docTitle(evmIntro));
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not appear when the route change is fast', async ({page}) => {
    await page.goto(doc);
    await waitForHydration(page);
    await watchProgressBar(page);
    // The next page's chunks are already here, as after hovering its link.
    await page.evaluate(async (path) => {
      await (window as unknown as {docusaurus: {preload: (p: string) => Promise<unknown>}}).docusaurus.preload(path);
    }, evmIntro);
    await navbarLink(page, 'EVM').click();
    await expectLandedOn(page, evmIntro, docTitle(evmIntro));
    expect((await times(page)).shownAt).toBe(0);
  });
});

test('a site served under a base URL it was not built for shows the banner', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toHaveCount(0);
  // A host that serves this build (made for "/") only under /preview/: the pages' /assets/ links answer 404.
  await page.route(/\/preview\/$/, (route) => route.fulfill({path: join(buildDir, 'index.html'), contentType: 'text/html'}));
  await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
  await page.goto('/preview/');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('baseUrl');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/preview/');
});

test('content images zoom on click and close on Escape or a click; logos do not zoom', async ({page}) => {
  const withImage = docSources('docs').find(({source}) => /!\[[^\]]+\]\([^)]+\)/.test(source));
  expect(withImage, 'a docs page with an image').toBeDefined();
  await page.goto(withImage!.route);
  await waitForHydration(page);
  const image = page.locator('article .markdown img').first();
  await expect(image).toHaveAttribute('alt', /\w/);
  // The zoom attaches to the page's images once the page has rendered (src/plugins/image-zoom).
  await expect(image).toHaveClass(/medium-zoom-image/);
  await expect(page.locator('.navbar__logo img')).not.toHaveClass(/medium-zoom-image/);
  await expect(page.locator('img.medium-zoom-image')).toHaveCount(await page.locator('.markdown img').count());

  // The zoom ignores input while it animates, as it would for a reader: each step waits for its animation to end.
  // The events are recorded from the start, so one that ends before the test looks is not missed.
  type ZoomWindow = Window & {zoomEvents: string[]};
  await image.evaluate((el) => {
    const events: string[] = ((window as unknown as ZoomWindow).zoomEvents = []);
    for (const name of ['opened', 'closed']) el.addEventListener(`medium-zoom:${name}`, () => events.push(name));
  });
  const zoomEvents = () => page.evaluate(() => (window as unknown as ZoomWindow).zoomEvents);
  const zoomed = page.locator('body.medium-zoom--opened');

  await image.click();
  await expect.poll(zoomEvents).toEqual(['opened']);
  await expect(zoomed).toBeAttached();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(zoomEvents).toEqual(['opened', 'closed']);
  await expect(zoomed).toHaveCount(0);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);

  await image.click();
  await expect.poll(zoomEvents).toEqual(['opened', 'closed', 'opened']);
  await page.locator('.medium-zoom-image--opened').click();
  await expect.poll(zoomEvents).toEqual(['opened', 'closed', 'opened', 'closed']);
  await expect(zoomed).toHaveCount(0);

  // After client-side navigation away and back, the page's picture zooms again.
  await page.locator('nav.navbar').getByRole('link', {name: 'EVM', exact: true}).click();
  await expectLandedOn(page, evmIntro, docTitle(evmIntro));
  await page.goBack();
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  await expect(zoomed).toBeAttached();
});

// Card descriptions come with the category page (src/plugins/docs), not with the data every doc page loads.
test.describe('category pages', () => {
  const descriptionOf = (route: string) => {
    const source = docSources('docs').find((s) => s.route === route)!.source;
    return /^description: (.+)$/m.exec(source)![1]!.replace(/^(["'])(.*)\1$/, '$2');
  };

  test("each card shows its page's description, on a first load and after following a link", async ({page}) => {
    const problems = watchForProblems(page);
    const card = (title: string) => page.locator('main article a.card').filter({hasText: title});
    await page.goto('/docs/latest/quick-start/');
    await waitForHydration(page);
    await expect(card('Introduction to Vaulta development')).toContainText(descriptionOf('/docs/latest/quick-start/introduction'));

    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Guides', exact: true}).click();
    await expectLandedOn(page, '/docs/latest/guides/', 'Guides');
    await expect(card('Create a token')).toContainText(descriptionOf('/docs/latest/guides/create-a-token'));
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage), 'a client-side navigation').toBe(true);
    expect(problems).toEqual([]);
  });
});

// Banners few pages show load their code only on those pages, and not on a first load (src/components/LoadOnlyWhenShown).
test('an unlisted page shows the unlisted banner, before and after it hydrates', async ({page}) => {
  const problems = watchForProblems(page);
  const banner = page.locator('main .alert').filter({hasText: 'This page is unlisted.'});
  await page.goto('/e2e/unlisted', {waitUntil: 'commit'});
  await expect(banner).toBeVisible();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('only users having a direct link can access it');

  // Back on the page after a client-side navigation, the banner renders in the browser and loads its code.
  await page.getByRole('link', {name: 'the loading fixture'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Loading fixture');
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Unlisted fixture');
  await expect(banner).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('code blocks', () => {
  const sources = [...docSources('docs'), ...docSources('evm')];
  const fence = (language: string) => new RegExp('^\\s*```' + language + '(\\s|$)', 'm');

  for (const language of ['solidity', 'cpp', 'js', 'ts', 'bash', 'json', 'ini']) {
    test(`${language} is highlighted`, async ({page}) => {
      const source = sources.find((s) => fence(language).test(s.source));
      expect(source, `a page with a ${language} code block`).toBeDefined();
      await page.goto(source!.route);
      const blocks = page.locator(`article pre.language-${language}`);
      await expect(blocks.first()).toBeVisible();
      // Without the grammar every token would be plain text.
      expect(await blocks.locator('span.token:not(.plain)').count()).toBeGreaterThan(0);
    });
  }

  // A first load keeps the server's highlighting; a page reached by a link highlights in the browser.
  test('code stays highlighted and wraps on demand, on a first load and after following a link', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    const problems = watchForProblems(page);
    const highlightedTokens = page.locator('article pre span.token:not(.plain)');
    const wordWrapWorks = async () => {
      const wrap = page.getByRole('button', {name: 'Toggle word wrap'});
      const block = page.locator('article .theme-code-block').filter({has: wrap}).first();
      const toggle = block.getByRole('button', {name: 'Toggle word wrap'});
      const code = block.locator('pre > code');
      await toggle.click();
      await expect(code).toHaveCSS('white-space', 'pre-wrap');
      await toggle.click();
      await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
    };

    // Hydrating keeps the server's code blocks (src/components/KeepServerHtml): React removes no node in them.
    await page.addInitScript(() => {
      const seen = window as unknown as {removedFromCode: number};
      seen.removedFromCode = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          const inCode = record.target instanceof Element && record.target.closest('pre') !== null;
          const codeRemoved = [...record.removedNodes].some((node) => node instanceof Element && (node.matches('pre') || node.querySelector('pre')));
          if (record.removedNodes.length > 0 && (inCode || codeRemoved)) seen.removedFromCode += 1;
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/latest/quick-start/write-a-contract');
    await waitForHydration(page);
    expect(await highlightedTokens.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as {removedFromCode: number}).removedFromCode), 'nodes removed from code blocks while hydrating').toBe(0);
    await wordWrapWorks();

    const link = page.locator('article a[href^="/docs/latest/smart-contracts/"]').first();
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await expectLandedOn(page, target, docTitle(target.split('#')[0]));
    await expect(highlightedTokens.first()).toBeVisible();
    await wordWrapWorks();
    expect(problems).toEqual([]);
  });

  test('titles, highlighted lines and the copy button work', async ({page, context}) => {
    // A top-level fenced block with a title and no highlight comments, whose code the clipboard must receive as is.
    const titledBlock = /^```\w+ title="([^"]+)"\n((?:(?!```)[\s\S])*?)\n```$/gm;
    const plainTitled = (source: string) => [...source.matchAll(titledBlock)].find(([, , code]) => !code.includes('highlight-'));
    const source = sources.find((s) => /highlight-next-line/.test(s.source) && plainTitled(s.source));
    expect(source, 'a page with a titled code block and a highlighted line').toBeDefined();
    const [, title, code] = plainTitled(source!.source)!;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(source!.route);
    await waitForHydration(page);

    const block = page.locator('article .theme-code-block').filter({has: page.getByText(title, {exact: true})}).first();
    await expect(block.locator('[class*="codeBlockTitle"]')).toHaveText(title);
    await expect(page.locator('article .theme-code-block-highlighted-line').first()).toBeVisible();
    await expect(page.locator('article pre')).not.toContainText(['highlight-next-line']);

    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: /Copied/})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});

test.describe('keyboard', () => {
  test('the first Tab shows the skip link, which moves focus to the main content', async ({page}) => {
    await page.goto(doc);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    // Focus moves to <main> (and leaves it again, as <main> is not focusable), so the next Tab starts there.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('focus is visible on every stop of the page chrome', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const {name, style, width} = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const computed = getComputedStyle(el);
        return {name: el.textContent || el.getAttribute('aria-label'), style: computed.outlineStyle, width: parseFloat(computed.outlineWidth)};
      });
      expect(style, `outline of "${name}"`).not.toBe('none');
      expect(width, `outline width of "${name}"`).toBeGreaterThanOrEqual(2);
    }
  });

  test('the mobile menu opens with Enter or Space and closes with Escape or its close button', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const menu = page.locator('.navbar-sidebar');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('button', {name: 'Close navigation bar'}));
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
  });

  test('the locale dropdown in the mobile menu opens and closes with Space and Enter', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await waitForHydration(page);
    await tabTo(page, page.getByRole('button', {name: 'Toggle navigation bar'}));
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar-sidebar');
    const dropdown = menu.getByRole('button', {name: 'Languages'});
    const chinese = menu.getByRole('link', {name: '简体中文'});
    await tabTo(page, dropdown);
    await page.keyboard.press('Space');
    await expect(chinese).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(chinese).toBeHidden();
    await page.keyboard.press('Enter');
    await tabTo(page, chinese);
    await page.keyboard.press('Enter');
    await expectLandedOn(page, '/zh/', uiString('zh', 'homepage.hero.title', 'Build on Vaulta'));
  });

  test('the navbar dropdown opens with Enter or Space, closes with Escape, and follows the pointer', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const toggle = navbar.getByRole('button', {name: 'English'});
    const chinese = navbar.getByRole('link', {name: '简体中文'});
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(chinese).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(navbar.getByRole('link', {name: 'English'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chinese).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(chinese).toBeVisible();
    await page.keyboard.press('Space');
    await expect(chinese).toBeHidden();

    await toggle.hover();
    await expect(chinese).toBeVisible();
    await page.mouse.move(10, 500);
    await expect(chinese).toBeHidden();
  });

  test('the announcement closes from the keyboard and stays closed', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'EOS is now Vaulta'});
    // On the bar's dark background the link takes the bar's white, in bold, and the focus ring is white (custom.css).
    const link = bar.getByRole('link', {name: 'Start building'});
    await expect(link).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(link).toHaveCSS('font-weight', '600');
    const close = bar.getByRole('button', {name: 'Close'});
    await tabTo(page, close);
    await expect(close).toHaveCSS('outline-color', 'rgb(255, 255, 255)');
    await expect(close).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Space');
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('EOS is now Vaulta')).toBeHidden();
  });
});
