import type {SearchEngine, SearchHit, SearchOptions, SearchResponse} from './types';
import {docsSets, isDocsSetId} from './sets';
import {normaliseQuery} from './types';
import type {Lexicon, LexiconFile} from './query';

/** The query rewriting, loaded with the index on first use rather than with every page. */
type Rewriting = typeof import('./query');

// The small part of Pagefind's browser API (pagefind.js, written by the build) that we use.
/** A filter's value: pages of that set, or of every set but that one. */
type SetFilter = string | {not: string};
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {id?: string};
  weighted_locations?: unknown[];
  locations?: unknown[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
interface PagefindSearch {
  results: PagefindResult[];
}
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: {filters?: Record<string, SetFilter>}): Promise<PagefindSearch | null>;
}

/** Sections shown per page: the ones with the most matched words, in page order. */
const sectionsPerPage = 3;
/** Results looked at in one call before concluding that nothing relevant matched. */
const maxScanned = 30;

const nonWord = /[^\p{L}\p{N}_]+/u;
const latinWord = /^[\p{Script=Latin}\p{N}_]+$/u;
const hanWord = /\p{Script=Han}/u;

/** Results whose titles and keywords are read to rank them (their data is loaded: one small file each). */
const reranked = 20;

function highlightedWords(data: PagefindData): string[] {
  const excerpts = [data.excerpt, ...(data.sub_results ?? []).map((sub) => sub.excerpt)];
  return excerpts.flatMap((excerpt) =>
    [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((match) => match[1].toLowerCase().split(nonWord).filter(Boolean)),
  );
}

/**
 * When no indexed word starts with a query term, Pagefind falls back to words the term starts with, down
 * to a single letter, so "zqxjvwk" finds every "Z". A page is kept when one of its highlighted words is a
 * real match for a query term: it starts with the term (contract -> contracts; Korean 계정 -> 계정을), or is a
 * stem of at least half of it (deploying -> deploy; 3 letters at least in Latin script), or, in Chinese,
 * is one of the words the term is made of (本地单节点链 -> 节点).
 */
function isRelevant(data: PagefindData, terms: string[]): boolean {
  const words = highlightedWords(data);
  if (!words.length || !terms.length) return true; // matched in the title or metadata only
  return words.some((word) =>
    terms.some((term) => {
      if (word.startsWith(term)) return true;
      if (hanWord.test(word)) return term.includes(word);
      return term.startsWith(word) && word.length >= Math.max(latinWord.test(word) ? 3 : 1, Math.ceil(term.length / 2));
    }),
  );
}

/** The zh index has a space between Chinese words (src/plugins/search/chinese.mjs): shown text goes without. */
const cjk = '[\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef]';
const joinable = new RegExp(`(${cjk}(?:</mark>)?)\\s+(?=(?:<mark>)?${cjk})`, 'gu');
// Full-width punctuation never has a space next to it: （BP）, not （ BP ）.
const punctuationSpace = /(?<=[\u3000-\u303f\uff00-\uffef](?:<\/?mark>)?)\s+|\s+(?=(?:<\/?mark>)?[\u3000-\u303f\uff00-\uffef])/gu;
const unsegmented = (text: string) =>
  text
    .replace(joinable, '$1')
    .replace(punctuationSpace, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** The ko index holds Hangul decomposed (src/plugins/search/korean.mjs): what the engine reads and shows is recomposed. */
function recomposed(data: PagefindData): PagefindData {
  const nfc = (text: string) => text.normalize('NFC');
  return {
    ...data,
    excerpt: nfc(data.excerpt),
    meta: Object.fromEntries(Object.entries(data.meta).map(([name, value]) => [name, value && nfc(value)])),
    sub_results: data.sub_results?.map((sub) => ({...sub, title: nfc(sub.title), excerpt: nfc(sub.excerpt)})),
  };
}

function toHit(data: PagefindData): SearchHit {
  const title = unsegmented(data.meta.title ?? data.url);
  const subResults = data.sub_results ?? [];
  const ranked = subResults
    .map((sub, order) => ({
      sub,
      order,
      weight: (sub.weighted_locations ?? sub.locations ?? []).length,
    }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, sectionsPerPage)
    .sort((a, b) => a.order - b.order)
    .map(({sub}) => ({
      title: sub.title ? unsegmented(sub.title) : title,
      url: sub.url,
      excerpt: unsegmented(sub.excerpt),
    }));
  const set = data.filters.set?.[0];
  return {
    url: data.url,
    title,
    set: isDocsSetId(set) ? set : undefined,
    sections: ranked.length ? ranked : [{title, url: data.url, excerpt: unsegmented(data.excerpt)}],
  };
}

interface Ranked {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

const lowered = (text: string) => text.toLowerCase();

/**
 * Whether text holds a query word: a Latin word at the start of a word (id in "chain id", not in "bridge"); Chinese and
 * Korean anywhere, since their compounds are written without spaces (컨트랙트 in 스마트컨트랙트).
 */
function holds(text: string, word: string): boolean {
  if (!latinWord.test(word)) return text.includes(word);
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}_]/u.test(text[at - 1])) return true;
  }
  return false;
}

