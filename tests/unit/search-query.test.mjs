// Query rewriting for the offline search (src/search/query.ts) and the lexicon the build writes for it
// (src/plugins/search/lexicon.mjs). The relevance suite (tests/e2e/search-relevance.spec.ts) measures the result.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import test from 'node:test';
import {lexiconFromFile, queryWords, translatedWords} from '../../src/search/query.ts';
import {lexiconFile, lexiconOf, synonymsOf, vocabularyOf} from '../../src/plugins/search/lexicon.mjs';
import {translatedLocales} from '../../src/config/site-registry.mjs';

const text = (words) => `${words} ${words} ${words}`; // seen three times: kept in the vocabulary (Latin needs two, Hangul three)
const en = lexiconOf('en', [text('hardhat metamask receive notification multi_index deploy setup create account')]);
const ko = lexiconOf('ko', [text('스마트 컨트랙트를 배포 계정을 트랜잭션 서명 파이널라이저 pending')]);
const zh = lexiconOf('zh', []);

test('question words are dropped, the words that matter kept', () => {
  assert.deepEqual(queryWords('How do I create an account?', 'en', en), ['create', 'account']);
  assert.deepEqual(queryWords('the', 'en', en), ['the'], 'a query of stopwords only is searched as typed');
  assert.deepEqual(queryWords('如何创建账户', 'zh', zh), ['创建', '账户']);
});

test('an endpoint path is searched by its name', () => {
  assert.deepEqual(queryWords('/v1/chain/get_info', 'en', en), ['get_info']);
  assert.deepEqual(queryWords('/v1/db_size/get', 'en', en), ['db_size', 'get'], 'a plain name keeps its API');
});

test('a misspelt word is corrected into a word of the index, an unknown one left alone', () => {
  assert.deepEqual(queryWords('harhat metamsk', 'en', en), ['hardhat', 'metamask']);
  assert.deepEqual(queryWords('recieve', 'en', en), ['receive']);
  assert.deepEqual(queryWords('zqxjvwk', 'en', en), ['zqxjvwk']);
  assert.deepEqual(queryWords('트렌잭션 서명', 'ko', ko), ['트랜잭션', '서명']);
  const forms = lexiconOf('en', [text('elected execution')]);
  assert.deepEqual(queryWords('election', 'en', forms), ['election'], 'another form of an index word is no misspelling');
  assert.deepEqual(queryWords('executon', 'en', forms), ['execution']);
  const verbs = lexiconOf('ko', [text('두려면 옮겨')]);
  assert.deepEqual(queryWords('사려면', 'ko', verbs), ['사려면'], 'the first syllable is kept: 사려면 is not 두려면');
});

test('synonyms: the glossary and lexicon variants become the pages word', () => {
  assert.deepEqual(queryWords('msig', 'en', en), ['multisig']);
  assert.deepEqual(queryWords('LIB', 'en', en), ['last', 'irreversible', 'block']);
  assert.deepEqual(queryWords('central processing unit', 'en', en), ['cpu'], 'what an abbreviation stands for');
  assert.deepEqual(queryWords('帐户', 'zh', zh), ['账户'], 'a glossary avoid-variant');
  assert.deepEqual(queryWords('网页', 'zh', zh), ['web'], 'the pages write Web 应用');
  assert.deepEqual(queryWords('스마트 계약', 'ko', ko), ['컨트랙트'], 'smart contract is the site\'s contract');
  assert.deepEqual(queryWords('msig setup', 'en', en, false), ['msig', 'setup'], 'the words as typed, searched beside');
  assert.deepEqual(queryWords('msig setup', 'en', en), ['multisig', 'set', 'up']);
  assert.equal(synonymsOf('zh')['许可'], undefined, 'a variant with exceptions (许可证) is not rewritten');
  // In an entry of several words a variant becomes the word it stands for, not the entry's first.
  assert.equal(synonymsOf('zh')['链id'], '链 id');
  assert.equal(synonymsOf('zh')['接口地址'], '端点');
  assert.equal(synonymsOf('ko')['종단점'], '엔드포인트');
});

for (const locale of translatedLocales) {
  test(`${locale} glossary: each variant an entry of several words avoids names the word it stands for`, () => {
    const {terms} = JSON.parse(readFileSync(new URL(`../../i18n/${locale}/glossary.json`, import.meta.url), 'utf8'));
    const unnamed = terms
      .filter((term) => term.use.includes(' / '))
      .flatMap((term) => term.avoid.filter((avoid) => !avoid.except?.length && !avoid.for).map(({variant}) => `${term.use}: ${variant}`));
    assert.deepEqual(unnamed, []);
  });
}

test('Chinese: traditional characters are searched as the simplified ones the pages use', () => {
  const pages = lexiconOf('zh', ['账户 权限 多签 节点 硬件 部署']);
  assert.deepEqual(queryWords('帳戶權限多簽', 'zh', pages), ['账户', '权限', '多签']);
  assert.deepEqual(queryWords('節點部署', 'zh', pages), ['节点', '部署']);
  assert.deepEqual(queryWords('硬體', 'zh', pages), ['硬件'], 'a synonym written in traditional characters');
  assert.equal(pages.synonyms['硬體'], undefined, 'synonyms are looked up simplified');
  assert.equal(lexiconOf('en', []).traditional, undefined);
});

