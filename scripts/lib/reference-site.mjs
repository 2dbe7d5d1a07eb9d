// The bench's reference: a plain Docusaurus classic site from the stock template (create-docusaurus, the version of
// @docusaurus/core installed here), holding the project's long doc page and one EVM page and nothing of ours: no
// plugin, theme code or style. Built once into bench-results/reference/ (ignored by git) and reused while the
// version and the two pages are the same.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..', '..');
const dir = join(root, 'bench-results', 'reference');
const site = join(dir, 'site');

/** The project's pages copied in, and where the reference serves them. */
export const referencePages = {
  doc: {source: 'docs/guides/create-a-token.md', target: 'docs/guides/create-a-token.md', path: '/docs/guides/create-a-token'},
  evm: {source: 'evm/quick-start/introduction.md', target: 'docs/evm/introduction.md', path: '/docs/evm/introduction'},
};

function sh(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: {...process.env, npm_config_yes: 'true'}});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
}

/** Builds the reference when missing or out of date; resolves to the folder of its build. */
export function ensureReferenceSite() {
  const version = require('@docusaurus/core/package.json').version;
  const stamp = createHash('sha256')
    .update(version)
    .update(Object.values(referencePages).map(({source}) => readFileSync(join(root, source))).join('\0'))
    .digest('hex');
  const buildDir = join(site, 'build');
  const stampFile = join(dir, 'stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(buildDir, 'index.html'))) return buildDir;

  console.log(`Building the reference site (create-docusaurus ${version}, classic template) in ${site}...`);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  sh('npx', ['--yes', `create-docusaurus@${version}`, 'site', 'classic', '--typescript', '--skip-install'], dir);
  // The copied pages link to pages the reference does not have: those links are left as they are, not refused.
  const configFile = join(site, 'docusaurus.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const relaxed = config.replace(/onBrokenLinks: '\w+'/, "onBrokenLinks: 'ignore'").replace(/onBrokenMarkdownLinks: '\w+'/, "onBrokenMarkdownLinks: 'ignore'");
  if (!/onBrokenLinks: 'ignore'/.test(relaxed)) throw new Error(`the template's ${configFile} has no onBrokenLinks to relax`);
  writeFileSync(configFile, relaxed.includes("onBrokenMarkdownLinks: 'ignore'") ? relaxed : relaxed.replace("onBrokenLinks: 'ignore',", "onBrokenLinks: 'ignore',\n  markdown: {hooks: {onBrokenMarkdownLinks: 'ignore'}},"));
  for (const {source, target} of Object.values(referencePages)) {
    mkdirSync(join(site, target, '..'), {recursive: true});
    copyFileSync(join(root, source), join(site, target));
  }
  sh('npm', ['install', '--no-audit', '--no-fund'], site);
  sh('npm', ['run', 'build'], site);
  writeFileSync(stampFile, stamp);
  return buildDir;
}
