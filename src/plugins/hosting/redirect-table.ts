import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import {validateOptions as validateRedirectOptions} from '@docusaurus/plugin-client-redirects/lib/options';
import {createToUrl} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
import type {PluginOptions as RedirectPluginOptions} from '@docusaurus/plugin-client-redirects/lib/options';
import type {RedirectEntry} from './host-files';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * Every redirect of one locale, with the base URL: the client-side redirect plugin's own table (computed by its
 * own code from the options it is given, the site's in src/config/redirects.ts), then the spellings a server can
 * normalise that it writes no page for: the other trailing slash of each page and redirect, and `<page>/index.html`.
 */
export function redirectTable(
  props: Pick<PostBuildProps, 'baseUrl' | 'routesPaths' | 'outDir' | 'siteConfig'>,
  redirectOptions: RedirectOptions,
): {entries: RedirectEntry[]; stubs: Set<string>} {
  const {baseUrl, routesPaths, outDir, siteConfig} = props;
  const options = validateRedirectOptions({
    validate: normalizePluginOptions as never,
    options: redirectOptions as never,
  }) as RedirectPluginOptions;
  const relativeRoutesPaths = routesPaths.map((path) => `/${path.slice(baseUrl.length)}`);
  const collected = collectRedirects({relativeRoutesPaths, baseUrl, outDir, options, siteConfig}, siteConfig.trailingSlash);
  const moved = new Set(options.redirects.flatMap(({from}) => (Array.isArray(from) ? from : [from])));

  const routes = new Set(routesPaths);
  const table = new Map<string, RedirectEntry>();
  const stubs = new Set<string>();
  for (const {from, to} of collected) {
    const kind = moved.has(from) ? 'moved' : /\.html\/?$/.test(from) ? 'html' : 'index';
    const full = baseUrl + from.slice(1);
    table.set(full, {from: full, to: createToUrl(baseUrl, to), kind, alternate: false});
    // The redirect plugin's page for it (see its getRedirectFilePath): <from>/index.html.
    stubs.add(join(from.slice(1), 'index.html'));
  }
  const taken = (path: string) => routes.has(path) || table.has(path);
  const otherSlash = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
  for (const entry of [...table.values()]) {
    const other = otherSlash(entry.from);
    if (other && !taken(other)) table.set(other, {...entry, from: other, alternate: true});
  }
  for (const route of routesPaths) {
    if (route.endsWith('.html')) continue;
    const other = otherSlash(route);
    if (other && !taken(other)) table.set(other, {from: other, to: route, kind: 'slash', alternate: true});
    const indexFile = `${route.endsWith('/') ? route : `${route}/`}index.html`;
    if (!taken(indexFile)) table.set(indexFile, {from: indexFile, to: route, kind: 'index', alternate: true});
  }
  // nginx's map compares paths without case: a spelling that differs from a page only by case would redirect the page.
  const routesLower = new Set(routesPaths.map((route) => route.toLowerCase()));
  const entries = [...table.values()].filter((entry) => !routesLower.has(entry.from.toLowerCase()));
  return {entries, stubs};
}
