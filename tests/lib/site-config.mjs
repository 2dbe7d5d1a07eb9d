// docusaurus.config.ts loaded as `docusaurus build` loads it (core's loadSiteConfig, which transpiles the config and
// what it imports), in a child process so that each environment gets a fresh config.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What `body` returns, run in a process with `env` and `siteConfig` in scope (an async function body: import with
 * `await import()`), sent back as JSON. Fails the test with the child's stderr when the process fails.
 */
export function withSiteConfig(body, env = process.env) {
  const script = `
    import {createRequire} from 'node:module';
    const {loadSiteConfig} = createRequire(process.cwd() + '/package.json')('@docusaurus/core/lib/server/config.js');
    const {siteConfig} = await loadSiteConfig({siteDir: process.cwd()});
    const result = await (async () => {${body}})();
    console.log(JSON.stringify(result));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: ROOT, env, encoding: 'utf8'});
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}
