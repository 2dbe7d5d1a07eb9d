// The claims ledger checker (scripts/lib/claims.mjs): each way a ledger can go wrong is caught, with its line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {checkClaims, checkLedger, ledgerOf, sectionOf} from '../../scripts/lib/claims.mjs';

const pageText = '---\ntitle: A page\n---\n\nThe stride defaults to `1000000` once any partition option is set.\n';
const entry = (fields) =>
  Object.entries(fields)
    .map(([key, value], i) => `${i ? '  ' : '- '}${key}: ${JSON.stringify(value)}`)
    .join('\n');
const good = {
  quote: 'defaults to `1000000`',
  source: 'AntelopeIO/spring@v1.2.2:libraries/state_history/include/eosio/state_history/log_config.hpp#L10-L18',
  shows: 'stride defaults to 1000000',
  verdict: 'corrected',
};
const messages = (ledger) => checkLedger(ledger, pageText).problems.map((p) => `${p.line}: ${p.message}`);

test('a complete ledger passes, with each source form', () => {
  const ledger = [
    entry(good),
    entry({...good, source: 'https://eips.ethereum.org/EIPS/eip-1153 (published 2018-06-15)', verdict: 'confirmed'}),
    entry({...good, source: ['$ npx -y -p solc@0.8.24 solcjs --bin A.sol', 'VaultaFoundation/evm-contract@v2.0.0:README.md'], verdict: 'hedged'}),
  ].join('\n');
  assert.deepEqual(messages(ledger), []);
  assert.equal(checkLedger(ledger, pageText).entries.length, 3);
});

test('a quote that is no longer on the page fails with the ledger line and the quote', () => {
  const ledger = `${entry(good)}\n${entry({...good, quote: 'defaults to `999`, always'})}`;
  assert.deepEqual(messages(ledger), ['5: quote not found in the page (it changed: recheck the claim and update the entry): "defaults to `999`, always"']);
});

test('a quote must sit on one line of the page and be long enough to find', () => {
  assert.match(messages(entry({...good, quote: 'once any partition\noption is set'})).join(), /quote not found/);
  assert.match(messages(entry({...good, quote: '`1000000`'})).join(), /shorter than 12 characters/);
});

test('a missing field, an unknown field and an unknown verdict each fail', () => {
  const {shows, ...withoutShows} = good;
  assert.deepEqual(messages(entry(withoutShows)), ['1: missing "shows"']);
  assert.deepEqual(messages(entry({...good, note: 'x'})), ['1: unknown field "note" (allowed: quote, source, shows, verdict)']);
  assert.deepEqual(messages(entry({...good, verdict: 'probably'})), ['1: verdict "probably" is not one of confirmed, corrected, hedged']);
  assert.deepEqual(messages(entry({...good, source: []})), ['1: missing "source"']);
});

test('a source of no allowed form fails: a bare name, an undated web page, a repository without a release', () => {
  for (const source of ['the Spring source', 'https://example.com/page', 'AntelopeIO/spring:plugins/x.cpp', 'spring@v1.2.2:x.cpp']) {
    assert.match(messages(entry({...good, source})).join(), /is not a repository file at a release/, source);
  }
});

test('invalid YAML and a ledger that is not a list fail', () => {
  assert.match(messages('- quote: "unclosed\n').join(), /^\d+: invalid YAML/);
  assert.deepEqual(messages('quote: a mapping, not a list'), ['1: the ledger must be a YAML list of claims']);
  assert.deepEqual(messages('- just a string'), ['1: a claim must be a mapping with quote, source, shows and verdict']);
});

test('ledger paths and sections', () => {
  assert.equal(ledgerOf('docs/node-operation/plugins/state-history.md'), 'claims/docs/node-operation/plugins/state-history.yml');
  assert.equal(ledgerOf('evm/quick-start/endpoints.mdx'), 'claims/evm/quick-start/endpoints.yml');
  assert.equal(ledgerOf('openapi/shared/paths/chain.yaml'), 'claims/openapi/shared/paths/chain.yml');
  assert.equal(sectionOf('openapi/shared/paths/chain.yaml'), 'openapi/shared');
  assert.equal(sectionOf('docs/node-operation/plugins/state-history.md'), 'docs/node-operation');
  assert.equal(sectionOf('apis/spring/latest/index.md'), 'apis');
});

test('a site check reports a page without a ledger, an orphan ledger, and counts verdicts per section', () => {
  const site = mkdtempSync(join(tmpdir(), 'claims-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(site, path)), {recursive: true});
    writeFileSync(join(site, path), text);
  };
  write('docs/plugins/state-history.md', pageText);
  write('docs/plugins/http.md', pageText);
  write('apis/spring/chain.api/get-info.api.mdx', 'generated: no ledger needed');
  write('claims/docs/plugins/state-history.yml', `${entry(good)}\n${entry({...good, verdict: 'confirmed'})}\n`);
  write('claims/docs/plugins/removed-page.yml', '[]\n');
  const {findings, sections} = checkClaims({site});
  assert.deepEqual(findings.map((f) => `${f.file}: ${f.message}`), [
    'claims/docs/plugins/http.yml: no ledger for docs/plugins/http.md',
    'claims/docs/plugins/removed-page.yml: its page no longer exists: move or delete the ledger with the page',
  ]);
  assert.deepEqual(sections.get('docs/plugins'), {pages: 2, claims: 2, confirmed: 1, corrected: 1, hedged: 0});
  assert.deepEqual(checkClaims({site, only: new Set(['docs/plugins/state-history.md'])}).findings, []);
});
