import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {cjkFriendlyRemarkPlugins, rehypeAccessibleMarkdown, remarkImagesFromEnglish} from '../markdown';
import {docsEditUrl, showLastUpdateTime} from './repository';
import {evmSet, nativeSet} from './site-registry.mjs';

/** The native-chain set: docs/ at /docs/latest (the current version is named "latest"). */
export const nativeDocs = {
  id: nativeSet.pluginId,
  path: nativeSet.dir,
  routeBasePath: nativeSet.routeBasePath,
  sidebarPath: nativeSet.sidebarPath,
  lastVersion: 'current',
  versions: {current: {label: nativeSet.versionPath, path: nativeSet.versionPath}},
  beforeDefaultRemarkPlugins: [remarkImagesFromEnglish],
  remarkPlugins: cjkFriendlyRemarkPlugins,
  rehypePlugins: [rehypeAccessibleMarkdown],
  editUrl: docsEditUrl(nativeSet.pluginId, nativeSet.dir),
  showLastUpdateTime,
} satisfies DocsOptions;

/** The EVM set: evm/ at /evm. */
export const evmDocs = {
  id: evmSet.pluginId,
  path: evmSet.dir,
  routeBasePath: evmSet.routeBasePath,
  sidebarPath: evmSet.sidebarPath,
  beforeDefaultRemarkPlugins: [remarkImagesFromEnglish],
  remarkPlugins: cjkFriendlyRemarkPlugins,
  rehypePlugins: [rehypeAccessibleMarkdown],
  editUrl: docsEditUrl(evmSet.pluginId, evmSet.dir),
  showLastUpdateTime,
} satisfies DocsOptions;
