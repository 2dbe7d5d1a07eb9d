// Chinese for the offline index: the zh pages' text is segmented here, at index time, by jieba (@node-rs/jieba) with a
// user dictionary of this field's words (the zh glossary's terms, src/search/lexicon/zh.json's `words`), and given to
// Pagefind with a space between words. Pagefind's own segmenter (jieba without that dictionary) would split
// 最终确认者 into three words; the index is made under a language Pagefind does not segment (`indexLanguage`), and
// the browser splits a query with the words found here (src/search/query.ts), so both sides cut text the same way.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Jieba} from '@node-rs/jieba';
import {dict} from '@node-rs/jieba/dict.js';
import {mapText} from './html-text.mjs';

const siteDir = join(import.meta.dirname, '..', '..', '..');
const readJson = (file) => JSON.parse(readFileSync(join(siteDir, file), 'utf8'));

/** The language the zh index is written under: Mandarin's own code, which Pagefind neither segments nor stems. */
export const indexLanguage = 'cmn';

/** Text that is neither ASCII nor space: Chinese characters and their punctuation. */
export const chineseRun = /[^\x00-\x7f\s]+/g;

/** The field's words jieba must keep whole: every Chinese form of the zh glossary's terms, and the lexicon's list. */
export function userWords() {
  const words = new Set(readJson('src/search/lexicon/zh.json').words ?? []);
  for (const term of readJson('i18n/zh/glossary.json').terms) {
    for (const form of term.use.split(/\s*\/\s*|[（()）]/)) {
      const chinese = form.replace(/[^\u4e00-\u9fff]+/g, ' ').trim();
      for (const word of chinese.split(' ')) if (word.length >= 2) words.add(word);
    }
  }
  return [...words].sort();
}

/** A function that cuts Chinese text into words, the user dictionary's words kept whole. */
export function chineseSegmenter(words = userWords()) {
  const jieba = Jieba.withDict(dict);
  // "word frequency": a frequency above any in jieba's dictionary makes the word win over its parts.
  jieba.loadDict(Buffer.from(words.map((word) => `${word} 100000000 n`).join('\n')));
  return (text) => jieba.cut(text, false).filter((word) => word.trim());
}

/** HTML with a space between the Chinese words of its text (tags, attributes and scripts untouched). */
export const segmentHtml = (html, cut) => mapText(html, (text) => text.replace(chineseRun, (run) => ` ${cut(run).join(' ')} `));

/**
 * Pagefind's browser code splits a Chinese query with Intl.Segmenter, which knows none of the field's words; the
 * engine sends the query already cut with the index's own words (src/search/query.ts), so the zh bundle's copies
 * (the page's module and its search worker) must leave it as it is. Guarded by tests/unit/upgrade-guards.test.mjs
 * ("Pagefind's query segmentation").
 */
export const queryCode = ['pagefind.js', 'pagefind-worker.js'];
export const chineseSplitting = '["zh","ja","th"].includes(primaryLang)';
export function withoutChineseQuerySplitting(content) {
  const code = Buffer.from(content).toString('utf8');
  if (!code.includes(chineseSplitting)) throw new Error(`Pagefind's browser code no longer contains ${chineseSplitting}: see the upgrade guard "Pagefind's query segmentation"`);
  return code.replace(chineseSplitting, '["ja","th"].includes(primaryLang)');
}
