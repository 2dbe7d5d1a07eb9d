// Korean for the offline index: Hangul is given to Pagefind decomposed (NFD, conjoining jamo). Pagefind indexes a
// word under its NFD form and keeps the word as written as a variant of it, but its chunker counts only the pages of
// a word's own form: every Hangul word, whose NFD differs, counted as nothing, and all of them landed in one index
// chunk (over 500 kB gzip) that every Korean query loaded. A word given decomposed is its own form and is counted.
// The browser decomposes a query the same way (Pagefind's normalizeDiacritics) and the engine recomposes what it reads
// and shows (src/search/pagefind.ts). Guarded by tests/unit/upgrade-guards.test.mjs ("Pagefind's Hangul chunks").
import {mapText} from './html-text.mjs';

const hangulSyllables = /[\uac00-\ud7a3]+/g;

/** HTML whose Hangul text is decomposed (tags and attributes untouched). */
export const decomposeHangul = (html) => mapText(html, (text) => text.replace(hangulSyllables, (run) => run.normalize('NFD')));
