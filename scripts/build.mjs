#!/usr/bin/env node
// `npm run build` after the API pages are generated: `docusaurus build` once per locale, each in its own process,
// the default locale first (its build writes the root of build/, the others their /<locale>/ folder and the hosting
// records merge what is on disk). One process building every locale keeps the bundler's memory of each: 4 GB at the
// third locale, against about 2.5 GB for any one (`npm run bench:build`). Arguments go to each `docusaurus build`;
// with `--locale` they are passed through as they are.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config.js';

const args = process.argv.slice(2);
const siteDir = resolve(import.meta.dirname, '..');

let runs = [args];
if (!args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='))) {
  const {siteConfig} = await loadSiteConfig({siteDir});
  const {defaultLocale, locales} = siteConfig.i18n;
  runs = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)].map((locale) => [...args, '--locale', locale]);
}
// The CLI itself, not through npx (which costs most of a second per locale).
const cli = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
for (const run of runs) {
  const {status, signal} = spawnSync(process.execPath, [cli, 'build', ...run], {cwd: siteDir, stdio: 'inherit'});
  if (status !== 0) {
    console.error(`docusaurus build ${run.join(' ')} failed (${signal ?? `exit ${status}`})`);
    process.exit(status || 1);
  }
}
