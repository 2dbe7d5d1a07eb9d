import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fileURLToPath} from 'node:url';
import {checkFolders, checkPage} from '../../scripts/check-content.mjs';

const prose = (words) => Array.from({length: words}, (_, i) => `word${i}`).join(' ');
const page = (body, frontMatter = 'title: A page\ndescription: What it gives you.') => `---\n${frontMatter}\n---\n\n${body}\n`;

test('a complete page meets the bar', () => {
  assert.deepEqual(checkPage(page(`## Start\n\n${prose(320)}\n\n### Detail\n\n\`\`\`cpp title="a.cpp"\nint x;\n\`\`\``)), []);
});

test('missing front matter is reported', () => {
  assert.deepEqual(checkPage(page(prose(320), 'title: Only a title')), ['missing front matter "description"']);
});

test('a skipped heading level is reported', () => {
  assert.match(checkPage(page(`## A\n\n#### C\n\n${prose(320)}`)).join(), /skips from h2 to h4/);
});

test('a body h1 is reported', () => {
  assert.match(checkPage(page(`# Title again\n\n${prose(320)}`)).join(), /h1 in the body/);
});

test('a code fence without a language is reported, even with a title', () => {
  assert.match(checkPage(page(`${prose(320)}\n\n\`\`\`\ncode\n\`\`\``)).join(), /without a language/);
  assert.match(checkPage(page(`${prose(320)}\n\n\`\`\`title="x"\ncode\n\`\`\``)).join(), /without a language/);
});

test('headings and words inside code blocks do not count', () => {
  const code = `\`\`\`bash\n# a shell comment, not a heading\n${prose(400)}\n\`\`\``;
  assert.match(checkPage(page(`## A\n\n${prose(10)}\n\n${code}`)).join(), /only 11 words of prose/);
});

test('an image without alt text is reported', () => {
  assert.match(checkPage(page(`${prose(320)}\n\n![](./img/diagram.svg)`)).join(), /image without alt text/);
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
