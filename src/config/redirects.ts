import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

// Old paths of the public site (../shared/legacy-urls.txt) and where their content lives now.
// Each redirect is written only once its target page exists, so content can land section by section.
const moved: Array<[from: string, to: string]> = [
  ['/leapforward/', '/docs/latest/node-operation/migration-guides/v1-history-alternatives'],
  ['/docs/latest/eos-evm/', '/evm/quick-start/introduction'],
  ['/docs/latest/eos-evm/getting_started/', '/evm/quick-start/introduction'],
  ['/docs/latest/', '/docs/latest/quick-start/introduction'],
  ['/evm/', '/evm/quick-start/introduction'],
  ['/docs/latest/node-operation/getting-started/plugins/', '/docs/latest/node-operation/plugins/'],
  ...[
    'chain-api', 'chain', 'db-size-api', 'http', 'net-api', 'net', 'producer-api', 'producer', 'prometheus',
    'resource-monitor', 'signature-provider', 'state-history', 'test-control-api', 'test-control', 'trace-api',
  ].map((name): [string, string] => [
    `/docs/latest/node-operation/getting-started/plugins/${name}-plugin`,
    `/docs/latest/node-operation/plugins/${name}`,
  ]),
  // The reference once documented test_control under the path SPEC spells; Spring registers kill_node_on_producer.
  ...['latest', 'v1.0.4'].map((version): [string, string] => [
    `/apis/spring/${version}/test_control.api/kill-node-or-producer`,
    `/apis/spring/${version}/test_control.api/kill-node-on-producer`,
  ]),
];

const contentFolders: Record<string, string> = {'/docs/latest/': 'docs', '/evm/': 'evm'};

/** True when a docs route is backed by a page file (or, for a folder URL, a folder holding pages). */
function targetExists(route: string): boolean {
  const prefix = Object.keys(contentFolders).find((p) => route.startsWith(p));
  if (!prefix) return true;
  const relative = join(contentFolders[prefix], route.slice(prefix.length));
  if (route.endsWith('/')) {
    return existsSync(relative) && readdirSync(relative, {recursive: true}).some((f) => /\.mdx?$/.test(String(f)));
  }
  return ['.md', '.mdx'].some((ext) => existsSync(relative + ext));
}

export const redirectOptions = {
  redirects: moved.filter(([, to]) => targetExists(to)).map(([from, to]) => ({from, to})),
  // /page.html -> /page
  fromExtensions: ['html'],
  // /page/index and /folder/index -> the plain path
  createRedirects: (existingPath: string) => {
    if (existingPath === '/' || existingPath.endsWith('.html')) return undefined;
    return [existingPath.endsWith('/') ? `${existingPath}index` : `${existingPath}/index`];
  },
} satisfies RedirectOptions;
