import {devices, expect, type Page, test as base} from '@playwright/test';
import {accessibilityViolations, type Locale, locales, sitemapPaths, waitForHydration, watchForProblems} from './support';

// Each worker reads its pages in one tab, as a reader moving through the site does: scripts and styles come from
// the HTTP cache after the first visit, and no tab is opened per page (a new tab made each visit about twice as slow).
const test = base.extend<object, {readerPage: Page}>({
  readerPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({...devices['Desktop Chrome'], baseURL: workerInfo.project.use.baseURL});
      // Save-data turns off link prefetching: each page is checked on its own visit, and prefetching
      // every sidebar link's chunk on each visit would double the sweep's time.
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
        // Every Content-Security-Policy violation of the page (nginx enforces the policy, deploy/nginx/).
        const violations: string[] = ((window as unknown as {cspViolations: string[]}).cspViolations = []);
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`),
        );
      });
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({readerPage}, use) => {
    await use(readerPage);
    // A test's problem watchers (watchForProblems) end with it, and so do the page's requests still in flight
    // (chunks fetched when idle), which the next test's visit would otherwise cancel under that test's watch.
    readerPage.removeAllListeners();
    await readerPage.goto('about:blank');
  },
});

/** axe runs on every English page and on a sample of each translation: its home, its translated pages, every tenth other. */
function checksAccessibility(locale: Locale, path: string, index: number): boolean {
  return locale === 'en' || index % 10 === 0 || path.includes('/quick-start/') || path === `/${locale}/`;
}

const htmlLang: Record<Locale, string> = {en: 'en', zh: 'zh-CN', ko: 'ko'};

// Every page of every locale renders cleanly with no host but the site reachable (playwright.config.ts), served by
// nginx with the production configuration: 200, its language, exactly one h1, a description for search engines, its
// images and font loaded, no console error, no failed request, no Content-Security-Policy violation, no axe violation.
/**
 * The pages swept in a locale: every written page, and of the generated API endpoint pages (half of each locale's
 * pages, one template filled from openapi/) every second in English and every fourth in zh and ko, whose pages show
 * the same English descriptions in the same translated frame. The suite keeps to its time; api-reference.spec.ts
 * and the OpenAPI unit tests cover the endpoint pages' content.
 */
function sweptPaths(locale: Locale): string[] {
  let endpoint = 0;
  const every = locale === 'en' ? 2 : 4;
  return sitemapPaths(locale).filter((path) => {
    const generated = /\/apis\/spring\/[^/]+\/[^/]+\.api\/[^/]+$/.test(path);
    return !generated || endpoint++ % every === 0;
  });
}

for (const locale of locales) {
  test.describe(`sitemap ${locale}`, () => {
    // A long page with axe can take several seconds on a busy 2-core machine.
    test.describe.configure({timeout: 60_000});
    sweptPaths(locale).forEach((path, index) => {
      test(path, async ({page}) => {
        const problems = watchForProblems(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
        expect(await brokenImagesAndFonts(page)).toEqual([]);
        // Admonitions and emphasis (next to CJK punctuation too, remark-cjk-friendly) parse: no page shows the marks.
        expect(await literalMarkdownMarks(page)).toEqual([]);
        expect(problems).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
        if (checksAccessibility(locale, path, index)) expect(await accessibilityViolations(page)).toEqual([]);
      });
    });
  });
}

// The check above can fail: axe reports a control without a label that a page gains.
test('axe reports an unlabelled text field', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('input'), {type: 'text'})));
  expect(await accessibilityViolations(page)).toEqual(['label (critical): Form elements must have labels at input[type="text"]']);
});

/** Text outside code that shows `**`, `~~` or `:::`, the marks of emphasis, strikethrough or an admonition left unparsed. */
async function literalMarkdownMarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    main.querySelectorAll('pre, code').forEach((code) => code.remove());
    return [...(main.textContent ?? '').matchAll(/.{0,20}(\*\*|~~|:::).{0,20}/g)].map((match) => match[0]);
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
