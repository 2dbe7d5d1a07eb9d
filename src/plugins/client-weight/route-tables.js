// Rspack loader for the browser build of Docusaurus's generated route tables (.docusaurus/routes.js,
// routesChunkNames.json and registry.js) and UI translations (codeTranslations.json). The route trees named in
// `lazyRoutes` (the API reference, half the site's routes) move out of the tables every page loads into a chunk of
// their own, with the translations whose keys start with one of the tree's `translations` prefixes; `preload.js`
// fetches that chunk before a page in the tree renders. The request `?lazy=N` gives tree N's share of each table.
// The registry also loses the module paths of its entries, read only by the server renderer, and the route modules
// named together in `sharedChunks` (components every page of a kind loads) come in one file rather than one each.
const {readFileSync} = require('node:fs');
const {basename, dirname, join} = require('node:path');

/** The route tree of routes.js, with each `ComponentCreator(...)` call kept as `{creator: [...its arguments]}`. */
function readRoutes(source) {
  const array = /^export default (\[[\s\S]*\]);\s*$/m.exec(source);
  if (!array) throw new Error('route-tables: .docusaurus/routes.js no longer has the shape this loader reads');
  return new Function('ComponentCreator', `return ${array[1]}`)((...creator) => ({creator}));
}

function writeRoutes(value) {
  if (Array.isArray(value)) return `[${value.map(writeRoutes).join(',')}]`;
  if (value && typeof value === 'object') {
    if (value.creator) return `ComponentCreator(${value.creator.map((arg) => JSON.stringify(arg)).join(',')})`;
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${writeRoutes(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function* routeKeys(routes) {
  for (const route of routes) {
    yield route.component.creator.join('-');
    yield* routeKeys(route.routes ?? []);
  }
}

function renameChunks(value, shortNames) {
  if (typeof value === 'string') return shortNames.get(value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameChunks(item, shortNames)]));
}

function* chunkNamesIn(value) {
  if (typeof value === 'string') yield value;
  else for (const item of Object.values(value)) yield* chunkNamesIn(item);
}

/**
 * Which top-level routes load lazily (by index in routes.js), and for each, the keys of its routes in
 * routesChunkNames.json and the chunks only its routes use.
 */
function splitTables(directory, lazyRoutes, addDependency) {
  const files = ['routes.js', 'routesChunkNames.json'].map((file) => join(directory, file));
  files.forEach(addDependency);
  const routes = readRoutes(readFileSync(files[0], 'utf8'));
  const chunkNames = JSON.parse(readFileSync(files[1], 'utf8'));
  const lazy = lazyRoutes.map(({path, translations}) => {
    const index = routes.findIndex((route) => route.path === path && route.routes);
    if (index < 0) throw new Error(`route-tables: no route tree at ${path} in .docusaurus/routes.js`);
    return {index, keys: new Set(routeKeys(routes[index].routes)), translations};
  });
  const lazyKeys = new Set(lazy.flatMap(({keys}) => [...keys]));
  const eagerNames = new Set(
    Object.entries(chunkNames)
      .filter(([key]) => !lazyKeys.has(key))
      .flatMap(([, names]) => [...chunkNamesIn(names)]),
  );
  for (const part of lazy) {
    part.names = new Set([...part.keys].flatMap((key) => [...chunkNamesIn(chunkNames[key])]).filter((name) => !eagerNames.has(name)));
  }
  // Docusaurus names chunks with 8-character hashes, repeated in each table and in the runtime's chunk map: short
  // names, numbered in order of first use, weigh less and compress better. A letter first, as chunk ids are numbers
  // and the runtime takes an unknown name (a module in a shared chunk) for an id.
  const shortNames = new Map([...new Set(chunkNamesIn(chunkNames))].map((name, index) => [name, `c${index.toString(36)}`]));
  return {routes, chunkNames, lazy, shortNames};
}

const emitters = {
  'routes.js'({routes, lazy}, {n, part}) {
    const header = `import ComponentCreator from '@docusaurus/ComponentCreator';\n`;
    if (part) {
      return `${header}import registry from './registry.js';
import chunkNames from './routesChunkNames.json';
import lazyRegistry from './registry.js?lazy=${n}';
import lazyChunkNames from './routesChunkNames.json?lazy=${n}';
import translations from './codeTranslations.json';
import lazyTranslations from './codeTranslations.json?lazy=${n}';
Object.assign(registry, lazyRegistry);
Object.assign(chunkNames, lazyChunkNames);
Object.assign(translations, lazyTranslations);
export default ${writeRoutes(routes[part.index].routes)};\n`;
    }
    const eager = routes.map((route, index) => (lazy.some((tree) => tree.index === index) ? {...route, routes: []} : route));
    return `${header}const routes = ${writeRoutes(eager)};
export default routes;
const lazy = [${lazy.map(({index}, i) => `[routes[${index}], () => import('./routes.js?lazy=${i}')]`).join(',')}];
const loading = new Map();
/** Loads the routes of the lazily loaded tree a path is in, if any; resolves once they are in the route table. */
export function loadRoutesFor(pathname) {
  return Promise.all(lazy.filter(([root]) => pathname === root.path || pathname.startsWith(root.path + '/')).map(([root, load]) => {
    if (!loading.has(root)) loading.set(root, load().then((tree) => { root.routes.push(...tree.default); }));
    return loading.get(root);
  }));
}\n`;
  },
  'routesChunkNames.json'({chunkNames, shortNames}, {inTable}) {
    const kept = Object.entries(chunkNames).filter(([key]) => inTable((tree) => tree.keys.has(key)));
    return JSON.stringify(Object.fromEntries(kept.map(([key, names]) => [key, renameChunks(names, shortNames)])));
  },
  'codeTranslations.json'(_tables, {inTable}, source) {
    const kept = Object.entries(JSON.parse(source)).filter(([key]) =>
      inTable((tree) => tree.translations.some((prefix) => key.startsWith(prefix))),
    );
    return JSON.stringify(Object.fromEntries(kept));
  },
  'registry.js'({shortNames, sharedChunks}, {inTable}, source) {
    const entry = /"([^"]+)": \[(\(\) => import\([^\n]*?\)), "([^"]*)", (require\.resolveWeak\("[^"]*"\))\]/g;
    const entries = [...source.matchAll(entry)];
    if (entries.length !== source.split('webpackChunkName').length - 1 || entries.some(([, name]) => !shortNames.has(name))) {
      throw new Error('route-tables: .docusaurus/registry.js no longer has the shape this loader reads');
    }
    const kept = entries.filter(([, name]) => inTable((tree) => tree.names.has(name)));
    const renamed = kept.map(([, name, load, modulePath, weak]) => {
      const short = shortNames.get(name);
      // Modules named in the same shared chunk come in one file (what webpack does with one chunk name).
      const chunk = Object.keys(sharedChunks).find((shared) => sharedChunks[shared].includes(modulePath)) ?? short;
      return `${JSON.stringify(short)}: [${load.replace(/webpackChunkName: "[^"]*"/, `webpackChunkName: ${JSON.stringify(chunk)}`)}, "", ${weak}]`;
    });
    return `export default {${renamed.join(',\n')}};\n`;
  },
};

module.exports = function routeTables(source) {
  const {lazyRoutes, sharedChunks} = this.getOptions();
  const tables = {...splitTables(dirname(this.resourcePath), lazyRoutes, (file) => this.addDependency(file)), sharedChunks};
  // `?lazy=N` asks for lazy tree N's share of the table; no query, for the share every page loads.
  const n = /[?&]lazy=(\d+)/.exec(this.resourceQuery)?.[1];
  const part = n === undefined ? undefined : tables.lazy[Number(n)];
  const inTable = (has) => (part ? has(part) : !tables.lazy.some(has));
  return emitters[basename(this.resourcePath)](tables, {n, part, inTable}, source);
};
