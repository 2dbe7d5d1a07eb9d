import type {Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions, type PluginOptions, type PropSidebarItem, type PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** What a category index page's cards show under each doc's title, by doc id. */
export type CardDescriptions = Record<string, string>;

function* walk(route: RouteConfig): Generator<RouteConfig> {
  yield route;
  for (const child of route.routes ?? []) yield* walk(child);
}

function findCategory(items: PropSidebarItem[], href: string): Extract<PropSidebarItem, {type: 'category'}> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const found = findCategory(item.items, href);
    if (found) return found;
  }
  return undefined;
}

/**
 * Moves each doc's description out of the version data, which every doc page loads, onto the props of the category
 * index pages that list the doc, the only pages that show it (on their cards, `src/theme/DocCard`).
 */
export function moveDescriptionsToCategoryPages(route: RouteConfig): RouteConfig {
  for (const versionRoute of walk(route)) {
    const version = versionRoute.props?.version as PropVersionMetadata | undefined;
    if (!version) continue;
    const descriptions = new Map(Object.values(version.docs).map((doc) => [doc.id, doc.description]));
    for (const doc of Object.values(version.docs)) delete (doc as {description?: string}).description;
    for (const page of walk(versionRoute)) {
      const index = page.props?.categoryGeneratedIndex as {permalink: string} | undefined;
      if (!index || !page.sidebar) continue;
      const category = findCategory(version.docsSidebars[page.sidebar as string] ?? [], index.permalink);
      const cardDescriptions: CardDescriptions = {};
      for (const item of category?.items ?? []) {
        if (item.type !== 'link' || !item.docId) continue;
        const description = descriptions.get(item.docId);
        if (description) cardDescriptions[item.docId] = description;
      }
      page.props = {...page.props, cardDescriptions};
    }
  }
  return route;
}

/**
 * The content-docs plugin with lighter version data: doc descriptions (about 6 kB gzip for the native set) go to the
 * category index pages only (`moveDescriptionsToCategoryPages`). Options and everything else are the plugin's own.
 */
const docsPlugin: PluginModule = async (context, options) => {
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    contentLoaded: (args: Parameters<NonNullable<typeof contentLoaded>>[0]) =>
      contentLoaded!({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(moveDescriptionsToCategoryPages(route))},
      }),
  } as Plugin;
};
// Docusaurus checks the options, and fills in their defaults, with the plugin's own schema.
docsPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
export default docsPlugin;
