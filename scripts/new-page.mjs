// `npm run new-page -- <set>/<section>/<name> "<Title>"`: starts a page from the project's template (CONTRIBUTING.md,
// "Adding a page"), e.g. `npm run new-page -- docs/guides/create-a-multisig "Create a multisig account"`.
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {PLACEHOLDER_DESCRIPTION} from './check-content.mjs';

const [target, title] = process.argv.slice(2);
const match = /^(docs|evm)\/([a-z0-9-]+\/)*[a-z0-9-]+$/.exec(target ?? '');
if (!match || !title) {
  console.error('usage: npm run new-page -- <docs|evm>/<section>/<name> "<Title>"   (lower-case name with hyphens)');
  process.exit(2);
}
// SITE_DIR: another site folder than this repository (the unit test writes into a temporary one).
const file = join(process.env.SITE_DIR ?? join(import.meta.dirname, '..'), `${target}.md`);
if (existsSync(file) || existsSync(file.replace(/\.md$/, '.mdx'))) {
  console.error(`${target} already exists.`);
  process.exit(1);
}
const today = new Date().toISOString().slice(0, 10);
// After the pages already in the folder, so the new page comes last in its section of the sidebar.
const positions = existsSync(dirname(file))
  ? readdirSync(dirname(file))
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => Number(/^sidebar_position:\s*(\d+)/m.exec(readFileSync(join(dirname(file), f), 'utf8'))?.[1] ?? 0))
  : [];
const position = Math.max(0, ...positions) + 1;
mkdirSync(dirname(file), {recursive: true});
writeFileSync(
  file,
  `---
title: ${JSON.stringify(title)}
description: ${PLACEHOLDER_DESCRIPTION}
checked_against: ${today} none
sidebar_position: ${position}
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
console.log(`Wrote ${target}.md (sidebar_position ${position}): replace the description (npm run check:content fails until you do), the steps and checked_against (CONTRIBUTING.md, "Checking a page's facts").`);
