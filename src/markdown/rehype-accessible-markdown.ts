/**
 * Two fixes to the HTML Markdown produces, found by axe on the docs pages:
 * - a wide table scrolls sideways inside its box (Infima), which keyboard users can only scroll once the
 *   table can take focus, so every table gets tabindex 0;
 * - a task-list checkbox (`- [ ] step`) has no label, so the checkbox and its item's text are wrapped in one.
 */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

// A task item's own text ends where a nested list or paragraph starts.
const blockTags = new Set(['ul', 'ol', 'p', 'div', 'pre', 'table']);

function labelTaskCheckbox(parent: HastNode): void {
  const children = parent.children ?? [];
  const start = children.findIndex((child) => child.tagName === 'input' && child.properties?.type === 'checkbox');
  if (start === -1) return;
  const end = children.findIndex((child, index) => index > start && blockTags.has(child.tagName ?? ''));
  const stop = end === -1 ? children.length : end;
  const label: HastNode = {type: 'element', tagName: 'label', properties: {}, children: children.slice(start, stop)};
  parent.children = [...children.slice(0, start), label, ...children.slice(stop)];
}

function visit(node: HastNode): void {
  if (node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
  const className = node.properties?.className;
  if (node.tagName === 'li' && Array.isArray(className) && className.includes('task-list-item')) {
    labelTaskCheckbox(node);
    // In a loose list the checkbox sits in the item's first paragraph.
    const paragraph = node.children?.find((child) => child.tagName === 'p');
    if (paragraph) labelTaskCheckbox(paragraph);
  }
  node.children?.forEach(visit);
}

export default function rehypeAccessibleMarkdown() {
  return (tree: HastNode) => visit(tree);
}
