// What the EVM pages quote solc saying, and the default EVM targets they state, reproduced with each release they
// name (solc 0.8.24, and the npm aliases solc-0.8.25, -0.8.30, -0.8.31, -0.8.37): the page text must be what the
// compiler prints. Run with: npx node --test tests/unit/quoted-messages.test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {compileSolidity} from '../../scripts/lib/evm-sandbox.mjs';
import {siteDir} from '../../scripts/lib/samples.mjs';

const RELEASES = {'0.8.24': 'solc', '0.8.25': 'solc-0.8.25', '0.8.30': 'solc-0.8.30', '0.8.31': 'solc-0.8.31', '0.8.37': 'solc-0.8.37'};
const PAGES = [
  'evm/configure-tooling/hardhat.md',
  'evm/smart-contracts/migrate-your-smart-contract.md',
  'evm/smart-contracts/contract-anatomy.md',
  'evm/smart-contracts/develop-with-remix.md',
  'evm/miscellaneous/evm-compatibility.md',
];
// Prose joined into one line, so that a sentence broken across lines is found.
const text = Object.fromEntries(PAGES.map((page) => [page, readFileSync(join(siteDir, page), 'utf8').replace(/\s*\n\s*/g, ' ')]));
const header = '// SPDX-License-Identifier: MIT\npragma solidity >=0.8.24;\n';
const defaultTarget = (release) =>
  compileSolidity(`${header}contract Empty {}`, {evmVersion: null, compiler: RELEASES[release]}).contracts.Empty.metadata.settings.evmVersion;

test('the default EVM targets the pages state are the ones each solc release uses', () => {
  const defaults = Object.fromEntries(Object.keys(RELEASES).map((release) => [release, defaultTarget(release)]));
  assert.equal(defaults['0.8.24'], 'shanghai');
  let checked = 0;
  for (const [page, prose] of Object.entries(text)) {
    for (const [, release, target] of prose.matchAll(/(0\.8\.\d+) (?:made|moved it to|to) `(\w+)`/g)) {
      if (!(release in RELEASES)) continue;
      assert.equal(target, defaults[release], `${page}: ${release} -> ${target}`);
      checked++;
    }
    for (const [, target, release] of prose.matchAll(/`(\w+)`,? (?:\()?still the default in (0\.8\.\d+)/g)) {
      assert.equal(target, defaults[release], `${page}: still ${target} in ${release}`);
      checked++;
    }
  }
  assert.ok(checked >= 12, `only ${checked} statements found`);
});

test('mcopy under shanghai: the messages the pages quote for 0.8.24 and for 0.8.25 and later', () => {
  const source = `${header}contract C { function f() external pure { assembly { mcopy(0, 0, 0) } } }`;
  const [old] = compileSolidity(source, {compiler: RELEASES['0.8.24']}).errors;
  assert.equal(old, 'DeclarationError: Function "mcopy" not found.');
  const later = ['0.8.25', '0.8.30', '0.8.37'].map((release) => compileSolidity(source, {compiler: RELEASES[release]}).errors[0]);
  assert.deepEqual(new Set(later).size, 1, 'the same message from 0.8.25 on');
  assert.equal(later[0], 'TypeError: The "mcopy" instruction is only available for Cancun-compatible VMs (you are currently compiling for "shanghai").');
  let quoted = 0;
  for (const [page, prose] of Object.entries(text)) {
    for (const [, quote] of prose.matchAll(/`([^`]*mcopy[^`]*)`/g)) {
      if (!/not found|only available/.test(quote)) continue;
      assert.ok(old.includes(quote) || later[0].includes(quote), `${page}: "${quote}" is not what solc prints`);
      quoted++;
    }
  }
  assert.ok(quoted >= 8, `only ${quoted} quotes found`);
});

test('an assigned tload gives the second error the migration page quotes, with 0.8.24 and 0.8.30', () => {
  const source = `${header}contract C { function f(bytes32 slot) external view returns (uint256 value) { assembly { value := tload(slot) } } }`;
  for (const release of ['0.8.24', '0.8.30']) {
    const {errors} = compileSolidity(source, {compiler: RELEASES[release]});
    assert.ok(errors.includes('DeclarationError: Variable count for assignment to "value" does not match number of values (1 vs. 0)'), `${release}: ${errors}`);
  }
  assert.ok(text['evm/smart-contracts/migrate-your-smart-contract.md'].includes('`DeclarationError: Variable count for assignment to "value" does not match number of values (1 vs. 0)`'));
});

test('OpenZeppelin 5.7.0 TransientSlot.sol gives 15 errors under shanghai with 0.8.24 and 0.8.30, as the migration page says', () => {
  const source = `${header}import {TransientSlot} from "@openzeppelin/contracts/utils/TransientSlot.sol";\ncontract C {}`;
  for (const release of ['0.8.24', '0.8.30']) {
    assert.equal(compileSolidity(source, {compiler: RELEASES[release]}).errors.length, 15, release);
  }
  assert.match(text['evm/smart-contracts/migrate-your-smart-contract.md'], /`utils\/TransientSlot\.sol` \(5\.7\.0\), with five `tload` and five `tstore`, produces 15 errors under solc 0\.8\.24 and 0\.8\.30/);
});
