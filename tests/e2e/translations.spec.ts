// Translated pages in the browser: the note on a stale translation, search in the page's own language, and the
// locale dropdown (CONTRIBUTING.md, "Translating"). The pages are read from i18n/: one per section and locale.
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {docTitle, expectLandedOn, uiString, waitForHydration} from './support';

const root = join(__dirname, '..', '..');

/** Whether a translation's record (translation_of: <English file>@<hash>) matches its English file as it is now. */
function isCurrent(content: string): boolean {
  const record = /^translation_of:\s*(\S+)@([0-9a-f]{12})\s*$/m.exec(content);
  if (!record) return false;
  return createHash('sha256').update(readFileSync(join(root, record[1]))).digest('hex').startsWith(record[2]);
}

/** The first current translation of each section of the native set, per locale (stale ones show a note). */
function translatedPagePerSection(locale: 'zh' | 'ko'): Array<{section: string; path: string; title: string}> {
  const dir = join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
  const files = (readdirSync(dir, {recursive: true}) as string[])
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.mdx?$/.test(file) && isCurrent(readFileSync(join(dir, file), 'utf8')))
    .sort();
  const bySection = new Map<string, string>();
  for (const file of files) if (!bySection.has(file.split('/')[0])) bySection.set(file.split('/')[0], file);
  return [...bySection].map(([section, file]) => {
    const path = `/${locale}/docs/latest/${file.replace(/\.mdx?$/, '')}`;
    return {section, path, title: docTitle(path)};
  });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const languageLabel = {en: 'English', zh: '简体中文', ko: '한국어'} as const;

/** Picks a language in the navbar's locale dropdown. */
async function switchLanguage(page: Page, from: keyof typeof languageLabel, to: keyof typeof languageLabel) {
  const navbar = page.locator('nav.navbar');
  await navbar.getByRole('button', {name: languageLabel[from]}).hover();
  await navbar.getByRole('link', {name: languageLabel[to]}).click();
}

for (const locale of ['zh', 'ko'] as const) {
  test(`${locale}: a stale translation says so above the content and links the English page`, async ({page}) => {
    const path = `/${locale}/e2e/docs/translated`;
    const response = await page.goto(path);
    expect(response?.status(), `${path} is missing: build with E2E_FIXTURES=1, as scripts/test.sh does`).toBe(200);
    await waitForHydration(page);
    const note = page.getByRole('note');
    await expect(note).toHaveText(
      uiString(locale, 'docs.staleTranslation.notice', '').replace('{englishPage}', uiString(locale, 'docs.staleTranslation.link', '')),
    );
    // Above the content: the note comes before the page's first paragraph.
    const notePrecedes = await note.evaluate((el) => {
      const first = document.querySelector('article .markdown p');
      return Boolean(first && el.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(notePrecedes).toBe(true);
    await note.getByRole('link').click();
    await expectLandedOn(page, '/e2e/docs/translated', 'Translation fixture');
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  for (const {section, path, title} of translatedPagePerSection(locale)) {
    test.describe(`${locale} ${section}: ${path}`, () => {
      test('shows no notice while its translation is current, and search in its language finds it', async ({page}) => {
        await open(page, path);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
        await expect(page.getByRole('note')).toHaveCount(0);
        await page.keyboard.press('Control+k');
        await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
        await page.keyboard.type(title);
        const group = page.getByRole('dialog').getByRole('group', {name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)});
        const option = group.getByRole('option').first();
        await expect(option).toBeVisible();
        const href = (await option.getAttribute('href'))!;
        expect(href.split('#')[0]).toBe(path);
        await option.click();
        await expectLandedOn(page, href, title);
      });

      test('the locale dropdown opens the same page in the other languages', async ({page}) => {
        const other = locale === 'zh' ? 'ko' : 'zh';
        const english = path.slice(locale.length + 1);
        await open(page, path);
        await switchLanguage(page, locale, other);
        await expectLandedOn(page, `/${other}${english}`, docTitle(`/${other}${english}`));
        await waitForHydration(page);
        await switchLanguage(page, other, 'en');
        await expectLandedOn(page, english, docTitle(english));
      });
    });
  }
}