test('Korean: particles are stripped and unspaced compounds split', () => {
  assert.deepEqual(queryWords('계정을', 'ko', ko), ['계정']);
  assert.deepEqual(queryWords('leap에서 RAM을', 'ko', ko), ['leap', 'ram'], 'a particle after a Latin word');
  assert.deepEqual(queryWords('쪽으로', 'ko', ko), ['쪽으로'], 'the longest particle or none: never 쪽으');
  assert.deepEqual(queryWords('키를 정의', 'ko', ko), ['키', '정의'], 'one syllable is left by 을 and 를 alone');
  assert.deepEqual(queryWords('나는', 'ko', ko), ['나는'], 'a verb ending, not 나 with a particle');
  assert.deepEqual(queryWords('계정이랑 뭐가', 'ko', ko), ['계정'], 'colloquial 이랑; a one-syllable stopword with its particle');
  const near = lexiconOf('ko', [text('쪽으 방향')]);
  assert.deepEqual(queryWords('쪽으로', 'ko', near), ['쪽으로'], 'a word ending in a particle is not corrected');
  assert.deepEqual(queryWords('트랜잭션서명 배포', 'ko', ko), ['트랜잭션', '서명', '배포']);
  assert.deepEqual(vocabularyOf([text('계정을 계정이')], ko.particles), ['계정']);
});

test('Chinese: the build cuts pages with the field words whole, and a query is cut with the words it found', async () => {
  const {chineseSegmenter, segmentHtml, userWords} = await import('../../src/plugins/search/chinese.mjs');
  const words = userWords();
  for (const word of ['最终确认者', '生效密钥', '区块生产者', '出块']) assert.ok(words.includes(word), word);
  const cut = chineseSegmenter(words);
  assert.deepEqual(cut('最终确认者用生效密钥投票'), ['最终确认者', '用', '生效密钥', '投票']);
  assert.equal(segmentHtml('<h1 class=x>在Vaulta上部署合约</h1><script>var a="合约"</script>', cut), '<h1 class=x> 在 Vaulta 上 部署 合约 </h1><script>var a="合约"</script>');
  const lexicon = lexiconOf('zh', [cut('最终确认者 生效密钥 部署 合约 账户 创建').join(' ')]);
  assert.deepEqual(queryWords('最终确认者的生效密钥', 'zh', lexicon), ['最终确认者', '生效密钥']);
  assert.deepEqual(queryWords('怎么部署合约', 'zh', lexicon), ['部署', '合约']);
});

test('an English term typed on the zh or ko site is also searched in the glossary word', () => {
  assert.deepEqual(translatedWords(['inline', 'action', 'notifications'], zh), ['内联动作', '通知']);
  assert.deepEqual(translatedWords(['block', 'producer'], ko), ['블록', '프로듀서']);
  assert.equal(translatedWords(['cleos'], zh), undefined);
  assert.equal(translatedWords(['account'], en), undefined, 'English has no translations');
  assert.deepEqual(queryWords('peering', 'ko', ko), ['peering'], 'a glossary term is not corrected into a nearby word (pending)');
});

test('lexicon.json: the words are front-coded and read back as they were', () => {
  const words = ['account', 'accounts', 'actions', 'b', '계정', '계정과', '최종', '最终确认者', '最终'].sort();
  const file = lexiconFile({...ko, words});
  assert.equal(file.words.split('\n')[1], `${String.fromCharCode(48 + 'account'.length)}s`, 'accounts is written as what it adds to account');
  assert.deepEqual(lexiconFromFile(JSON.parse(JSON.stringify(file))), {...ko, words});
  assert.deepEqual(lexiconFromFile({...file, words: ''}).words, []);
  // A word sharing more than the longest count starts over from that many characters.
  const long = ['x'.repeat(80), `${'x'.repeat(80)}y`];
  assert.deepEqual(lexiconFromFile(lexiconFile({...ko, words: long})).words, long);
});

test('Korean: the indexer decomposes Hangul text and nothing else; recomposed it is the page as written', async () => {
  const {decomposeHangul} = await import('../../src/plugins/search/korean.mjs');
  const html = '<h1 title="계정">계정을 만들기 (account)</h1><script>var a="계정"</script>';
  const decomposed = decomposeHangul(html);
  assert.notEqual(decomposed, html);
  assert.equal(decomposed.normalize('NFC'), html);
  assert.ok(decomposed.startsWith('<h1 title="계정">'), 'attributes untouched');
  assert.ok(decomposed.endsWith('<script>var a="계정"</script>'), 'scripts untouched');
  assert.ok(!/[\uac00-\ud7a3]/.test(decomposed.replace(/<script[\s\S]*?<\/script>|<[^>]*>/g, '')), 'no precomposed syllable left in the text');
});
