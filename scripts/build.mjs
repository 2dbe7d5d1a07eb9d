#!/usr/bin/env node
// `npm run build` after the API pages are generated: `docusaurus build` once per locale, each in its own process,
// the default locale first (its build writes the root of build/, the others their /<locale>/ folder and the hosting
// records merge what is on disk). One process building every locale keeps the bundler's memory of each: 4 GB at the
// third locale, against about 2.5 GB for any one (`npm run bench:build`). Arguments go to each `docusaurus build`;
// with `--locale` they are passed through as they are, once the locale is known to the site.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config.js';

const args = process.argv.slice(2);
const siteDir = resolve(import.meta.dirname, '..');

const {siteConfig} = await loadSiteConfig({siteDir});
const {defaultLocale, locales} = siteConfig.i18n;
const asked = args.flatMap((arg, index) =>
  arg.startsWith('--locale=') ? [arg.slice('--locale='.length)] : ['--locale', '-l'].includes(arg) ? [args[index + 1]] : [],
);
// Docusaurus would build an unknown locale as a non-default one, over the default's folder.
const unknown = asked.filter((locale) => !locales.includes(locale));
if (unknown.length > 0) {
  console.error(`Unknown locale ${unknown.join(', ')}: this site builds ${locales.join(', ')} (i18n in docusaurus.config.ts).`);
  process.exit(2);
}
const runs = asked.length > 0 ? [args] : [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)].map((locale) => [...args, '--locale', locale]);
// The CLI itself, not through npx (which costs most of a second per locale).
const cli = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
for (const run of runs) {
  const {status, signal} = spawnSync(process.execPath, [cli, 'build', ...run], {cwd: siteDir, stdio: 'inherit'});
  if (status !== 0) {
    console.error(`docusaurus build ${run.join(' ')} failed (${signal ?? `exit ${status}`})`);
    process.exit(status || 1);
  }
}
