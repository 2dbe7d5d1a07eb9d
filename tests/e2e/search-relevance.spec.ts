import {expect, test} from '@playwright/test';
import {floors, formatScores, relevanceQueries, runRelevance, scores, thresholds} from '../../scripts/lib/search-relevance.mjs';
import {localePrefix, locales} from './support';

// The relevance suite (tests/search/relevance/<locale>.json): every query typed on the locale's /search page, its
// expected page looked for in the results shown. `npm run bench:relevance` prints the same run query by query.
for (const locale of locales) {
  test(`search relevance in ${locale} meets the aim and holds its floor`, async ({page, baseURL}) => {
    test.setTimeout(240_000);
    const run = await runRelevance(page, {origin: baseURL!, prefix: localePrefix(locale), queries: relevanceQueries(locale)});
    const score = scores(run);
    const misses = run.filter((r) => r.rank !== 1).map((r) => `${r.rank || '-'} ${r.q} -> ${r.results.join(', ')}`);
    test.info().annotations.push({type: 'relevance', description: `${locale}: ${formatScores(score)}`});
    expect(run.length, 'at least 60 queries per locale').toBeGreaterThanOrEqual(60);
    // The floor holds the aim (success@3 95 %, MRR 0.85) as well as what the engine has reached.
    expect(floors[locale].successAt3).toBeGreaterThanOrEqual(thresholds.successAt3);
    expect(floors[locale].mrr).toBeGreaterThanOrEqual(thresholds.mrr);
    expect(score.successAt3, `success@3 in ${locale}; not first:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(floors[locale].successAt3);
    expect(score.mrr, `MRR in ${locale}`).toBeGreaterThanOrEqual(floors[locale].mrr);
  });
}
