// The translation record and the structure check, shared by `npm run check:translations`, its unit test and the
// build (src/config/markdown.ts marks stale pages). CONTRIBUTING.md, "Translating", describes the workflow.
//
// A translated page's front matter names its English source and a hash of that file as it was translated
// (src/lib/translation-record.mjs).
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import GithubSlugger from 'github-slugger';
import {docsSets, nativeSet, translatedLocales} from '../../src/config/site-registry.mjs';
import {frontMatterOf} from '../../src/lib/front-matter.mjs';
import {hashOf, parseRecord} from '../../src/lib/translation-record.mjs';

export {frontMatterOf, hashOf, parseRecord};

export const siteDir = join(import.meta.dirname, '..', '..');
export {translatedLocales};

/** Markdown pages under a folder, as paths relative to it (category files and generated API pages excluded). */
function pagesUnder(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, {recursive: true})
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => /\.mdx?$/.test(file) && !/\.api\//.test(file) && !/\.(api|info|tag|schema)\.mdx$/.test(file));
}

/** Every English page of every docs set with the path of its translation in a locale. */
export function translatablePages(locale) {
  return docsSets.flatMap((set) =>
    pagesUnder(join(siteDir, set.dir)).map((file) => ({
      source: `${set.dir}/${file}`,
      translation: `i18n/${locale}/${set.i18nDir}/current/${file}`,
      section: set.dir === nativeSet.dir ? file.split('/')[0].replace(/\.mdx?$/, '') : set.dir,
    })),
  );
}

/** Translations in a locale whose English page no longer exists. */
export function orphanTranslations(locale) {
  const known = new Set(translatablePages(locale).map((page) => page.translation));
  return docsSets.flatMap((set) =>
    pagesUnder(join(siteDir, 'i18n', locale, set.i18nDir, 'current'))
      .map((file) => `i18n/${locale}/${set.i18nDir}/current/${file}`)
      .filter((file) => !known.has(file)),
  );
}

/** The body split into prose lines and fenced code blocks (fences are compared whole). */
function scan(body) {
  const prose = [];
  const fences = [];
  let fence;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      fence.lines.push(line);
      if (marker && marker[0] === fence.marker[0] && marker.length >= fence.marker.length && line.trim() === marker) {
        fences.push(fence.lines.join('\n'));
        fence = undefined;
      }
    } else if (marker) {
      fence = {marker, lines: [line]};
    } else {
      prose.push(line);
    }
  }
  if (fence) fences.push(fence.lines.join('\n'));
  return {prose: prose.join('\n'), fences};
}

/** Plain text of a heading as Docusaurus slugs it: no inline code ticks, link targets or emphasis marks. */
const headingText = (text) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`|\*+|(?<![\w])_+|_+(?![\w])/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();

/** What a translation must keep from its English page, in order. */
export function structureOf(content) {
  const {body} = frontMatterOf(content);
  const {prose, fences} = scan(body);
  const slugger = new GithubSlugger();
  const headings = [...prose.matchAll(/^(#{2,6})\s+(.*?)\s*$/gm)].map(([, hashes, text]) => {
    const explicit = /\s*\{#([^}]+)\}$/.exec(text);
    const id = explicit ? explicit[1] : slugger.slug(headingText(text));
    return `h${hashes.length} #${id}`;
  });
  const targets = [...prose.matchAll(/(!?)\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)];
  return {
    headings,
    links: targets.filter(([, bang]) => !bang).map(([, , url]) => url),
    images: targets.filter(([, bang]) => bang).map(([, , url]) => url),
    admonitions: [...prose.matchAll(/^\s*:::([a-z]+)/gm)].map(([, kind]) => kind),
    code: fences,
    imports: [...prose.matchAll(/^(import|export) .*$/gm)].map(([line]) => line),
  };
}

/** Differences in structure between an English page and its translation, one readable line each. */
export function structureProblems(english, translation) {
  const en = structureOf(english);
  const tr = structureOf(translation);
  const problems = [];
  for (const [key, what] of [
    ['headings', 'heading anchors'],
    ['links', 'link targets'],
    ['images', 'images'],
    ['admonitions', 'admonition kinds'],
    ['imports', 'MDX imports'],
  ]) {
    const length = Math.max(en[key].length, tr[key].length);
    for (let i = 0; i < length; i += 1) {
      if (en[key][i] !== tr[key][i]) {
        problems.push(`${what} differ at #${i + 1}: English ${JSON.stringify(en[key][i] ?? null)}, translation ${JSON.stringify(tr[key][i] ?? null)}`);
        break;
      }
    }
  }
  if (en.code.length !== tr.code.length) problems.push(`${en.code.length} code blocks in English, ${tr.code.length} in the translation`);
  en.code.forEach((block, i) => {
    if (tr.code[i] !== undefined && tr.code[i] !== block) {
      problems.push(`code block ${i + 1} differs from the English one (first line: ${JSON.stringify(block.split('\n')[0])})`);
    }
  });
  return problems;
}

/**
 * The state of one translation: missing, broken (with why), stale (English changed since the recorded hash) or
 * translated.
 */
export function translationState(page) {
  const file = join(siteDir, page.translation);
  if (!existsSync(file)) return {state: 'missing'};
  const content = readFileSync(file, 'utf8');
  const raw = frontMatterOf(content).fields.translation_of;
  const record = parseRecord(raw);
  if (!record) {
    return {state: 'broken', problems: [raw ? `translation_of "${raw}" is not <English file>@<12 hex digits>` : 'no translation_of record in the front matter']};
  }
  if (record.source !== page.source) return {state: 'broken', problems: [`translation_of names ${record.source}, expected ${page.source}`]};
  const english = readFileSync(join(siteDir, page.source), 'utf8');
  const problems = structureProblems(english, content);
  if (problems.length) return {state: 'broken', problems};
  return hashOf(english) === record.hash ? {state: 'translated'} : {state: 'stale', since: record.hash};
}

export const relativeToSite = (file) => relative(siteDir, file).replaceAll('\\', '/');
