// What a reader types, rewritten into what the offline index can answer (ARCHITECTURE.md, "Search"). No imports:
// the unit tests load this file directly.

/** One locale's lexicon, written by the build next to its Pagefind index (src/plugins/search/lexicon.mjs). */
export interface Lexicon {
  stopwords: string[];
  /** Korean particles and endings, longest first, stripped from the end of a query word. */
  particles: string[];
  /** A variant readers type -> the pages' word (lower-cased). */
  synonyms: Record<string, string>;
  /** An English term -> the locale's word for it (from the glossary; empty in English). */
  translations: Record<string, string>;
  /** Latin, Hangul and (zh) Chinese words of the index, sorted: what a query is corrected or cut into. */
  words: string[];
  /** zh: traditional characters, each followed by its simplified form (帳帐權权…). */
  traditional?: string;
}

export const emptyLexicon: Lexicon = {stopwords: [], particles: [], synonyms: {}, translations: {}, words: []};

/** lexicon.json: the lexicon with its words front-coded (lexiconFile in src/plugins/search/lexicon.mjs). */
export type LexiconFile = Omit<Lexicon, 'words'> & {words: string};

/** The lexicon of a lexicon.json: each line is the characters shared with the word before ('0' + n), then the rest. */
export function lexiconFromFile(file: LexiconFile): Lexicon {
  let previous = '';
  const words = file.words ? file.words.split('\n').map((line) => (previous = previous.slice(0, line.charCodeAt(0) - 48) + line.slice(1))) : [];
  return {...file, words};
}

const hangul = /^[\uac00-\ud7a3]+$/;
const latin = /^[a-z][a-z0-9_]*$/;
const han = /^\p{Script=Han}+$/u;

/** Damerau-Levenshtein distance, stopping early once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** The first index word not sorted before `word`. */
function lowerBound(word: string, words: string[]): string | undefined {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle] < word) low = middle + 1;
    else high = middle;
  }
  return words[low];
}

/** True when some index word is the word or starts with it (Pagefind matches prefixes). */
function known(word: string, words: string[]): boolean {
  return !!lowerBound(word, words)?.startsWith(word);
}

const englishEnding = /(?:ations?|ions?|ments?|ings?|ers?|ed|es|s)$/;
const englishEndings = ['', 'e', 'ed', 'es', 's', 'ing', 'ion', 'ions', 'ment', 'er', 'ers'];

/**
 * An English word the index has in another form (election, where pages say elected): Pagefind's stemmer finds it,
 * so it is not a misspelling of some other word (execution).
 */
function inflected(word: string, words: string[]): boolean {
  const stem = word.replace(englishEnding, '');
  return stem !== word && stem.length >= 4 && englishEndings.some((ending) => lowerBound(stem + ending, words) === stem + ending);
}

/**
 * What is worked out once per vocabulary rather than per query: its Chinese words and the corrections made so far
 * (each query is rewritten twice, with and without synonyms, and again as the reader types each letter).
 */
const memos = new WeakMap<string[], {chinese: Set<string>; corrections: Map<string, string>}>();
function memoOf(words: string[]) {
  let memo = memos.get(words);
  if (!memo) {
    memo = {chinese: new Set(words.filter((word) => han.test(word))), corrections: new Map()};
    memos.set(words, memo);
  }
  return memo;
}

let simplifiedTable: {pairs: string; table: Map<string, string>} | undefined;

/** Text with its traditional Chinese characters simplified (帳戶 -> 帐户), as the zh pages are written. */
function simplified(text: string, pairs: string | undefined): string {
  if (!pairs) return text;
  if (simplifiedTable?.pairs !== pairs) {
    const table = new Map<string, string>();
    for (let index = 0; index + 1 < pairs.length; index += 2) table.set(pairs[index], pairs[index + 1]);
    simplifiedTable = {pairs, table};
  }
  const {table} = simplifiedTable;
  return [...text].map((character) => table.get(character) ?? character).join('');
}

/** A Latin or Hangul word no index word starts with, replaced by the closest one (one edit; two from 7 letters). */
function corrected(word: string, words: string[]): string {
  const {corrections} = memoOf(words);
  let correction = corrections.get(word);
  if (correction === undefined) {
    correction = closest(word, words);
    corrections.set(word, correction);
  }
  return correction;
}

