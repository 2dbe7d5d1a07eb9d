// `npm run new-page -- <set>/<section>/<name> "<Title>"`: starts a page from the project's template (CONTRIBUTING.md,
// "Adding a page"), e.g. `npm run new-page -- docs/guides/create-a-multisig "Create a multisig account"`.
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

const [target, title] = process.argv.slice(2);
const match = /^(docs|evm)\/([a-z0-9-]+\/)*[a-z0-9-]+$/.exec(target ?? '');
if (!match || !title) {
  console.error('usage: npm run new-page -- <docs|evm>/<section>/<name> "<Title>"   (lower-case name with hyphens)');
  process.exit(2);
}
const file = join(import.meta.dirname, '..', `${target}.md`);
if (existsSync(file) || existsSync(file.replace(/\.md$/, '.mdx'))) {
  console.error(`${target} already exists.`);
  process.exit(1);
}
const today = new Date().toISOString().slice(0, 10);
mkdirSync(dirname(file), {recursive: true});
writeFileSync(
  file,
  `---
title: ${title}
description: One sentence that says what this page gives the reader (shown in search results and link previews).
checked_against: ${today} none
---

What this page is for, when the reader needs it, and what they need first (with links).

## The first step

Say what the reader does and why, then show it:

\`\`\`bash
echo "every code fence has a language"
\`\`\`

## Next steps

- [A page that exists](../quick-start/introduction.md)
`,
);
console.log(`Wrote ${target}.md: fill in the description, the steps and checked_against (CONTRIBUTING.md, "Checking a page's facts").`);
