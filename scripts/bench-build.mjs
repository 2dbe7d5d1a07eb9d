#!/usr/bin/env node
// How the build grows with the content (`npm run bench:build`):
// 1. the site as it is: a cold build of every locale (`npm run clear` first), a warm rebuild, and a warm rebuild
//    without the git "Last updated" dates; wall time, peak memory of the whole process tree, and the time of each
//    phase (API page generation, each locale's loading, bundling, rendering and postBuild, the search index);
// 2. the same cold build on temporary copies of the site with 3 and 10 times the doc pages (each page of docs/ and
//    evm/ copied under new slugs, with its translations), seconds and MB per page at each size;
// 3. the dev server's time to its first page (`npm start`, English);
// 4. for scale, a cold build of the bench's plain Docusaurus site (scripts/lib/reference-site.mjs) in the same run:
//    the machine's speed moves by the hour, and this says how fast it was.
// Budgets below; writes bench-results/bench-build.json and exits non-zero when one is missed.
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {basename, dirname, join, resolve} from 'node:path';
import {ensureReferenceSite} from './lib/reference-site.mjs';
import {guideSets, translatedLocales} from '../src/config/site-registry.mjs';
import {hashOf} from '../src/lib/translation-record.mjs';

const budgets = {
  coldSeconds: 180, // the site as it is, every locale, on a 2-core machine
  peakMemoryMB: 4096,
  growth10x: 12, // the 10x copy at most 12 times the 1x build's time (near-linear)
  lastUpdateCostPercent: 15, // warm build time the git-read "Last updated" dates may add
};
const sizes = (process.env.SIZES ?? '1,3,10').split(',').map(Number);
const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'bench-results');
const round = (value, digits = 0) => Number(value.toFixed(digits));
mkdirSync(resultsDir, {recursive: true});

const report = {date: new Date().toISOString(), budgets, loadAverage: {start: round(loadavg()[0], 1)}};
await run('npm', ['run', 'clear'], {cwd: root});
report.cold = await measureBuild(root, 'cold');
report.warm = await measureBuild(root, 'warm');
// The setting is part of the bundler's cache key: a first build without dates primes that cache, the second is measured.
await measureBuild(root, 'warm-without-dates-priming', {LAST_UPDATE_DATES: 'off'});
report.warmWithoutDates = await measureBuild(root, 'warm-without-dates', {LAST_UPDATE_DATES: 'off'});
report.lastUpdateCostPercent = round((report.warm.seconds / report.warmWithoutDates.seconds - 1) * 100, 1);
report.growth = [];
for (const size of sizes) report.growth.push(await measureGrowth(size));
report.devServer = await measureDevServer();
report.reference = await measureReference();
report.loadAverage.end = round(loadavg()[0], 1);
report.misses = checkBudgets();
writeFileSync(join(resultsDir, 'bench-build.json'), `${JSON.stringify(report, null, 2)}\n`);
printReport();
process.exit(report.misses.length ? 1 : 0);

/** Runs a command; resolves with its output and the peak resident memory of its process tree. */
function run(command, args, {cwd, env = {}, log} = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    let peakKB = 0;
    const sampler = setInterval(() => (peakKB = Math.max(peakKB, treeRssKB(child.pid))), 250);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (log) writeFileSync(log, output);
      if (code === 0) done({output, peakMB: round(peakKB / 1024)});
      else fail(new Error(`${command} ${args.join(' ')} failed (exit ${code}) in ${cwd}${log ? `; see ${log}` : `:\n${output.slice(-3000)}`}`));
    });
  });
}

// Resident memory of a process and all its descendants, in kB (a build runs several: npm, docusaurus, workers).
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

/**
 * One build of every locale, as `npm run build` runs it (API page generation, then scripts/build.mjs), with
 * Docusaurus's own timings (DOCUSAURUS_PERF_LOGGER) and the search plugin's.
 */
async function measureBuild(siteDir, name, env = {}) {
  console.log(`Build (${name}) in ${siteDir}...`);
  const started = performance.now();
  const api = await run('npm', ['run', 'gen-api'], {cwd: siteDir, env});
  const apiSeconds = (performance.now() - started) / 1000;
  const build = await run(process.execPath, ['scripts/build.mjs'], {cwd: siteDir, env: {...env, DOCUSAURUS_PERF_LOGGER: 'true'}, log: join(resultsDir, `build-${name}.log`)});
  const seconds = round((performance.now() - started) / 1000, 1);
  const phases = {'API page generation': round(apiSeconds, 1), ...phasesOf(build.output)};
  const pages = countPages(join(siteDir, 'build'));
  const result = {seconds, peakMemoryMB: Math.max(api.peakMB, build.peakMB), pages, phases};
  console.log(`  ${seconds} s, peak ${result.peakMemoryMB} MB, ${pages} pages`);
  return result;
}

