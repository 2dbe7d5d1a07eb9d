import {mkdir, readdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {bundle, createConfig, stringifyYaml} from '@redocly/openapi-core';

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

/**
 * Files written for programs rather than readers, into every locale's build:
 * - `openapi/<version>/<name>.yaml`: each API's OpenAPI file with its references to openapi/shared/ bundled in, at a
 *   stable URL, for generating clients (the API landing pages link them; hosts serve them as application/yaml);
 * - `robots.txt` at the root of the site: everything allowed, and each locale's sitemap.
 */
export default function machineReadablePlugin(): Plugin {
  return {
    name: 'vaulta-machine-readable',
    async postBuild({outDir, siteDir, siteConfig, i18n, baseUrl}) {
      const config = await createConfig({});
      for (const {version, file} of await specFiles(siteDir)) {
        const {bundle: result, problems} = await bundle({ref: join(siteDir, 'openapi', version, file), config});
        const errors = problems.filter((problem) => problem.severity === 'error');
        if (errors.length) throw new Error(`openapi/${version}/${file} does not bundle: ${errors.map((e) => e.message).join('; ')}`);
        await mkdir(join(outDir, 'openapi', version), {recursive: true});
        await writeFile(join(outDir, 'openapi', version, file), stringifyYaml(result.parsed, {lineWidth: -1}));
      }
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
