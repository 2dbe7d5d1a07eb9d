// Translated pages stay true to their English page (scripts/lib/translations.mjs): a record of the English they were
// made from, the same structure, and the glossary's terms (i18n/<locale>/glossary.json).
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import test from 'node:test';
import {
  frontMatterOf,
  hashOf,
  orphanTranslations,
  parseRecord,
  siteDir,
  structureProblems,
  translatablePages,
  translatedLocales,
  translationState,
} from '../../scripts/lib/translations.mjs';

const fixtures = 'tests/fixtures/translations';
const read = (file) => readFileSync(join(siteDir, file), 'utf8');

test('no translation is broken: each has its record, its English page and the same structure', () => {
  const broken = translatedLocales.flatMap((locale) => [
    ...translatablePages(locale).flatMap((page) => {
      const result = translationState(page);
      return result.state === 'broken' ? [`${page.translation}: ${result.problems.join('; ')}`] : [];
    }),
    ...orphanTranslations(locale).map((file) => `${file}: its English page no longer exists`),
  ]);
  assert.deepEqual(broken, []);
});

test('the record names the English file and a 12-digit hash of it', () => {
  assert.deepEqual(parseRecord('docs/quick-start/introduction.md@0123456789ab'), {source: 'docs/quick-start/introduction.md', hash: '0123456789ab'});
  assert.equal(parseRecord('docs/quick-start/introduction.md'), undefined);
  assert.equal(parseRecord('0123456789ab'), undefined);
  assert.equal(hashOf('hello\n'), '5891b5b522d5');
});

test('a translation whose English page changed since is stale, one that matches is translated', () => {
  const english = `${fixtures}/page.md`;
  assert.equal(translationState({source: english, translation: `${fixtures}/page.zh-stale.md`}).state, 'stale');
  const current = frontMatterOf(read(`${fixtures}/page.zh-current.md`)).fields.translation_of;
  assert.equal(parseRecord(current).hash, hashOf(read(english)), `${fixtures}/page.zh-current.md records the fixture's hash`);
  assert.equal(translationState({source: english, translation: `${fixtures}/page.zh-current.md`}).state, 'translated');
});

test('a translation without a record, or naming another page, is broken', () => {
  const english = `${fixtures}/page.md`;
  assert.deepEqual(translationState({source: english, translation: `${fixtures}/page.md`}), {
    state: 'broken',
    problems: ['no translation_of record in the front matter'],
  });
  const other = translationState({source: 'docs/quick-start/introduction.md', translation: `${fixtures}/page.zh-current.md`});
  assert.equal(other.state, 'broken');
  assert.match(other.problems[0], /names tests\/fixtures\/translations\/page\.md, expected docs\/quick-start\/introduction\.md/);
});

