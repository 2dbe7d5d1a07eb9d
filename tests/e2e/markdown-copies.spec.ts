// Every page as Markdown for assistants and tools (src/plugins/machine-readable): llms.txt and llms-full.txt in each
// locale, the `.md` copy of a sample of pages compared with what the page shows, every translated copy free of
// numeric character references, and the Copy page control.
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {apiNames, apiVersions} from '../../src/config/api-versions';
import {buildDir, defaultLocale, localePrefix, locales, sitemapPaths, translatedLocales, waitForHydration} from './support';

// The default of src/config/env.ts (SITE_URL): scripts/test.sh does not set it.
const siteUrl = 'https://docs.eosnetwork.com';
const markdownPath = (path: string) => `${path.replace(/\/+$/, '')}.md`;
const local = (url: string) => {
  expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
  return url.slice(siteUrl.length);
};

for (const locale of locales) {
  test(`${locale}: llms.txt lists every doc page of the sitemap once, by section, and every link answers`, async ({request}) => {
    test.setTimeout(90_000);
    const prefix = localePrefix(locale);
    const response = await request.get(`${prefix}/llms.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const lines = text.split('\n');
    // llmstxt.org: the name, a one-paragraph summary, then sections of links.
    expect(lines[0]).toBe('# Vaulta Developer Documentation');
    expect(lines[2]).toMatch(/^> \S.{80,}$/);
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections.length).toBeGreaterThanOrEqual(17);
    const links = [...text.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => local(match[1]));

    const docPages = sitemapPaths(locale).filter((path) => path.startsWith(`${prefix}/docs/`) || path.startsWith(`${prefix}/evm/`));
    expect(docPages.length).toBeGreaterThan(100);
    for (const page of docPages) {
      expect(links.filter((link) => link === markdownPath(page)), page).toHaveLength(1);
    }
    // One entry per API and version: its endpoint list, with its OpenAPI file named.
    for (const version of apiVersions) {
      for (const api of apiNames) {
        const list = `${prefix}/apis/spring/${version}/${api}.api.md`;
        const entry = lines.find((line) => line.includes(`](${siteUrl}${list})`));
        expect(entry, list).toContain(`${siteUrl}${prefix}/openapi/${version}/${api}.yaml`);
      }
    }
    const named = [...text.matchAll(/(https?:\/\/\S+?\.yaml)/g)].map((match) => local(match[1]));
    for (const link of [...new Set([...links, ...named])]) {
      const answer = await request.head(link);
      expect(answer.status(), link).toBe(200);
    }
  });
}

test('llms-full.txt holds the index, then every page listed in it, in the same order', async ({request}) => {
  // The default locale and one translated: the file is written the same way in each.
  for (const locale of [defaultLocale, translatedLocales.at(-1)!]) {
    const prefix = localePrefix(locale);
    const index = await (await request.get(`${prefix}/llms.txt`)).text();
    const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
    expect(full.startsWith(index)).toBe(true);
    const guideSection = index.slice(0, index.lastIndexOf('\n## '));
    const listed = [...guideSection.matchAll(/^- \[(.+?)\]\(/gm)].map((match) => match[1].replace(/\\([[\]])/g, '$1'));
    const pages = [...full.slice(index.length).matchAll(/^---\n\n# (.+)$/gm)].map((match) => match[1]);
    expect(pages).toEqual(listed);
  }
});

/** The `.md` files under a folder of the build. */
const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(path) : entry.name.endsWith('.md') ? [path] : [];
  });

// Bold that CommonMark does not close (`**Gas 价格。**这里`) comes out of the HTML-to-Markdown step with the next
// character as a numeric reference (`**Gas 价格。**&#x8FD9;里`); scripts/check-content.mjs refuses it in zh and ko
// pages. Read from the build's files, not requested: every page, in a second.
for (const locale of translatedLocales) {
  test(`${locale}: no .md copy and no llms-full.txt has a numeric character reference in its text`, () => {
    const dir = join(buildDir, locale);
    const files = [...markdownFiles(dir), join(dir, 'llms-full.txt')];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      // Code is shown as written: a reference there is the code's own.
      const text = readFileSync(file, 'utf8')
        .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
        .replace(/(`+)[^`\n]*?\1/g, '');
      return [...text.matchAll(/.{0,20}(?:&#x[0-9a-f]+;|&#\d+;).{0,10}/gi)].map((match) => `${relative(buildDir, file)}: ${match[0]}`);
    });
    expect(found).toEqual([]);
  });
}

/** What a doc page shows: its h1, its h2s, and each code block's language and text. */
async function shownDocPage(page: Page) {
  return page.evaluate(() => {
    const article = document.querySelector('.theme-doc-markdown')!;
    // The heading anchors' zero-width space is not part of the text.
    const text = (element: Element) => (element as HTMLElement).innerText.replace(/\u200b/g, '').trim();
    return {
      h1: text(article.querySelector('h1')!),
      h2: [...article.querySelectorAll('h2')].map(text),
      code: [...article.querySelectorAll('.theme-code-block')].map((block) => ({
        language: [...block.classList].find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '',
        // The lines the page shows, one element each.
        text: [...block.querySelectorAll('code .token-line')].map((line) => line.textContent).join('\n').replace(/\n$/, ''),
      })),
    };
  });
}

async function markdownOf(page: Page, path: string): Promise<string> {
  const response = await page.request.get(markdownPath(path));
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('text/markdown; charset=utf-8');
  return response.text();
}

for (const [label, path, extra] of [
  ['an MDX page with tabs', '/e2e/docs/tabs', ['**npm**', '**Yarn**', '> [!TIP]', '> [!WARNING]', '> **Test networks only**', '**Ask the node for its chain ID**']],
  ['a page with admonitions and titled code', '/docs/latest/node-operation/plugins/chain', ['> [!NOTE]', '> **Which version these options come from**', '> [!WARNING]']],
  ['a translated page', '/zh/docs/latest/smart-contracts/state-data', []],
  ['a translated EVM page', '/ko/evm/quick-start/endpoints', []],
] as const) {
  test(`${label}: ${path}.md has the page's title, headings and code`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const shown = await shownDocPage(page);
    const markdown = await markdownOf(page, path);
    const lines = markdown.split('\n');
    expect(lines[0]).toBe(`# ${shown.h1}`);
    expect(lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3))).toEqual(shown.h2);
    expect(shown.code.length).toBeGreaterThan(0);
    for (const block of shown.code) expect(markdown).toContain(`\`\`\`${block.language}\n${block.text}\n\`\`\``);
    for (const part of extra) expect(markdown).toContain(part);
    // No navigation, anchors or front matter: the copy is the page's content only.
    expect(markdown).not.toMatch(/^---$|Direct link to|Edit this page|\u200b/m);
    // Links are absolute.
    expect(markdown).not.toMatch(/\]\(\/[^/]/);
  });
}

test('an endpoint page as Markdown: method and path, request fields, an example request and the responses', async ({page}) => {
  const path = '/apis/spring/latest/chain.api/get-table-rows';
  await page.goto(path);
  await waitForHydration(page);
  const h1 = (await page.locator('h1').innerText()).trim();
  const method = (await page.locator('.openapi__method-endpoint .badge').first().innerText()).trim().toUpperCase();
  // Every field name the page's request and response schemas show.
  const fields = [...new Set((await page.locator('.openapi-schema__property').allInnerTexts()).map((name) => name.trim()).filter(Boolean))];
  const markdown = await markdownOf(page, path);
  const lines = markdown.split('\n');
  expect(lines[0]).toBe(`# ${h1}`);
  expect(method).toBe('POST');
  expect(lines[2]).toBe('`POST http://localhost:8080/v1/chain/get_table_rows`');
  expect(markdown).toContain(`OpenAPI file: ${siteUrl}/openapi/latest/chain.yaml`);
  expect(fields.length).toBeGreaterThan(5);
  for (const field of fields) expect(markdown).toContain(`- \`${field}\` (`);
  expect(markdown).toMatch(/## Example request\n\n```bash\ncurl -X POST 'http:\/\/localhost:8080\/v1\/chain\/get_table_rows' \\\n {2}-H 'Content-Type: application\/json' \\\n {2}-d '\{.+\}'\n```/);
  expect(markdown).toContain('## Responses\n\n### 200\n');
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const [locale, path, button, copied] of [
    ['en', '/docs/latest/node-operation/plugins/chain', 'Copy page', 'Copied the page as Markdown.'],
    ['zh', '/zh/evm/quick-start/introduction', '复制页面', '已将本页以 Markdown 格式复制。'],
  ] as const) {
    test(`${locale}: the keyboard copies the page's Markdown, and says so`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      const control = page.getByRole('button', {name: button, exact: true});
      await control.focus();
      await expect(control).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({hasText: copied})).toBeVisible();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(await markdownOf(page, path));
    });
  }

  test('a copy that cannot load the file says so', async ({page}) => {
    const path = '/evm/quick-start/introduction';
    await page.route(`**${markdownPath(path)}`, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page', exact: true}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page. Open it as Markdown instead.'})).toBeVisible();
  });

  test('"View as Markdown" opens the page\'s Markdown file', async ({page}) => {
    const path = '/docs/latest/quick-start/introduction';
    await page.goto(path);
    await waitForHydration(page);
    const [response] = await Promise.all([page.waitForResponse(`**${markdownPath(path)}`), page.getByRole('link', {name: 'View as Markdown'}).click()]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(`${new URL(page.url()).origin}${markdownPath(path)}`);
    expect((await page.locator('body').innerText()).startsWith('# ')).toBe(true);
  });
});
