import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {siteEnv} from './src/config/env';
import {i18n} from './src/config/i18n';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {announcementBar} from './src/config/announcement';
import {nativeDocs, evmDocs} from './src/config/docs';
import {apiDocs, apiFormPlugin, apiThemeConfig, openApiPlugin} from './src/config/api-reference';
import {redirectOptions} from './src/config/redirects';
import {homeCards} from './src/config/site-data';
import {codeTheme} from './src/config/code-theme';
import {siteCardMetadata, socialCards} from './src/config/social-cards';
import {scripts, stylesheets, tagManagerPresetOptions} from './src/config/integrations';
import {searchEngine} from './src/config/search-engine';
import {testFixturePlugins} from './src/config/test-fixtures';
import sitemapPlugin, {validateOptions as validateSitemapOptions} from '@docusaurus/plugin-sitemap';
import searchPlugin from './src/plugins/search';
import hostingPlugin from './src/plugins/hosting';
import machineReadablePlugin from './src/plugins/machine-readable';
import {announcesPostBuild} from './src/plugins/hosting/after-post-build';
import clientWeightPlugin from './src/plugins/client-weight';
import apiServerRenderPlugin from './src/plugins/api-server-render';
import serverBundlePlugin from './src/plugins/server-bundle';
import imageZoomPlugin from './src/plugins/image-zoom';
import docsPlugin, {apiDocsPlugin} from './src/plugins/docs';
import {parseFrontMatter, resolveLinksAcrossTranslations} from './src/config/markdown';
import {htmlTemplate} from './src/config/html-template';
import {repository} from './src/config/repository';

const config: Config = {
  title: 'Vaulta Developer Documentation',
  tagline: 'Build on Vaulta: native smart contracts, the EVM and the Spring node APIs',
  favicon: 'img/favicon.svg',
  url: siteEnv.url,
  baseUrl: siteEnv.baseUrl,
  i18n,
  // Last-updated dates read the git history once for the whole repository (Docusaurus's eager git VCS).
  future: {v4: true, experimental_vcs: 'default-v2'},
  // Keep the plain storage keys (theme, announcement dismissal, preferred docs version) of the previous site.
  storage: {namespace: false},

  // A broken link, anchor or duplicate route fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    mermaid: true,
    // Translated .mdx pages keep the English heading ids as `{#id}` (future.v4 turns this syntax off for MDX).
    mdx1Compat: {headingIds: true},
    // Links between translated and English pages are resolved in the English tree (src/config/markdown.ts).
    hooks: {onBrokenMarkdownLinks: resolveLinksAcrossTranslations, onBrokenMarkdownImages: 'throw'},
    // Marks stale translations (CONTRIBUTING.md, "Translating") and gives generated API pages their edit link.
    parseFrontMatter,
  },

  presets: [
    [
      'classic',
      {
        // The doc sets use the content-docs plugin through src/plugins/docs (lighter data in the browser).
        docs: false,
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/api-reference.css']},
        // Added below, so that the hosting step can wait for the sitemap it compresses.
        sitemap: false,
        ...tagManagerPresetOptions,
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [docsPlugin, nativeDocs],
    [docsPlugin, evmDocs],
    [apiDocsPlugin, apiDocs],
    ['docusaurus-plugin-openapi-docs', openApiPlugin],
    apiFormPlugin,
    // The OpenAPI theme ships its styles as SCSS.
    'docusaurus-plugin-sass',
    ['@docusaurus/plugin-client-redirects', redirectOptions],
    'docusaurus-plugin-image-zoom',
    imageZoomPlugin,
    ...testFixturePlugins,
    // Offline search (Pagefind index, /search route) when that is the site's engine; see ARCHITECTURE.md.
    announcesPostBuild(searchPlugin({offlineIndex: searchEngine.offlineIndex})),
    [announcesPostBuild(sitemapPlugin, validateSitemapOptions), {}],
    clientWeightPlugin,
    apiServerRenderPlugin,
    serverBundlePlugin,
    // Each API's OpenAPI file, bundled, and robots.txt (files for programs; DEPLOY.md).
    announcesPostBuild(machineReadablePlugin),
    // Last: once the search index and the sitemap are written, the security policy, precompressed files,
    // redirects and headers for nginx, Netlify, Cloudflare Pages and GitHub Pages (DEPLOY.md).
    hostingPlugin,
  ],
  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs'],
  clientModules: [
    './src/client/new-announcement.ts',
    './src/client/idle-prefetch.ts',
    './src/client/hydration.ts',
    ...(siteEnv.webFontStylesheetUrl ? [] : ['./src/client/self-hosted-font.ts']),
  ],
  stylesheets,
  scripts,
  ssrTemplate: htmlTemplate,

  customFields: {homeCards, repositoryUrl: repository.url, searchEngine: searchEngine.id},

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    // The social card of the site; doc pages show their set's (src/theme/DocItem/Content).
    image: socialCards.site.image,
    metadata: siteCardMetadata(siteEnv.currentLocale),
    announcementBar: announcementBar(siteEnv.currentLocale),
    navbar,
    footer,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: true}},
    prism: {
      theme: codeTheme,
      additionalLanguages: ['solidity', 'bash', 'ini', 'toml', 'diff', 'cmake'],
    },
    zoom: {
      // Only pictures inside page content zoom; logos and icons do not.
      selector: '.markdown img:not(.no-zoom)',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
    },
    ...apiThemeConfig,
    ...searchEngine.themeConfig(),
  } satisfies Preset.ThemeConfig,
};

export default config;
