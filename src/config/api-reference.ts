import type {PluginModule} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as OpenApiOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import {cjkFriendlyRemarkPlugins} from '../markdown';
import {docsEditUrl, showLastUpdateTime} from './repository';
import {apiNames, apiVersions, type ApiName, type ApiVersion} from './api-versions';
import {apiSet} from './site-registry.mjs';

export {apiNames, apiVersions, type ApiName, type ApiVersion};

const [currentVersion, ...olderVersions] = apiVersions;
const outputDir = (version: ApiVersion, name: ApiName) => `${apiSet.dir}/spring/${version}/${name}.api`;
const specPath = (version: ApiVersion, name: ApiName) => `openapi/${version}/${name}.yaml`;
const baseUrl = (version: ApiVersion, name: ApiName) => `${apiSet.route}spring/${version}/${name}.api/`;

/** The docs instance that serves apis/ (hand-written landings plus the generated endpoint pages). */
export const apiDocs = {
  id: apiSet.pluginId,
  path: apiSet.dir,
  routeBasePath: apiSet.routeBasePath,
  sidebarPath: apiSet.sidebarPath,
  docItemComponent: '@theme/ApiItem',
  remarkPlugins: cjkFriendlyRemarkPlugins,
  editUrl: docsEditUrl(apiSet.pluginId, apiSet.dir),
  showLastUpdateTime,
} satisfies DocsOptions;

/** Generates apis/spring/<version>/<name>.api/ from openapi/ (npm run gen-api; build output, not committed). */
export const openApiPlugin = {
  id: 'openapi',
  docsPluginId: apiSet.pluginId,
  config: Object.fromEntries(
    apiNames.map((name) => [
      name,
      {
        specPath: specPath(currentVersion, name),
        outputDir: outputDir(currentVersion, name),
        infoTemplate: 'src/config/api-info-template.mdx',
        sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
        version: currentVersion,
        label: currentVersion,
        baseUrl: baseUrl(currentVersion, name),
        versions: Object.fromEntries(
          olderVersions.map((version) => [
            version,
            {specPath: specPath(version, name), outputDir: outputDir(version, name), label: version, baseUrl: baseUrl(version, name)},
          ]),
        ),
      },
    ]),
  ),
} satisfies OpenApiOptions;


/** Code-sample tabs on endpoint pages, curl first. */
export const apiThemeConfig = {
  languageTabs: [
    {highlight: 'bash', language: 'curl', logoClass: 'curl'},
    {highlight: 'javascript', language: 'javascript', logoClass: 'javascript'},
    {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs'},
    {highlight: 'python', language: 'python', logoClass: 'python'},
    {highlight: 'go', language: 'go', logoClass: 'go'},
  ],
};

/**
 * The OpenAPI theme loads react-hook-form as CommonJS; the site's try-it body check (src/theme/ApiExplorer/Body)
 * joins the same form, so every import must resolve to that one copy: an ESM import would load a second copy
 * whose form context the theme's form never provides.
 */
export const apiFormPlugin: PluginModule = () => ({
  name: 'api-form-single-copy',
  configureWebpack: () => ({resolve: {alias: {'react-hook-form$': require.resolve('react-hook-form')}}}),
});
