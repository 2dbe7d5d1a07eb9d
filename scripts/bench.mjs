#!/usr/bin/env node
// The site's benchmark (issue 7): builds every locale cold and warm (`npm run build`, API page generation included),
// then runs Lighthouse, mobile and desktop, on a set of pages served compressed as a CDN would, checks the budgets
// below, and loads nginx serving the build (scripts/bench-load.mjs). Writes bench-results/bench.json (and each page's
// median Lighthouse report under bench-results/lighthouse/), prints a table and exits non-zero when a budget is missed.
//
//   npm run bench     (RUNS, LOCALES, SKIP_BUILD, CHROMIUM_PATH, PORT honoured; see ARCHITECTURE.md, "Benchmarks")
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join, resolve, sep} from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {startStaticServer} from './lib/static-server.mjs';

// Scores are 0-100; performance depends on the kind of page (the long doc, EVM and search pages count as docs).
const budgets = {
  mobilePerformance: {home: 95, doc: 95, api: 90},
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  docJsKB: 150, // JS transferred (gzip) before interaction, on every doc page
  cls: 0.02,
  coldBuildSeconds: 120,
  lastUpdateCostPercent: 15, // build time the git-read "Last updated" dates may add to a warm build
};

const buildDir = resolve('build');
const runs = Number(process.env.RUNS ?? 3);
const locales = (process.env.LOCALES ?? 'en,zh').split(',');
const skipBuild = process.env.SKIP_BUILD === '1';
const port = Number(process.env.PORT ?? 4310);
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const modes = {mobile: undefined, desktop: desktopConfig}; // undefined: Lighthouse's default (mobile) config
const categories = {performance: 'performance', accessibility: 'accessibility', 'best-practices': 'bestPractices', seo: 'seo'};
const resultsDir = 'bench-results';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 0) => Number(value.toFixed(digits));

// Paths are those of English; other locales prefix them with /<locale>.
const allPages = (longDocPath) => [
  {id: 'home', kind: 'home', path: '/'},
  {id: 'doc', kind: 'doc', path: longDocPath},
  {id: 'evm', kind: 'doc', path: '/evm/quick-start/introduction'},
  {id: 'api-landing', kind: 'api', path: '/apis/spring/latest/chain.api/'},
  {id: 'api-endpoint', kind: 'api', path: '/apis/spring/latest/chain.api/get-info'},
  {id: 'search', kind: 'doc', path: '/search'},
  // Results arrive after the first paint (issue 20: they moved the page); a word with many results per language.
  {id: 'search-results', kind: 'doc', path: '/search', query: {en: 'account', zh: '账户', ko: '계정'}},
];
// PAGES=<id,...> measures only those pages; checked before the builds, so a typo does not cost one.
const onlyPages = process.env.PAGES?.split(',');
const pageIds = allPages().map((page) => page.id);
const unknownPages = onlyPages?.filter((id) => !pageIds.includes(id)) ?? [];
if (unknownPages.length) {
  console.error(`Unknown PAGES id: ${unknownPages.join(', ')}. Ids: ${pageIds.join(', ')}.`);
  process.exit(2);
}
const benchPages = (longDocPath) => allPages(longDocPath).filter((page) => !onlyPages || onlyPages.includes(page.id));

