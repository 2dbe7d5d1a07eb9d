import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {main as markdownlintCli2} from 'markdownlint-cli2';
import {lint} from 'markdownlint-cli2/markdownlint/promise';
import jsoncParse from 'markdownlint-cli2/parsers/jsonc';
import {checkFolders, checkPage} from '../../scripts/check-content.mjs';

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
    assert.match(checkPage(page(`${prose(320)} ${marker}`)).join(), /banned marker/, marker);
  }
});

test('every page of docs/ and evm/ meets the content bar', () => {
  const folders = ['docs', 'evm'].map((dir) => fileURLToPath(new URL(`../../${dir}`, import.meta.url)));
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
