// The Solidity sample checker (scripts/lib/samples/solidity.mjs): blocks compiled by the installed solc for shanghai.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {blocksOf} from '../../scripts/lib/samples.mjs';
import {checkSamples} from '../../scripts/check-samples.mjs';
import {check} from '../../scripts/lib/samples/solidity.mjs';

const header = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\n';
const fence = (info, code) => `\`\`\`${info}\n${code}\n\`\`\``;
const page = (...fences) => `# A page\n\nText.\n\n${fences.join('\n\nMore text.\n\n')}\n`;
const statuses = async (blocks) => (await check(blocks)).map((r) => r.message ?? r.status);

// Fence words that samples.mjs does not parse (evm, solc) are read from the page, so these tests write real pages.
const dir = mkdtempSync(join(tmpdir(), 'samples-solidity-'));
test.after(() => rmSync(dir, {recursive: true, force: true}));
const onDisk = (name, source) => {
  const file = join(dir, name);
  writeFileSync(file, source);
  return blocksOf(source, file);
};

test('a whole file compiles, and a broken one fails with its page and line', async () => {
  const good = blocksOf(page(fence('solidity title="contracts/A.sol"', `${header}\ncontract A {\n    uint256 public n;\n}`)), 'evm/good.md');
  // The highlight comment is dropped before compiling; the error still names the page's line of `return`.
  const broken = `${header}\ncontract B {\n    // highlight-next-line\n    function f() external pure returns (uint256) {\n        return "text";\n    }\n}`;
  const bad = blocksOf(page(fence('solidity title="contracts/B.sol"', broken)), 'evm/bad.md');
  const {rows, failures} = await checkSamples([...good, ...bad]);
  assert.deepEqual(rows.find((r) => r.lang === 'solidity'), {lang: 'solidity', blocks: 2, checked: 1, run: 0, syntax: 0, skipped: 0, reasons: []});
  assert.equal(failures.length, 1, failures.join('\n'));
  assert.match(failures[0], /^evm\/bad\.md:5 \(solidity\): evm\/bad\.md:12: TypeError: Return argument type literal_string "text" is not implicitly convertible/);
  assert.match(failures[0], /solc 0\.8\.24, evmVersion shanghai/);
});

test('a relative import is another block of the page, by title; @openzeppelin comes from node_modules', async () => {
  const lib = fence('solidity title="contracts/Lib.sol"', `${header}\nlibrary Lib {\n    function twice(uint256 x) internal pure returns (uint256) {\n        return 2 * x;\n    }\n}`);
  const user = fence(
    'solidity title="contracts/User.sol"',
    `${header}\nimport {Lib} from "./Lib.sol";\nimport {Math} from "@openzeppelin/contracts/utils/math/Math.sol";\n\ncontract User {\n    function f(uint256 x) external pure returns (uint256) {\n        return Math.min(Lib.twice(x), 10);\n    }\n}`,
  );
  assert.deepEqual(await statuses(blocksOf(page(user, lib), 'evm/imports.md')), ['checked', 'checked']);
  const [alone] = await statuses(blocksOf(page(user), 'evm/alone.md'));
  assert.match(alone, /evm\/alone\.md:9: ParserError: Source "contracts\/Lib\.sol" not found: no block of evm\/alone\.md has title="contracts\/Lib\.sol"/);
});

test('a fragment is completed as a file, contract members or statements, and still checked', async () => {
  const blocks = blocksOf(
    page(
      fence('solidity fragment', 'contract OnlyAContract {}'),
      fence('solidity fragment', 'uint256 public total;\n\nfunction add(uint256 x) external {\n    total += x;\n}'),
      fence('solidity fragment', 'uint256 a = 1;\na += msg.value;\nrequire(a > 0, "zero");'),
      fence('solidity fragment', 'uint256 b = 1;\nb += undefinedThing;'),
    ),
    'evm/fragments.md',
  );
  const [file, members, statements, broken] = await statuses(blocks);
  assert.deepEqual([file, members, statements], ['checked', 'checked', 'checked']);
  // The error names the fragment's own page line, not a line of the wrapper.
  assert.match(broken, /^evm\/fragments\.md:31: DeclarationError: Undeclared identifier\./);
});

const mcopy = `${header}\ncontract M {\n    function f() external pure {\n        assembly {\n            mcopy(0, 32, 32)\n        }\n    }\n}`;

test('error="..." passes only when solc prints that message', async () => {
  const expected = 'error="DeclarationError: Function \\"mcopy\\" not found."';
  const [reproduced] = await statuses(blocksOf(page(fence(`solidity ${expected}`, mcopy)), 'evm/quoted.md'));
  assert.equal(reproduced, 'checked');
  const [other] = await statuses(blocksOf(page(fence('solidity error="TypeError: The \\"mcopy\\" instruction"', mcopy)), 'evm/other.md'));
  assert.match(other, /expects "TypeError: The "mcopy" instruction", but solc 0\.8\.24, evmVersion shanghai reported evm\/other\.md:\d+: DeclarationError: Function "mcopy" not found\./);
  const [compiles] = await statuses(blocksOf(page(fence(`solidity ${expected}`, `${header}\ncontract Fine {}`)), 'evm/fine.md'));
  assert.match(compiles, /expects "DeclarationError: Function "mcopy" not found\.", but the block compiles/);
});

test('evm="..." changes the target; a pinned compiler that is not installed fails with the alias to add', async () => {
  assert.deepEqual(await statuses(onDisk('cancun.md', page(fence('solidity evm="cancun"', mcopy)))), ['checked']);
  const [pragma] = await statuses(blocksOf(page(fence('solidity', '// SPDX-License-Identifier: MIT\npragma solidity 0.8.99;\n\ncontract Later {}')), 'evm/later.md'));
  assert.match(pragma, /pragma solidity 0\.8\.99; admits none of the installed compilers \(0\.8\.24[^)]*\): add "solc-0\.8\.99": "npm:solc@0\.8\.99"/);
  const [pinned] = await statuses(onDisk('pinned.md', page(fence('solidity solc="0.8.99"', `${header}\ncontract Pinned {}`))));
  assert.match(pinned, /the fence pins solc 0\.8\.99, which is not installed: add "solc-0\.8\.99": "npm:solc@0\.8\.99"/);
});
