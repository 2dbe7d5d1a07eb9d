// The registry of locales and docs sets (src/config/site-registry.mjs) is the one list the site reads. A locale added
// there (for one run, through TEST_EXTRA_LOCALE) reaches the Docusaurus config, the translation checks and every
// docs set, and Docusaurus writes its files where the registry says; each locale has the files the checks need.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {floors} from '../../scripts/lib/search-relevance.mjs';
import {withSiteConfig} from '../lib/site-config.mjs';
import {siteDir, translatablePages, translationState} from '../../scripts/lib/translations.mjs';
import {defaultLocale, docsSets, localeCodes, translatedLocales} from '../../src/config/site-registry.mjs';

const extra = {code: 'eo', label: 'Esperanto', htmlLang: 'eo', direction: 'ltr'};
const extraDir = join(siteDir, 'i18n', extra.code);
// The test fixtures' docs plugin (E2E_FIXTURES) is not a docs set of the registry: left out.
const {E2E_FIXTURES, ...baseEnv} = process.env;
const withExtra = {...baseEnv, TEST_EXTRA_LOCALE: JSON.stringify(extra)};
const docusaurusCli = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/** Runs a Node script of the site; its exit status and output. */
const run = (args, env) => spawnSync(process.execPath, args, {cwd: siteDir, env, encoding: 'utf8'});

// One page translated into the extra locale: a current zh translation copied as it is (record, structure and links
// hold in any locale).
let page;
before(() => {
  assert.equal(existsSync(extraDir), false, `${extraDir} exists: remove it (left by an interrupted run?)`);
  const zh = translatablePages('zh').find((candidate) => translationState(candidate).state === 'translated');
  page = translatablePages(extra.code).find((candidate) => candidate.source === zh.source);
  mkdirSync(dirname(join(siteDir, page.translation)), {recursive: true});
  copyFileSync(join(siteDir, zh.translation), join(siteDir, page.translation));
});
after(() => rmSync(extraDir, {recursive: true, force: true}));

test('the extra locale reaches the Docusaurus config, its docs sets and the translation checks', () => {
  // The config as `docusaurus build` loads it, and the translation module, in a process with the entry.
  const seen = withSiteConfig(
    `
    const {translatablePages, translatedLocales, translationState} = await import('./scripts/lib/translations.mjs');
    const docs = siteConfig.plugins.filter((plugin) => Array.isArray(plugin) && typeof plugin[1]?.editUrl === 'function');
    const page = ${JSON.stringify(page)};
    return {
      i18n: siteConfig.i18n,
      docsPlugins: docs.map(([, options]) => ({id: options.id, path: options.path, routeBasePath: options.routeBasePath, sidebarPath: options.sidebarPath})),
      editUrls: docs.map(([, options]) => options.editUrl({locale: '${extra.code}', docPath: page.translation.split('/current/')[1]})),
      translatedLocales,
      states: translatablePages('${extra.code}').map((p) => [p.translation, translationState(p).state]),
    };`,
    withExtra,
  );

  assert.deepEqual(seen.i18n.locales, [...localeCodes, extra.code]);
  assert.equal(seen.i18n.defaultLocale, defaultLocale);
  assert.deepEqual(seen.i18n.localeConfigs[extra.code], {label: extra.label, htmlLang: extra.htmlLang, direction: extra.direction, baseUrl: `/${extra.code}/`});
  // Every docs set is a docs plugin of the config, and none other.
  assert.deepEqual(
    seen.docsPlugins,
    docsSets.map((set) => ({id: set.pluginId, path: set.dir, routeBasePath: set.routeBasePath, sidebarPath: set.sidebarPath})),
  );
  // "Edit this page" on the extra locale's translated page opens its own file; in the other sets, the English one.
  const ownSet = docsSets.find((set) => page.translation.includes(`/${set.i18nDir}/current/`));
  docsSets.forEach((set, index) => {
    const file = set === ownSet ? page.translation : `${set.dir}/${page.translation.split('/current/')[1]}`;
    assert.ok(seen.editUrls[index].endsWith(`/${file}`), `${set.pluginId}: ${seen.editUrls[index]}`);
  });
  assert.deepEqual(seen.translatedLocales, [...translatedLocales, extra.code]);
  // The extra locale's pages span every docs set: the one translated page, every other missing.
  const states = Object.fromEntries(seen.states);
  for (const set of docsSets) assert.ok(seen.states.some(([file]) => file.startsWith(`i18n/${extra.code}/${set.i18nDir}/current/`)), set.dir);
  assert.equal(states[page.translation], 'translated');
  assert.deepEqual([...new Set(Object.values(states))].sort(), ['missing', 'translated']);
  assert.equal(Object.values(states).filter((state) => state === 'translated').length, 1);
});

