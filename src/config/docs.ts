import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import rehypeAccessibleMarkdown from './rehype-accessible-markdown';

/** The native-chain set: docs/ at /docs/latest (the current version is named "latest"). */
export const nativeDocs = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {current: {label: 'latest', path: 'latest'}},
  rehypePlugins: [rehypeAccessibleMarkdown],
} satisfies DocsOptions;

/** The EVM set: evm/ at /evm. */
export const evmDocs = {
  id: 'evm',
  path: 'evm',
  routeBasePath: 'evm',
  sidebarPath: './sidebars-evm.ts',
  rehypePlugins: [rehypeAccessibleMarkdown],
} satisfies DocsOptions;
