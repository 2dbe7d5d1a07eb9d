// The site's own stylesheets: rules that are cheap for the browser to keep up to date while a page hydrates.
// Run with: npx node --test tests/unit/stylesheets.test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import postcss from 'postcss';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const stylesheets = readdirSync(join(ROOT, 'src'), {recursive: true})
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(ROOT, 'src', file));

test('the site has stylesheets to check', () => {
  assert.ok(stylesheets.some((file) => file.endsWith(join('css', 'custom.css'))), 'src/css/custom.css not found');
});

// An attribute selector on `class` (`[class*=...]`) is matched against the whole attribute, so the browser cannot
// tell which class changes affect it: with a descendant part, every class change on an element restyles all of
// its descendants, and <html>'s class changes five times while a page hydrates: five restyles of the whole document
// (about 100 ms each on the bench's throttled phone CPU). Name elements by a class instead (the theme's `theme-*`).
test('no selector matches the class attribute as a string', async () => {
  const found = [];
  for (const file of stylesheets) {
    const root = postcss.parse(readFileSync(file, 'utf8'), {from: file});
    root.walkRules((rule) => {
      for (const selector of rule.selectors) {
        if (/\[\s*class\s*[~|^$*]?=/.test(selector)) found.push(`${relative(ROOT, file)}:${rule.source.start.line} ${selector}`);
      }
    });
  }
  assert.deepEqual(found, []);
});