// "[PERF] Build > zh > Bundling with Rspack - 12.34 seconds! - (Heap ...)" -> {'zh: bundle': 12.3}; and the search index.
function phasesOf(output) {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const phases = {};
  const named = {'load site': 'load', 'bundling with rspack': 'bundle', 'bundling with webpack': 'bundle', ssg: 'render', 'postbuild()': 'postBuild'};
  for (const [, locale, label, value, unit] of plain.matchAll(/^\[PERF\]\s*Build > (\w+) > ([^>\n]+?) - ([\d.]+) (seconds!|ms)/gm)) {
    if (!named[label.toLowerCase()]) continue;
    phases[`${locale}: ${named[label.toLowerCase()]}`] = round(unit === 'ms' ? Number(value) / 1000 : Number(value), 1);
  }
  for (const [, locale, ms] of plain.matchAll(/Search index (\w+): \d+ pages indexed into .* in (\d+) ms/g)) phases[`${locale}: search index`] = round(Number(ms) / 1000, 1);
  return phases;
}

// Pages of every locale: the entries of each sitemap.xml in the build.
function countPages(buildDir) {
  const sitemaps = readdirSync(buildDir, {recursive: true}).filter((file) => basename(file) === 'sitemap.xml');
  return sitemaps.reduce((sum, file) => sum + readFileSync(join(buildDir, file), 'utf8').split('<loc>').length - 1, 0);
}

