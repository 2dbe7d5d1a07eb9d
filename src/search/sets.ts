/**
 * The documentation sets search can be narrowed to (native, EVM, API reference). The id is what the offline
 * index stores as its `set` filter and what /search?set= carries; the plugin id is the docs plugin
 * instance, whose Algolia tag is `docs-<pluginId>-current`.
 */
export const docsSets = [
  {id: 'native', pluginId: 'default', home: '/docs/latest/quick-start/introduction'},
  {id: 'evm', pluginId: 'evm', home: '/evm/quick-start/introduction'},
  {id: 'api', pluginId: 'apis', home: '/apis/spring/'},
] as const;

export type DocsSetId = (typeof docsSets)[number]['id'];

export function isDocsSetId(value: unknown): value is DocsSetId {
  return docsSets.some((set) => set.id === value);
}

export function docsSetOfPlugin(pluginId: string): DocsSetId | undefined {
  return docsSets.find((set) => set.pluginId === pluginId)?.id;
}
