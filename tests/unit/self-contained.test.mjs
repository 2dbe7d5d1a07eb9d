// The repository stands alone: its code and documents state their reasons instead of pointing at files or
// numbered issues outside it, and ARCHITECTURE.md stays a design document a maintainer reads in one sitting.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync, statSync} from 'node:fs';
import test from 'node:test';

const tracked = execFileSync('git', ['ls-files'], {encoding: 'utf8'}).split('\n').filter(Boolean);
// openapi/ and claims/ reference their own openapi/shared/ folder ('../shared/paths/...'), inside the repository.
const outside = /SPEC §|SPEC\.md|(?<!\$ref: ')\.\.\/shared\/(?!paths\/)|\b[Ii]ssue #?\d+\b/;

test('no file refers to a specification, an issue number or a folder outside the repository', () => {
  const found = tracked
    .filter((file) => /\.(md|mdx|mjs|js|ts|tsx|json|ya?ml|sh|css|scss)$/.test(file) && !file.startsWith('tests/fixtures/'))
    .filter((file) => file !== 'tests/unit/self-contained.test.mjs') // its pattern names what it looks for
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
  assert.deepEqual(found, []);
});

test('ARCHITECTURE.md is at most 25 kB', () => {
  assert.ok(statSync('ARCHITECTURE.md').size <= 25_000, `ARCHITECTURE.md is ${statSync('ARCHITECTURE.md').size} bytes`);
});

test("each of package.json's overrides is in ARCHITECTURE.md's paragraph on them, with its pinned version", () => {
  const {overrides = {}} = JSON.parse(readFileSync('package.json', 'utf8'));
  const paragraph = readFileSync('ARCHITECTURE.md', 'utf8').split('\n\n').find((block) => block.startsWith('`package.json` `overrides`')) ?? '';
  const missing = Object.entries(overrides).filter(([name, version]) => !paragraph.includes(`\`${name}\` ${version}`));
  assert.deepEqual(missing, []);
});
