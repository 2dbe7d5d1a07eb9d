// scripts/build.mjs (`npm run build`) refuses what it cannot build before any work; scripts/gen-api.mjs
// (`npm run gen-api`) generates the API pages afresh.
// Run with: npx node --test tests/unit/build-script.test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {apiNames, apiVersions} from '../../src/config/api-versions.ts';
import {localeCodes} from '../../src/config/site-registry.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

for (const args of [['--locale', 'xx'], ['--locale=xx'], ['-l', 'xx']]) {
  test(`an unknown locale (${args.join(' ')}) is refused with the site's locales, and nothing is built`, () => {
    const {status, stderr, stdout} = spawnSync(process.execPath, ['scripts/build.mjs', ...args], {cwd: ROOT, encoding: 'utf8'});
    assert.equal(status, 2, stdout + stderr);
    assert.ok(stderr.split('\n').includes(`Unknown locale xx: this site builds ${localeCodes.join(', ')} (i18n in docusaurus.config.ts).`), stderr);
    assert.doesNotMatch(stdout + stderr, /Creating an optimized production build/);
  });
}

test('gen-api removes what an earlier run generated, regenerates every API page and keeps the written pages', () => {
  const generated = join(ROOT, 'apis/spring/latest/chain.api');
  const stale = join(generated, 'removed-endpoint.api.mdx');
  const landing = join(ROOT, 'apis/spring/latest/index.md');
  const landingText = readFileSync(landing, 'utf8');
  // A fresh clone has no generated folder yet.
  mkdirSync(generated, {recursive: true});
  writeFileSync(stale, '# An endpoint the OpenAPI file no longer has');
  const {status, stderr, stdout} = spawnSync(process.execPath, ['scripts/gen-api.mjs'], {cwd: ROOT, encoding: 'utf8'});
  assert.equal(status, 0, stdout + stderr);
  assert.equal(existsSync(stale), false, 'a page of an earlier run is left behind');
  assert.match(readFileSync(join(generated, 'get-info.api.mdx'), 'utf8'), /^title: "Get chain information"$/m);
  for (const version of apiVersions) {
    for (const name of apiNames) {
      assert.ok(existsSync(join(ROOT, `apis/spring/${version}/${name}.api/sidebar.ts`)), `the ${version} ${name} sidebar was not generated`);
    }
  }
  assert.equal(readFileSync(landing, 'utf8'), landingText);
});
