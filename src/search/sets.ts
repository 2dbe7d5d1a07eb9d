import {docsSets as registered} from '@site/src/config/site-registry.mjs';

/**
 * The documentation sets search can be narrowed to (src/config/site-registry.mjs). The id is what the offline index
 * stores as its `set` filter and what /search?set= carries; the plugin id is the docs plugin instance, whose Algolia
 * tag is `docs-<pluginId>-current`.
 */
export const docsSets = registered.map(({searchId, pluginId, home}) => ({id: searchId, pluginId, home}));

export type DocsSetId = (typeof docsSets)[number]['id'];

export function isDocsSetId(value: unknown): value is DocsSetId {
  return docsSets.some((set) => set.id === value);
}

export function docsSetOfPlugin(pluginId: string): DocsSetId | undefined {
  return docsSets.find((set) => set.pluginId === pluginId)?.id;
}
