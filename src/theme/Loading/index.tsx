// Swizzled (replaces core's unstyled, English-only fallback) so a part that loads slowly shows a branded
// spinner and one that fails shows a translated error box with Retry.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={clsx('alert alert--danger', styles.box)} role="alert">
        <p className={styles.title}>
          <Translate id="loading.error.title">This part of the page could not be loaded.</Translate>
        </p>
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="loading.error.retry">Retry</Translate>
        </button>
      </div>
    );
  }
  // Nothing for the first 200 ms, so a fast load does not flash a spinner.
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <Translate id="loading.status">Loading…</Translate>
    </div>
  );
}
