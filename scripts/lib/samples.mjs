// The code samples of the written pages, for `npm run check:samples`. A fence's info string is the language, then
// meta words: `title="..."` (the file the block shows), `fragment` (not a whole file: the checker wraps it),
// `error="..."` (the block fails on purpose and the tool must print this), `syntax-only="reason"` (parsed only) and
// `skip="reason"` (not checked); reasons are shown in the summary. Translations keep the English fences byte for byte (npm run check:translations), so
// the English pages are the ones checked.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {guideSets} from '../../src/config/site-registry.mjs';

export const siteDir = join(import.meta.dirname, '..', '..');
const roots = guideSets.map((set) => set.dir);

/** Parses a fence's info string: `ts title="a.ts" fragment` -> {lang: 'ts', title: 'a.ts', fragment: true}. */
export function parseInfo(info) {
  const [lang = '', ...rest] = info.trim().split(/\s+/);
  const meta = rest.join(' ');
  return {
    lang,
    title: /title="([^"]*)"/.exec(meta)?.[1],
    fragment: /(^|\s)fragment(\s|$)/.test(meta),
    skip: /(^|\s)skip="([^"]*)"/.exec(meta)?.[2],
    // Checked for syntax only, because what it needs cannot be installed here (the reason is shown in the summary).
    syntax: /(^|\s)syntax-only="([^"]*)"/.exec(meta)?.[2],
    // The message the tool must print for a block that fails on purpose; \" stands for a quote inside it.
    error: /error="((?:[^"\\]|\\.)*)"/.exec(meta)?.[1].replace(/\\"/g, '"'),
  };
}

/** Every fenced block of a page's source, with the line its fence opens on (1-based). */
export function blocksOf(source, file) {
  const blocks = [];
  let open;
  source.split('\n').forEach((line, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      if (fence && fence[2][0] === open.marker[0] && fence[2].length >= open.marker.length && !fence[3].trim()) {
        blocks.push({file, line: open.line, info: open.info.trim(), ...parseInfo(open.info), code: open.lines.join('\n')});
        open = undefined;
      } else {
        open.lines.push(open.indent && line.startsWith(open.indent) ? line.slice(open.indent.length) : line);
      }
    } else if (fence) {
      open = {indent: fence[1], marker: fence[2], info: fence[3], line: index + 1, lines: []};
    }
  });
  return blocks;
}

/** The blocks in the descriptions of an OpenAPI file, each with the line of the file its first code line is on. */
export function descriptionBlocks(source, file) {
  const descriptions = [];
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) typeof value === 'string' && key === 'description' ? descriptions.push(value) : walk(value);
    }
  };
  walk(parse(source));
  const lines = source.split('\n');
  let from = 0;
  return descriptions.flatMap((text) => blocksOf(text, file)).map((block) => {
    const first = block.code.split('\n')[0].trim();
    const at = lines.findIndex((line, i) => i >= from && line.trim() === first);
    if (at >= 0) from = at + 1;
    return {...block, line: at + 1};
  });
}

/** The blocks of every English page under docs/ and evm/, and of the API reference's descriptions. */
export function allBlocks(site = siteDir) {
  const files = (root, pattern) =>
    readdirSync(join(site, root), {recursive: true})
      .map((file) => `${root}/${String(file).replaceAll('\\', '/')}`)
      .filter((file) => pattern.test(file));
  return [
    ...roots.flatMap((root) => files(root, /\.mdx?$/).flatMap((file) => blocksOf(readFileSync(join(site, file), 'utf8'), file))),
    ...files('openapi', /\.yaml$/).flatMap((file) => descriptionBlocks(readFileSync(join(site, file), 'utf8'), file)),
  ];
}

export const where = (block) => `${block.file}:${block.line}`;

/** The code as a reader copies it: Docusaurus's highlight comments are not part of the rendered block. */
export const withoutMagicComments = (code) =>
  code
    .split('\n')
    .filter((line) => !/^\s*(\/\/|#)\s*highlight-(next-line|start|end)\s*$/.test(line))
    .join('\n');
