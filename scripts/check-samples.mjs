#!/usr/bin/env node
// `npm run check:samples`: every code sample of docs/ and evm/ checked by its real tool (scripts/lib/samples/*.mjs:
// JSON parsed, Solidity compiled by solc, TypeScript and JavaScript type-checked by tsc). Prints per language the
// blocks, how many were checked, run, checked for syntax only and skipped (with the reasons), then each failure with
// its page and line. A skip or a syntax-only check needs a reason in the fence, and skips stay under 10 % per
// language.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {allBlocks, where} from './lib/samples.mjs';

export const MAX_SKIPPED = 0.1;

export async function checkSamples(blocks) {
  const dir = join(import.meta.dirname, 'lib', 'samples');
  const checkers = await Promise.all(readdirSync(dir).filter((f) => f.endsWith('.mjs')).map((f) => import(pathToFileURL(join(dir, f)))));
  const rows = [];
  const failures = [];
  for (const checker of checkers) {
    for (const lang of checker.languages) {
      const ofLang = blocks.filter((b) => b.lang === lang);
      const skipped = ofLang.filter((b) => b.skip !== undefined);
      for (const block of skipped) if (!block.skip.trim()) failures.push(`${where(block)}: skip="" needs a reason`);
      for (const block of ofLang) if (block.syntax !== undefined && !block.syntax.trim()) failures.push(`${where(block)}: syntax-only="" needs a reason`);
      const results = await checker.check(ofLang.filter((b) => b.skip === undefined), {lang});
      for (const r of results) if (r.status === 'failed') failures.push(`${where(r.block)} (${lang}): ${r.message}`);
      const row = {
        lang,
        blocks: ofLang.length,
        checked: results.filter((r) => r.status === 'checked' || r.status === 'run').length,
        run: results.filter((r) => r.status === 'run').length,
        syntax: results.filter((r) => r.status === 'syntax').length,
        skipped: skipped.length,
        reasons: [...new Set([...skipped.map((b) => `skipped: ${b.skip}`), ...ofLang.filter((b) => b.syntax).map((b) => `syntax only: ${b.syntax}`)])],
      };
      if (row.blocks && row.skipped / row.blocks > MAX_SKIPPED) {
        failures.push(`${lang}: ${row.skipped} of ${row.blocks} blocks skipped, more than ${MAX_SKIPPED * 100} %`);
      }
      rows.push(row);
    }
  }
  return {rows, failures};
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {rows, failures} = await checkSamples(allBlocks());
  console.log(`${'language'.padEnd(12)} ${'blocks'.padStart(6)} ${'checked'.padStart(7)} ${'run'.padStart(4)} ${'syntax'.padStart(6)} ${'skipped'.padStart(7)}`);
  for (const r of rows) {
    console.log(`${r.lang.padEnd(12)} ${String(r.blocks).padStart(6)} ${String(r.checked).padStart(7)} ${String(r.run).padStart(4)} ${String(r.syntax).padStart(6)} ${String(r.skipped).padStart(7)}`);
    for (const reason of r.reasons) console.log(`${''.padEnd(14)}${reason}`);
  }
  for (const f of failures) console.error(f);
  if (failures.length) {
    console.error(`\n${failures.length} sample problem(s): CONTRIBUTING.md, "Code samples", says how to fix or mark a block.`);
    process.exit(1);
  }
}
