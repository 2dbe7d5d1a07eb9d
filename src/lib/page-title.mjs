// A Markdown page's title as Docusaurus takes it, read by the search plugin (a translated page's English title) and
// by the browser tests (the h1 a page must open with).
import {frontMatterOf} from './front-matter.mjs';

/** Front matter `title` (quotes stripped), else the first `# ` heading; undefined when the page has neither. */
export function titleOf(markdown) {
  const {fields, body} = frontMatterOf(markdown);
  const title = fields.title || /^# (.+)$/m.exec(body)?.[1];
  return title?.trim().replace(/^(["'])(.*)\1$/, '$2');
}
