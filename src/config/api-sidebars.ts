import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiNames, apiVersions} from './api-reference';

// One sidebar per API and version, made of the slice the OpenAPI generator writes next to its pages
// (apis/spring/<version>/<name>.api/sidebar.ts). Those files are build output, created by `npm run gen-api`.
const sidebars: SidebarsConfig = {};
for (const version of apiVersions) {
  for (const name of apiNames) {
    const slice = join(__dirname, '..', '..', 'apis', 'spring', version, `${name}.api`, 'sidebar.ts');
    if (!existsSync(slice)) throw new Error(`Missing ${slice}: run "npm run gen-api" first.`);
    sidebars[`${name}-${version}`] = require(slice).default;
  }
}

export default sidebars;
