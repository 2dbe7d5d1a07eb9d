// Files for programs rather than readers (src/plugins/machine-readable): each API's OpenAPI file, bundled, linked from
// its version's landing page in every locale, and robots.txt naming each locale's sitemap.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {lintFromString, loadConfig} from '@redocly/openapi-core';
import {parse} from 'yaml';
import {apiNames, apiVersions} from '../../src/config/api-versions';
import {localePrefix, locales, waitForHydration} from './support';

const root = join(__dirname, '..', '..');
// The default of src/config/env.ts (SITE_URL): scripts/test.sh does not set it.
const siteUrl = 'https://docs.eosnetwork.com';

/** Problems the project's lint rules (redocly.yaml) find in a served OpenAPI file: none, warnings included. */
async function lintProblems(source: string, name: string): Promise<string[]> {
  const config = await loadConfig({configPath: join(root, 'redocly.yaml')});
  const problems = await lintFromString({source, absoluteRef: join(root, 'openapi', name), config});
  return problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
}

for (const locale of locales) {
  for (const version of apiVersions) {
    test(`${locale}: the ${version} landing page links each API's OpenAPI file, which is valid, bundled and lints clean`, async ({page}) => {
      test.setTimeout(60_000);
      await page.goto(`${localePrefix(locale)}/apis/spring/${version}/`);
      await waitForHydration(page);
      for (const [index, api] of apiNames.entries()) {
        const link = page.getByRole('link', {name: `${api}.yaml`, exact: true});
        const href = `${localePrefix(locale)}/openapi/${version}/${api}.yaml`;
        await expect(link).toHaveAttribute('href', href);
        let source: string;
        if (index === 0) {
          // Followed as a reader does: the browser downloads the file.
          const download = page.waitForEvent('download');
          await link.click();
          source = readFileSync(await (await download).path(), 'utf8');
        } else {
          const response = await page.request.get(href);
          expect(response.status(), href).toBe(200);
          expect(response.headers()['content-type'], href).toBe('application/yaml');
          source = await response.text();
        }
        const spec = parse(source) as {openapi: string; info: {title: string}; paths: Record<string, unknown>};
        expect(spec.openapi, href).toMatch(/^3\.\d+\.\d+$/);
        const original = parse(readFileSync(join(root, 'openapi', version, `${api}.yaml`), 'utf8')) as typeof spec;
        expect(spec.info.title, href).toBe(original.info.title);
        expect(Object.keys(spec.paths), href).toEqual(Object.keys(original.paths));
        // Self-contained: no reference leaves the file.
        expect(source.match(/\$ref: ['"]?(?!#)[^\s'"]+/g) ?? [], href).toEqual([]);
        if (locale === 'en') expect(await lintProblems(source, `${version}/${api}.yaml`), href).toEqual([]);
      }
    });
  }
}

test('robots.txt allows everything and names the sitemap of each locale, each of which answers', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.split('\n').slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  const sitemaps = [...text.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => match[1]);
  expect(sitemaps).toEqual(locales.map((locale) => `${siteUrl}${localePrefix(locale)}/sitemap.xml`));
  for (const sitemap of sitemaps) {
    const served = await request.get(new URL(sitemap).pathname);
    expect(served.status(), sitemap).toBe(200);
    expect(await served.text(), sitemap).toContain(`<loc>${siteUrl}${sitemap.slice(siteUrl.length, -'sitemap.xml'.length)}`);
  }
});

/** The og:image of a page as its served HTML names it (what a link preview reads; it runs no script), with its size and alt text. */
async function socialCard(page: import('@playwright/test').Page, path: string) {
  const response = await page.goto(path);
  const html = await response!.text();
  return page.evaluate((source) => {
    const head = new DOMParser().parseFromString(source, 'text/html').head;
    const all = (selector: string) => [...head.querySelectorAll(selector)].map((meta) => meta.getAttribute('content'));
    return {
      image: all('meta[property="og:image"]'),
      twitter: all('meta[name="twitter:image"]'),
      width: all('meta[property="og:image:width"]'),
      height: all('meta[property="og:image:height"]'),
      alt: all('meta[property="og:image:alt"]'),
    };
  }, html);
}

for (const [locale, path, card, alt] of [
  ['en', '/', 'home', /^Vaulta developer docs: /],
  ['en', '/docs/latest/quick-start/introduction', 'docs', /^Vaulta native chain: /],
  ['en', '/evm/quick-start/introduction', 'evm', /^Vaulta EVM: /],
  ['en', '/apis/spring/latest/chain.api/get-info', 'home', /^Vaulta developer docs: /],
  ['zh', '/zh/evm/quick-start/introduction', 'evm', /^Vaulta EVM：/],
  ['ko', '/ko/docs/latest/quick-start/introduction', 'docs', /^Vaulta 네이티브 체인: /],
] as const) {
  test(`${path} names the ${card} social card (1200 x 630, alt in ${locale}), and the image answers`, async ({page}) => {
    const shown = await socialCard(page, path);
    const expected = `${siteUrl}${localePrefix(locale)}/img/social/${card}.png`;
    // One of each: the docs set's card replaces the site's.
    expect(shown.image).toEqual([expected]);
    expect(shown.twitter).toEqual([expected]);
    expect([shown.width, shown.height]).toEqual([['1200'], ['630']]);
    expect(shown.alt).toHaveLength(1);
    expect(shown.alt[0]).toMatch(alt);
    const response = await page.request.get(new URL(expected).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // The PNG's own size (IHDR): width and height, big-endian, at bytes 16 and 20.
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}