/**
 * Pages for the query's words, best first (`rankedIn`). A set's name typed with other words (evm chain id) is no
 * evidence within that set, where every page is about it: all pages are ranked by the other words, and those of other
 * sets must also hold the name.
 */
async function ranked(
  pagefind: PagefindModule,
  query: string,
  words: string[],
  alternatives: string[][],
  set: string | undefined,
): Promise<Ranked[]> {
  const named = words.length < 2 ? undefined : docsSets.find((docsSet) => docsSet.name && words.includes(docsSet.name));
  const name = named?.name;
  if (!named || !name || (set && set !== named.id)) return rankedIn(pagefind, query, words, alternatives, set);
  const without = (list: string[]) => list.filter((word) => word !== name);
  const rest = without(words);
  const restAlternatives = alternatives.map(without).filter((list) => list.length);
  // Narrowed to the set it names (/search?set=evm), the name is no evidence at all.
  if (set) return rankedIn(pagefind, query, rest, restAlternatives, set);
  const naming = await pagefind.search(name, {filters: {set: {not: named.id}}});
  const [inSet, elsewhere] = await Promise.all([
    rankedIn(pagefind, query, rest, restAlternatives, named.id),
    rankedIn(pagefind, query, rest, restAlternatives, {not: named.id}, new Set((naming?.results ?? []).map((result) => result.id))),
  ]);
  return [...inSet, ...elsewhere].sort((a, b) => b.score - a.score);
}

/**
 * Pages for the query's words, best first. Pagefind returns only pages that hold every word, of the words or of one
 * of their alternatives (the translation, the words as typed); a page that holds some of them is kept too, so one
 * word the pages do not use does not empty the list. Then the first results are read: a page whose title, keywords,
 * description or section headings hold the words, or two of them side by side, outranks pages that only repeat them.
 * With `holding`, only those pages.
 */