test('the structure check names what differs from the English page', () => {
  const english = read(`${fixtures}/page.md`);
  const translation = read(`${fixtures}/page.zh-current.md`);
  assert.deepEqual(structureProblems(english, translation), []);
  const cases = [
    [translation.replace('{#install-the-tools}', '{#安装工具}'), /heading anchors differ at #1: English "h2 #install-the-tools", translation "h2 #安装工具"/],
    [translation.replace('cdt-cpp --version', 'cdt-cpp -v'), /code block 1 differs from the English one/],
    [translation.replace('(../quick-start/write-a-contract.md)', '(../quick-start/endpoints.md)'), /link targets differ at #1/],
    [translation.replace('(./img/diagram.svg)', '(./img/other.svg)'), /images differ at #1/],
    [translation.replace(':::warning', ':::note'), /admonition kinds differ at #1: English "warning", translation "note"/],
    [translation.replace(/```bash[\s\S]*?```\n/, ''), /1 code blocks in English, 0 in the translation/],
  ];
  for (const [changed, expected] of cases) {
    assert.match(structureProblems(english, changed).join('\n'), expected);
  }
});

/** Prose of a page without front matter, code blocks, inline code, link targets and heading anchors. */
function prose(content) {
  return frontMatterOf(content)
    .body.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[^}]+\}/g, '');
}

/** Lines of translated pages that use a variant the locale's glossary rules out. */
function glossaryFindings(locale, files) {
  const {terms} = JSON.parse(read(`i18n/${locale}/glossary.json`));
  const findings = [];
  for (const file of files) {
    prose(read(file))
      .split('\n')
      .forEach((line, index) => {
        for (const term of terms) {
          for (const {variant, except = []} of term.avoid) {
            const cleaned = except.reduce((text, compound) => text.replaceAll(compound, ''), line);
            if (cleaned.includes(variant)) findings.push(`${file} (prose line ${index + 1}): "${variant}" -> "${term.use}" (${term.en})`);
          }
        }
      });
  }
  return findings;
}

/**
 * Pages that write a term another way: the English page uses the term in the sense a glossary check names, and its
 * translation contains none of the words the glossary expects. Finds second spellings nobody has listed yet.
 */
function consistencyFindings(locale, pages) {
  const {terms} = JSON.parse(read(`i18n/${locale}/glossary.json`));
  const findings = [];
  for (const {source, translation} of pages) {
    const english = prose(read(source)).replace(/"[^"\n]*"/g, '');
    const translated = prose(read(translation));
    for (const term of terms) {
      for (const {english: pattern, expect, not_on: notOn = []} of term.checks ?? []) {
        if (notOn.includes(source) || !new RegExp(pattern, 'i').test(english)) continue;
        if (!expect.some((word) => translated.includes(word))) {
          findings.push(`${translation}: the English page says /${pattern}/, the translation none of ${expect.join(', ')} (${term.en})`);
        }
      }
    }
  }
  return findings;
}

for (const locale of translatedLocales) {
  test(`${locale} translations write each term the same way on every page`, () => {
    const pages = translatablePages(locale).filter((page) => ['translated', 'stale'].includes(translationState(page).state));
    assert.deepEqual(consistencyFindings(locale, pages), []);
  });

  test(`${locale} glossary checks name real pages and match some English page`, () => {
    const {terms} = JSON.parse(read(`i18n/${locale}/glossary.json`));
    const english = translatablePages(locale).map((page) => prose(read(page.source))).join('\n');
    const problems = terms.flatMap((term) =>
      (term.checks ?? []).flatMap(({english: pattern, not_on: notOn = []}) => [
        ...(new RegExp(pattern, 'i').test(english) ? [] : [`${term.en}: /${pattern}/ matches no English page`]),
        ...notOn.filter((page) => !existsSync(join(siteDir, page))).map((page) => `${term.en}: no page ${page}`),
      ]),
    );
    assert.deepEqual(problems, []);
  });
}

test('the consistency check reports a page that writes a term another way', () => {
  const findings = consistencyFindings('zh', [{source: `${fixtures}/consistency.en.md`, translation: `${fixtures}/consistency-other-word.zh.md`}]);
  assert.equal(findings.length, 1, findings.join('\n'));
  assert.match(findings[0], /none of 故障切换 \(fail-over/);
  const ko = consistencyFindings('ko', [{source: `${fixtures}/consistency.en.md`, translation: `${fixtures}/consistency-other-word.ko.md`}]);
  assert.equal(ko.length, 1, ko.join('\n'));
  assert.match(ko[0], /none of 페일오버 \(fail-over/);
});

for (const locale of translatedLocales) {
  test(`${locale} translations use the glossary's terms`, () => {
    const translated = translatablePages(locale)
      .filter((page) => ['translated', 'stale'].includes(translationState(page).state))
      .map((page) => page.translation);
    assert.deepEqual(glossaryFindings(locale, translated), []);
  });
}

test('the glossary check finds a variant it rules out, and leaves its exceptions alone', () => {
  const findings = glossaryFindings('zh', [`${fixtures}/glossary.zh.md`]);
  assert.equal(findings.length, 1);
  assert.match(findings[0], /"帐户" -> "账户/);
});

// One word per term: a term written a second way in a locale is one of its entry's avoid-variants, so the check above
// reports it on every translated page. These fixtures use the variants readers found (激活密钥 next to 生效密钥, 修剪
// next to 裁剪; ko 대기 노드 for a standby node, 공백 for a gap) and keep the glossary's exceptions (공백 문자).
test('the glossary check catches a term written a second way, in each locale', () => {
  const zh = glossaryFindings('zh', [`${fixtures}/consistency.zh.md`]);
  assert.equal(zh.length, 2, zh.join('\n'));
  assert.match(zh[0], /"激活密钥" -> "生效密钥" \(active key/);
  assert.match(zh[1], /"修剪" -> "裁剪" \(prune/);
  const ko = glossaryFindings('ko', [`${fixtures}/consistency.ko.md`]);
  assert.equal(ko.length, 2, ko.join('\n'));
  assert.match(ko[0], /"대기 노드" -> "예비 노드 \/ 예비 프로듀서" \(standby node/);
  assert.match(ko[1], /"공백" -> "빈 구간" \(gap/);
});

for (const locale of translatedLocales) {
  test(`${locale} glossary: no entry rules out its own word, and each term has a single entry`, () => {
    const {terms} = JSON.parse(read(`i18n/${locale}/glossary.json`));
    const contradictions = terms.flatMap((term) =>
      term.avoid
        .filter(({variant, except = []}) => except.reduce((text, compound) => text.replaceAll(compound, ''), term.use).includes(variant))
        .map(({variant}) => `${term.en}: uses "${term.use}" but avoids "${variant}"`),
    );
    assert.deepEqual(contradictions, []);
    const english = terms.map((term) => term.en);
    assert.deepEqual(english.filter((en, index) => english.indexOf(en) !== index), []);
  });
}

