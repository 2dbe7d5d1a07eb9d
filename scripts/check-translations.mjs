// `npm run check:translations [-- --strict] [files...]`: per locale and section, which pages are translated, stale
// (the English changed since the translation's record) and missing; fails on a broken translation (no record, its
// English page gone, or a structure that differs from the English page), and with --strict on a stale one too.
// Given translation files, checks only those (what a translator runs after each page).
import {resolve} from 'node:path';
import {orphanTranslations, relativeToSite, translatablePages, translatedLocales, translationState} from './lib/translations.mjs';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const only = new Set(args.filter((arg) => !arg.startsWith('--')).map((file) => relativeToSite(resolve(file))));

let broken = 0;
let stale = 0;
for (const locale of translatedLocales) {
  const pages = translatablePages(locale).filter((page) => !only.size || only.has(page.translation));
  const sections = new Map();
  for (const page of pages) {
    const result = translationState(page);
    const section = sections.get(page.section) ?? {translated: [], stale: [], missing: [], broken: []};
    section[result.state].push(result.problems ? `${page.translation}: ${result.problems.join('; ')}` : page.source);
    sections.set(page.section, section);
  }
  const orphans = only.size ? [] : orphanTranslations(locale);
  const total = {translated: 0, stale: 0, missing: 0, broken: orphans.length};
  console.log(`\n${locale}`);
  for (const [name, section] of sections) {
    for (const key of Object.keys(total)) total[key] += key === 'broken' ? section.broken.length : section[key].length;
    const counts = `${section.translated.length} translated, ${section.stale.length} stale, ${section.missing.length} missing`;
    console.log(`  ${name.padEnd(18)} ${counts}${section.broken.length ? `, ${section.broken.length} broken` : ''}`);
    for (const file of section.stale) console.log(`    stale:   ${file} (npm run translations:diff -- ${file} shows what changed)`);
    for (const file of section.missing) console.log(`    missing: ${file}`);
    for (const line of section.broken) console.log(`    BROKEN:  ${line}`);
  }
  for (const file of orphans) console.log(`    BROKEN:  ${file}: its English page no longer exists`);
  console.log(`  ${'total'.padEnd(18)} ${total.translated} translated, ${total.stale} stale, ${total.missing} missing, ${total.broken} broken`);
  broken += total.broken;
  stale += total.stale;
}

if (broken) console.error(`\n${broken} broken translation(s): fix them (CONTRIBUTING.md, "Translating").`);
if (strict && stale) console.error(`\n--strict: ${stale} stale translation(s) must be refreshed before a release.`);
process.exit(broken || (strict && stale) ? 1 : 0);
