import type {DocusaurusConfig, LoadContext, Plugin, PluginRouteConfig} from '@docusaurus/types';
import {rehypePageMarkdown, remarkAdmonitionMarkers} from './rehype-page-markdown';

/** What converting pages needs, all of it plain data, so that a worker thread can be handed it. */
export interface Conversion {
  siteDir: string;
  outDir: string;
  generatedFilesDir: string;
  siteConfig: Pick<DocusaurusConfig, 'title' | 'url' | 'baseUrl' | 'trailingSlash'>;
  /** The route tree cut down to the pages to convert. */
  routes: PluginRouteConfig[];
}

/**
 * Writes `<page>.md` next to each page of `routes`, converted from its built HTML by
 * @signalwire/docusaurus-plugin-llms-txt (with rehype-page-markdown for code blocks, admonitions and tabs).
 */
export default async function convertPages({siteDir, outDir, generatedFilesDir, siteConfig, routes}: Conversion): Promise<void> {
  // Loaded here, by Docusaurus's module loader: its ESM imports omit file extensions, which Node's own loader
  // refuses (tests/unit load this config without it).
  const {default: llmsTxtPlugin} = await import('@signalwire/docusaurus-plugin-llms-txt');
  const converter = llmsTxtPlugin({siteDir} as LoadContext, {
    onRouteError: 'throw',
    logLevel: 0,
    content: {
      enableMarkdownFiles: true,
      relativePaths: false,
      includeGeneratedIndex: false,
      contentSelectors: ['.theme-doc-markdown'],
      beforeDefaultRehypePlugins: [[rehypePageMarkdown as never, {origin: siteConfig.url.replace(/\/$/, '')}]],
      remarkPlugins: [remarkAdmonitionMarkers],
      remarkStringify: {bullet: '-', fence: '`', fences: true, listItemIndent: 'one', rule: '-'},
    },
  }) as Plugin;
  await converter.postBuild!({siteDir, outDir, generatedFilesDir, siteConfig, routes} as never);
}