test('npm run check:translations reports the extra locale, and only while the registry lists it', () => {
  const listed = run(['scripts/check-translations.mjs'], withExtra);
  assert.equal(listed.status, 0, listed.stdout + listed.stderr);
  const section = listed.stdout.split(`\n${extra.code}\n`)[1];
  assert.ok(section, listed.stdout);
  const missing = translatablePages(extra.code).length - 1;
  assert.match(section, new RegExp(`^ {2}total +1 translated, 0 stale, ${missing} missing, 0 broken$`, 'm'));
  // The folder alone adds no locale.
  const unlisted = run(['scripts/check-translations.mjs'], baseEnv);
  assert.equal(unlisted.status, 0, unlisted.stdout + unlisted.stderr);
  assert.ok(!unlisted.stdout.includes(`\n${extra.code}\n`), unlisted.stdout);
  assert.ok(unlisted.stdout.includes(`\n${translatedLocales[0]}\n`), unlisted.stdout);
});

test('npm run write-translations -- --locale <code> writes the UI strings and each docs set where the registry says', () => {
  // Docusaurus loads every plugin's content for the locale, the translated page included.
  const written = run([docusaurusCli, 'write-translations', '--locale', extra.code], withExtra);
  assert.equal(written.status, 0, written.stdout + written.stderr);
  for (const file of ['code.json', ...docsSets.map((set) => `${set.i18nDir}/current.json`)]) {
    assert.ok(existsSync(join(extraDir, file)), `i18n/${extra.code}/${file} was not written:\n${written.stdout}`);
  }
  // A locale the registry does not list is refused before any work.
  const refused = run(['scripts/build.mjs', '--locale', extra.code], baseEnv);
  assert.equal(refused.status, 2, refused.stdout + refused.stderr);
});

test('a TEST_EXTRA_LOCALE that is not a new locale entry is refused', () => {
  for (const value of [JSON.stringify({...extra, code: translatedLocales[0]}), JSON.stringify({code: extra.code}), '{"code": "EO!"}']) {
    const child = run(['--input-type=module', '-e', "await import('./src/config/site-registry.mjs')"], {...baseEnv, TEST_EXTRA_LOCALE: value});
    assert.notEqual(child.status, 0, value);
    assert.match(child.stderr, /TEST_EXTRA_LOCALE is not a new locale/, value);
  }
});

test('each locale has the files its build and checks read', () => {
  const needed = (code) => [
    `src/search/lexicon/${code}.json`,
    `tests/search/relevance/${code}.json`,
    ...(code === defaultLocale ? [] : [`i18n/${code}/code.json`, `i18n/${code}/glossary.json`]),
  ];
  assert.deepEqual(localeCodes.flatMap(needed).filter((file) => !existsSync(join(siteDir, file))), []);
  assert.deepEqual(Object.keys(floors).sort(), [...localeCodes].sort(), 'a search relevance floor per locale (scripts/lib/search-relevance.mjs)');
});

test('each docs set names a folder and a sidebar that exist, and a route of its own', () => {
  for (const set of docsSets) {
    assert.ok(existsSync(join(siteDir, set.dir)), set.dir);
    assert.ok(existsSync(join(siteDir, set.sidebarPath)), set.sidebarPath);
    assert.match(set.route, /^\/[a-z]+(\/[a-z]+)*\/$/, set.route);
  }
  for (const key of ['pluginId', 'dir', 'route', 'i18nDir']) {
    const values = docsSets.map((set) => set[key]);
    assert.equal(new Set(values).size, values.length, `${key} repeats: ${values.join(', ')}`);
  }
});
