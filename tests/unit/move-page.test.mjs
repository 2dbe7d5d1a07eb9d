// The authors' page tools: `npm run move-page` on a fixture site (the page and its translation move, every link to it and from it still
// resolves in every locale, the redirect is added, translation records stay current), and `npm run translations:diff`.
// Run with: npx node --test tests/unit/move-page.test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {allPages, checkLinks, checkRedirects} from '../../scripts/check-content.mjs';
import {movePage, routeOf} from '../../scripts/move-page.mjs';
import {hashOf} from '../../src/lib/translation-record.mjs';

const page = (title, body, extra = '') => `---\ntitle: ${title}\ndescription: x\n${extra}---\n\n${body}\n`;
const zh = 'i18n/zh/docusaurus-plugin-content-docs/current';

function site() {
  const root = mkdtempSync(join(tmpdir(), 'move-page-'));
  const write = (file, text) => {
    mkdirSync(dirname(join(root, file)), {recursive: true});
    writeFileSync(join(root, file), text);
  };
  write('docs/a/one.md', page('One', '## Start\n\nSee [keys](../b/two.md#keys) and [two](/docs/latest/b/two).\n\n```md\n[not a link](../b/two.md)\n```'));
  write('docs/b/two.md', page('Two', '## Keys {#keys}\n\nBack to [one](../a/one.md#start).'));
  const record = (file) => `translation_of: ${file}@${hashOf(readFileSync(join(root, file)))}\n`;
  write(`${zh}/a/one.md`, page('一', '## 开始 {#start}\n\n见[密钥](../b/two.md#keys)。', record('docs/a/one.md')));
  write(`${zh}/b/two.md`, page('二', '## 密钥 {#keys}\n\n回到[一](../a/one.md#start)。', record('docs/b/two.md')));
  write('claims/docs/b/two.yml', '[]\n');
  write('src/config/redirects.ts', "export const movedPages: Array<[from: string, to: string]> = [\n  ['/old/', '/docs/latest/a/one'],\n];\n");
  return root;
}

test('routes: a page is its path without extension, an index page its folder', () => {
  assert.equal(routeOf('docs/b/two.md'), '/docs/latest/b/two');
  assert.equal(routeOf('evm/quick-start/endpoints.mdx'), '/evm/quick-start/endpoints');
  assert.equal(routeOf('docs/b/index.md'), '/docs/latest/b/');
});

test('a page moves with its translation and ledger, and every link, record and redirect follows', async () => {
  const root = site();
  const result = movePage(root, 'docs/b/two.md', 'docs/c/d/two.md');
  const read = (file) => readFileSync(join(root, file), 'utf8');
  for (const gone of ['docs/b/two.md', `${zh}/b/two.md`, 'claims/docs/b/two.yml']) assert.ok(!existsSync(join(root, gone)), gone);
  assert.match(read('docs/a/one.md'), /\[keys\]\(\.\.\/c\/d\/two\.md#keys\) and \[two\]\(\/docs\/latest\/c\/d\/two\)/);
  assert.match(read('docs/a/one.md'), /\[not a link\]\(\.\.\/b\/two\.md\)/, 'code is left alone');
  assert.match(read('docs/c/d/two.md'), /\[one\]\(\.\.\/\.\.\/a\/one\.md#start\)/);
  assert.match(read(`${zh}/a/one.md`), /\[密钥\]\(\.\.\/c\/d\/two\.md#keys\)/);
  assert.match(read(`${zh}/c/d/two.md`), /\[一\]\(\.\.\/\.\.\/a\/one\.md#start\)/);
  assert.ok(existsSync(join(root, 'claims/docs/c/d/two.yml')));
  // Both translations were current; their records now name the new path and today's English hashes.
  assert.match(read(`${zh}/c/d/two.md`), new RegExp(`^translation_of: docs/c/d/two\\.md@${hashOf(readFileSync(join(root, 'docs/c/d/two.md')))}$`, 'm'));
  assert.match(read(`${zh}/a/one.md`), new RegExp(`^translation_of: docs/a/one\\.md@${hashOf(readFileSync(join(root, 'docs/a/one.md')))}$`, 'm'));
  assert.deepEqual(result.refreshed.sort(), [`${zh}/a/one.md`, `${zh}/c/d/two.md`]);
  assert.match(read('src/config/redirects.ts'), /\['\/docs\/latest\/b\/two', '\/docs\/latest\/c\/d\/two'\],\n\];/);
  assert.deepEqual(checkLinks(allPages(root), root), []);
  assert.deepEqual(await checkRedirects(root), []);
});

test('a translation that was already stale stays stale after the move', () => {
  const root = site();
  const file = join(root, `${zh}/a/one.md`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/@[0-9a-f]{12}/, '@000000000000'));
  // one.md's link to two.md changes, so its English hash does; its stale translation keeps the old record.
  const {refreshed} = movePage(root, 'docs/b/two.md', 'docs/c/d/two.md');
  assert.deepEqual(refreshed, [`${zh}/c/d/two.md`]);
  assert.match(readFileSync(file, 'utf8'), /@000000000000/);
});

test('a move is refused when the target exists or the path is not a page', () => {
  const root = site();
  assert.throws(() => movePage(root, 'docs/b/two.md', 'docs/a/one.md'), /already exists/);
  assert.throws(() => movePage(root, 'docs/b/none.md', 'docs/c/none.md'), /not a page/);
  assert.throws(() => movePage(root, 'docs/b/two.md', 'evm/two.md'), /must be a \.md or \.mdx path in docs\//);
});

test('translations:diff finds the commit a translation was made from by the hash it records', async () => {
  const {execFileSync} = await import('node:child_process');
  const {commitWithHash} = await import('../../scripts/translation-diff.mjs');
  const root = join(import.meta.dirname, '..', '..');
  const page = 'docs/quick-start/introduction.md';
  const git = (...args) => execFileSync('git', args, {cwd: root, encoding: 'utf8'});
  const commits = git('log', '--format=%H', '--', page).split('\n').filter(Boolean);
  const older = commits.at(-1);
  const hash = hashOf(Buffer.from(git('show', `${older}:${page}`), 'utf8'));
  assert.equal(commitWithHash(page, hash)?.commit, commits.find((c) => hashOf(Buffer.from(git('show', `${c}:${page}`), 'utf8')) === hash));
  assert.equal(commitWithHash(page, '000000000000'), undefined);
});