function closest(word: string, words: string[]): string {
  if (!words.length || known(word, words) || !(latin.test(word) ? word.length >= 4 : hangul.test(word) && word.length >= 3)) return word;
  if (latin.test(word) && inflected(word, words)) return word;
  const max = latin.test(word) && word.length >= 7 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const candidate of words) {
    if (candidate[0] !== word[0]) continue; // the first letter or syllable is rarely the mistyped one
    const d = distance(word, candidate, Math.min(max, bestDistance));
    if (d < bestDistance || (d === bestDistance && candidate.length < best.length)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= max ? best : word;
}

/** An unspaced Hangul compound (스마트컨트랙트) split into index words, when it is not one itself. */
function split(word: string, words: string[]): string[] {
  if (!hangul.test(word) || word.length < 4 || known(word, words)) return [word];
  const set = new Set(words);
  for (let cut = word.length - 2; cut >= 2; cut -= 1) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (set.has(head) && (set.has(tail) || known(tail, words))) return [head, tail];
  }
  return [word];
}

const objectParticles = ['을', '를'];
const latinThenHangul = /^([\p{Script=Latin}\p{N}_.-]+)([\uac00-\ud7a3]+)$/u;

/**
 * A Korean word without its particle: the longest that ends it (쪽으로 keeps 으로 whole or nothing, never leaving 쪽으),
 * stripped when two syllables remain and the rest is a word of the index, or one before 을 or 를. After a Latin word
 * (leap에서, RAM을) the Hangul ending is the particle when the lexicon lists it. `particleLeft`: a particle ended the
 * word and was left on it.
 */
function withoutParticle(word: string, lexicon: Lexicon): {word: string; particleLeft: boolean} {
  const mixed = latinThenHangul.exec(word);
  if (mixed) return lexicon.particles.includes(mixed[2]) ? {word: mixed[1], particleLeft: false} : {word, particleLeft: false};
  const particle = hangul.test(word) ? lexicon.particles.find((p) => word.endsWith(p)) : undefined;
  if (!particle) return {word, particleLeft: false};
  const stem = word.slice(0, -particle.length);
  // One syllable is left only by the object particles, which follow nouns alone (키를, 값을), or from a stopword (뭐가,
  // 수가): 정의 and 결과 are words, and 나는 or 좋은 are verbs, not 나 or 좋 with a particle.
  const stripped =
    stem.length === 1
      ? objectParticles.includes(particle) || lexicon.stopwords.includes(stem)
      : known(stem, lexicon.words) || !known(word, lexicon.words);
  return stripped ? {word: stem, particleLeft: false} : {word, particleLeft: true};
}

/** Chinese characters that, alone, are grammar rather than a term. */
const grammar = '的了是在和与或也都就要会能吗呢吧啊把被让给对从到为以及个些这那哪什怎么如何第一来去上下里中等时后前说做想找看该选请';

/**
 * Chinese text cut into the index's words, as the build cut the pages (src/plugins/search/chinese.mjs): the fewest
 * pieces, a character outside every word counting double.
 */
function cutChinese(run: string, words: Set<string>): string[] {
  const cost = [0];
  const from: number[] = [0];
  for (let end = 1; end <= run.length; end += 1) {
    cost[end] = Infinity;
    for (let start = Math.max(0, end - 8); start < end; start += 1) {
      const piece = run.slice(start, end);
      const step = end - start === 1 ? 2 : words.has(piece) ? 1 : Infinity;
      if (cost[start] + step < cost[end]) {
        cost[end] = cost[start] + step;
        from[end] = start;
      }
    }
  }
  const pieces: string[] = [];
  for (let end = run.length; end > 0; end = from[end]) pieces.unshift(run.slice(from[end], end));
  return pieces;
}

