// The query lexicon of one locale, written next to its Pagefind index (pagefind/lexicon.json) and read by the
// search engine (src/search/query.ts): stopwords, Korean particles, synonyms and the index's vocabulary.
// Synonyms come from src/search/lexicon/<locale>.json and the glossary's 'avoid' variants (i18n/<locale>/glossary.json):
// a reader who types a variant finds the pages, which use the glossary's word.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Converter} from 'opencc-js/t2cn';

const siteDir = join(import.meta.dirname, '..', '..', '..');
const readJson = (file) => JSON.parse(readFileSync(join(siteDir, file), 'utf8'));

/** The glossary's word for an entry of one word: `use` without the English in parentheses. */
const glossaryWord = (use) => use.split(' / ')[0].replace(/[（(][^）)]*[）)]/g, '').trim();

/** variant -> the pages' word, lower-cased. */
export function synonymsOf(locale) {
  const map = {};
  for (const [canonical, ...variants] of readJson(`src/search/lexicon/${locale}.json`).synonyms) {
    for (const variant of variants) map[variant.toLowerCase()] = canonical.toLowerCase();
  }
  const glossary = `i18n/${locale}/glossary.json`;
  if (existsSync(join(siteDir, glossary))) {
    for (const term of readJson(glossary).terms) {
      // A variant that is also part of a good compound (its 'except' list) is left alone. In an entry of several
      // words, `for` names the one the variant stands for (链ID -> 链 ID, not the entry's first word 索引器).
      for (const {variant, except, for: word} of term.avoid) {
        if (!except?.length) map[variant.toLowerCase()] ??= (word ?? glossaryWord(term.use)).toLowerCase();
      }
    }
  }
  return map;
}

/**
 * Words of the indexed text a query word can be corrected or split into: Latin seen twice or more, Hangul three times
 * (Korean inflects: a word seen twice is mostly one verb form, and the Korean list is the largest download of a first
 * query), and the Chinese words of the zh index (its text arrives cut into words, src/plugins/search/chinese.mjs).
 */
export function vocabularyOf(texts, particles = []) {
  const counts = new Map();
  for (const text of texts) {
    for (let word of text.toLowerCase().match(/[a-z][a-z0-9_]{3,}|[\uac00-\ud7a3]{2,}|[\u4e00-\u9fff]{2,}/g) ?? []) {
      const particle = particles.find((p) => word.length > p.length + 1 && word.endsWith(p));
      if (particle && /[\uac00-\ud7a3]/.test(word)) word = word.slice(0, -particle.length);
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].filter(([word, count]) => count >= (/[\uac00-\ud7a3]/.test(word) ? 3 : 2) || /[\u4e00-\u9fff]/.test(word)).map(([word]) => word).sort();
}

/**
 * English term -> the locale's word, from the glossary's entries ("account / account name" -> "账户 / 账户名", paired
 * by position): a reader on the zh or ko site who types the English term also finds the pages that translate it.
 */
export function translationsOf(locale) {
  const glossary = `i18n/${locale}/glossary.json`;
  if (!existsSync(join(siteDir, glossary))) return {};
  const map = {};
  const bare = (text) => text.replace(/[（(][^）)]*[）)]/g, '').trim();
  for (const term of readJson(glossary).terms) {
    const english = bare(term.en).split(/\s*\/\s*/);
    const local = bare(term.use).split(/\s*\/\s*/);
    if (english.length !== local.length) continue;
    english.forEach((word, index) => {
      if (/^[a-z][a-z -]+$/i.test(word) && local[index] && !/^[a-z]/i.test(local[index])) map[word.toLowerCase()] ??= local[index].toLowerCase();
    });
  }
  return map;
}

/**
 * The lexicon as written to lexicon.json: `words` front-coded, one line per word, its first character saying how many
 * characters it shares with the word before ('0' + n), then the rest (a quarter smaller once gzipped than a JSON
 * list; the Korean vocabulary is the largest file of a first query). Read back by frontDecoded (src/search/query.ts).
 */
export function lexiconFile(lexicon) {
  let previous = '';
  const lines = lexicon.words.map((word) => {
    let shared = 0;
    while (shared < maxShared && shared < previous.length && previous[shared] === word[shared]) shared += 1;
    previous = word;
    return String.fromCharCode(48 + shared) + word.slice(shared);
  });
  return {...lexicon, words: lines.join('\n')};
}
const maxShared = 60;

/**
 * Traditional characters and the simplified ones the zh index holds, as pairs (帳帐權权…), from OpenCC's tables for
 * Taiwan, Hong Kong and standard traditional Chinese: a reader who types traditional characters finds the
 * simplified pages. Only characters whose simplified form is in `texts`, to keep the first query small.
 */
export function traditionalOf(texts) {
  const converters = ['t', 'tw', 'hk'].map((from) => Converter({from, to: 'cn'}));
  const used = new Set(texts.flatMap((text) => [...converters[0](text)]));
  let pairs = '';
  for (let code = 0x4e00; code <= 0x9fff; code += 1) {
    const character = String.fromCodePoint(code);
    const simplified = converters.map((convert) => convert(character)).find((out) => out !== character && used.has(out));
    if (simplified) pairs += character + simplified;
  }
  return pairs;
}

export function lexiconOf(locale, texts) {
  const {stopwords, particles = []} = readJson(`src/search/lexicon/${locale}.json`);
  const words = vocabularyOf(texts, particles);
  const synonyms = synonymsOf(locale);
  if (locale !== 'zh') return {stopwords, particles, synonyms, translations: translationsOf(locale), words};
  // The engine simplifies a query before it looks up synonyms: their variants are simplified the same way.
  const traditional = traditionalOf([...words, ...Object.keys(synonyms)]);
  const table = new Map([...traditional.matchAll(/(.)(.)/gu)].map(([, from, to]) => [from, to]));
  const simplifiedSynonyms = {};
  for (const [variant, word] of Object.entries(synonyms)) {
    const simplified = [...variant].map((character) => table.get(character) ?? character).join('');
    if (simplified !== word) simplifiedSynonyms[simplified] ??= word;
  }
  return {stopwords, particles, synonyms: simplifiedSynonyms, translations: translationsOf(locale), words, traditional};
}

/** The same synonyms in Algolia's format (DEPLOY.md says how to load them into the index). */
export function algoliaSynonyms(locale) {
  const groups = new Map();
  for (const [variant, canonical] of Object.entries(synonymsOf(locale))) {
    groups.set(canonical, [...(groups.get(canonical) ?? [canonical]), variant]);
  }
  return [...groups].map(([canonical, synonyms], index) => ({objectID: `${locale}-${index}-${canonical}`, type: 'synonym', synonyms}));
}
