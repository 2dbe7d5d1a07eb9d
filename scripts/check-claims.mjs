#!/usr/bin/env node
// `npm run check:claims [-- files...]`: every page of docs/, evm/ and apis/ and every OpenAPI file has a claims
// ledger under claims/, each entry complete, with a source of an allowed form and a quote still found in the page
// (so a claim edited without rechecking fails here). Prints the findings, then claims per section and verdict.
// Given pages or ledger files, checks only those.
import {relative, resolve} from 'node:path';
import {checkClaims, siteDir} from './lib/claims.mjs';

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const only = args.length ? new Set(args.map((file) => relative(siteDir, resolve(file)).replaceAll('\\', '/'))) : undefined;
const {findings, sections} = checkClaims({only});

for (const finding of findings) {
  const where = finding.line ? `${finding.file}:${finding.line}` : finding.file;
  console.log(`${where}: ${finding.message}${finding.page ? ` [${finding.page}]` : ''}`);
}
const total = {pages: 0, claims: 0, confirmed: 0, corrected: 0, hedged: 0};
console.log(`\n${'section'.padEnd(28)} ${'pages'.padStart(5)} ${'claims'.padStart(6)} ${'confirmed'.padStart(9)} ${'corrected'.padStart(9)} ${'hedged'.padStart(6)}`);
for (const [name, section] of [...sections].sort(([a], [b]) => a.localeCompare(b))) {
  for (const key of Object.keys(total)) total[key] += section[key];
  console.log(`${name.padEnd(28)} ${String(section.pages).padStart(5)} ${String(section.claims).padStart(6)} ${String(section.confirmed).padStart(9)} ${String(section.corrected).padStart(9)} ${String(section.hedged).padStart(6)}`);
}
console.log(`${'total'.padEnd(28)} ${String(total.pages).padStart(5)} ${String(total.claims).padStart(6)} ${String(total.confirmed).padStart(9)} ${String(total.corrected).padStart(9)} ${String(total.hedged).padStart(6)}`);
if (findings.length) {
  console.error(`\n${findings.length} problem(s) in the claims ledger: see CONTRIBUTING.md, "The claims ledger".`);
  process.exit(1);
}