/** Words of a query: Chinese cut with the index's words (Intl.Segmenter without them), spaces elsewhere. */
function wordsOf(query: string, locale: string, lexicon: Lexicon): string[] {
  const lower = query.toLowerCase();
  const chinese = locale === 'zh' ? memoOf(lexicon.words).chinese : undefined;
  if (chinese?.size) {
    return lower
      .split(/([\p{Script=Han}]+)/u)
      .flatMap((part) => (han.test(part) ? cutChinese(part, chinese) : part.split(/[^\p{L}\p{N}_.-]+/u).map((word) => word.replace(/^-+/, ''))))
      .filter(Boolean);
  }
  if (locale === 'zh' && typeof Intl.Segmenter !== 'undefined') {
    const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});
    // Identifiers (get_account) split at underscores, as the Chinese index has them.
    return [...segmenter.segment(lower)].filter((part) => part.isWordLike).flatMap((part) => part.segment.split('_').filter(Boolean));
  }
  // An option's leading dashes (--p2p-peer-address) are not part of the word.
  return lower.split(/[\s?!.,:;"'()，。？！、]+/u).map((word) => word.replace(/^-+/, '')).filter(Boolean);
}

/**
 * The words to search for: traditional Chinese simplified, an endpoint path reduced to its name (/v1/chain/get_info ->
 * get_info), synonyms replaced by the pages' word (unless `synonyms` is false), Korean particles stripped, misspellings
 * corrected against the index's words, and question words dropped (Pagefind returns only pages that hold every word).
 */
export function queryWords(query: string, locale: string, lexicon: Lexicon, synonyms = true): string[] {
  // An endpoint path is searched by its name; a name too plain to find alone (db_size's /get) keeps its API.
  let text = simplified(query.toLowerCase(), lexicon.traditional).replace(/\/v1\/(\w+)\/(\w+)/g, (path, api, name) => (name.includes('_') ? name : `${api} ${name}`));
  if (!synonyms) lexicon = {...lexicon, synonyms: {}};
  // Multi-word variants first (rpc node -> api node), longest first.
  for (const variant of Object.keys(lexicon.synonyms).sort((a, b) => b.length - a.length)) {
    if (!variant.includes(' ') && !/\p{Script=Han}/u.test(variant)) continue;
    const pattern = /\p{Script=Han}/u.test(variant) ? variant : `(?<![\\p{L}\\p{N}_])${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`;
    text = text.replace(new RegExp(pattern, 'gu'), lexicon.synonyms[variant]);
  }
  const stopwords = new Set(lexicon.stopwords);
  const words = wordsOf(text, locale, lexicon)
    .map((word) => lexicon.synonyms[word] ?? word)
    .flatMap((word) => (word.includes(' ') ? word.split(' ') : [word]))
    .flatMap((typed) => {
      const {word, particleLeft} = withoutParticle(typed, lexicon);
      // An English term the glossary translates is a word, not a typo (peering -> 피어링, not pending).
      // A Hangul word that kept its particle is grammar, not a typo (쪽으로 is not 쪽으 mistyped).
      return split(word, lexicon.words).map((part) => (lexicon.translations[part] || particleLeft ? part : corrected(part, lexicon.words)));
    });
  // A lone Chinese character the index has no word for is mostly grammar (的, 么, 第), and would match every word
  // it starts; one that is a word of its own stays (链 in 链ID).
  const kept = words.filter((word) => !stopwords.has(word) && !(/^\p{Script=Han}$/u.test(word) && grammar.includes(word)));
  return [...new Set(kept.length ? kept : words)];
}

/**
 * The same words with English terms in the locale's word (zh and ko sites: `abi file` -> `abi 文件`), or undefined
 * when none is an English term of the glossary. Searched besides the words as typed, since pages keep some terms in
 * English.
 */
export function translatedWords(words: string[], lexicon: Lexicon): string[] | undefined {
  const out: string[] = [];
  let changed = false;
  for (let index = 0; index < words.length; index += 1) {
    const pair = index + 1 < words.length ? `${words[index]} ${words[index + 1]}` : '';
    const hit = (pair && lexicon.translations[pair]) || lexicon.translations[words[index]] || lexicon.translations[words[index].replace(/s$/, '')];
    if (hit) {
      out.push(...hit.split(' '));
      changed = true;
      if (pair && lexicon.translations[pair]) index += 1;
    } else out.push(words[index]);
  }
  return changed ? out : undefined;
}
