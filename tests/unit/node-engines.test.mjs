// The Node that runs the project's scripts is the one the `node` devDependency brings (npm puts its binary first on
// the PATH of every `npm run`), so no package in the lock file may declare a Node engine that it does not satisfy.
// Run with: npx node --test tests/unit/node-engines.test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

test('npm scripts run on the Node the node devDependency pins', () => {
  assert.equal(process.version, `v${pkg.devDependencies.node}`);
  assert.ok(semver.major(process.version) >= 24, 'a maintained LTS line');
});

test('every package in the lock file accepts that Node', () => {
  const refused = Object.entries(lock.packages)
    .filter(([, p]) => p.engines?.node && !semver.satisfies(process.version, p.engines.node, {includePrerelease: true}))
    .map(([where, p]) => `${where} (${p.version}) wants node ${p.engines.node}`);
  assert.deepEqual(refused, []);
});

test('the workflows set up the same Node', () => {
  for (const file of ['test.yml', 'pages.yml']) {
    const text = readFileSync(join(root, '.github', 'workflows', file), 'utf8');
    assert.match(text, new RegExp(`node-version: ${pkg.devDependencies.node.replaceAll('.', '\\.')}\\n`), file);
  }
});
