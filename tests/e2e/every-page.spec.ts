import {devices, expect, type Page, test as base} from '@playwright/test';
import {
  accessibilityViolations,
  builtHtml,
  decodeEntities,
  defaultLocale,
  type Locale,
  localeEntry,
  locales,
  sitemapPaths,
  translatedLocales,
  waitForHydration,
  watchForProblems,
} from './support';

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

/**
 * axe runs on every written English page and every second swept English endpoint page, and on a sample of each
 * translation: its home, its quick-start pages, every fifth other swept page.
 */
function checksAccessibility(locale: Locale, path: string, index: number): boolean {
  if (locale === defaultLocale) return !generatedEndpoint(path) || index % 2 === 0;
  return index % 5 === 0 || path.includes('/quick-start/') || path === `/${locale}/`;
}

// Every page of every locale renders cleanly with no host but the site reachable (playwright.config.ts), served by
// nginx with the production configuration: 200, its language, exactly one h1, a description for search engines, its
// images and font loaded, no console error, no failed request, no Content-Security-Policy violation, no axe violation.
const generatedEndpoint = (path: string) => /\/apis\/spring\/[^/]+\/[^/]+\.api\/[^/]+$/.test(path);

/**
 * The pages loaded in the browser per locale, to keep the suite within its time (the static check below reads
 * every page of every locale):
 * - English: every written page, and every fourth generated API endpoint page (one template filled from openapi/,
 *   whose content api-reference.spec.ts and the OpenAPI unit tests cover);
 * - each translated locale: its home and quick-start pages, then the other written pages split between the
 *   translated locales in turn (with zh and ko: zh the first, third, fifth... of the sitemap, ko the second,
 *   fourth...), so each page's translation loads in one of them; and endpoint pages split the same way, every
 *   fourth of them over all the translated locales.
 */
function sweptPaths(locale: Locale): string[] {
  let endpoint = 0;
  let written = 0;
  const turn = translatedLocales.findIndex((code) => code === locale);
  const turns = translatedLocales.length;
  return sitemapPaths(locale).filter((path) => {
    if (generatedEndpoint(path)) return locale === defaultLocale ? endpoint++ % 4 === 0 : endpoint++ % (4 * turns) === 4 * turn;
    if (locale === defaultLocale || path === `/${locale}/` || path.includes('/quick-start/')) return true;
    return written++ % turns === turn;
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
        await expect(page.locator('html')).toHaveAttribute('lang', localeEntry(locale).htmlLang);
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

// Every page of every locale, as the build wrote it (the browser loads the sample above): its language, exactly one h1,
// a description for search engines, no Markdown marks left unparsed in its text (admonitions, emphasis next to
// CJK punctuation: remark-cjk-friendly), and every part in its place in the HTML.
for (const locale of locales) {
  test(`every ${locale} page of the sitemap: its language, one h1, a description, no Markdown marks in its text, every part in place`, () => {
    const problems = sitemapPaths(locale).flatMap((path) => {
      const html = builtHtml(path);
      const found: string[] = [];
      if (/<html[^>]*\slang="?([\w-]+)/.exec(html)?.[1] !== localeEntry(locale).htmlLang) found.push('lang');
      if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) found.push('h1 count');
      if (!/<meta[^>]*\sname="?description"?[^>]*\scontent="?[^\s">]/.test(html)) found.push('description');
      // React writes a Suspense boundary's content out of order, after the page, when it is large: its fallback shows
      // until an inline script moves it in (src/components/KeepServerHtml).
      if (/<template id="?B:/.test(html)) found.push('a Suspense boundary written after the page');
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      const text = decodeEntities(main.replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/g, ' '));
      found.push(...[...text.matchAll(/.{0,20}(\*\*|~~|:::).{0,20}/g)].map((match) => `marks: ${match[0]}`));
      return found.map((problem) => `${path}: ${problem}`);
    });
    expect(problems).toEqual([]);
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
