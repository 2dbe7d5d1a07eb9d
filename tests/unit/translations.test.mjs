// Every UI string the site writes itself (a literal <Translate id> or translate({id}) in src/) is translated
// into every translated locale, so a new or swizzled component cannot ship English-only.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {translatedLocales} from '../../src/config/site-registry.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sources = readdirSync(join(root, 'src'), {recursive: true})
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => readFileSync(join(root, 'src', file), 'utf8'));
const ids = new Set(
  sources.flatMap((source) =>
    [...source.matchAll(/(?:<Translate\s+id=|translate\(\{\s*id:\s*)["']([^"']+)["']/g)].map((match) => match[1]),
  ),
);

test('the UI strings are found', () => {
  assert.ok(ids.has('loading.error.retry') && ids.has('notFound.search.label'), [...ids].join(', '));
});

for (const locale of translatedLocales) {
  test(`every UI string in src/ has a ${locale} translation`, () => {
    const messages = JSON.parse(readFileSync(join(root, 'i18n', locale, 'code.json'), 'utf8'));
    assert.deepEqual([...ids].filter((id) => !messages[id]?.message), []);
  });
}
