// The TypeScript/JavaScript sample checker (scripts/lib/samples/typescript.mjs): one compiler program per language,
// so the whole test is one `check` call for ts and one for js.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {blocksOf, siteDir, where} from '../../scripts/lib/samples.mjs';
import {check} from '../../scripts/lib/samples/typescript.mjs';

// Inside the project, so that `ethers` resolves from node_modules as it does for the pages.
const dir = join(siteDir, 'node_modules', '.cache', `check-samples-test-${process.pid}`);

const page = (file, ...fences) => blocksOf(`# A page\n\n${fences.map(([info, code]) => `\`\`\`${info}\n${code}\n\`\`\`\n`).join('\nText.\n\n')}`, file);

const tsBlocks = [
  ...page('docs/good.md', ['ts title="scripts/fee.ts"', "import { formatEther } from 'ethers';\n\n// highlight-next-line\nconst fee: string = formatEther(21000n * 10n ** 9n);\nconsole.log(fee);"]),
  ...page('docs/bad.md', ['ts title="scripts/bad.ts"', "import { parseEther } from 'ethers';\n\nconst wei: number = parseEther('1');"]),
  ...page(
    'docs/parts.md',
    ['ts title="src/chain.ts"', "import { parseEther } from 'ethers'\nexport const wei = parseEther('1')"],
    ['ts title="src/use.ts"', "import { wei } from './chain'\nconsole.log(wei + 1n)"],
    ['ts fragment', 'console.log(wei * 2n)'],
    ['ts fragment', 'value: wei,\ndata: "0x"'],
    ['ts fragment', 'console.log(wei.toUpperCase())'],
  ),
  ...page('docs/expected.md', ['ts error="TS2322"', "const count: number = 'three';"], ['ts error="TS2345"', "const count: number = 'three';"]),
];

test('ts: a good block passes, a broken one fails with its page and line, fragments continue the page', async () => {
  const results = await check(tsBlocks, {lang: 'ts', dir: join(dir, 'ts')});
  const by = new Map(results.map((r) => [where(r.block), r]));
  assert.equal(by.get('docs/good.md:3').status, 'checked', by.get('docs/good.md:3').message);

  const bad = by.get('docs/bad.md:3');
  assert.equal(bad.status, 'failed');
  assert.match(bad.message, /^line 6:\d+: TS2322: Type 'bigint' is not assignable to type 'number'/);

  // src/use.ts imports ./chain by its title; the fragments continue src/use.ts and use its import of wei; the
  // members fragment is wrapped in an object literal.
  for (const line of [10, 17, 23]) assert.equal(by.get(`docs/parts.md:${line}`).status, 'checked', by.get(`docs/parts.md:${line}`).message);
  const wrongFragment = by.get('docs/parts.md:30');
  assert.equal(wrongFragment.status, 'failed');
  assert.match(wrongFragment.message, /^line 31:\d+: TS2339: Property 'toUpperCase' does not exist on type 'bigint'/);

  // error="..." is asserted: the expected diagnostic passes, a different one fails.
  assert.equal(by.get('docs/expected.md:3').status, 'checked', by.get('docs/expected.md:3').message);
  assert.equal(by.get('docs/expected.md:9').status, 'failed');
  assert.match(by.get('docs/expected.md:9').message, /expected TypeScript to report "TS2345", but it reported line 10:7: TS2322/);
});

test('js: checked as JavaScript (checkJs): unannotated parameters are fine, an unset environment variable is not', async () => {
  const blocks = [
    ...page('evm/ok.md', ['js title="balance.mjs"', "import { formatEther } from 'ethers';\n\nconst show = (wei) => console.log(formatEther(wei));\nshow(1n);"]),
    ...page('evm/env.md', ['js title="wallet.mjs"', "import { Wallet } from 'ethers';\n\nconst wallet = new Wallet(process.env.PRIVATE_KEY);\nconsole.log(wallet.address);"]),
    ...page('evm/missing.md', ['js', "import { nothing } from 'not-a-package';\nconsole.log(nothing);"]),
  ];
  const [ok, env, missing] = await check(blocks, {lang: 'js', dir: join(dir, 'js')});
  assert.equal(ok.status, 'checked', ok.message);
  assert.equal(env.status, 'failed');
  assert.match(env.message, /^line 6:\d+: TS2345: Argument of type 'string \| undefined'/);
  assert.equal(missing.status, 'failed');
  assert.match(missing.message, /line 4:\d+: TS2307: Cannot find module 'not-a-package'/);
});

test.after(async () => {
  const {rmSync} = await import('node:fs');
  rmSync(dir, {recursive: true, force: true});
});
