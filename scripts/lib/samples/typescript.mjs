// ```ts and ```js blocks are type-checked by the TypeScript compiler API (the installed `typescript` package), all in
// one program, against the installed packages (ethers, @wharfkit/*, React types).
//
// Each block is written as a file under node_modules/.cache/check-samples/<page>/<title>, so bare imports resolve
// to node_modules and blocks of one page import each other by their titles (`./chain` is the page's src/chain.ts).
// An untitled block is block-<line>.ts (or .js). Highlight comments become empty lines, so line numbers stay the
// page's.
//
// Options: strict, target ES2022, module ESNext with bundler resolution (how the pages run code: tsx, node ESM, Vite),
// every file is a module (top-level await, as tsx and node run .ts/.mjs files in a "type": "module" project), lib
// ES2022 + DOM (browser samples) and @types/node (scripts) in one program, `jsx: react-jsx` for *.tsx titles. `js`
// blocks are type-checked as JavaScript in their own program (allowJs + checkJs, strict except noImplicitAny, since
// plain JavaScript cannot annotate a parameter): imports must resolve, names must exist, calls must match the
// packages' types, and possibly-null values (an unset environment variable, a missing block) must be handled.
//
// Fence words (scripts/lib/samples.mjs parses them):
// - `fragment`: the block continues the page's most recent whole-file block of the same language (the last earlier
//   one that is titled and not a fragment) and the fragments since; they are checked as one module in page order, so
//   the fragment can use what they import and declare (with no such block before it, it is checked alone). A fragment that is object members (its code, after its own
//   import lines, starts with `name:`) is wrapped in `;({ ... });`.
// - `error="text"`: the block deliberately does not compile; the checker asserts that TypeScript reports a diagnostic
//   whose text (`TS2322: Type ...`) contains `text`, and no other.
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import ts from 'typescript';
import {siteDir, withoutMagicComments} from '../samples.mjs';

export const languages = ['ts', 'js'];

export const cacheDir = join(siteDir, 'node_modules', '.cache', 'check-samples');

export const compilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // Mocha's describe/it for test files, once @types/mocha is installed (Hardhat and Vert tests).
  types: ['node', ...(existsSync(join(siteDir, 'node_modules', '@types', 'mocha')) ? ['mocha'] : [])],
  typeRoots: [join(siteDir, 'node_modules', '@types')],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
};

/** Code as the reader copies it, with highlight comments blanked so that lines keep their numbers. */
const readerCode = (code) => code.split('\n').map((line) => withoutMagicComments(line)).join('\n');

const isMembers = (code) => /^\s*[A-Za-z_$][\w$]*\s*:/.test(code.split('\n').find((l) => l.trim() && !/^\s*import\s/.test(l)) ?? '');

/** Splits a fragment's code into its leading import lines and the rest, wrapping object members in `({ ... });`. */
function completeFragment(code) {
  if (!isMembers(code)) return code;
  const lines = code.split('\n');
  let i = 0;
  while (i < lines.length && (!lines[i].trim() || /^\s*import\s/.test(lines[i]))) i++;
  // Keep the line count: the opening `({` goes on the last import/blank line, the closing `});` after the code.
  const head = lines.slice(0, i);
  const body = lines.slice(i);
  // A leading `;` keeps the previous block's last line (`})` without a semicolon) from calling the object.
  if (head.length) head[head.length - 1] += ' ;({';
  else body[0] = `;({ ${body[0]}`;
  return [...head, ...body].join('\n') + '\n});';
}

function fileNameOf(block, lang, taken) {
  const ext = lang === 'js' ? '.js' : '.ts';
  let name = block.title?.replace(/\s*\(.*\)\s*$/, '').trim();
  if (!name || name.includes('..') || name.startsWith('/')) name = `block-${block.line}${ext}`;
  if (!/\.(m?[jt]s|[jt]sx|cjs|cts|mts)$/.test(name)) name += ext;
  if (taken.has(name)) name = name.replace(/(\.\w+)$/, `-${block.line}$1`);
  taken.add(name);
  return name;
}

/**
 * Writes the blocks as files and returns [{block, path, offset}] where offset is the number of lines before the
 * block's first line in the file (a fragment's file starts with the blocks it continues).
 */
