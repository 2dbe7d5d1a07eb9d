#!/usr/bin/env node
// Prints the search synonyms of one locale in Algolia's format (src/plugins/search/lexicon.mjs: the lexicon's groups
// and the glossary's 'avoid' variants), for loading into the locale's Algolia index (DEPLOY.md).
//
//   npm run -s search:synonyms -- zh > synonyms-zh.ndjson
import {algoliaSynonyms} from '../src/plugins/search/lexicon.mjs';

const locale = process.argv[2];
if (!locale) {
  console.error('usage: npm run -s search:synonyms -- <locale>');
  process.exit(2);
}
// One synonym per line (ndjson), the format `algolia synonyms import -F` reads.
for (const synonym of algoliaSynonyms(locale)) console.log(JSON.stringify(synonym));
