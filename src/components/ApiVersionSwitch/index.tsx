import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {translate} from '@docusaurus/Translate';
import {apiVersions} from '@site/src/config/api-versions';
import styles from './styles.module.css';

type Route = {path?: string | string[]; exact?: boolean; routes?: Route[]};

function* pagePaths(tree: Route[]): Generator<string> {
  for (const route of tree) {
    if (route.exact && typeof route.path === 'string') yield route.path;
    yield* pagePaths(route.routes ?? []);
  }
}

const versionInPath = new RegExp(`/apis/spring/(${apiVersions.map((v) => v.replace('.', '\\.')).join('|')})/`);

/**
 * Links to the same page in every API version. When a page does not exist in a version (an endpoint
 * added later), the link goes to that version's landing page for the same API instead.
 */
export default function ApiVersionSwitch(): ReactNode {
  const {pathname} = useLocation();
  // Read on an API page, so the API reference's routes are in the table (src/plugins/client-weight loads them).
  const pages = new Set(pagePaths(routes));
  const match = versionInPath.exec(pathname);
  if (!match) return null;
  const current = match[1];

  const targetFor = (version: string) => {
    const samePage = pathname.replace(versionInPath, `/apis/spring/${version}/`);
    if (pages.has(samePage)) return {to: samePage, exact: true};
    const apiLanding = /^(.*\/apis\/spring\/[^/]+\/[^/]+\.api\/)/.exec(samePage)?.[1];
    return {to: apiLanding && pages.has(apiLanding) ? apiLanding : samePage.replace(/(\/apis\/spring\/[^/]+\/).*/, '$1'), exact: false};
  };

  return (
    <nav className={styles.switch} aria-label={translate({id: 'api.versionSwitch.label', message: 'API version'})}>
      <span className={styles.label}>{translate({id: 'api.versionSwitch.title', message: 'Spring version:'})}</span>
      {apiVersions.map((version) => {
        const {to, exact} = targetFor(version);
        return version === current ? (
          <span key={version} className={styles.current} aria-current="page">
            {version}
          </span>
        ) : (
          <Link
            key={version}
            to={to}
            title={
              exact
                ? undefined
                : translate({id: 'api.versionSwitch.missing', message: 'This page does not exist in this version'})
            }>
            {version}
          </Link>
        );
      })}
    </nav>
  );
}
