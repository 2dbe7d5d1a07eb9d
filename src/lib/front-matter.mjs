// A Markdown page's front matter, read by the translation check (scripts/lib/translations.mjs) and by titleOf.

/** The flat front matter of a page (key: value lines) and the text after it. */
export function frontMatterOf(content) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(content);
  const fields = {};
  for (const line of match?.[1].split('\n') ?? []) {
    const kv = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (kv) fields[kv[1]] = kv[2].trim();
  }
  return {fields, body: match ? content.slice(match[0].length) : content};
}
