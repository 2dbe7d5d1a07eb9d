/** Loads Prism and the highlighted code block (one chunk, fetched once). */
export const loadCodeHighlighter = () => import('./index');
