// scripts/build.mjs (`npm run build`) refuses what it cannot build before any work.
// Run with: node --test tests/unit/build-script.test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

for (const args of [['--locale', 'xx'], ['--locale=xx'], ['-l', 'xx']]) {
  test(`an unknown locale (${args.join(' ')}) is refused with the site's locales, and nothing is built`, () => {
    const {status, stderr, stdout} = spawnSync(process.execPath, ['scripts/build.mjs', ...args], {cwd: ROOT, encoding: 'utf8'});
    assert.equal(status, 2, stdout + stderr);
    assert.match(stderr, /^Unknown locale xx: this site builds en, zh, ko \(i18n in docusaurus\.config\.ts\)\.$/m);
    assert.doesNotMatch(stdout + stderr, /Creating an optimized production build/);
  });
}
