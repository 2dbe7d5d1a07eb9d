import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin, PluginRouteConfig, RouteConfig} from '@docusaurus/types';
import {bundle, createConfig, stringifyYaml} from '@redocly/openapi-core';
import {machineReadableText} from '../../config/machine-readable';
import {admonitionsAsBlockquotes, decodeOperation, endpointMarkdown, firstParagraph, type Operation} from './endpoint-markdown';
import {absoluteLinks, listLine, llmsTxt, pageLine, sidebarSections, type DocMetadata, type LoadedVersion, type PageEntry} from './llms-txt';
import {markdownPath} from './markdown-path';
import convertPages, {type Conversion} from './convert-pages';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** The versions and files of openapi/ (`openapi/<version>/<name>.yaml`; `shared/` holds what they reference). */
async function specFiles(siteDir: string): Promise<Array<{version: string; file: string}>> {
  const versions = (await readdir(join(siteDir, 'openapi'), {withFileTypes: true}))
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name);
  const lists = await Promise.all(
    versions.map(async (version) =>
      (await readdir(join(siteDir, 'openapi', version))).filter((file) => file.endsWith('.yaml')).map((file) => ({version, file})),
    ),
  );
  return lists.flat().sort((a, b) => `${a.version}/${a.file}`.localeCompare(`${b.version}/${b.file}`));
}

interface BundledSpec {
  version: string;
  name: string;
  yaml: string;
  info: {title: string; description?: string};
}

/** Each API's OpenAPI file with its references to openapi/shared/ bundled in; bundled once for all locales. */
let bundled: Promise<BundledSpec[]> | undefined;
function bundleSpecs(siteDir: string): Promise<BundledSpec[]> {
  bundled ??= (async () => {
    const config = await createConfig({});
    return Promise.all(
      (await specFiles(siteDir)).map(async ({version, file}) => {
        const {bundle: result, problems} = await bundle({ref: join(siteDir, 'openapi', version, file), config});
        const errors = problems.filter((problem) => problem.severity === 'error');
        if (errors.length) throw new Error(`openapi/${version}/${file} does not bundle: ${errors.map((e) => e.message).join('; ')}`);
        const parsed = result.parsed as {info: BundledSpec['info']};
        return {version, name: file.replace(/\.yaml$/, ''), yaml: stringifyYaml(parsed, {lineWidth: -1}), info: parsed.info};
      }),
    );
  })();
  return bundled;
}

interface DocsContent {
  loadedVersions: Array<LoadedVersion & {docs: DocMetadata[]}>;
}

function docsVersion(props: PostBuildProps, id: string): LoadedVersion | undefined {
  const plugin = props.plugins.find((loaded) => loaded.name === 'docusaurus-plugin-content-docs' && loaded.options.id === id);
  return (plugin?.content as DocsContent | undefined)?.loadedVersions[0];
}

/** The route tree cut down to the given pages (and the routes that hold them), for the HTML-to-Markdown plugin. */
function onlyRoutes(routes: RouteConfig[], paths: Set<string>): RouteConfig[] {
  return routes.flatMap((route) => {
    if (!route.routes) return paths.has(route.path) ? [route] : [];
    const kept = onlyRoutes(route.routes, paths);
    return kept.length ? [{...route, routes: kept}] : [];
  });
}

