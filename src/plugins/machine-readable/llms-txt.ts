import type {MachineReadableText} from '../../config/machine-readable';
import {markdownPath} from './markdown-path';

/** What llms.txt reads of a docs plugin's loaded content (translated for the locale being built). */
export interface DocMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  unlisted?: boolean;
  frontMatter: Record<string, unknown>;
}

type CategoryLink = {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string};
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: CategoryLink}
  | {type: 'link' | 'html'};

export interface LoadedVersion {
  docs: DocMetadata[];
  sidebars: Record<string, SidebarItem[]>;
}

/** One page in llms.txt: its title, description and address (the HTML page's; the list links its Markdown copy). */
export interface PageEntry {
  title: string;
  description: string;
  permalink: string;
}

export interface Section {
  title: string;
  pages: PageEntry[];
}

/** A category's generated index page, whose Markdown copy the site writes from the sidebar: its cards as a list. */
export interface IndexPage extends PageEntry {
  children: PageEntry[];
}

/**
 * A docs set's sections in sidebar order: one per top-level category (its index page first, then every page under
 * it, depth first), top-level pages under the set's name, and pages no sidebar lists under `otherPages`.
 */
export function sidebarSections(
  version: LoadedVersion,
  {prefix, setName, otherPages}: {prefix: string; setName: string; otherPages: string},
): {sections: Section[]; indexPages: IndexPage[]} {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const indexPages: IndexPage[] = [];
  const docEntry = (id: string): PageEntry | undefined => {
    const doc = docs.get(id);
    if (!doc || doc.unlisted) return undefined;
    listed.add(doc.id);
    return {title: doc.title, description: doc.description, permalink: doc.permalink};
  };
  const categoryEntry = (category: Extract<SidebarItem, {type: 'category'}>): PageEntry | undefined => {
    const {link} = category;
    if (!link) return undefined;
    if (link.type === 'doc') return docEntry(link.id);
    const entry = {title: link.title ?? category.label, description: link.description ?? '', permalink: link.permalink};
    indexPages.push({...entry, children: category.items.flatMap((item) => firstEntry(item) ?? [])});
    return entry;
  };
  // A card of an index page: a page, or a category by its own page.
  const firstEntry = (item: SidebarItem): PageEntry | undefined => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = docs.get(item.id);
      return doc && !doc.unlisted ? {title: doc.title, description: doc.description, permalink: doc.permalink} : undefined;
    }
    if (item.type !== 'category' || !item.link) return undefined;
    if (item.link.type === 'doc') return firstEntry({type: 'doc', id: item.link.id});
    return {title: item.link.title ?? item.label, description: item.link.description ?? '', permalink: item.link.permalink};
  };
  const pagesOf = (item: SidebarItem): PageEntry[] => {
    if (item.type === 'doc' || item.type === 'ref') return [docEntry(item.id)].filter((entry) => entry !== undefined);
    if (item.type !== 'category') return [];
    return [categoryEntry(item), ...item.items.flatMap(pagesOf)].filter((entry) => entry !== undefined);
  };

  const sections: Section[] = [];
  for (const items of Object.values(version.sidebars)) {
    for (const item of items) {
      if (item.type === 'category') {
        sections.push({title: `${prefix}${item.label}`, pages: pagesOf(item)});
        continue;
      }
      const pages = pagesOf(item);
      if (!pages.length) continue;
      const last = sections.at(-1);
      if (last?.title === setName) last.pages.push(...pages);
      else sections.push({title: setName, pages});
    }
  }
  const rest = version.docs.filter((doc) => !listed.has(doc.id) && !doc.unlisted).flatMap((doc) => docEntry(doc.id) ?? []);
  if (rest.length) sections.push({title: `${prefix}${otherPages}`, pages: rest});
  return {sections, indexPages};
}

/** One line of a list: `- [Title](url): description`, the description on one line. */
export const listLine = (title: string, url: string, description: string): string =>
  `- [${title.replace(/[[\]]/g, '\\$&')}](${url})${description.trim() ? `: ${description.trim().replace(/\s+/g, ' ')}` : ''}`;

/** A page's line: its title linking its Markdown copy on the site at `origin`, and its description. */
export const pageLine = (page: PageEntry, origin: string): string => listLine(page.title, `${origin}${markdownPath(page.permalink)}`, page.description);

/** Root-relative Markdown links (`](/docs/...)`, as OpenAPI descriptions write them) made absolute under `prefix`. */
export const absoluteLinks = (markdown: string, prefix: string): string => markdown.replace(/\]\(\/(?!\/)/g, `](${prefix}`);

/**
 * A locale's llms.txt (llmstxt.org): the site's name, a summary, a paragraph on how to read it, then one list per
 * docs-set section and the API reference: its written pages, then `apiLines` (one per API and version). Links are
 * absolute: `origin` is the site's, `baseUrl` the locale's.
 */
export function llmsTxt({name, text, origin, baseUrl, sections, apiPages, apiLines}: {
  name: string;
  text: Pick<MachineReadableText, 'summary' | 'details' | 'apiSection'>;
  origin: string;
  baseUrl: string;
  sections: Section[];
  apiPages: PageEntry[];
  apiLines: string[];
}): string {
  const line = (page: PageEntry) => pageLine(page, origin);
  const lists = [
    ...sections.map((section) => ({title: section.title, lines: section.pages.map(line)})),
    {title: text.apiSection, lines: [...apiPages.map(line), ...apiLines]},
  ];
  const parts = [`# ${name}`, `> ${text.summary}`, text.details, ...lists.filter((list) => list.lines.length).map((list) => [`## ${list.title}`, '', ...list.lines].join('\n'))];
  return absoluteLinks(`${parts.join('\n\n')}\n`, `${origin}${baseUrl}`);
}