export function writeBlocks(blocks, {dir = cacheDir} = {}) {
  rmSync(dir, {recursive: true, force: true});
  const byPage = new Map();
  for (const block of blocks) {
    const lang = block.lang === 'js' ? 'js' : 'ts';
    const key = `${block.file}\0${lang}`;
    if (!byPage.has(key)) byPage.set(key, []);
    byPage.get(key).push(block);
  }
  const files = [];
  for (const [key, pageBlocks] of byPage) {
    const [page, lang] = key.split('\0');
    const pageDir = join(dir, page.replace(/\.mdx?$/, ''));
    const taken = new Set();
    let chain; // {ext, lines} of the current whole-file block and the fragments after it
    for (const block of [...pageBlocks].sort((a, b) => a.line - b.line)) {
      let code = readerCode(block.code);
      let name = fileNameOf(block, lang, taken);
      let offset = 0;
      if (block.fragment) {
        code = completeFragment(code);
        if (chain) {
          // Next to the file it continues and with its extension (a fragment of src/App.tsx is src/block-<line>.tsx),
          // so that the relative imports it inherits still resolve.
          name = join(dirname(chain.name), `block-${block.line}${chain.ext}`);
          offset = chain.lines.length;
          code = [...chain.lines, code].join('\n');
          chain.lines = code.split('\n');
        }
      } else if (block.title) {
        chain = {name, ext: /\.\w+$/.exec(name)[0], lines: code.split('\n')};
      }
      const path = join(pageDir, name);
      mkdirSync(dirname(path), {recursive: true});
      writeFileSync(path, code);
      files.push({block, path, offset});
    }
  }
  return files;
}

const text = (d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;

/** The options for a language: JavaScript has no annotations, so only `noImplicitAny` is off for `js` blocks. */
export const optionsFor = (lang) => (lang === 'js' ? {...compilerOptions, noImplicitAny: false} : compilerOptions);

/** A block marked syntax-only: parsed as the reader's file would be, with no types or imports resolved. */
function checkSyntax(block, lang) {
  const fileName = block.title ?? `block-${block.line}.${lang}`;
  const {diagnostics = []} = ts.transpileModule(readerCode(block.code), {reportDiagnostics: true, fileName, compilerOptions: optionsFor(lang)});
  if (!diagnostics.length) return {block, status: 'syntax'};
  return {block, status: 'failed', message: diagnostics.map((d) => `line ${block.line + 1 + d.file.getLineAndCharacterOfPosition(d.start).line}: ${text(d)}`).join('; ')};
}

export async function check(allOfLang, {lang = allOfLang[0]?.lang, dir = join(cacheDir, lang ?? 'ts')} = {}) {
  const syntaxOnly = allOfLang.filter((b) => b.syntax !== undefined).map((b) => checkSyntax(b, lang));
  const blocks = allOfLang.filter((b) => b.syntax === undefined);
  if (!blocks.length) return syntaxOnly;
  const files = writeBlocks(blocks, {dir});
  const program = ts.createProgram(files.map((f) => f.path), optionsFor(lang));
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  return [...syntaxOnly, ...files.map(({block, path, offset}) => {
    const source = program.getSourceFile(path);
    const diagnostics = [...global, ...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    const described = diagnostics.map((d) => {
      if (d.file && d.start !== undefined) {
        const {line, character} = d.file.getLineAndCharacterOfPosition(d.start);
        const blockLine = line - offset;
        const where = d.file === source && blockLine >= 0
          ? `line ${block.line + 1 + blockLine}`
          : d.file === source ? `in the block it continues (line ${line + 1} of ${relative(siteDir, path)})` : relative(siteDir, d.file.fileName);
        return {text: text(d), where: `${where}:${character + 1}`};
      }
      return {text: text(d), where: 'options'};
    });
    if (block.error !== undefined) {
      const expected = described.filter((d) => d.text.includes(block.error));
      const others = described.filter((d) => !d.text.includes(block.error));
      if (!expected.length) {
        return {block, status: 'failed', message: `expected TypeScript to report "${block.error}", but it reported ${described.length ? described.map((d) => `${d.where}: ${d.text}`).join('; ') : 'nothing'}`};
      }
      if (others.length) return {block, status: 'failed', message: others.map((d) => `${d.where}: ${d.text}`).join('; ')};
      return {block, status: 'checked'};
    }
    if (described.length) return {block, status: 'failed', message: described.map((d) => `${d.where}: ${d.text}`).join('; ')};
    return {block, status: 'checked'};
  })];
}