async function rankedIn(
  pagefind: PagefindModule,
  query: string,
  words: string[],
  alternatives: string[][],
  set: SetFilter | undefined,
  holding?: Set<string>,
): Promise<Ranked[]> {
  // An endpoint typed by its path (/v1/chain/get_account) or its name (get_account) opens its API page first.
  const typed = query.trim().toLowerCase();
  const typedWhole = /^\/v1\/\w+\/\w+$/.test(typed);
  const typedName = typed.replace(/^\//, '');
  const isEndpoint = (path: string | undefined) =>
    !!path && (typedWhole ? path === typed : path.slice(path.lastIndexOf('/') + 1) === typedName);
  const filters = set ? {filters: {set}} : {};
  const searches = await Promise.all(
    [words, ...alternatives, ...(words.length > 1 ? words.map((word) => [word]) : [])].map((list) => pagefind.search(list.join(' '), filters)),
  );
  const results = searches.map((search) => search?.results ?? []);
  const whole = results.slice(0, 1 + alternatives.length).flat();
  const single = results.slice(1 + alternatives.length);
  const pages = new Map<string, Ranked>();
  const remember = (result: PagefindResult, score: number) => {
    const known = pages.get(result.id);
    if (known) known.score = Math.max(known.score, score);
    else {
      // data() fetches the page's fragment: fetch it once.
      let data: Promise<PagefindData> | undefined;
      pages.set(result.id, {
        id: result.id,
        score,
        data: () => (data ??= result.data().then(recomposed)),
      });
    }
  };
  for (const result of whole) remember(result, result.score * 2);
  // A page that holds some of the words scores what it scored for each, times the square of the share it holds: below
  // most pages that hold them all, but within reach of the rerank, where its title can lift it.
  const partial = new Map<string, {result: PagefindResult; sum: number; matched: number}>();
  for (const results of single) {
    for (const result of results) {
      const known = partial.get(result.id) ?? {result, sum: 0, matched: 0};
      known.sum += result.score;
      known.matched += 1;
      partial.set(result.id, known);
    }
  }
  for (const {result, sum, matched} of partial.values()) remember(result, 0.5 * sum * (matched / words.length) ** 2);
  const list = [...pages.values()].filter((page) => !holding || holding.has(page.id)).sort((a, b) => b.score - a.score);
  const top = list.slice(0, reranked);
  await Promise.all(
    top.map(async (page) => {
      const data = await page.data();
      const title = lowered(unsegmented(data.meta.title ?? ''));
      const keywords = lowered(unsegmented(data.meta.keywords ?? ''));
      const description = lowered(unsegmented(data.meta.description ?? ''));
      const share = (text: string, list: string[]) => list.filter((word) => holds(text, word)).length / list.length;
      const shareOf = (text: string) => Math.max(...[words, ...alternatives].map((list) => share(text, list)));
      const inTitle = shareOf(title);
      // Two words side by side there (chain id, 체인 id) are the reader's phrase. Not in Chinese, whose words are
      // side by side wherever a compound was cut in two.
      const meta = `${title} | ${keywords} | ${description}`;
      const phraseShare = (list: string[]) => {
        const pairs = list.slice(1).map((word, index) => [list[index], word]).filter(([a, b]) => !(hanWord.test(a) && hanWord.test(b)));
        const found = pairs.filter(([a, b]) => meta.includes(`${a} ${b}`) || meta.includes(`${a}${b}`));
        return pairs.length ? found.length / pairs.length : 0;
      };
      const phrase = Math.max(...[words, ...alternatives].map(phraseShare));
      // A section heading that holds the words (Pagefind returns the sections that matched).
      const sections = (data.sub_results ?? []).filter((sub) => sub.url.includes('#'));
      const inHeading = Math.max(0, ...sections.map((sub) => shareOf(lowered(unsegmented(sub.title)))));
      page.score *= 1 + 2 * inTitle + shareOf(keywords) + shareOf(description) / 2 + (inTitle === 1 ? 1 : 0) + 2 * phrase + 2 * inHeading;
      // Typed exactly, an endpoint is what the reader wants: it goes first, whatever pages repeat its words.
      if (isEndpoint(data.meta.endpoint)) page.score *= 1e6;
    }),
  );
  return [...top.sort((a, b) => b.score - a.score), ...list.slice(reranked)];
}

/**
 * Offline search with the Pagefind bundle the build wrote for this locale (`<baseUrl>pagefind/`).
 * Nothing is fetched until the first use; Pagefind then loads only the index chunks a query needs.
 * The index holds each page's route relative to the locale (src/plugins/search/pagefind-index.mjs);
 * Pagefind puts `baseUrl`, the locale's base URL, in front, so hits carry the full path of the page.
 */
export function createPagefindEngine(bundleUrl: string, baseUrl: string, locale: string): SearchEngine {
  let loading: Promise<{pagefind: PagefindModule; lexicon: Lexicon; rewriting: Rewriting}> | undefined;
  let attempt = 0;
  // Pagefind returns every matching page at once and loads each page's data on demand; keep the last
  // result list and how far it was read, so "more results" only loads more data.
  let last:
    | {
        key: string;
        words: string[];
        results: Ranked[];
        cursor: number;
        dropped: number;
      }
    | undefined;

  function load(): Promise<{pagefind: PagefindModule; lexicon: Lexicon; rewriting: Rewriting}> {
    if (!loading) {
      // A failed module fetch may be cached by the browser: ask again under a new URL on retry.
      const url = `${bundleUrl}pagefind.js${attempt ? `?attempt=${attempt}` : ''}`;
      // Without its lexicon search still works, on the words as typed.
      const lexicon = fetch(`${bundleUrl}lexicon.json`)
        .then((response) => (response.ok ? (response.json() as Promise<LexiconFile>) : undefined))
        .catch(() => undefined);
      const rewriting = import('./query');
      loading = (import(/* webpackIgnore: true */ url) as Promise<PagefindModule>).then(async (pagefind) => {
        await pagefind.options({
          basePath: bundleUrl,
          baseUrl,
          excerptLength: 24,
          // Words nearest the query's length count more (deploy over deployment): from 1 (the default) to 2-5, MRR rose
          // 0.4 to 1 point in every locale's relevance suite, alike across that range (bench-results/HISTORY.md).
          ranking: {termSimilarity: 3},
        });
        await pagefind.init();
        const rewrite = await rewriting;
        const file = await lexicon;
        return {pagefind, lexicon: file ? rewrite.lexiconFromFile(file) : rewrite.emptyLexicon, rewriting: rewrite};
      });
      loading.catch(() => {
        loading = undefined;
        attempt += 1;
      });
    }
    return loading;
  }

  return {
    async preload() {
      await load();
    },
    async search(rawQuery: string, options: SearchOptions = {}): Promise<SearchResponse> {
      const started = performance.now();
      const response = await answer(rawQuery, options);
      // A User Timing entry per search: what `npm run bench:search` reads as the time of a query.
      performance.measure('vaulta-search', {start: started});
      return response;
    },
  };

  async function answer(rawQuery: string, {set, page = 0, hitsPerPage = 10}: SearchOptions): Promise<SearchResponse> {
    const query = normaliseQuery(rawQuery);
    if (!query) return {total: 0, hits: [], hasMore: false};
    const key = JSON.stringify([query, set ?? null]);
    if (page === 0 || last?.key !== key) {
      const {pagefind, lexicon, rewriting} = await load();
      const words = rewriting.queryWords(query, locale, lexicon);
      const translated = rewriting.translatedWords(words, lexicon);
      // Synonyms widen the search, they do not replace it: a page may use the reader's word (setup, database).
      const typed = rewriting.queryWords(query, locale, lexicon, false);
      const alternatives = [translated, typed.join(' ') === words.join(' ') ? undefined : typed].filter((list): list is string[] => !!list);
      // A page is relevant when it matched the words, their translation or the words as typed.
      last = {
        key,
        words: [...words, ...alternatives.flat()],
        results: await ranked(pagefind, query, words, alternatives, set),
        cursor: 0,
        dropped: 0,
      };
    }
    const state = last;
    const terms = state.words.flatMap((word) => word.split(nonWord)).filter(Boolean);
    const hits: SearchHit[] = [];
    const start = state.cursor;
    while (hits.length < hitsPerPage && state.cursor < state.results.length && state.cursor - start < maxScanned) {
      const batch = state.results.slice(state.cursor, state.cursor + hitsPerPage);
      state.cursor += batch.length;
      for (const data of await Promise.all(batch.map((result) => result.data()))) {
        if (isRelevant(data, terms)) hits.push(toHit(data));
        else state.dropped += 1;
      }
    }
    // Nothing relevant among the best-ranked results: the rest is fallback noise too.
    if (!hits.length) return {total: 0, hits, hasMore: false};
    return {
      total: state.results.length - state.dropped,
      hits,
      hasMore: state.cursor < state.results.length,
    };
  }
}
