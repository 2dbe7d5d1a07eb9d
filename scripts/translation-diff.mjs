#!/usr/bin/env node
// `npm run translations:diff -- <English page>`: what changed in an English page since its translations were made.
// A translation records the hash of the English file it was made from (`translation_of: <page>@<hash>`); this finds
// the commit whose version of the page has that hash and prints `git diff` from it to today's file, once per recorded
// hash (zh and ko are usually made from the same version). Refresh the translations from that diff, then record it
// with `npm run translations:refresh -- <English page>`.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {hashOf, parseRecord} from '../src/lib/translation-record.mjs';

const site = join(import.meta.dirname, '..');
const git = (...args) => execFileSync('git', args, {cwd: site, encoding: 'utf8', maxBuffer: 1 << 26});

/** The newest commit whose version of `page` hashes to `hash`, or undefined. */
export function commitWithHash(page, hash) {
  for (const commit of git('log', '--format=%H', '--follow', '--', page).split('\n').filter(Boolean)) {
    const paths = git('show', '--name-only', '--format=', '--follow', commit, '--', page).split('\n').filter(Boolean);
    for (const path of new Set([page, ...paths])) {
      try {
        if (hashOf(Buffer.from(git('show', `${commit}:${path}`), 'utf8')) === hash) return {commit, path};
      } catch {
        // the file had another name in that commit
      }
    }
  }
  return undefined;
}

if (process.argv[1] === import.meta.filename) {
  const page = process.argv[2];
  if (!page) {
    console.error('usage: npm run translations:diff -- <docs|evm>/<page>.md');
    process.exit(2);
  }
  const records = readdirSync(join(site, 'i18n'), {recursive: true})
    .map((file) => join('i18n', String(file)))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({file, record: parseRecord(/^translation_of:\s*(\S+)\s*$/m.exec(readFileSync(join(site, file), 'utf8'))?.[1])}))
    .filter(({record}) => record?.source === page);
  if (!records.length) {
    console.error(`${page}: no translation records it`);
    process.exit(1);
  }
  const today = hashOf(readFileSync(join(site, page)));
  for (const hash of new Set(records.map(({record}) => record.hash))) {
    const files = records.filter(({record}) => record.hash === hash).map(({file}) => file).join(', ');
    if (hash === today) {
      console.log(`${files}: up to date`);
      continue;
    }
    const found = commitWithHash(page, hash);
    if (!found) {
      console.log(`${files}: made from a version of ${page} (hash ${hash}) that no commit holds; compare with the English page as it is`);
      continue;
    }
    console.log(`${files}: made from ${page} at ${found.commit.slice(0, 12)}; changes since:\n`);
    // the file as it was (under its name then) against the working tree's; git diff exits 1 when they differ
    const old = join(mkdtempSync(join(tmpdir(), 'translation-diff-')), found.path.split('/').pop());
    writeFileSync(old, git('show', `${found.commit}:${found.path}`));
    try {
      git('diff', '--no-index', '--no-color', old, page);
    } catch (error) {
      console.log(error.stdout);
    }
  }
}
