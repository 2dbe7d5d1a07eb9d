// Rspack loader for the browser build of the site config (.docusaurus/docusaurus.config.mjs): drops the fields that
// only configure the build (plugins and their options, Markdown hooks, the HTML template), which the browser never
// reads (about 1.7 kB gzip in main.js).
const buildOnly = ['plugins', 'presets', 'themes', 'ssrTemplate', 'markdown', 'clientModules', 'staticDirectories'];

module.exports = function configForBrowser(source) {
  const json = source.slice(source.indexOf('export default ') + 'export default '.length).trim().replace(/;$/, '');
  const config = JSON.parse(json);
  for (const key of buildOnly) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
