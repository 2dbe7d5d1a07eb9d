import {createContext, useContext} from 'react';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {CardDescriptions} from '@site/src/plugins/docs';

/**
 * The descriptions of the docs a category index page lists, where `src/plugins/docs` put them in the page's props
 * (and emptied the version data's table of docs); undefined on other pages.
 */
export const CardDescriptionsContext = createContext<CardDescriptions | undefined>(undefined);

/**
 * A card's item with its doc's description from the page, and without the doc id the card would look up in the
 * version data's table of docs, which is empty where the page has the descriptions.
 */
export function useItemWithDescription(item: PropSidebarItem): PropSidebarItem {
  const descriptions = useContext(CardDescriptionsContext);
  if (!descriptions || item.type !== 'link' || !item.docId) return item;
  return {...item, docId: undefined, description: item.description ?? descriptions[item.docId]};
}
