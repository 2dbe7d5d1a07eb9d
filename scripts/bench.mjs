#!/usr/bin/env node
// The site's page benchmark, side by side with plain Docusaurus (scripts/lib/reference-site.mjs): Lighthouse, mobile,
// as PageSpeed measures a first visit, each run in a fresh browser, medians of RUNS. The long doc page and the EVM page
// are measured in turn with the same pages in the reference site (alternating which goes first), and judged by their
// ratio to it, which a busy machine moves far less than an absolute score; the home, API and search pages are measured
// alone, with the reference's long doc page beside them for scale. Then the production server under load
// (scripts/bench-load.mjs). Writes bench-results/bench.json and each median Lighthouse report; exits non-zero when a
// budget is missed. How the build grows: `npm run bench:build`.
//
//   npm run bench     (RUNS, LOCALES, PAGES, SKIP_BUILD, LOAD, CHROMIUM_PATH honoured; see ARCHITECTURE.md, "Benchmarks")
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join, resolve} from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {ensureReferenceSite, referencePages} from './lib/reference-site.mjs';
import {startStaticServer} from './lib/static-server.mjs';

// Ratios to the reference measured in the same minutes; absolute scores are printed, not budgeted. The doc-page
// budgets are set from React 19's measurement (ARCHITECTURE.md, "Benchmarks"): its React DOM is 22 kB gzip heavier.
const budgets = {
  docTbtRatio: 0.7, // doc and EVM pages: TBT at most 0.7 of the reference page's
  docJsRatio: 0.95, // doc and EVM pages: JS bytes at most 0.95 of the reference page's
  apiTbtOfReferenceDoc: 1, // API pages: TBT at most the reference long doc page's
  cls: 0.02, // every page, the search page with a query included
};

const runs = Number(process.env.RUNS ?? 5);
const locales = (process.env.LOCALES ?? 'en').split(',');
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const resultsDir = 'bench-results';

// Paths of English; other locales prefix them with /<locale>. The reference is English.
const pairs = [
  {id: 'doc', kind: 'doc', path: '/docs/latest/guides/create-a-token', referencePath: referencePages.doc.path},
  {id: 'evm', kind: 'doc', path: '/evm/quick-start/introduction', referencePath: referencePages.evm.path},
];
const alone = [
  {id: 'home', kind: 'home', path: '/'},
  {id: 'api-landing', kind: 'api', path: '/apis/spring/latest/chain.api/'},
  {id: 'api-endpoint', kind: 'api', path: '/apis/spring/latest/chain.api/get-info'},
  // Results arrive after the first paint and must not shift the page (CLS); a word with many results per language.
  {id: 'search-results', kind: 'search', path: '/search', query: {en: 'account', zh: '账户', ko: '계정'}},
];

// PAGES=doc,evm measures only those ids; checked first, so a typo does not cost a build.
const only = process.env.PAGES?.split(',');
const ids = [...pairs, ...alone].map((page) => page.id);
const unknown = only?.filter((id) => !ids.includes(id)) ?? [];
if (unknown.length) {
  console.error(`Unknown PAGES id: ${unknown.join(', ')}. Ids: ${ids.join(', ')}.`);
  process.exit(2);
}
const selected = (page) => !only || only.includes(page.id);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 0) => Number(value.toFixed(digits));
const ratio = (value, reference) => (reference > 0 ? round(value / reference, 2) : value > 0 ? Infinity : 0);

