#!/usr/bin/env node
// `npm run gen-api`: the API reference's pages, generated afresh from openapi/ by docusaurus-plugin-openapi-docs.
// Its folders (apis/spring/<version>/<name>.api/, ignored by git, nothing else in them) are removed first so that a
// removed endpoint leaves no page behind; removing them here rather than with the plugin's clean-api-docs command
// saves a second start of the CLI, which loads the whole site's configuration (about 3 s of every build).
import {spawnSync} from 'node:child_process';
import {readdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';

const siteDir = resolve(import.meta.dirname, '..');
const apisDir = join(siteDir, 'apis', 'spring');
for (const version of readdirSync(apisDir, {withFileTypes: true}).filter((entry) => entry.isDirectory())) {
  for (const entry of readdirSync(join(apisDir, version.name), {withFileTypes: true})) {
    if (entry.isDirectory() && entry.name.endsWith('.api')) rmSync(join(apisDir, version.name, entry.name), {recursive: true});
  }
}
const cli = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
const {status, signal} = spawnSync(process.execPath, [cli, 'gen-api-docs', 'all', '--all-versions'], {cwd: siteDir, stdio: 'inherit'});
if (status !== 0) {
  console.error(`docusaurus gen-api-docs failed (${signal ?? `exit ${status}`})`);
  process.exit(status || 1);
}
