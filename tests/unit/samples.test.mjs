// The sample extractor and runner (scripts/lib/samples.mjs, scripts/check-samples.mjs) and the JSON checker.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {allBlocks, blocksOf, descriptionBlocks, parseInfo, withoutMagicComments} from '../../scripts/lib/samples.mjs';
import {checkSamples} from '../../scripts/check-samples.mjs';

const page = (fence, code) => `# A page\n\nText.\n\n${fence}\n${code}\n\`\`\`\n`;

test('a fence gives its language, title, fragment and skip reason', () => {
  assert.deepEqual(parseInfo('ts title="src/a.ts" fragment'), {lang: 'ts', title: 'src/a.ts', fragment: true, skip: undefined, syntax: undefined, error: undefined});
  assert.deepEqual(parseInfo('json skip="a template with placeholders"'), {lang: 'json', title: undefined, fragment: false, skip: 'a template with placeholders', syntax: undefined, error: undefined});
  assert.equal(parseInfo('solidity error="DeclarationError: Function \\"mcopy\\" not found."').error, 'DeclarationError: Function "mcopy" not found.');
});

test('blocks keep their page line, and indented fences lose their indentation', () => {
  const [block] = blocksOf('intro\n\n1. Step:\n\n   ```json\n   {"a": 1}\n   ```\n', 'docs/x.md');
  assert.equal(block.line, 5);
  assert.equal(block.code, '{"a": 1}');
});

test('code in an OpenAPI description is a sample, found at the line of its first code line', async () => {
  const yaml = ['paths:', '  /x:', '    post:', '      description: |', '        Page with:', '', '        ```js', '        const a = 1;', '        a = 2;', '        ```', ''].join('\n');
  const blocks = descriptionBlocks(yaml, 'openapi/shared/paths/x.yaml');
  assert.deepEqual(blocks.map((b) => [b.lang, b.line, b.code]), [['js', 8, 'const a = 1;\na = 2;']]);
  const {failures} = await checkSamples(blocks);
  assert.equal(failures.length, 1);
  assert.match(failures[0], /^openapi\/shared\/paths\/x\.yaml:8 \(js\): .*constant/);
  assert.ok(allBlocks().some((b) => b.file === 'openapi/shared/paths/chain.yaml' && /get_table_by_scope/.test(b.code)));
});

test('highlight comments are not part of the sample', () => {
  assert.equal(withoutMagicComments('{\n  // highlight-next-line\n  "a": 1\n}'), '{\n  "a": 1\n}');
});

test('a broken JSON block fails with its page and line; a fragment is checked inside braces', async () => {
  const good = blocksOf(page('```json', '{"a": 1}'), 'docs/good.md');
  const fragment = blocksOf(page('```json fragment', '"a": 1,\n"b": [2]'), 'docs/fragment.md');
  const bad = blocksOf(page('```json', '{"a": 1,}'), 'docs/bad.md');
  const {rows, failures} = await checkSamples([...good, ...fragment, ...bad]);
  assert.deepEqual(rows.find((r) => r.lang === 'json'), {lang: 'json', blocks: 3, checked: 2, run: 0, syntax: 0, skipped: 0, reasons: []});
  assert.equal(failures.length, 1);
  assert.match(failures[0], /^docs\/bad\.md:5 \(json\): not JSON/);
});

test('a skip without a reason fails, and so do more than 10 % skipped blocks', async () => {
  const blocks = [
    ...blocksOf(page('```json skip=""', '{'), 'docs/a.md'),
    ...blocksOf(page('```json', '{}'), 'docs/b.md'),
  ];
  const {failures} = await checkSamples(blocks);
  assert.ok(failures.some((f) => /docs\/a\.md:5: skip="" needs a reason/.test(f)), failures.join('\n'));
  assert.ok(failures.some((f) => /json: 1 of 2 blocks skipped, more than 10 %/.test(f)), failures.join('\n'));
});

test('a syntax-only block is parsed, counted apart from skips, and needs a reason', async () => {
  const ok = blocksOf(page('```js syntax-only="needs a package that cannot be installed here"', "const x = require('gone');"), 'docs/ok.md');
  const broken = blocksOf(page('```js syntax-only="same"', 'const x = ;'), 'docs/broken.md');
  const noReason = blocksOf(page('```js syntax-only=""', 'const y = 1;'), 'docs/none.md');
  const {rows, failures} = await checkSamples([...ok, ...broken, ...noReason]);
  const js = rows.find((r) => r.lang === 'js');
  assert.equal(js.skipped, 0);
  assert.equal(js.syntax, 2);
  assert.ok(failures.some((f) => /^docs\/broken\.md:5 \(js\): line 6: TS1109/.test(f)), failures.join('\n'));
  assert.ok(failures.some((f) => /docs\/none\.md:5: syntax-only="" needs a reason/.test(f)), failures.join('\n'));
});
