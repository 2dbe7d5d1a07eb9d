// Stands in for @docusaurus/core's client preload (run before the first page hydrates and before each navigation):
// the same, once the routes of a lazily loaded route tree the path is in (route-tables.js) are in the route table.
import {matchRoutes} from 'react-router-config';
import routes, {loadRoutesFor} from '@generated/routes';

export default function preload(pathname) {
  const paths = [...new Set([pathname, decodeURI(pathname)])];
  return Promise.all(paths.map(loadRoutesFor)).then(() =>
    Promise.all(paths.flatMap((path) => matchRoutes(routes, path)).map((match) => match.route.component.preload?.())),
  );
}
