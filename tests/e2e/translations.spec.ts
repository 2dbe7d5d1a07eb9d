// Translated pages in the browser: the note on a stale translation, search in the page's own language, and the
// locale dropdown (CONTRIBUTING.md, "Translating"): one translated page per section, in each locale.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {
  defaultLocale,
  docTitle,
  expectLandedOn,
  guidePage,
  type Locale,
  localeEntry,
  nextTranslatedLocale,
  type TranslatedLocale,
  translatedLocales,
  typeInSearchDialog,
  uiString,
  waitForHydration,
} from './support';

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
 * Operator pages also name a nodeos option exactly as the terminal prints it: a translation keeps it findable.
 */
const pagePerSection: Array<{section: string; path: string; query: Record<TranslatedLocale, string>; option?: string}> = [
  {section: 'quick-start', path: '/docs/latest/quick-start/build-and-deploy', query: {zh: '测试网', ko: '테스트넷'}},
  {section: 'core-concepts', path: '/docs/latest/core-concepts/accounts', query: {zh: '账户', ko: '계정'}},
  {section: 'smart-contracts', path: '/docs/latest/smart-contracts/assertions', query: {zh: '断言', ko: '어서션'}},
  {section: 'guides', path: '/docs/latest/guides/create-an-nft', query: {zh: '铸造', ko: '민팅'}},
  {section: 'web-applications', path: '/docs/latest/web-applications/beginner-concepts', query: {zh: '钱包', ko: '지갑'}},
  {section: 'miscellaneous', path: '/docs/latest/miscellaneous/glossary', query: {zh: '术语表', ko: '용어집'}},
  {
    section: 'advanced-topics',
    path: '/docs/latest/advanced-topics/transactions-protocol',
    query: {zh: '签名摘要', ko: '다이제스트'},
    option: 'transaction-retry-max-expiration-sec',
  },
  {section: 'node-operation', path: '/docs/latest/node-operation/api-node', query: {zh: '公共', ko: '공개'}, option: 'http-max-bytes-in-flight-mb'},
  {
    section: 'node-operation/getting-started',
    path: '/docs/latest/node-operation/getting-started/snapshots',
    query: {zh: '快照', ko: '스냅샷'},
    option: 'integrity-hash-on-start',
  },
  {
    section: 'node-operation/getting-started/logging',
    path: '/docs/latest/node-operation/getting-started/logging/third-party-logging/deep-mind-logger',
    query: {zh: '日志记录器', ko: '로거'},
    option: 'deep-mind',
  },
  {
    section: 'node-operation/plugins',
    path: '/docs/latest/node-operation/plugins/state-history',
    query: {zh: '状态增量', ko: '상태 델타'},
    option: 'state-history-log-retain-blocks',
  },
  {
    section: 'node-operation/history',
    path: '/docs/latest/node-operation/history/build-hyperion-software-components',
    query: {zh: '软件组件', ko: '구성 요소'},
    option: 'chain-state-history',
  },
  {
    section: 'node-operation/migration-guides',
    path: '/docs/latest/node-operation/migration-guides/upgrade-guide-5-0',
    query: {zh: '升级', ko: '업그레이드'},
    option: 'disable-subjective-p2p-billing',
  },
  {
    section: 'node-operation/tutorials',
    path: '/docs/latest/node-operation/tutorials/watching-transfers',
    query: {zh: '转账', ko: '전송'},
    option: 'trace-no-abis',
  },
  {section: 'evm quick-start', path: '/evm/quick-start/setup-metamask', query: {zh: '添加网络', ko: '네트워크 추가'}},
  {section: 'evm configure-tooling', path: '/evm/configure-tooling/hardhat', query: {zh: '部署', ko: '배포'}},
  {section: 'evm smart-contracts', path: '/evm/smart-contracts/events', query: {zh: '事件', ko: '이벤트'}},
  {section: 'evm architecture', path: '/evm/architecture/token-economy', query: {zh: '经济', ko: '이코노미'}},
  {section: 'evm core-concepts', path: '/evm/core-concepts/gas', query: {zh: 'Gas 价格', ko: '가스 가격'}},
  {section: 'evm advanced-guides', path: '/evm/advanced-guides/using-multicall3', query: {zh: '批量读取', ko: '일괄 처리'}},
  {section: 'evm miners-and-nodes', path: '/evm/miners-and-nodes/transaction-miner', query: {zh: '交易矿工', ko: '마이너'}},
  {section: 'evm miscellaneous', path: '/evm/miscellaneous/json-rpc-compatibility', query: {zh: '兼容性', ko: '호환성'}},
];

/** The translated file of a page (`/docs/latest/x` -> i18n/<locale>/docusaurus-plugin-content-docs/current/x.md). */
function translatedFile(locale: string, path: string): string {
  const {set, slug} = guidePage(path)!;
  const base = join('i18n', locale, set.i18nDir, 'current', slug);
  return existsSync(join(root, `${base}.mdx`)) ? `${base}.mdx` : `${base}.md`;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Picks a language in the navbar's locale dropdown, by the names the registry gives the languages. */
async function switchLanguage(page: Page, from: Locale, to: Locale) {
  const navbar = page.locator('nav.navbar');
  await navbar.getByRole('button', {name: localeEntry(from).label}).hover();
  await navbar.getByRole('link', {name: localeEntry(to).label}).click();
}

for (const locale of translatedLocales) {
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

  pagePerSection.forEach(({section, path: english, query, option}, index) => {
    const path = `/${locale}${english}`;
    const file = translatedFile(locale, english);
    /** Searches in the dialog and opens the first result of this page: its exact URL and h1. */
    const findAndOpen = async (page: Page, title: string, words: string) => {
      await page.keyboard.press('Control+k');
      await typeInSearchDialog(page, words);
      const group = page.getByRole('dialog').getByRole('group', {name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)});
      const option = group.getByRole('option').first();
      await expect(option).toBeVisible();
      const href = (await option.getAttribute('href'))!;
      expect(href.split('#')[0]).toBe(path);
      await option.click();
      await expectLandedOn(page, href, title);
    };
    test.describe(`${locale} ${section}: ${path}`, () => {
      test(`is translated, and search finds it by a word of its language${option ? ' and by a nodeos option' : ''}`, async ({page}) => {
        const title = docTitle(path);
        await open(page, path);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
        // A current translation shows no note; a stale one the stale note (the English changed since).
        const stale = uiString(locale, 'docs.staleTranslation.notice', '').split('{englishPage}')[0];
        if (isCurrent(file)) await expect(page.getByRole('note')).toHaveCount(0);
        else await expect(page.getByRole('note')).toContainText(stale);
        await findAndOpen(page, title, query[locale]);
        if (option) await findAndOpen(page, title, option);
      });

      // The dropdown is the same on every page: the first three sections prove it (the suite keeps to its time).
      if (index >= 3) return;
      test('the locale dropdown opens the same page in the other languages', async ({page}) => {
        const other = nextTranslatedLocale(locale);
        await open(page, path);
        await switchLanguage(page, locale, other);
        await expectLandedOn(page, `/${other}${english}`, docTitle(`/${other}${english}`));
        await waitForHydration(page);
        await switchLanguage(page, other, defaultLocale);
        await expectLandedOn(page, english, docTitle(english));
      });
    });
  });
}
