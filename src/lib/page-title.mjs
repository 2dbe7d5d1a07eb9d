// A Markdown page's title as Docusaurus takes it, read by the search plugin (a translated page's English title) and
// by the browser tests (the h1 a page must open with).

/** Front matter `title` (quotes stripped), else the first `# ` heading; undefined when the page has neither. */
export function titleOf(markdown) {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(frontMatter)?.[1] ?? /^# (.+)$/m.exec(markdown)?.[1];
  return title?.trim().replace(/^(["'])(.*)\1$/, '$2');
}
