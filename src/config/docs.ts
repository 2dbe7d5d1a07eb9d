import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkCjkFriendlyGfmStrikethrough from 'remark-cjk-friendly-gfm-strikethrough';
import rehypeAccessibleMarkdown from './rehype-accessible-markdown';
import {docsEditUrl, showLastUpdateTime} from './repository';
import {remarkImagesFromEnglish} from './markdown';

/**
 * CommonMark leaves `**合约（CDT）**将` unclosed (emphasis after punctuation, before a CJK character): these parse
 * emphasis and strikethrough in Chinese and Korean as writers mean it, on every page of every locale.
 */
export const cjkFriendlyRemarkPlugins = [remarkCjkFriendly, remarkCjkFriendlyGfmStrikethrough];

/** The native-chain set: docs/ at /docs/latest (the current version is named "latest"). */
export const nativeDocs = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {current: {label: 'latest', path: 'latest'}},
  beforeDefaultRemarkPlugins: [remarkImagesFromEnglish],
  remarkPlugins: cjkFriendlyRemarkPlugins,
  rehypePlugins: [rehypeAccessibleMarkdown],
  editUrl: docsEditUrl('default', 'docs'),
  showLastUpdateTime,
} satisfies DocsOptions;

/** The EVM set: evm/ at /evm. */
export const evmDocs = {
  id: 'evm',
  path: 'evm',
  routeBasePath: 'evm',
  sidebarPath: './sidebars-evm.ts',
  beforeDefaultRemarkPlugins: [remarkImagesFromEnglish],
  remarkPlugins: cjkFriendlyRemarkPlugins,
  rehypePlugins: [rehypeAccessibleMarkdown],
  editUrl: docsEditUrl('evm', 'evm'),
  showLastUpdateTime,
} satisfies DocsOptions;
