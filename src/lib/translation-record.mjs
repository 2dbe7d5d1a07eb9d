// The record a translated page keeps of its English source, read by the build (src/config/markdown.ts) and by
// `npm run check:translations` (scripts/lib/translations.mjs). In the front matter:
//   translation_of: docs/core-concepts/accounts.md@3f2a9c1e7b04
// the English file (relative to the site) and the first 12 hex digits of the SHA-256 of its bytes when translated.
import {createHash} from 'node:crypto';

export const hashOf = (content) => createHash('sha256').update(content).digest('hex').slice(0, 12);

/** `docs/x.md@3f2a9c1e7b04` -> {source: 'docs/x.md', hash: '3f2a9c1e7b04'}; undefined when absent or malformed. */
export function parseRecord(value) {
  const match = /^([\w./-]+\.mdx?)@([0-9a-f]{12})$/.exec(String(value ?? '').trim());
  return match ? {source: match[1], hash: match[2]} : undefined;
}
