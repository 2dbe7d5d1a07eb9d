// Every doc page leads authors to its source (CONTRIBUTING.md): "Edit this page" opens the file the page was built
// from, "Request a change" a new issue naming the page, and "Last updated" shows the file's last commit date.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {type TranslatedLocale, translatedLocales, waitForHydration} from './support';

const root = join(__dirname, '..', '..');
// The defaults of src/config/env.ts (REPOSITORY_URL, REPOSITORY_BRANCH): scripts/test.sh sets neither.
const repository = 'https://github.com/VaultaFoundation/docs-ui';
const siteUrl = 'https://docs.eosnetwork.com';

const git = (...args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8'}).trim();
const shallow = git('rev-parse', '--is-shallow-repository') === 'true';

const pages = [
  {kind: 'a native page', path: '/docs/latest/quick-start/write-a-contract', file: 'docs/quick-start/write-a-contract.md'},
  {kind: 'an EVM page', path: '/evm/quick-start/introduction', file: 'evm/quick-start/introduction.md'},
  {
    kind: 'a translated page',
    path: '/zh/docs/latest/guides/create-a-token',
    file: 'i18n/zh/docusaurus-plugin-content-docs/current/guides/create-a-token.md',
  },
  {kind: 'an untranslated page', path: '/ko/e2e/docs/untranslated', file: 'tests/fixtures/docs/untranslated.md'},
  {kind: 'a generated API page', path: '/apis/spring/latest/chain.api/get-info', file: 'openapi/latest/chain.yaml'},
  {kind: 'an API landing page', path: '/apis/spring/latest/', file: 'apis/spring/latest/index.md'},
];

for (const {kind, path, file} of pages) {
  test(`${kind}: edit link, request-change link and last-updated date (${path})`, async ({page}) => {
    expect(existsSync(join(root, file)), `${file} exists`).toBe(true);
    await page.goto(path);
    await waitForHydration(page);
    const footer = page.locator('footer.theme-doc-footer');
    await expect(footer.locator('a.theme-edit-this-page')).toHaveAttribute('href', `${repository}/edit/main/${file}`);

    const request = footer.getByRole('link', {name: /Request a change|请求修改|변경 요청/});
    const href = new URL((await request.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(`${repository}/issues/new`);
    const title = await page.getByRole('heading', {level: 1}).textContent();
    expect(href.searchParams.get('title')).toContain(title!.trim());
    expect(href.searchParams.get('body')).toContain(`${siteUrl}${path}`);

    // The date of the source file's last commit, or none at all on a shallow clone (never a wrong one).
    const time = footer.locator('.theme-last-updated time');
    if (shallow) {
      await expect(time).toHaveCount(0);
    } else {
      const committed = Number(git('log', '-1', '--format=%ct', '--', file));
      expect(committed, `${file} has a commit`).toBeGreaterThan(0);
      const shown = new Date((await time.getAttribute('datetime'))!).getTime() / 1000;
      expect(shown).toBe(committed);
    }
  });
}

const dateFormats: Record<TranslatedLocale, RegExp> = {
  zh: /最后于 \d{4}年\d{1,2}月\d{1,2}日/,
  ko: /\d{4}년 \d{1,2}월 \d{1,2}일/,
};

for (const locale of translatedLocales) {
  const format = dateFormats[locale];
  test(`${locale}: the last-updated date is written in the reader's language`, async ({page}) => {
    await page.goto(`/${locale}/docs/latest/quick-start/introduction`);
    const updated = page.locator('footer.theme-doc-footer .theme-last-updated');
    if (shallow) await expect(updated).toHaveCount(0);
    else await expect(updated).toContainText(format);
  });
}
