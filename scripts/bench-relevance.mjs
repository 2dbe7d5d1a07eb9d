#!/usr/bin/env node
// Search relevance per locale (scripts/lib/search-relevance.mjs) against the built site (npm run build first):
// prints success@1, success@3 and MRR, and every query whose expected page is not first.
// Writes bench-results/relevance.json; exits non-zero under a locale's floor.
//
//   npm run bench:relevance                  (BUILD_DIR, CHROMIUM_PATH, LOCALES=en,zh honoured)
//   SUITE=held-out npm run bench:relevance   the held-out queries (tests/search/relevance/held-out/): scores only,
//                                            no floors, written to bench-results/relevance-held-out.json
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {startStaticServer} from './lib/static-server.mjs';
import {floors, formatScores, relevanceQueries, runRelevance, scores, thresholds} from './lib/search-relevance.mjs';
import {localeCodes} from '../src/config/site-registry.mjs';

const buildDir = resolve(process.env.BUILD_DIR ?? 'build');
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const locales = process.env.LOCALES?.split(',') ?? localeCodes;
const suite = process.env.SUITE ?? '';
if (!['', 'held-out'].includes(suite)) throw new Error(`SUITE is '' or 'held-out', not ${suite}`);

const server = await startStaticServer({dir: buildDir});
const browser = await chromium.launch({executablePath});
const report = {date: new Date().toISOString(), thresholds, locales: {}};
let failed = false;
for (const locale of locales) {
  const page = await browser.newPage();
  const run = await runRelevance(page, {origin: server.origin, prefix: locale === 'en' ? '' : `/${locale}`, queries: relevanceQueries(locale, suite)});
  await page.close();
  const score = scores(run);
  const below = score.successAt3 < thresholds.successAt3 || score.mrr < thresholds.mrr;
  const floor = floors[locale];
  const underFloor = !suite && (!floor || score.successAt3 < floor.successAt3 || score.mrr < floor.mrr);
  failed ||= underFloor;
  report.locales[locale] = {...score, run};
  console.log(`${locale}: ${formatScores(score)}${underFloor ? '  UNDER THE FLOOR' : below ? '  below the aim' : ''}`);
  for (const {q, kind, expect, rank, results} of run.filter((r) => r.rank !== 1)) {
    console.log(`    ${rank ? `#${rank}` : 'miss'}  ${q}  (${kind})  want ${expect.join(' | ')}  got ${results.join(' , ') || 'nothing'}`);
  }
}
await browser.close();
await server.close();
mkdirSync('bench-results', {recursive: true});
writeFileSync(`bench-results/relevance${suite ? `-${suite}` : ''}.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `Aim: success@3 >= ${thresholds.successAt3 * 100} %, MRR >= ${thresholds.mrr}; ` +
    (suite ? 'held-out queries: scores only.' : `floors in scripts/lib/search-relevance.mjs. ${failed ? 'FAILED' : 'Floors held.'}`),
);
process.exit(failed ? 1 : 0);
