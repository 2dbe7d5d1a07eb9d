// Loader for postman-code-generators' list of generators (lib/assets/languages.js), which requires all thirty-five
// of them: keeps the entries of the languages the API pages offer (the `languages` option, from languageTabs), so
// the other generators are neither built nor shipped. Entries are kept as written, in their order.
module.exports = function codeGenerators(source) {
  const {languages} = this.getOptions();
  const entries = source.match(/^ {2}\{$[\s\S]*?^ {2}\}/gm) ?? [];
  const languageOf = (entry) => /'lang': '([^']+)'/.exec(entry)?.[1].trim().toLowerCase();
  const missing = languages.filter((language) => !entries.some((entry) => languageOf(entry) === language));
  if (missing.length > 0 || !entries.every((entry) => /'main': require\(/.test(entry))) {
    throw new Error(`postman-code-generators' list no longer has the expected entries (no generator found for: ${missing.join(', ') || 'none'}); see tests/unit/upgrade-guards.test.mjs`);
  }
  const kept = entries.filter((entry) => languages.includes(languageOf(entry)));
  return `module.exports = [\n${kept.join(',\n')}\n];\n`;
};