rmSync(join(resultsDir, 'lighthouse'), {recursive: true, force: true}); // only this run's reports
mkdirSync(join(resultsDir, 'lighthouse'), {recursive: true});
const report = {date: new Date().toISOString(), runs, locales, budgets, build: null, pages: [], misses: []};
if (!skipBuild) report.build = await measureBuilds();
report.output = measureOutput();
report.longDoc = findLongestDoc();
const pages = benchPages(report.longDoc.path);
report.pages = await measurePages();
report.misses = checkBudgets();
report.loadAverage = round(loadavg()[0], 1);
writeFileSync(join(resultsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
printReport();
// Then the production server under load (scripts/bench-load.mjs: nginx, 30 s per target); LOAD=0 skips it.
const loadFailed =
  process.env.LOAD !== '0' &&
  (await new Promise((done) => spawn(process.execPath, [join(import.meta.dirname, 'bench-load.mjs')], {stdio: 'inherit'}).on('exit', (code) => done(code !== 0))));
process.exit(report.misses.length || loadFailed ? 1 : 0);

// Cold: after `npm run clear` (build/, .docusaurus/ and the bundler cache gone); warm: the same build right after;
// then warm again without the "Last updated" dates (read from git), to show what the dates cost (budget: 15 %).
async function measureBuilds() {
  await run('npm', ['run', 'clear'], join(resultsDir, 'clear.log')).exited;
  const cold = await measureBuild('cold');
  const warm = await measureBuild('warm');
  const warmWithoutDates = await measureBuild('warm-without-dates', {LAST_UPDATE_DATES: 'off'});
  const lastUpdateCostPercent = round((warm.seconds / warmWithoutDates.seconds - 1) * 100, 1);
  return {cold, warm, warmWithoutDates, lastUpdateCostPercent};
}

async function measureBuild(name, env = {}) {
  console.log(`Building every locale (${name})...`);
  let peakKB = 0;
  const started = performance.now();
  const build = run('npm', ['run', 'build'], join(resultsDir, `build-${name}.log`), env);
  // Sampled rather than taken from /usr/bin/time, whose maximum RSS is that of the largest single process:
  // a build runs several (npm, gen-api, docusaurus, pagefind).
  const sampler = setInterval(() => (peakKB = Math.max(peakKB, treeRssKB(build.pid))), 250);
  await build.exited.finally(() => clearInterval(sampler));
  const seconds = round((performance.now() - started) / 1000, 1);
  console.log(`  ${seconds} s, peak memory ${round(peakKB / 1024)} MB`);
  return {seconds, peakMemoryMB: round(peakKB / 1024)};
}

// Starts a command with its output in a log file.
function run(command, args, logFile, env = {}) {
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, {stdio: ['ignore', log, log], env: {...process.env, ...env}});
  const exited = new Promise((done, fail) =>
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (exit ${code}); see ${logFile}`)))),
  );
  return {pid: child.pid, exited};
}

// Resident memory of a process and all its descendants, in kB.
function treeRssKB(rootPid) {
  const processes = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      processes.push({pid: Number(pid), parent: Number(status.match(/^PPid:\s+(\d+)/m)[1]), rss: Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0)});
    } catch {
      // the process ended while we listed it
    }
  }
  const tree = new Set([rootPid]);
  for (let size = 0; size !== tree.size; ) {
    size = tree.size;
    for (const {pid, parent} of processes) if (tree.has(parent)) tree.add(pid);
  }
  return processes.filter(({pid}) => tree.has(pid)).reduce((sum, {rss}) => sum + rss, 0);
}

// Pages: the sitemap entries of every locale (redirect pages and 404 excluded); html files: everything served as a page.
function measureOutput() {
  const files = readdirSync(buildDir, {recursive: true}).map((path) => join(buildDir, path)).filter((path) => statSync(path).isFile());
  const sitemaps = files.filter((path) => path.endsWith(`${sep}sitemap.xml`));
  return {
    pages: sitemaps.reduce((sum, path) => sum + readFileSync(path, 'utf8').split('<loc>').length - 1, 0),
    htmlFiles: files.filter((path) => path.endsWith('.html')).length,
    sizeMB: round(files.reduce((sum, path) => sum + statSync(path).size, 0) / 1e6, 1),
  };
}

// The long doc page is the English page of /docs/latest in the sitemap with the most words in its article.
function findLongestDoc() {
  const words = (path) => {
    const html = readFileSync(join(buildDir, path.replace(/\/?$/, '/index.html')), 'utf8');
    const article = html.match(/<article[\s\S]*<\/article>/)?.[0] ?? '';
    return article.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  };
  return [...readFileSync(join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>[^<]*?(\/docs\/latest\/[^<]*)<\/loc>/g)]
    .map(([, path]) => ({path, words: words(path)}))
    .sort((a, b) => b.words - a.words)[0];
}

async function measurePages() {
  const server = await startStaticServer({dir: buildDir, port});
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
  const measured = [];
  try {
    for (const locale of locales) {
      for (const page of pages) {
        for (const [mode, config] of Object.entries(modes)) {
          const query = page.query ? `?q=${encodeURIComponent(page.query[locale])}` : '';
          const path = `${locale === 'en' ? '' : `/${locale}`}${page.path}${query}`;
          const url = `${server.origin}${path}`;
          console.log(`Lighthouse ${mode} ${url} (${runs} runs)`);
          const results = [];
          for (let i = 0; i < runs; i += 1) {
            const {lhr} = await lighthouse(url, {port: chrome.port, logLevel: 'error'}, config);
            if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
            results.push(lhr);
          }
          measured.push({locale, ...page, path, mode, ...summarise(results, `${locale}-${page.id}-${mode}`)});
        }
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return measured;
}

// The median of each number over the runs; the failing audits of every run; the median run's report kept on disk.
function summarise(results, name) {
  const samples = results.map((lhr) => {
    const requests = lhr.audits['network-requests'].details.items;
    const kB = (type) => requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000;
    return {
      ...Object.fromEntries(Object.entries(categories).map(([id, key]) => [key, Math.round(lhr.categories[id].score * 100)])),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsKB: kB('Script'),
      cssKB: kB('Stylesheet'),
    };
  });
  const medians = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, round(median(samples.map((sample) => sample[key])), key === 'cls' ? 3 : 1)]));
  const medianRun = results.map((lhr, i) => ({lhr, score: samples[i].performance})).sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)].lhr;
  const file = join(resultsDir, 'lighthouse', `${name}.json`);
  writeFileSync(file, JSON.stringify(medianRun));
  return {...medians, lighthouseReport: file, failingAudits: failingAudits(results)};
}

// Audits that cost points in the accessibility, best-practices and SEO categories, with what they flag.
function failingAudits(results) {
  const failing = {};
  for (const lhr of results) {
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0)) {
        const audit = lhr.audits[ref.id];
        if (audit.score === null || audit.score === 1) continue;
        failing[ref.id] ??= {category: id, title: audit.title, runs: 0, items: (audit.details?.items ?? []).map(describeItem)};
        failing[ref.id].runs += 1;
      }
    }
  }
  return failing;
}

function describeItem(item) {
  return item.node ? `${item.node.selector}  ${item.node.snippet}` : (item.description ?? item.url ?? item.source?.url ?? JSON.stringify(item));
}

function checkBudgets() {
  const misses = [];
  const miss = (what, value, limit) => misses.push({what, value, limit});
  if (report.build && report.build.cold.seconds > budgets.coldBuildSeconds) miss('cold build of every locale (s)', report.build.cold.seconds, `<= ${budgets.coldBuildSeconds}`);
  if (report.build && report.build.lastUpdateCostPercent > budgets.lastUpdateCostPercent) miss('build time added by last-updated dates (%)', report.build.lastUpdateCostPercent, `<= ${budgets.lastUpdateCostPercent}`);
  for (const page of report.pages) {
    const where = `${page.mode} ${page.path}`;
    const minimum = {accessibility: budgets.accessibility, bestPractices: budgets.bestPractices, seo: budgets.seo};
    if (page.mode === 'mobile') minimum.performance = budgets.mobilePerformance[page.kind];
    for (const [key, limit] of Object.entries(minimum)) {
      if (page[key] < limit) miss(`${where}: ${key}`, page[key], `>= ${limit}`);
    }
    if (page.cls > budgets.cls) miss(`${where}: CLS`, page.cls, `<= ${budgets.cls}`);
    if (page.kind === 'doc' && page.jsKB > budgets.docJsKB) miss(`${where}: JS kB gzip`, page.jsKB, `<= ${budgets.docJsKB}`);
  }
  return misses;
}

function printReport() {
  const {build, output} = report;
  console.log('');
  console.log(`Long doc page: ${report.longDoc.path} (${report.longDoc.words} words)`);
  if (build) console.log(`Build, every locale: cold ${build.cold.seconds} s, warm ${build.warm.seconds} s; peak memory ${build.cold.peakMemoryMB} MB cold, ${build.warm.peakMemoryMB} MB warm`);
  if (build) console.log(`Last-updated dates: warm ${build.warm.seconds} s with, ${build.warmWithoutDates.seconds} s without (+${build.lastUpdateCostPercent} %)`);
  console.log(`Output: ${output.pages} pages (sitemap entries), ${output.htmlFiles} html files, ${output.sizeMB} MB in ${buildDir}`);
  console.table(
    report.pages.map((page) => ({
      page: `${page.id} ${page.path}`,
      mode: page.mode,
      perf: page.performance,
      a11y: page.accessibility,
      bp: page.bestPractices,
      seo: page.seo,
      'LCP ms': page.lcpMs,
      'TBT ms': page.tbtMs,
      CLS: page.cls,
      'JS kB': page.jsKB,
      'CSS kB': page.cssKB,
    })),
  );
  for (const page of report.pages) {
    for (const [id, audit] of Object.entries(page.failingAudits)) {
      console.log(`${page.mode} ${page.path}: ${audit.category} ${id} (${audit.title}), failed in ${audit.runs}/${runs} runs`);
      // Repeated items (a selector matched on many elements) once, with their count; all of them are in the JSON.
      const counts = new Map();
      for (const item of audit.items) counts.set(item, (counts.get(item) ?? 0) + 1);
      for (const [item, count] of [...counts].slice(0, 10)) console.log(`    ${item}${count > 1 ? `  (x${count})` : ''}`);
      if (counts.size > 10) console.log(`    ... ${counts.size - 10} more in ${join(resultsDir, 'bench.json')}`);
    }
  }
  console.log(`\nMedians of ${runs} runs; load average ${report.loadAverage}. Report: ${join(resultsDir, 'bench.json')}`);
  if (!report.misses.length) console.log('All budgets met.');
  else {
    console.log(`${report.misses.length} budget(s) missed:`);
    for (const {what, value, limit} of report.misses) console.log(`  ${what}: ${value} (budget ${limit})`);
  }
}
