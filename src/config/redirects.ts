import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

// Old paths of the public site (tests/fixtures/legacy-urls.txt) and where their content lives now. A target that is
// not a page fails the build (the redirects plugin refuses it) and `npm run check:content`, which reads this list.
export const movedPages: Array<[from: string, to: string]> = [
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
  // The reference once documented test_control's kill_node_or_producer; Spring registers kill_node_on_producer.
  ...['latest', 'v1.0.4'].map((version): [string, string] => [
    `/apis/spring/${version}/test_control.api/kill-node-or-producer`,
    `/apis/spring/${version}/test_control.api/kill-node-on-producer`,
  ]),
];

export const redirectOptions = {
  redirects: movedPages.map(([from, to]) => ({from, to})),
  // /page.html -> /page
  fromExtensions: ['html'],
  // /page/index and /folder/index -> the plain path
  createRedirects: (existingPath: string) => {
    if (existingPath === '/' || existingPath.endsWith('.html')) return undefined;
    return [existingPath.endsWith('/') ? `${existingPath}index` : `${existingPath}/index`];
  },
} satisfies RedirectOptions;
