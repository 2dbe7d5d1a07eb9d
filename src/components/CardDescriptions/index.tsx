import {createContext, useContext} from 'react';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {CardDescriptions} from '@site/src/plugins/docs';

/** The descriptions of the docs a category index page lists (`src/plugins/docs` puts them in the page's props). */
export const CardDescriptionsContext = createContext<CardDescriptions>({});

/** A card's item with its doc's description, where the page has one for it. */
export function useItemWithDescription(item: PropSidebarItem): PropSidebarItem {
  const descriptions = useContext(CardDescriptionsContext);
  if (item.type !== 'link' || item.description || !item.docId) return item;
  const description = descriptions[item.docId];
  return description ? {...item, description} : item;
}
