import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import {matches, select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {h} from 'hastscript';
import {SKIP, visit} from 'unist-util-visit';

/** What the page shows only to work in a browser: heading anchors, buttons, icons. */
const DROPPED = '.hash-link, button, svg, script, style, noscript, [aria-hidden="true"]';

const classesOf = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

/** A code block of the theme (title, language, highlighted lines) as the plain `<pre><code>` Markdown converters read. */
function codeBlock(container: Element): ElementContent[] {
  const language = classesOf(container).find((name) => name.startsWith('language-'));
  const title = select('[class^="codeBlockTitle"], [class*=" codeBlockTitle"]', container);
  const code = select('code', container);
  const lines = code ? selectAll('.token-line', code) : [];
  const text = lines.length ? lines.map((line) => toString(line)).join('\n') : code ? toString(code) : '';
  const block = h('pre', [h('code', {className: language ? [language] : []}, text.replace(/\n$/, ''))]);
  return title ? [h('p', [h('strong', toString(title))]), block] : [block];
}

/** An admonition as a blockquote that opens with its kind, GitHub's way (`> [!WARNING]`), then its title if it has one. */
function admonition(node: Element): ElementContent {
  const kind = classesOf(node).find((name) => name.startsWith('theme-admonition-'))?.slice('theme-admonition-'.length) ?? 'note';
  const [heading, content] = node.children.filter((child): child is Element => child.type === 'element');
  const title = heading ? toString(heading).trim() : '';
  const marker = h('p', [`[!${kind.toUpperCase()}]`]);
  const titled = title && title.toLowerCase() !== kind ? [h('p', [h('strong', title)])] : [];
  return h('blockquote', [marker, ...titled, ...((content?.children ?? []) as ElementContent[])]);
}

/** Tabs flattened: each panel after its label in bold, every panel shown (the page hides all but one). */
function tabs(node: Element): ElementContent[] {
  // The theme's structure: ul[role=tablist] > li[role=tab], then a div > div[role=tabpanel] (nested tabs stay inside).
  const [list, panelsBox] = node.children.filter((child): child is Element => child.type === 'element');
  const childrenWithRole = (parent: Element | undefined, role: string) =>
    (parent?.children ?? []).filter((child): child is Element => child.type === 'element' && child.properties.role === role);
  const labels = childrenWithRole(list, 'tab').map((tab) => toString(tab).trim());
  const panels = childrenWithRole(panelsBox, 'tabpanel');
  return panels.flatMap((panel, index) => [h('p', [h('strong', labels[index] ?? '')]), ...(panel.children as ElementContent[])]);
}

/**
 * Prepares a built doc page's content for HTML-to-Markdown conversion (@signalwire/docusaurus-plugin-llms-txt runs it
 * before its own rehype steps): drops what only works in a browser, turns code blocks, admonitions and tabs into the
 * elements their Markdown form comes from, and makes links and images absolute. (The plugin's own link step would
 * add the locale's base URL twice, `/zh/zh/`; it leaves absolute links alone.)
 */
export function rehypePageMarkdown({origin}: {origin: string}) {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      let replacement: RootContent[] | undefined;
      if (matches(DROPPED, node)) replacement = [];
      else if (classesOf(node).includes('theme-code-block')) replacement = codeBlock(node);
      else if (classesOf(node).includes('theme-admonition')) replacement = [admonition(node)];
      else if (classesOf(node).includes('tabs-container')) replacement = tabs(node);
      if (!replacement) {
        const attribute = node.tagName === 'img' ? 'src' : node.tagName === 'a' ? 'href' : undefined;
        const value = attribute && node.properties[attribute];
        if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) node.properties[attribute!] = `${origin}${value}`;
        return undefined;
      }
      parent.children.splice(index, 1, ...(replacement as typeof parent.children));
      // Visit what replaced the node (a tab panel holds admonitions and code blocks too).
      return [SKIP, index];
    });
  };
}

/** An admonition's `[!KIND]` line written as is: as text, the Markdown writer would escape its bracket. */
export function remarkAdmonitionMarkers() {
  return (tree: MdastRoot): void => {
    visit(tree, 'paragraph', (node, index, parent) => {
      const [only] = node.children;
      if (parent?.type !== 'blockquote' || index !== 0 || node.children.length !== 1 || only.type !== 'text') return;
      if (/^\[![A-Z]+\]$/.test(only.value)) parent.children[0] = {type: 'html', value: only.value} as never;
    });
  };
}