/** A cold build of a temporary copy of the site with `size` times the doc pages. */
async function measureGrowth(size) {
  const copy = mkdtempSync(join(tmpdir(), `vaulta-bench-${size}x-`));
  try {
    const tracked = (await run('git', ['ls-files', '-z'], {cwd: root})).output.split('\0').filter(Boolean);
    for (const file of tracked) {
      if (!existsSync(join(root, file))) continue;
      mkdirSync(dirname(join(copy, file)), {recursive: true});
      cpSync(join(root, file), join(copy, file));
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const added = multiplyPages(copy, size);
    // No bundler cache: each size is built from nothing, like the others.
    const result = await measureBuild(copy, `${size}x`, {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'});
    return {size, addedSources: added, ...result, secondsPerPage: round(result.seconds / result.pages, 3), mbPerPage: round(result.peakMemoryMB / result.pages, 2)};
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
}

/**
 * Copies every page of docs/ and evm/ `size - 1` times under new slugs (`<name>-copy-<k>`), titles marked, and each
 * of its translations with it (its record pointing at the English copy, so it counts as current).
 */
function multiplyPages(site, size) {
  let added = 0;
  for (const {dir, i18nDir} of guideSets) {
    const pages = readdirSync(join(site, dir), {recursive: true}).filter((file) => /\.mdx?$/.test(file));
    for (const page of pages) {
      const english = readFileSync(join(site, dir, page), 'utf8');
      for (let k = 2; k <= size; k += 1) {
        const name = page.replace(/(\.mdx?)$/, `-copy-${k}$1`);
        const englishCopy = marked(english, k);
        writeFileSync(join(site, dir, name), englishCopy);
        added += 1;
        for (const locale of translatedLocales) {
          const translated = join(site, 'i18n', locale, i18nDir, 'current', page);
          if (!existsSync(translated)) continue;
          const record = `${dir}/${name.split('\\').join('/')}@${hashOf(englishCopy)}`;
          writeFileSync(join(dirname(translated), basename(name)), marked(readFileSync(translated, 'utf8'), k).replace(/^translation_of: .*$/m, `translation_of: ${record}`));
          added += 1;
        }
      }
    }
  }
  return added;
}

// A copy's front matter: its title marked with the copy number, its id and slug (when set) made unique.
function marked(source, k) {
  return source.replace(/^---\n([\s\S]*?)\n---/, (front, body) =>
    `---\n${body
      .replace(/^title: (['"]?)(.*?)\1$/m, (_, quote, title) => `title: ${quote}${title} (${k})${quote}`)
      .replace(/^(id|slug): (.*)$/gm, (_, key, value) => `${key}: ${value.replace(/\/?$/, '')}-copy-${k}`)}\n---`,
  );
}

/** `npm start` (English): seconds until the dev server answers its first doc page. */
async function measureDevServer() {
  const port = 4390;
  console.log('Dev server (npm start)...');
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--no-open'], {cwd: root, stdio: 'ignore', detached: true});
  try {
    const url = `http://localhost:${port}/docs/latest/quick-start/introduction`;
    for (;;) {
      if (child.exitCode !== null) throw new Error('the dev server exited before answering');
      const response = await fetch(url).catch(() => undefined);
      if (response?.ok && (await response.text()).includes('<div id="__docusaurus"')) break;
      await new Promise((wait) => setTimeout(wait, 500));
      if (performance.now() - started > 600_000) throw new Error('the dev server did not answer within 10 minutes');
    }
    const seconds = round((performance.now() - started) / 1000, 1);
    console.log(`  first page after ${seconds} s`);
    return {seconds};
  } finally {
    process.kill(-child.pid, 'SIGTERM');
  }
}

/** The plain Docusaurus site of `npm run bench`, cleared and built cold: the machine's speed in this run. */
async function measureReference() {
  const site = dirname(ensureReferenceSite());
  console.log(`Reference: cold build of plain Docusaurus in ${site}...`);
  await run('npm', ['run', 'clear'], {cwd: site});
  const started = performance.now();
  const build = await run('npm', ['run', 'build'], {cwd: site});
  const seconds = round((performance.now() - started) / 1000, 1);
  const pages = countPages(join(site, 'build'));
  console.log(`  ${seconds} s, peak ${build.peakMB} MB, ${pages} pages`);
  return {seconds, peakMemoryMB: build.peakMB, pages};
}

function checkBudgets() {
  const misses = [];
  const miss = (what, value, limit) => misses.push({what, value, limit});
  if (report.cold.seconds > budgets.coldSeconds) miss('cold build of every locale (s)', report.cold.seconds, `<= ${budgets.coldSeconds}`);
  if (report.cold.peakMemoryMB > budgets.peakMemoryMB) miss('peak memory of the cold build (MB)', report.cold.peakMemoryMB, `<= ${budgets.peakMemoryMB}`);
  if (report.lastUpdateCostPercent > budgets.lastUpdateCostPercent) miss('warm build time added by last-updated dates (%)', report.lastUpdateCostPercent, `<= ${budgets.lastUpdateCostPercent}`);
  const one = report.growth.find((entry) => entry.size === 1);
  const ten = report.growth.find((entry) => entry.size === 10);
  if (one && ten && ten.seconds / one.seconds > budgets.growth10x) miss('10x build time / 1x build time', round(ten.seconds / one.seconds, 2), `<= ${budgets.growth10x}`);
  return misses;
}

function printReport() {
  const {cold, warm, warmWithoutDates} = report;
  console.log('');
  console.log(`Site as it is: cold ${cold.seconds} s (peak ${cold.peakMemoryMB} MB), warm ${warm.seconds} s (peak ${warm.peakMemoryMB} MB), ${cold.pages} pages`);
  console.log(`Last-updated dates: warm ${warm.seconds} s with, ${warmWithoutDates.seconds} s without (${report.lastUpdateCostPercent > 0 ? '+' : ''}${report.lastUpdateCostPercent} %)`);
  console.log('Phases (s):');
  console.table(Object.fromEntries(Object.keys(cold.phases).map((phase) => [phase, {cold: cold.phases[phase], warm: warm.phases[phase]}])));
  console.log('Growth (cold, no bundler cache, temporary copies):');
  const one = report.growth.find((entry) => entry.size === 1);
  console.table(
    report.growth.map((entry) => ({
      size: `${entry.size}x`,
      pages: entry.pages,
      seconds: entry.seconds,
      'x of 1x': one ? round(entry.seconds / one.seconds, 2) : '',
      's / page': entry.secondsPerPage,
      'peak MB': entry.peakMemoryMB,
      'MB / page': entry.mbPerPage,
      bundle: sumPhases(entry.phases, 'bundle'),
      render: sumPhases(entry.phases, 'render'),
      postBuild: sumPhases(entry.phases, 'postBuild'),
    })),
  );
  console.log(`Dev server: first page after ${report.devServer.seconds} s`);
  const {reference} = report;
  console.log(`Machine speed: plain Docusaurus (${reference.pages} pages, one locale) builds cold in ${reference.seconds} s (peak ${reference.peakMemoryMB} MB); the site takes ${round(cold.seconds / reference.seconds, 1)} times as long for ${round(cold.pages / reference.pages)} times the pages`);
  console.log(`Load average ${report.loadAverage.start} at the start, ${report.loadAverage.end} at the end. Report: bench-results/bench-build.json`);
  if (!report.misses.length) console.log('All budgets met.');
  else {
    console.log(`${report.misses.length} budget(s) missed:`);
    for (const {what, value, limit} of report.misses) console.log(`  ${what}: ${value} (budget ${limit})`);
  }
}

function sumPhases(phases, kind) {
  return round(Object.entries(phases).filter(([name]) => name.endsWith(`: ${kind}`)).reduce((sum, [, value]) => sum + value, 0), 1);
}

