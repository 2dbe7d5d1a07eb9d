import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The line under the search input before results show: what to do, or that the search is running. */
export default function SearchHint({searching = false}: {searching?: boolean}): ReactNode {
  return (
    <p className={styles.hint}>
      {searching ? (
        <Translate id="search.loading">Searching…</Translate>
      ) : (
        <Translate id="search.modal.hint">Type to search the documentation in this language.</Translate>
      )}
    </p>
  );
}
