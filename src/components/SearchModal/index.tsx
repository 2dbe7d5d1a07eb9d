import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import SearchHint from './Hint';
import type {ComboboxState, ResultsProps} from './Results';
import styles from './styles.module.css';

// The results and the search code load when the dialog first opens; the dialog and its input are here from the
// start, to take the keys typed right after the shortcut.
const SearchModalResults = lazy(() => import('./Results'));

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** /search?q=…, encoded as the page itself writes it (spaces as +), so its URL does not change on arrival. */
export function searchPageUrl(base: string, query: string): string {
  return query ? `${base}?${new URLSearchParams({q: query})}` : base;
}

/**
 * The search dialog: an input, the top results grouped by page as the reader types, and a link to
 * /search for all of them. It is a modal dialog: focus stays inside (Tab wraps), Escape or a click on the
 * backdrop closes it, arrows move through the results and Enter opens one. The caller restores focus.
 */
export default function SearchModal({onClose}: {onClose: () => void}): ReactNode {
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const [query, setQuery] = useState('');
  const [combobox, setCombobox] = useState<ComboboxState>({expanded: false});
  const resultKeys: ResultsProps['inputKeys'] = useRef(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-results`;

  useEffect(() => {
    inputRef.current?.focus();
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const open = useCallback(
    (url: string) => {
      onClose();
      history.push(url);
    },
    [onClose, history],
  );

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (resultKeys.current?.(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (query.trim()) open(searchPageUrl(searchPage, query.trim()));
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
    }
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const elements = [...(dialogRef.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
      if (!elements.length) return;
      const first = elements[0];
      const last = elements[elements.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        // Full height from the first character typed, so results arriving do not move the footer's link.
        className={clsx(styles.dialog, query.trim() && styles.dialogWithQuery)}
        role="dialog"
        aria-modal="true"
        aria-label={translate({id: 'search.modal.label', message: 'Search the documentation'})}
        onKeyDown={onDialogKeyDown}>
        <form
          role="search"
          className={styles.form}
          action={searchPage}
          onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
            <Translate id="search.input.label">Search</Translate>
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className={styles.input}
            type="search"
            name="q"
            role="combobox"
            aria-expanded={combobox.expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={combobox.activeId}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={translate({id: 'search.input.placeholder', message: 'Search the docs'})}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            <Translate id="search.modal.close">Close</Translate>
          </button>
        </form>
        <div className={styles.body}>
          <Suspense fallback={<SearchHint searching={Boolean(query.trim())} />}>
            <SearchModalResults
              query={query}
              listId={listId}
              onClose={onClose}
              onOpen={open}
              onComboboxChange={setCombobox}
              inputKeys={resultKeys}
            />
          </Suspense>
        </div>
        <div className={styles.footer}>
          {query.trim() ? (
            <Link to={searchPageUrl(searchPage, query.trim())} onClick={onClose} className={styles.seeAll}>
              <Translate id="search.modal.seeAll">See all results</Translate>
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> <Translate id="search.modal.keys.move">to move</Translate> <kbd>Enter</kbd>{' '}
            <Translate id="search.modal.keys.open">to open</Translate> <kbd>Esc</kbd>{' '}
            <Translate id="search.modal.keys.close">to close</Translate>
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
