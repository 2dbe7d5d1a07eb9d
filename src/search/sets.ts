import {docsSets as registered} from '@site/src/config/site-registry.mjs';

/**
 * The documentation sets search can be narrowed to (src/config/site-registry.mjs). The id is what the offline index
 * stores as its `set` filter and what /search?set= carries; the plugin id is the docs plugin instance, whose Algolia
 * tag is `docs-<pluginId>-current`. `name` is the word that names the set in a query (src/search/pagefind.ts).
 */
export const docsSets = registered.map((set) => ({
  id: set.searchId,
  pluginId: set.pluginId,
  home: set.home,
  name: 'searchName' in set ? set.searchName : undefined,
}));

export type DocsSetId = (typeof docsSets)[number]['id'];

export function isDocsSetId(value: unknown): value is DocsSetId {
  return docsSets.some((set) => set.id === value);
}

export function docsSetOfPlugin(pluginId: string): DocsSetId | undefined {
  return docsSets.find((set) => set.pluginId === pluginId)?.id;
}
