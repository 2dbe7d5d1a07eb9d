// Translated pages in the browser: the note on a stale translation, search in the page's own language, and the
// locale dropdown (CONTRIBUTING.md, "Translating"): one translated page per section, in each locale.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {docTitle, expectLandedOn, uiString, waitForHydration} from './support';

const root = join(__dirname, '..', '..');

/** Whether a translation's record (translation_of: <English file>@<hash>) matches its English file as it is now. */
function isCurrent(file: string): boolean {
  const record = /^translation_of:\s*(\S+)@([0-9a-f]{12})\s*$/m.exec(readFileSync(join(root, file), 'utf8'));
  if (!record) return false;
  return createHash('sha256').update(readFileSync(join(root, record[1]))).digest('hex').startsWith(record[2]);
}

/**
 * One translated page per section, with a word of the reader's language that finds it: what a reader would type
 * (Pagefind splits Chinese into words at build time, so a query is a word of the page, not necessarily its title).
 */
const pagePerSection = [
  {section: 'quick-start', page: 'quick-start/build-and-deploy', query: {zh: '测试网', ko: '테스트넷'}},
  {section: 'core-concepts', page: 'core-concepts/accounts', query: {zh: '账户', ko: '계정'}},
  {section: 'smart-contracts', page: 'smart-contracts/assertions', query: {zh: '断言', ko: '어서션'}},
  {section: 'guides', page: 'guides/create-an-nft', query: {zh: '铸造', ko: '민팅'}},
  {section: 'web-applications', page: 'web-applications/beginner-concepts', query: {zh: '钱包', ko: '지갑'}},
  {section: 'miscellaneous', page: 'miscellaneous/glossary', query: {zh: '术语表', ko: '용어집'}},
];

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

  for (const {section, page: doc, query} of pagePerSection) {
    const path = `/${locale}/docs/latest/${doc}`;
    const file = `i18n/${locale}/docusaurus-plugin-content-docs/current/${doc}.md`;
    test.describe(`${locale} ${section}: ${path}`, () => {
      test('is translated, and search in its language finds it', async ({page}) => {
        const title = docTitle(path);
        await open(page, path);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
        // A current translation shows no note; a stale one the stale note (the English changed since).
        const stale = uiString(locale, 'docs.staleTranslation.notice', '').split('{englishPage}')[0];
        if (isCurrent(file)) await expect(page.getByRole('note')).toHaveCount(0);
        else await expect(page.getByRole('note')).toContainText(stale);
        await page.keyboard.press('Control+k');
        await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
        await page.keyboard.type(query[locale]);
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
