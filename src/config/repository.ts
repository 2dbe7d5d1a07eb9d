import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import logger from '@docusaurus/logger';
import {siteEnv} from './env';
import {translationFolder} from './site-registry.mjs';

/** Where the site's source lives: "Edit this page" opens a file there, "Request a change" a new issue. */
export const repository = {url: siteEnv.repositoryUrl.replace(/\/$/, ''), branch: siteEnv.repositoryBranch};

const siteDir = join(__dirname, '..', '..');

/** The web page that edits a file of the repository (`docs/x.md`, `openapi/latest/chain.yaml`). */
export const editFileUrl = (file: string) => `${repository.url}/edit/${repository.branch}/${file}`;

/**
 * The docs plugins' `editUrl`: the file the page was built from, a translated page's own file under i18n/ or the
 * English file for a page shown untranslated. (Generated API pages edit their OpenAPI file: src/config/markdown.ts.)
 */
export function docsEditUrl(pluginId: string, dir: string) {
  return ({locale, docPath}: {locale: string; docPath: string}): string => {
    const translation = `i18n/${locale}/${translationFolder(pluginId)}/current/${docPath}`;
    return editFileUrl(existsSync(join(siteDir, translation)) ? translation : `${dir}/${docPath}`);
  };
}

/**
 * "Last updated" dates come from each file's last commit. A shallow clone has only its newest commits, so every
 * older file would show the date of the clone's oldest commit: the dates are then left out, never shown wrong.
 */
function readGitHistory(): boolean {
  // The config is read once per locale: say it once per build.
  const warn = (message: string) => {
    const once = globalThis as {lastUpdateWarned?: boolean};
    if (!once.lastUpdateWarned) logger.warn(message);
    once.lastUpdateWarned = true;
  };
  if (!siteEnv.lastUpdateDates) return false;
  let shallow: string;
  try {
    shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: siteDir, encoding: 'utf8', stdio: 'pipe'}).trim();
  } catch {
    warn('Last-updated dates are off: the site is not in a git work tree.');
    return false;
  }
  if (shallow === 'true') {
    warn('Last-updated dates are off: this is a shallow clone (run `git fetch --unshallow` to show them).');
    return false;
  }
  return true;
}

export const showLastUpdateTime = readGitHistory();

const commitDates = new Map<string, string | undefined>();

/**
 * The date of a file's last commit (ISO 8601), for pages whose source git does not track: the generated API pages
 * take their OpenAPI file's. Undefined without dates (a shallow clone) or for a file never committed.
 */
export function lastCommitDate(file: string): string | undefined {
  if (!showLastUpdateTime) return undefined;
  if (!commitDates.has(file)) {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {cwd: siteDir, encoding: 'utf8'}).trim();
    commitDates.set(file, date || undefined);
  }
  return commitDates.get(file);
}
