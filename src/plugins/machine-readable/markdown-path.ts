// Read in the browser too (the Copy page control): no build-only imports here.

/**
 * Where a page's Markdown copy is served: the page's URL with `.md`, a folder route without its slash
 * (`/docs/latest/quick-start/introduction.md`, `/docs/latest/quick-start/` -> `/docs/latest/quick-start.md`).
 */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}