/** convertPages in a worker thread. */
function convertInWorker(conversion: Conversion): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'convert-worker.mjs'), {workerData: {module: join(__dirname, 'convert-pages.ts'), conversion}});
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The Markdown conversion worker stopped with exit code ${code}`))));
  });
}

/**
 * Files written for programs rather than readers, into every locale's build:
 * - `openapi/<version>/<name>.yaml`: each API's OpenAPI file, bundled, at a stable URL for generating clients (the API
 *   landing pages link them; hosts serve them as application/yaml);
 * - `<page>.md` for every doc page: written pages converted from their built HTML by @signalwire/docusaurus-plugin-llms-txt
 *   (with rehype-page-markdown for code blocks, admonitions and tabs); category index pages from the sidebar; endpoint
 *   pages from the operation they are generated from; each API's endpoint list from its sidebar;
 * - `llms.txt` (llmstxt.org) listing every page in sidebar order by section, and `llms-full.txt` with every page of
 *   the native and EVM docs, in the locale's language;
 * - `robots.txt` at the root of the site: everything allowed, and each locale's sitemap.
 */
export default function machineReadablePlugin(context: LoadContext): Plugin {
  const origin = context.siteConfig.url.replace(/\/$/, '');
  const absolute = (path: string) => `${origin}${path}`;
  return {
    name: 'vaulta-machine-readable',
    async postBuild(props) {
      const {outDir, siteDir, siteConfig, i18n, baseUrl} = props;
      const text = machineReadableText(i18n.currentLocale);
      const write = async (path: string, content: string) => {
        const file = join(outDir, path.slice(baseUrl.length));
        await mkdir(dirname(file), {recursive: true});
        await writeFile(file, content);
      };
      const writeMarkdown = (permalink: string, content: string) => write(markdownPath(permalink), absoluteLinks(content, absolute(baseUrl)));

      const specs = await bundleSpecs(siteDir);
      for (const spec of specs) await write(`${baseUrl}openapi/${spec.version}/${spec.name}.yaml`, spec.yaml);
      const openApiUrl = (version: string, name: string) => absolute(`${baseUrl}openapi/${version}/${name}.yaml`);

      const native = docsVersion(props, 'default');
      const evm = docsVersion(props, 'evm');
      const apis = docsVersion(props, 'apis');
      if (!native || !evm || !apis) throw new Error('machine-readable: the native, EVM and API docs plugins must be loaded');

      // Generated API pages: endpoint pages carry their operation, API overviews are the `<name>.api/` routes.
      const operations = new Map<string, Operation>();
      for (const doc of apis.docs) {
        if (typeof doc.frontMatter.api === 'string') operations.set(doc.id, decodeOperation(doc.frontMatter.api));
      }
      const overviewPath = (version: string, name: string) => `${baseUrl}apis/spring/${version}/${name}.api/`;
      const overviews = new Set(specs.map((spec) => overviewPath(spec.version, spec.name)));

      // Written pages: converted from the built HTML, every other one in a worker thread (the conversion is most of
      // this step, and the search indexer leaves the second core idle after its first seconds).
      const written = [native, evm, apis, docsVersion(props, 'e2e')].flatMap((version) =>
        (version?.docs ?? []).filter((doc) => !operations.has(doc.id) && !overviews.has(doc.permalink)).map((doc) => doc.permalink),
      );
      const conversion = (paths: string[]): Conversion => ({
        siteDir,
        outDir,
        generatedFilesDir: props.generatedFilesDir,
        siteConfig: {title: siteConfig.title, url: siteConfig.url, baseUrl: siteConfig.baseUrl, trailingSlash: siteConfig.trailingSlash},
        routes: onlyRoutes(props.routes, new Set(paths)) as PluginRouteConfig[],
      });
      await Promise.all([
        convertPages(conversion(written.filter((_, index) => index % 2 === 0))),
        convertInWorker(conversion(written.filter((_, index) => index % 2 === 1))),
      ]);

      // Endpoint pages.
      for (const doc of apis.docs) {
        const operation = operations.get(doc.id);
        if (!operation) continue;
        const [, version, name] = /^spring\/([^/]+)\/([^/]+)\.api\//.exec(doc.id) ?? [];
        await writeMarkdown(doc.permalink, endpointMarkdown(operation, {title: doc.title, openApiUrl: openApiUrl(version, name), labels: text}));
      }

      // Each API's overview: its description, its OpenAPI file and its endpoints by tag, in the sidebar's order.
      const docsById = new Map(apis.docs.map((doc) => [doc.id, doc]));
      const apiLines: string[] = [];
      for (const spec of specs) {
        const sidebar = apis.sidebars[`${spec.name}-${spec.version}`] ?? [];
        const lines: string[] = [];
        const endpointLine = (id: string) => {
          const doc = docsById.get(id);
          const operation = operations.get(id);
          if (!doc || !operation) return;
          lines.push(listLine(doc.title, absolute(markdownPath(doc.permalink)), `\`${operation.method.toUpperCase()} ${operation.path}\``));
        };
        for (const item of sidebar) {
          if (item.type === 'doc') endpointLine(item.id);
          if (item.type !== 'category') continue;
          lines.push('', `### ${item.label}`, '');
          for (const child of item.items) if (child.type === 'doc') endpointLine(child.id);
        }
        const title = `${spec.info.title} (${spec.version})`;
        const path = overviewPath(spec.version, spec.name);
        await writeMarkdown(
          path,
          [`# ${title}`, '', admonitionsAsBlockquotes((spec.info.description ?? '').trim()), '', `${text.openApiFile}: ${openApiUrl(spec.version, spec.name)}`, '', `## ${text.endpoints}`, ...lines, ''].join('\n'),
        );
        apiLines.push(listLine(title, absolute(markdownPath(path)), `${firstParagraph(spec.info.description)} ${text.openApiFile}: ${openApiUrl(spec.version, spec.name)}`));
      }

      // Native and EVM docs: sections in sidebar order, category index pages written from the sidebar.
      const sets = [
        {version: native, prefix: '', setName: siteConfig.title},
        {version: evm, prefix: 'EVM: ', setName: 'EVM'},
      ].map(({version, prefix, setName}) => sidebarSections(version, {prefix, setName, otherPages: text.otherPages}));
      const line = (page: PageEntry) => pageLine(page, origin);
      for (const page of sets.flatMap((set) => set.indexPages)) {
        await writeMarkdown(page.permalink, [`# ${page.title}`, '', page.description, '', ...page.children.map(line), ''].join('\n'));
      }
      const sections = sets.flatMap((set) => set.sections);
      // The API reference's written pages (its landing pages), then one entry per API and version.
      const apiPages = apis.docs.filter((doc) => !operations.has(doc.id) && !overviews.has(doc.permalink) && !/\.api\//.test(doc.id));
      const index = llmsTxt({name: siteConfig.title, text, origin, baseUrl, sections, apiPages, apiLines});
      await write(`${baseUrl}llms.txt`, index);
      const pages = sections.flatMap((section) => section.pages);
      const full = await Promise.all(pages.map((page) => readFile(join(outDir, markdownPath(page.permalink).slice(baseUrl.length)), 'utf8')));
      await write(`${baseUrl}llms-full.txt`, `${index}\n${full.map((page) => `---\n\n${page.trim()}\n`).join('\n')}`);

      if (i18n.currentLocale === i18n.defaultLocale) {
        const sitemaps = i18n.locales.map((locale) => {
          const localeBase = locale === i18n.defaultLocale ? baseUrl : `${baseUrl}${locale}/`;
          return `Sitemap: ${siteConfig.url}${localeBase}sitemap.xml`;
        });
        await writeFile(join(outDir, 'robots.txt'), ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n'));
      }
    },
  };
}
