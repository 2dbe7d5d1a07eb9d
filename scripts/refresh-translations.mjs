#!/usr/bin/env node
// `npm run translations:refresh -- <English page>...`: after you have brought a page's zh and ko translations up to
// date with its English source, records the English file's current hash in their `translation_of`, so that
// `npm run check:translations` counts them as translated again. It changes nothing else; it refuses a page that
// has no translation.
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {hashOf, parseRecord} from '../src/lib/translation-record.mjs';

const site = join(import.meta.dirname, '..');
const pages = process.argv.slice(2);
if (!pages.length) {
  console.error('Usage: npm run translations:refresh -- docs/<page>.md [evm/<page>.md ...]');
  process.exit(2);
}
const translated = readdirSync(join(site, 'i18n'), {recursive: true})
  .map((file) => join('i18n', String(file)))
  .filter((file) => /\.mdx?$/.test(file));
let failed = false;
for (const page of pages) {
  const hash = hashOf(readFileSync(join(site, page)));
  const copies = translated.filter((file) => parseRecord(/^translation_of:\s*(\S+)\s*$/m.exec(readFileSync(join(site, file), 'utf8'))?.[1])?.source === page);
  if (!copies.length) {
    console.error(`${page}: no translation records it`);
    failed = true;
  }
  for (const file of copies) {
    const text = readFileSync(join(site, file), 'utf8');
    writeFileSync(join(site, file), text.replace(/^(translation_of:\s*)([\w./-]+\.mdx?)@[0-9a-f]{12}/m, `$1$2@${hash}`));
    console.log(`${file}: translation_of ${page}@${hash}`);
  }
}
if (failed) process.exit(1);
