// Rspack loader for the browser build of Docusaurus's route registry (.docusaurus/registry.js). Each entry names its
// module for server rendering only (react-loadable reports the modules a page used); the browser never reads it.
module.exports = function registryWithoutPaths(source) {
  return source.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
