// Query rewriting for the offline search (src/search/query.ts) and the lexicon the build writes for it
// (src/plugins/search/lexicon.mjs). The relevance suite (tests/e2e/search-relevance.spec.ts) measures the result.
import assert from 'node:assert/strict';
import test from 'node:test';
import {queryWords} from '../../src/search/query.ts';
import {lexiconOf, synonymsOf, vocabularyOf} from '../../src/plugins/search/lexicon.mjs';

const text = (words) => `${words} ${words}`; // seen twice: kept in the vocabulary
const en = lexiconOf('en', [text('hardhat metamask receive notification multi_index deploy setup create account')]);
const ko = lexiconOf('ko', [text('스마트 컨트랙트를 배포 계정을 트랜잭션 서명 파이널라이저')]);
const zh = lexiconOf('zh', []);

test('question words are dropped, the words that matter kept', () => {
  assert.deepEqual(queryWords('How do I create an account?', 'en', en), ['create', 'account']);
  assert.deepEqual(queryWords('the', 'en', en), ['the'], 'a query of stopwords only is searched as typed');
  assert.deepEqual(queryWords('如何创建账户', 'zh', zh), ['创建', '账户']);
});

test('an endpoint path is searched by its name', () => {
  assert.deepEqual(queryWords('/v1/chain/get_info', 'en', en), ['get_info']);
});

test('a misspelt word is corrected into a word of the index, an unknown one left alone', () => {
  assert.deepEqual(queryWords('harhat metamsk', 'en', en), ['hardhat', 'metamask']);
  assert.deepEqual(queryWords('recieve', 'en', en), ['receive']);
  assert.deepEqual(queryWords('zqxjvwk', 'en', en), ['zqxjvwk']);
  assert.deepEqual(queryWords('트렌잭션 서명', 'ko', ko), ['트랜잭션', '서명']);
});

test('synonyms: the glossary and lexicon variants become the pages word', () => {
  assert.deepEqual(queryWords('msig', 'en', en), ['multisig']);
  assert.deepEqual(queryWords('LIB', 'en', en), ['last', 'irreversible', 'block']);
  assert.deepEqual(queryWords('帐户', 'zh', zh), ['账户'], 'a glossary avoid-variant');
  assert.deepEqual(queryWords('스마트 계약', 'ko', ko), ['스마트', '컨트랙트']);
  assert.equal(synonymsOf('zh')['许可'], undefined, 'a variant with exceptions (许可证) is not rewritten');
});

test('Korean: particles are stripped and unspaced compounds split', () => {
  assert.deepEqual(queryWords('계정을', 'ko', ko), ['계정']);
  assert.deepEqual(queryWords('스마트컨트랙트 배포', 'ko', ko), ['스마트', '컨트랙트', '배포']);
  assert.deepEqual(vocabularyOf([text('계정을 계정이')], ko.particles), ['계정']);
});
