import type {Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions, type PluginOptions, type PropSidebarItem, type PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

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
 * Empties the version data's table of docs, which every doc page loads: each doc's description moves onto the props
 * of the category index pages that list the doc, the only pages that show it (on their cards, `src/theme/DocCard`,
 * which then has nothing to look up in the table).
 */
export function moveDescriptionsToCategoryPages(route: RouteConfig): RouteConfig {
  for (const versionRoute of walk(route)) {
    const version = versionRoute.props?.version as PropVersionMetadata | undefined;
    if (!version) continue;
    const descriptions = new Map(Object.values(version.docs).map((doc) => [doc.id, doc.description]));
    version.docs = {};
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
 * Drops the lists of docs and sidebars from each version in the plugin's global data, which every page of the site
 * loads (about 5 kB gzip for the three doc sets): the theme reads them only for navbar items that link to a doc or a
 * sidebar, version dropdowns and version banners, none of which the site uses (each set has one version). Such a
 * navbar item added later fails the build ("Couldn't find any doc"), not a page in the browser.
 */
export function withoutDocAndSidebarLists(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: [], sidebars: {}}))};
}

/**
 * The content-docs plugin with lighter data in the browser: no doc or sidebar lists in its global data
 * (`withoutDocAndSidebarLists`), and, with `descriptionsOnCategoryPages`, no table of docs in the version data (about
 * 9 kB gzip for the native set with its descriptions), whose descriptions go to the category index pages
 * (`moveDescriptionsToCategoryPages`). Options and everything else are the plugin's own.
 */
function lighterDocsPlugin({descriptionsOnCategoryPages}: {descriptionsOnCategoryPages: boolean}): PluginModule {
  const docsPlugin: PluginModule = async (context, options) => {
    const plugin = await pluginContentDocs(context, options as PluginOptions);
    const {contentLoaded} = plugin;
    return {
      ...plugin,
      contentLoaded: (args: Parameters<NonNullable<typeof contentLoaded>>[0]) =>
        contentLoaded!({
          ...args,
          actions: {
            ...args.actions,
            addRoute: (route) =>
              args.actions.addRoute(descriptionsOnCategoryPages ? moveDescriptionsToCategoryPages(route) : route),
            setGlobalData: (data) => args.actions.setGlobalData(withoutDocAndSidebarLists(data as GlobalPluginData)),
          },
        }),
    } as Plugin;
  };
  // Docusaurus checks the options, and fills in their defaults, with the plugin's own schema.
  docsPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
  return docsPlugin;
}

/** For the native and EVM sets. */
export default lighterDocsPlugin({descriptionsOnCategoryPages: true});
/** For the API reference, whose tag pages list their endpoints with DocCardList, reading descriptions from the version data. */
export const apiDocsPlugin = lighterDocsPlugin({descriptionsOnCategoryPages: false});
