// Stands in for @docusaurus/core's client preload (run before the first page hydrates and before each navigation):
// first puts in the route table the routes of the lazily loaded route tree the path is in (route-tables.js), then
// runs Docusaurus's own preload, imported by its file name, which the alias for './preload' does not catch.
import docusaurusPreload from '@docusaurus/core/lib/client/preload.js';
import {loadRoutesFor} from '@generated/routes';

export default function preload(pathname) {
  return Promise.all([pathname, decodeURI(pathname)].map(loadRoutesFor)).then(() => docusaurusPreload(pathname));
}
