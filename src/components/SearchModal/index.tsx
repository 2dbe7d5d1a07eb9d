import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import Highlighted from '@site/src/search/Highlighted';
import {useSearch} from '@site/src/search/useSearch';
import {useSearchEngine} from '@site/src/search/useSearchEngine';
import type {SearchSection} from '@site/src/search/types';
import {docsSetLabel} from '@site/src/search/texts';
import {FetchFailed, NoResults} from '../SearchResults/Messages';
import styles from './styles.module.css';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Pages shown in the modal; "See all results" leads to the rest. */
const pagesInModal = 6;

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
  const engine = useSearchEngine();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const search = useSearch(engine, query, undefined, 80, pagesInModal);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Start loading the index as soon as the dialog opens: the first use, not the page load.
  useEffect(() => {
    engine.preload().catch(() => {});
    inputRef.current?.focus();
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [engine]);

  const options = useMemo(() => search.hits.flatMap((hit) => hit.sections), [search.hits]);
  useEffect(() => setActive(-1), [search.hits]);

  function open(url: string) {
    onClose();
    history.push(url);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({block: 'nearest'});
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0 && options[active]) open(options[active].url);
      else if (query.trim()) open(searchPageUrl(searchPage, query.trim()));
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

  let optionIndex = 0;
  const renderOption = (section: SearchSection, pageTitle: string) => {
    const index = optionIndex++;
    return (
      <li key={section.url + index} role="presentation">
        <Link
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          to={section.url}
          className={clsx(styles.option, index === active && styles.optionActive)}
          onMouseMove={() => setActive(index)}
          onClick={onClose}>
          {section.title !== pageTitle && (
            <span className={styles.section}>
              <Highlighted text={section.title} />
            </span>
          )}
          <span className={styles.excerpt}>
            <Highlighted text={section.excerpt} />
          </span>
        </Link>
      </li>
    );
  };

  const showResults = search.status === 'done' && search.hits.length > 0;
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
            aria-expanded={showResults}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
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
          <p className={styles.visuallyHidden} role="status">
            {search.status === 'done' &&
              translate({id: 'search.modal.count', message: '{count} pages found'}, {count: search.total})}
          </p>
          {search.status === 'idle' && (
            <p className={styles.hint}>
              <Translate id="search.modal.hint">Type to search the documentation in this language.</Translate>
            </p>
          )}
          {search.status === 'loading' && !search.hits.length && (
            <p className={styles.hint}>
              <Translate id="search.loading">Searching…</Translate>
            </p>
          )}
          {search.status === 'error' && <FetchFailed onRetry={search.retry} />}
          {search.status === 'done' && !search.hits.length && <NoResults query={search.query} onNavigate={onClose} />}
          <ul
            id={listId}
            role="listbox"
            className={styles.results}
            hidden={!search.hits.length || search.status === 'error'}
            aria-label={translate({id: 'search.results.label', message: 'Results'})}>
            {search.hits.map((hit) => (
              <li key={hit.url} role="group" aria-labelledby={`${id}-${hit.url}`} className={styles.group}>
                <span id={`${id}-${hit.url}`} className={styles.pageTitle}>
                  {hit.title}
                  {hit.set && <span className={styles.set}>{docsSetLabel(hit.set)}</span>}
                </span>
                <ul role="presentation" className={styles.sections}>
                  {hit.sections.map((section) => renderOption(section, hit.title))}
                </ul>
              </li>
            ))}
          </ul>
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
