// Swizzled (ejected, it is small) so a lost reader gets search and the ways back to Home, Build and EVM.
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

/** Words of the missing path's last segment, a likely search for what the reader wanted. */
function guessQuery(pathname: string): string {
  const last = decodeURIComponent(pathname).split('/').filter(Boolean).pop() ?? '';
  return last.replace(/\.html$/, '').replace(/[-_]+/g, ' ').trim();
}

export default function NotFoundContent({className}: Props): ReactNode {
  const searchUrl = useBaseUrl('/search');
  const {pathname} = useLocation();
  const inputId = useId();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title">Page Not Found</Translate>
          </Heading>
          <p>
            <Translate id="notFound.explanation">
              This page does not exist. It may have moved, or the link you followed may be wrong.
            </Translate>
          </p>
          <form className={styles.search} action={searchUrl} method="get" role="search">
            <label htmlFor={inputId}>
              <Translate id="notFound.search.label">Search the documentation</Translate>
            </label>
            <div className={styles.row}>
              <input id={inputId} name="q" type="search" defaultValue={guessQuery(pathname)} />
              <button className="button button--primary" type="submit">
                {translate({id: 'notFound.search.button', message: 'Search'})}
              </button>
            </div>
          </form>
          <nav aria-label={translate({id: 'notFound.links.label', message: 'Ways back'})}>
            <ul className={styles.links}>
              <li>
                <Link to="/">
                  <Translate id="notFound.links.home">Home</Translate>
                </Link>
              </li>
              <li>
                <Link to="/docs/latest/quick-start/introduction">
                  <Translate id="notFound.links.build">Build: native docs</Translate>
                </Link>
              </li>
              <li>
                <Link to="/evm/quick-start/introduction">
                  <Translate id="notFound.links.evm">EVM docs</Translate>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