rmSync(join(resultsDir, 'lighthouse'), {recursive: true, force: true}); // only this run's reports
mkdirSync(join(resultsDir, 'lighthouse'), {recursive: true});
if (process.env.SKIP_BUILD !== '1') await build();
const referenceDir = ensureReferenceSite();
const report = {date: new Date().toISOString(), runs, locales, budgets, loadAverage: {start: round(loadavg()[0], 1)}, pages: [], misses: []};
const project = await startStaticServer({dir: resolve('build')});
const reference = await startStaticServer({dir: referenceDir});
try {
  // The scale for the pages measured alone.
  const referenceDoc = alone.some(selected) ? await measure([{server: reference, path: pairs[0].referencePath, name: 'reference-doc'}]) : [];
  for (const locale of locales) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const page of pairs.filter(selected)) {
      const [ours, theirs] = await measure([
        {server: project, path: `${prefix}${page.path}`, name: `${locale}-${page.id}`},
        {server: reference, path: page.referencePath, name: `${locale}-${page.id}-reference`},
      ]);
      report.pages.push({locale, ...page, path: `${prefix}${page.path}`, ours, reference: theirs});
    }
    for (const page of alone.filter(selected)) {
      const query = page.query ? `?q=${encodeURIComponent(page.query[locale])}` : '';
      const [ours] = await measure([{server: project, path: `${prefix}${page.path}${query}`, name: `${locale}-${page.id}`}]);
      report.pages.push({locale, ...page, path: `${prefix}${page.path}${query}`, referencePath: `${pairs[0].referencePath} (for scale)`, ours, reference: referenceDoc[0]});
    }
  }
} finally {
  await project.close();
  await reference.close();
}
report.loadAverage.end = round(loadavg()[0], 1);
report.misses = checkBudgets();
writeFileSync(join(resultsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
printReport();
// Then the production server under load (scripts/bench-load.mjs: nginx, 30 s per target); LOAD=0 skips it.
const loadFailed =
  process.env.LOAD !== '0' &&
  (await new Promise((done) => spawn(process.execPath, [join(import.meta.dirname, 'bench-load.mjs')], {stdio: 'inherit'}).on('exit', (code) => done(code !== 0))));
process.exit(report.misses.length || loadFailed ? 1 : 0);

async function build() {
  console.log('Building every locale (npm run build)...');
  await new Promise((done, fail) =>
    spawn('npm', ['run', 'build'], {stdio: ['ignore', 'ignore', 'inherit']}).on('exit', (code) => (code === 0 ? done() : fail(new Error(`npm run build failed (exit ${code})`)))),
  );
}

/**
 * Lighthouse on each target, RUNS times, in turns: run i measures the targets in order, run i + 1 in reverse order,
 * so that neither side always meets the machine first. Each run opens a fresh browser (no cache, no warm process).
 */
async function measure(targets) {
  const samples = targets.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    const order = targets.map((_, index) => index);
    if (run % 2) order.reverse();
    for (const index of order) samples[index].push(await lighthouseOnce(`${targets[index].server.origin}${targets[index].path}`));
  }
  return targets.map((target, index) => summarise(samples[index], target.name));
}

async function lighthouseOnce(url) {
  console.log(`Lighthouse mobile ${url}`);
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
  try {
    const {lhr} = await lighthouse(url, {port: chrome.port, logLevel: 'error'});
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

// The median of each figure over the runs; the median run's report kept on disk.
function summarise(results, name) {
  const samples = results.map((lhr) => {
    const requests = lhr.audits['network-requests'].details.items;
    const kB = (type) => requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsKB: kB('Script'),
    };
  });
  const medians = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, round(median(samples.map((sample) => sample[key])), key === 'cls' ? 3 : 1)]));
  const medianRun = results.map((lhr, i) => ({lhr, score: samples[i].performance})).sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)].lhr;
  const file = join(resultsDir, 'lighthouse', `${name}.json`);
  writeFileSync(file, JSON.stringify(medianRun));
  return {...medians, lighthouseReport: file};
}

function checkBudgets() {
  const misses = [];
  const miss = (what, value, limit) => misses.push({what, value, limit});
  for (const page of report.pages) {
    const {ours, reference: theirs} = page;
    if (ours.cls > budgets.cls) miss(`${page.path}: CLS`, ours.cls, `<= ${budgets.cls}`);
    if (page.kind === 'doc') {
      const tbt = ratio(ours.tbtMs, theirs.tbtMs);
      const js = ratio(ours.jsKB, theirs.jsKB);
      if (tbt > budgets.docTbtRatio) miss(`${page.path}: TBT / reference`, tbt, `<= ${budgets.docTbtRatio}`);
      if (js > budgets.docJsRatio) miss(`${page.path}: JS / reference`, js, `<= ${budgets.docJsRatio}`);
    }
    if (page.kind === 'api' && ours.tbtMs > theirs.tbtMs * budgets.apiTbtOfReferenceDoc) {
      miss(`${page.path}: TBT (ms) against the reference long doc page`, ours.tbtMs, `<= ${theirs.tbtMs}`);
    }
  }
  return misses;
}

function printReport() {
  console.log('');
  console.table(
    report.pages.map((page) => ({
      page: page.path,
      reference: page.referencePath,
      perf: `${page.ours.performance} / ${page.reference.performance}`,
      'TBT ms': `${page.ours.tbtMs} / ${page.reference.tbtMs}`,
      'TBT ratio': ratio(page.ours.tbtMs, page.reference.tbtMs),
      'LCP ms': `${page.ours.lcpMs} / ${page.reference.lcpMs}`,
      CLS: `${page.ours.cls} / ${page.reference.cls}`,
      'JS kB': `${page.ours.jsKB} / ${page.reference.jsKB}`,
      'JS ratio': ratio(page.ours.jsKB, page.reference.jsKB),
    })),
  );
  console.log(`Project / reference, medians of ${runs} Lighthouse mobile runs each in a fresh browser; load average ${report.loadAverage.start} at the start, ${report.loadAverage.end} at the end.`);
  console.log(`Report: ${join(resultsDir, 'bench.json')}`);
  if (!report.misses.length) console.log('All budgets met.');
  else {
    console.log(`${report.misses.length} budget(s) missed:`);
    for (const {what, value, limit} of report.misses) console.log(`  ${what}: ${value} (budget ${limit})`);
  }
}
