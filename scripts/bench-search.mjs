#!/usr/bin/env node
// Measures offline search against the built site (npm run build first) and checks its budgets:
// - index transferred for a first query <= 300 kB gzip (what the browser downloads from <locale>/pagefind/ between
//   opening the modal and showing the first results; served gzip-compressed, as a CDN would);
// - a query answers in <= 50 ms once loaded: the median of repeated runs of each query through the site's engine
//   (its rewriting, searches, the results' data and ranking) must be within it. p95 and max are reported too; on a
//   machine shared with other builds they catch scheduling pauses, not the engine.
// Writes bench-results/search.json and exits non-zero when a budget is exceeded.
//
//   npm run bench:search            (BUILD_DIR, CHROMIUM_PATH, RUNS honoured)
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {startStaticServer} from './lib/static-server.mjs';
import {defaultLocale, localeCodes} from '../src/config/site-registry.mjs';

const buildDir = resolve(process.env.BUILD_DIR ?? 'build');
const runs = Number(process.env.RUNS ?? 30);
const budgets = {firstQueryKB: 300, queryMs: 50};
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// Every locale of the registry is measured: one without queries here stops the bench.
const queriesOf = {
  en: ['contract', 'keosd wallet', 'get_table_rows', 'snapshot', 'finality'],
  zh: ['智能合约', '本地单节点链', '部署', '钱包', 'cleos'],
  ko: ['컨트랙트', '테스트넷 계정', '엔드포인트', '지갑', 'cleos'],
};
const locales = localeCodes.map((locale) => {
  if (!queriesOf[locale]) throw new Error(`scripts/bench-search.mjs has no queries for ${locale}`);
  return {locale, prefix: locale === defaultLocale ? '' : `/${locale}`, queries: queriesOf[locale]};
});

// Counts the bytes sent for Pagefind's files.
let pagefindBytes = 0;
let pagefindFiles = [];
const server = await startStaticServer({
  dir: buildDir,
  onSent: (pathname, bytes) => {
    if (!pathname.includes('/pagefind/')) return;
    pagefindBytes += bytes;
    pagefindFiles.push(`${pathname} ${bytes}`);
  },
});
const {origin} = server;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const browser = await chromium.launch({executablePath});
const report = {date: new Date().toISOString(), runs, budgets, locales: []};
let failed = false;

for (const {locale, prefix, queries} of locales) {
  const page = await browser.newPage();
  await page.goto(`${origin}${prefix}/docs/latest/quick-start/introduction`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');

  // First query through the UI, as a reader does it: open the modal, type, wait for the results.
  pagefindBytes = 0;
  pagefindFiles = [];
  const started = Date.now();
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  await page.keyboard.type(queries[0]);
  await page.getByRole('dialog').getByRole('option').first().waitFor();
  const firstQueryMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const firstQueryKB = pagefindBytes / 1000;

  // Then each query repeatedly on the /search page, through the site's engine (query rewriting, the searches it
  // makes, the first results' data and their ranking): the engine's own User Timing entry, less the page's typing
  // delay. The first run of a query loads its index chunks and is not counted.
  await page.goto(`${origin}${prefix}/search`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const input = page.getByRole('searchbox');
  const timings = {};
  for (const query of queries) {
    const samples = [];
    let hits = 0;
    for (let i = 0; i <= runs; i += 1) {
      await input.fill('');
      await page.waitForFunction(() => document.querySelector('[data-status]')?.getAttribute('data-status') === 'idle');
      await input.fill(query);
      await page.waitForFunction(
        (q) => {
          const area = document.querySelector('[data-status]');
          return area?.getAttribute('data-query') === q && area.getAttribute('data-status') === 'done';
        },
        query,
      );
      const ms = await page.evaluate(() => performance.getEntriesByName('vaulta-search').at(-1)?.duration ?? NaN);
      if (i > 0) samples.push(ms);
      hits = await page.locator('[data-status] ol > li').count();
    }
    timings[query] = {hits, samples};
  }
  const queryStats = Object.entries(timings).map(([query, {hits, samples}]) => ({
    query,
    hits,
    medianMs: +percentile(samples, 50).toFixed(1),
    p95Ms: +percentile(samples, 95).toFixed(1),
    maxMs: +Math.max(...samples).toFixed(1),
  }));
  const worstMedian = Math.max(...queryStats.map((q) => q.medianMs));
  const worstP95 = Math.max(...queryStats.map((q) => q.p95Ms));
  const over = firstQueryKB > budgets.firstQueryKB || worstMedian > budgets.queryMs;
  failed ||= over;
  report.locales.push({locale, firstQuery: {query: queries[0], kB: +firstQueryKB.toFixed(1), ms: firstQueryMs, files: pagefindFiles}, queries: queryStats});
  console.log(
    `${locale}: first query "${queries[0]}" ${firstQueryKB.toFixed(1)} kB gzip in ${pagefindFiles.length} files, ${firstQueryMs} ms; ` +
      `once loaded: median ${worstMedian} ms, p95 ${worstP95} ms (worst of ${queries.length} queries)${over ? '  OVER BUDGET' : ''}`,
  );
  for (const q of queryStats) console.log(`    ${q.query.padEnd(16)} ${String(q.hits).padStart(4)} shown  median ${q.medianMs} ms  p95 ${q.p95Ms} ms  max ${q.maxMs} ms`);
  await page.close();
}

await browser.close();
await server.close();
const load = (await import('node:os')).loadavg()[0].toFixed(1);
report.loadAverage = Number(load);
console.log(`Budgets: first query <= ${budgets.firstQueryKB} kB gzip, median query <= ${budgets.queryMs} ms. ${failed ? 'FAILED' : 'Met.'} (load average ${load})`);
mkdirSync('bench-results', {recursive: true});
writeFileSync('bench-results/search.json', `${JSON.stringify(report, null, 2)}\n`);
process.exit(failed ? 1 : 0);
