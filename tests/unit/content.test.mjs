import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {main as markdownlintCli2} from 'markdownlint-cli2';
import {lint} from 'markdownlint-cli2/markdownlint/promise';
import jsoncParse from 'markdownlint-cli2/parsers/jsonc';
import {existsSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {PLACEHOLDER_DESCRIPTION, allPages, anchorsOf, checkContent, checkFolders, checkLinks, checkPage, checkRedirects} from '../../scripts/check-content.mjs';
import {CJK_LOCALES, cjkEmphasisProblems, listPages} from '../../scripts/check-content.mjs';
import {docsSets, guideSets} from '../../src/config/site-registry.mjs';
import {micromark} from 'micromark';

const root = fileURLToPath(new URL('../..', import.meta.url));
const prose = (words) => Array.from({length: words}, (_, i) => `word${i}`).join(' ');
const page = (body, frontMatter = 'title: A page\ndescription: What it gives you.') => `---\n${frontMatter}\n---\n\n${body}\n`;

// The hand-written checks (scripts/check-content.mjs).

test('a complete page meets the bar', () => {
  assert.deepEqual(checkPage(page(`## Start\n\n${prose(320)}\n\n### Detail\n\n\`\`\`cpp title="a.cpp"\nint x;\n\`\`\``)), []);
});

test('missing front matter is reported', () => {
  assert.deepEqual(checkPage(page(prose(320), 'title: Only a title')), ['missing front matter "description"']);
});

test('headings and words inside code blocks do not count', () => {
  const code = `\`\`\`bash\n# a shell comment, not a heading\n${prose(400)}\n\`\`\``;
  assert.match(checkPage(page(`## A\n\n${prose(10)}\n\n${code}`)).join(), /only 11 words of prose/);
});

test('an unclosed code fence is reported', () => {
  assert.match(checkPage(page(`${prose(320)}\n\n\`\`\`bash\nls`)).join(), /unclosed code fence/);
});

test('an apostrophe in image alt text is reported', () => {
  assert.deepEqual(checkPage(page(`${prose(320)}\n\n![A diagram of the flow](./img/diagram.svg)`)), []);
  assert.match(checkPage(page(`${prose(320)}\n\n![The node's flow](./img/diagram.svg)`)).join(), /apostrophe in image alt text/);
});

test('placeholder markers are reported', () => {
  for (const marker of ['TODO', 'TBD', 'Lorem ipsum', 'Coming soon']) {
    assert.match(checkPage(page(`${prose(320)} ${marker}`)).join(), /placeholder marker/, marker);
  }
});

test('the placeholder description of new-page, invalid front matter and a non-numeric sidebar_position are reported', () => {
  assert.deepEqual(checkPage(page(prose(320), `title: A page\ndescription: ${PLACEHOLDER_DESCRIPTION}`)), ['front matter "description" is still the placeholder of new-page']);
  assert.match(checkPage(page(prose(320), 'title: Set up: the node\ndescription: x')).join(), /front matter is not valid YAML/);
  assert.deepEqual(checkPage(page(prose(320), 'title: A page\ndescription: x\nsidebar_position: first')), ['front matter "sidebar_position" is not a number']);
});

test('the old admonition title form and words that make a step sound trivial are reported, in prose only', () => {
  assert.deepEqual(checkPage(page(`${prose(320)}\n\n:::note Test networks only\n\nText.\n\n:::`)), ['line 8: admonition title outside brackets (write :::note[Title])']);
  assert.deepEqual(checkPage(page(`${prose(320)}\n\n:::note[Test networks only]\n\nText.\n\n:::`)), []);
  assert.deepEqual(checkPage(page(`${prose(320)}\n\nThen simply run the node.`)), ['line 8: "simply" tells the reader a step is trivial; say what to do']);
  assert.deepEqual(checkPage(page(`${prose(320)}\n\nJust run \`make\`.`)), ['line 8: "Just run" tells the reader a step is trivial; say what to do']);
  assert.deepEqual(checkPage(page(`${prose(320)}\n\nIt stops just before the block; \`simply\` in code is fine.\n\n\`\`\`bash\n# simply\n\`\`\``)), []);
});

// Emphasis next to Chinese and Korean text, checked against micromark, the CommonMark parser under remark: the site
// reads more of it thanks to remark-cjk-friendly, the `.md` copies, llms-full.txt and GitHub do not.

/** Whether CommonMark reads a bold or an italic in a line. */
const emphasised = (markdown) => /<(strong|em)>/.test(micromark(markdown));

test('emphasis that closes after punctuation before a letter, or opens after a letter before punctuation, is reported, as micromark reads it', () => {
  const broken = [
    ['- **Gas 价格。**这里没有费用竞价。', '"。**这" closes'],
    ['- **数组：**定长（`uint256[3]`）。', '"：**定" closes'],
    ['- **重入保护。**OpenZeppelin 提供了 `nonReentrant`。', '"。**O" closes'],
    ['- **依赖 `transfer` 来限制重入。**2300 Gas 的补贴并不是安全边界。', '"。**2" closes'],
    ['需要用**链描述符（chain descriptor）**来描述该链。', '"）**来" closes'],
    ['**소유 증명(proof of possession)**은 개인 키를 가졌음을 증명합니다.', '")**은" closes'],
    ['- **`owner`**는 루트입니다.', '"`**는" closes'],
    ['- **“持币最多的人控制着链。”**投票决定区块生产者。', '"”**投" closes'],
    ['这是*“术语”*的解释。', '"是*“" opens'],
    ['这是__“术语”__的解释。', '"是__“" opens'],
    ['这是**“术语”** 的解释。', '"是**“" opens'],
  ];
  for (const [line, problem] of broken) {
    assert.equal(emphasised(line), false, `micromark reads emphasis in ${line}`);
    const problems = cjkEmphasisProblems(page(line));
    assert.ok(problems.length > 0, line);
    assert.match(problems[0], new RegExp(`^line 6: ${problem.replace(/[*()`]/g, '\\$&')}`), line);
  }
  const fine = [
    '- **Gas 价格**。这里没有费用竞价。',
    '- **数组**：定长（`uint256[3]`）。',
    '- **依赖 `transfer` 来限制重入**。2300 Gas 的补贴并不是安全边界。',
    '需要用**链描述符**（chain descriptor）来描述该链。',
    '**소유 증명**(proof of possession)은 개인 키를 가졌음을 증명합니다.',
    '- **`owner`는** 루트입니다.',
    '- “**持币最多的人控制着链。**”投票决定区块生产者。',
    '这是“**术语**”的解释，*斜体*也一样。',
    '3. **Actions (A)와 Deltas (D)**: 워커가 디코딩합니다.',
    '- **Gas 价格。** 后面有空格。',
    '**Bold** and _italic_ in English, `eosio_token` and [a link](https://example.com/a_b*c).',
  ];
  for (const line of fine) {
    assert.equal(emphasised(line), true, `micromark reads no emphasis in ${line}`);
    assert.deepEqual(cjkEmphasisProblems(page(line)), [], line);
  }
  // Code is not Markdown: neither in a code span nor in a fenced block.
  assert.deepEqual(cjkEmphasisProblems(page('示例：`**Gas 价格。**这里`。\n\n```md\n- **Gas 价格。**这里\n```')), []);
  // List bullets, `a * b` and `_` inside words are not emphasis runs.
  assert.deepEqual(cjkEmphasisProblems(page('* 第一项：2 * 3 = 6，eosio_token 和 a_b。\n* **第二项**。')), []);
});

test('every Chinese and Korean page has emphasis CommonMark reads', () => {
  const folders = CJK_LOCALES.flatMap((locale) =>
    docsSets.map((set) => join(root, 'i18n', locale, set.i18nDir, 'current')),
  );
  const problems = folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => listPages(folder))
    .flatMap((file) => cjkEmphasisProblems(readFileSync(file, 'utf8')).map((problem) => `${file.slice(root.length)}: ${problem}`));
  assert.deepEqual(problems, []);
});

/** A site of two English pages and a zh translation in a temporary folder. */
function fixtureSite(files) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), {recursive: true});
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

test('links to missing pages and missing anchors are reported, in every locale; good ones and other sites are not', () => {
  const site = fixtureSite({
    'docs/a/one.md': page('## Set up the node\n\nSee [two](../b/two.md#keys), [missing](../b/none.md), [bad anchor](../b/two.md#nope), [self](#set-up-the-node), [evm](/evm/x), [docs route](/docs/latest/b/two#keys), [api](/apis/spring/latest/), [web](https://example.com/a.md).'),
    'docs/b/two.md': page('## Keys and permissions {#keys}\n\nText.'),
    'evm/x.md': page('## X\n\nText.'),
    'i18n/zh/docusaurus-plugin-content-docs/current/a/one.md': page('## 设置节点 {#set-up-the-node}\n\n见 [二](../b/two.md#keys)、[三](../b/three.md)。'),
  });
  const problems = checkLinks(allPages(site), site);
  assert.deepEqual(problems, [
    'docs/a/one.md:8: link to ../b/none.md: no such page',
    'docs/a/one.md:8: link to ../b/two.md#nope: docs/b/two.md has no heading #nope',
    'i18n/zh/docusaurus-plugin-content-docs/current/a/one.md:8: link to ../b/three.md: no such page in zh',
  ]);
});

test('every link and anchor of the site resolves in every locale, and every redirect has its page', async () => {
  assert.deepEqual(checkLinks(allPages(root), root), []);
  assert.deepEqual(await checkRedirects(root), []);
});

test('heading anchors follow Docusaurus: explicit ids, else the slug of the text without formatting, numbered when repeated', () => {
  assert.deepEqual([...anchorsOf('## The `get_info` call\n\n## A **bold** _word_ and [a link](x.md)\n\n## Example\n\n### Example\n\n## Keys {#my-keys}\n\n```md\n## Not a heading\n```')], ['the-get_info-call', 'a-bold-word-and-a-link', 'example', 'example-1', 'my-keys']);
});

test('a redirect to a page that does not exist is reported', async () => {
  const site = fixtureSite({
    'docs/a/one.md': page('Text.'),
    'src/config/redirects.ts': "export const movedPages: Array<[string, string]> = [['/old/', '/docs/latest/a/one'], ['/gone/', '/docs/latest/a/none'], ['/api/', '/apis/spring/latest/']];\n",
  });
  assert.deepEqual(await checkRedirects(site), ['src/config/redirects.ts: /gone/ redirects to /docs/latest/a/none, which is not a page']);
});

test('check:content on named files checks only those and reports every tool and check at once', {timeout: 120_000}, async () => {
  const {pages, results} = await checkContent(['docs/quick-start/introduction.md']);
  assert.equal(pages, 1);
  assert.deepEqual(results.map((r) => r.name).sort(), ['cspell', 'facts', 'links and anchors', 'markdownlint', 'page bar', 'redirects']);
  assert.deepEqual(results.filter((r) => r.problems.length), []);
});

test('every page of docs/ and evm/ meets the content bar', () => {
  const folders = guideSets.map((set) => fileURLToPath(new URL(`../../${set.dir}`, import.meta.url)));
  const failures = checkFolders(folders).map(({file, problems}) => `${file}: ${problems.join('; ')}`);
  assert.deepEqual(failures, []);
});

// markdownlint with the project's configuration (.markdownlint-cli2.jsonc).

const markdownlintConfig = jsoncParse(readFileSync(new URL('../../.markdownlint-cli2.jsonc', import.meta.url), 'utf8')).config;

/** The rule names markdownlint reports for one page, as "line RULE" strings. */
async function markdownlintFindings(source) {
  const results = await lint({strings: {'page.md': source}, config: markdownlintConfig});
  return results['page.md'].map((result) => `${result.lineNumber} ${result.ruleNames[0]}`).sort();
}

const fine = `## Start\n\nThe page's opening.\n\n### Detail\n\nMore text.\n`;

test('markdownlint: a page that follows the rules has no findings', async () => {
  const mdx = [
    "import EvmNetworkTable from '@site/src/components/EvmNetworkTable';",
    '',
    '## Networks {#networks}',
    '',
    '<EvmNetworkTable />',
    '',
    ':::note[Before you start]',
    '',
    'See [the networks](#networks) and [the detail](#a-custom-id), or <https://example.com/a>.',
    '',
    ':::',
    '',
    '### Detail {#a-custom-id}',
    '',
    '```cpp title="hello.cpp"',
    '#include <eosio/eosio.hpp>',
    '```',
    '',
    '![A diagram of the flow](./img/diagram.svg)',
    '',
    '- *emphasis* and **strong**',
    '',
    '| Field | Meaning |',
    '|---|---|',
    '| `a` | b |',
  ].join('\n');
  assert.deepEqual(await markdownlintFindings(page(mdx)), []);
});

test('markdownlint: a skipped heading level is reported, counting the title as the h1', async () => {
  assert.deepEqual(await markdownlintFindings(page('## A\n\n#### C\n\nText.')), ['8 MD001']);
  assert.deepEqual(await markdownlintFindings(page('### First\n\nText.')), ['6 MD001']);
});

test('markdownlint: a body h1 is reported', async () => {
  assert.deepEqual(await markdownlintFindings(page(`# Title again\n\n${fine.trimEnd()}`)), ['6 MD025']);
});

test('markdownlint: a code fence without a language is reported, even with a title', async () => {
  assert.deepEqual(await markdownlintFindings(page(`${fine}\n\`\`\`\ncode\n\`\`\``)), ['14 MD040']);
  assert.deepEqual(await markdownlintFindings(page(`${fine}\n\`\`\`title="x"\ncode\n\`\`\``)), ['14 MD040']);
  assert.deepEqual(await markdownlintFindings(page(`${fine}\n    indented code`)), ['14 MD046']);
});

test('markdownlint: an image without alt text and a bare URL are reported', async () => {
  assert.deepEqual(await markdownlintFindings(page(`${fine}\n![](./img/diagram.svg)`)), ['14 MD045']);
  assert.deepEqual(await markdownlintFindings(page(`${fine}\nSee https://example.com/a.`)), ['14 MD034']);
});

test('markdownlint: whitespace, raw HTML and a broken in-page link are reported', async () => {
  assert.deepEqual(await markdownlintFindings(page(`${fine}\n\nText. \nA\ttab.`)), ['14 MD012', '15 MD009', '16 MD010'].sort());
  assert.deepEqual(await markdownlintFindings(page(`${fine}\n<div>raw</div>`)), ['14 MD033']);
  assert.deepEqual(await markdownlintFindings(page(`${fine}\nSee [below](#no-such-heading).`)), ['14 MD051']);
});

test('markdownlint: every page has no findings', {timeout: 300_000}, async () => {
  const output = [];
  const exitCode = await markdownlintCli2({
    directory: root,
    argv: [],
    logMessage: (message) => output.push(message),
    logError: (message) => output.push(message),
  });
  assert.equal(exitCode, 0, output.join('\n'));
});

// cspell with the project's configuration (cspell.config.yaml and .cspell/project-words.txt).

function cspell(args, input) {
  const result = spawnSync(process.execPath, [fileURLToPath(new URL('../../node_modules/cspell/bin.mjs', import.meta.url)), '--no-progress', '--no-summary', ...args], {cwd: root, input, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

test('cspell: a misspelling in prose or front matter is reported; code, URLs, anchors and project words are not', () => {
  const source = page(
    [
      'Run nodeos and cleos against Vaulta with `qqzzyinline --flagg`, see <https://qqzzy.example.com/xx>.',
      '',
      '## A heading {#qqzzy-anchor}',
      '',
      '```bash',
      'qqzzyfence --flagg',
      '```',
      '',
      'This sentance is misspelled.',
    ].join('\n'),
    'title: A page\ndescription: What it givs you.\nchecked_against: 2026-11-25 qqzzy 1.2.2',
  );
  const {status, output} = cspell(['stdin://page.md'], source);
  assert.equal(status, 1, output);
  const words = [...output.matchAll(/^page\.md:(\d+):\d+ - Unknown word \((\w+)\)/gm)].map((m) => `${m[1]} ${m[2]}`);
  assert.deepEqual(words, ['3 givs', '15 sentance']);
});

test('cspell: the English pages have no unknown words', {timeout: 300_000}, () => {
  const {status, output} = cspell([]);
  assert.equal(status, 0, output);
});

test('new-page writes a quoted title, the next sidebar_position and a placeholder description check:content refuses', () => {
  const site = fixtureSite({'docs/guides/a.md': page('Text.', 'title: A\ndescription: x\nsidebar_position: 3'), 'docs/guides/b.md': page('Text.', 'title: B\ndescription: x')});
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'new-page.mjs'), 'docs/guides/set-up', 'Set up: a node'], {encoding: 'utf8', env: {...process.env, SITE_DIR: site}});
  assert.equal(run.status, 0, run.stderr);
  const source = readFileSync(join(site, 'docs/guides/set-up.md'), 'utf8');
  assert.match(source, /^title: "Set up: a node"$/m);
  assert.match(source, /^sidebar_position: 4$/m);
  assert.ok(checkPage(source).includes('front matter "description" is still the placeholder of new-page'));
});
