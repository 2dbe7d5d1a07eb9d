import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {docsSets} from '@site/src/search/sets';
import {docsSetLabel} from '@site/src/search/texts';
import styles from './styles.module.css';

/** 'No results for "…"', shown when search finds nothing, with what to try next. */
export function NoResults({query, onNavigate}: {query: string; onNavigate?: () => void}): ReactNode {
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        <Translate id="search.noResults" values={{query: <strong>{query}</strong>}}>
          {'No results for "{query}"'}
        </Translate>
      </p>
      <ul className={styles.suggestions}>
        <li>
          <Translate id="search.noResults.spelling">Check the spelling, or try fewer or more general words.</Translate>
        </li>
        <li>
          <Translate id="search.noResults.browse">Or browse a documentation set:</Translate>{' '}
          {docsSets.map((set, index) => (
            <span key={set.id}>
              {index > 0 && ', '}
              <Link to={set.home} onClick={onNavigate}>
                {docsSetLabel(set.id)}
              </Link>
            </span>
          ))}
        </li>
      </ul>
    </div>
  );
}

/** 'Unable to fetch results', shown when search fails: the index or the service could not be reached. */
export function FetchFailed({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>
        <Translate id="search.error.title">Unable to fetch results</Translate>
      </p>
      <p>
        <Translate id="search.error.help">Check your network connection, then try again.</Translate>
      </p>
      <button type="button" className="button button--primary button--sm" onClick={onRetry}>
        <Translate id="search.error.retry">Retry</Translate>
      </button>
    </div>
  );
}
