import {useEffect, useMemo, useState, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Highlighted from '@site/src/search/Highlighted';
import {useSearch} from '@site/src/search/useSearch';
import {useSearchEngine} from '@site/src/search/useSearchEngine';
import type {SearchSection} from '@site/src/search/types';
import {docsSetLabel} from '@site/src/search/texts';
import {FetchFailed, NoResults} from '../SearchResults/Messages';
import SearchHint from './Hint';
import styles from './styles.module.css';

/** Pages shown in the modal; "See all results" leads to the rest. */
const pagesInModal = 6;

/** What the dialog's input announces as a combobox: whether results show, and which one is active. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

export interface ResultsProps {
  query: string;
  /** Id of the results list; an option's id is `${listId}-option-${index}`. */
  listId: string;
  onClose: () => void;
  onOpen: (url: string) => void;
  onComboboxChange: (state: ComboboxState) => void;
  /** Set to the handler of the input's keys (arrows move through the results, Enter opens the active one). */
  inputKeys: RefObject<((event: KeyboardEvent<HTMLInputElement>) => boolean) | null>;
}

/**
 * The search dialog's results: the top results grouped by page as the reader types, loaded with the code of the
 * search itself when the dialog first opens (src/components/SearchModal).
 */
export default function SearchModalResults({query, listId, onClose, onOpen, onComboboxChange, inputKeys}: ResultsProps): ReactNode {
  const engine = useSearchEngine();
  const search = useSearch(engine, query, undefined, 80, pagesInModal);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Start loading the index as soon as the dialog opens: the first use, not the page load.
  useEffect(() => {
    engine.preload().catch(() => {});
  }, [engine]);

  const options = useMemo(() => search.hits.flatMap((hit) => hit.sections), [search.hits]);
  useEffect(() => setActive(-1), [search.hits]);

  const showResults = search.status === 'done' && search.hits.length > 0;
  const activeId = active >= 0 ? optionId(active) : undefined;
  useEffect(() => onComboboxChange({expanded: showResults, activeId}), [showResults, activeId, onComboboxChange]);

  useEffect(() => {
    inputKeys.current = (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!options.length) return true;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
        setActive(next);
        document.getElementById(optionId(next))?.scrollIntoView({block: 'nearest'});
        return true;
      }
      if (event.key === 'Enter' && active >= 0 && options[active]) {
        event.preventDefault();
        onOpen(options[active].url);
        return true;
      }
      return false;
    };
    return () => {
      inputKeys.current = null;
    };
  });

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
          // Hits carry the full path, base URL included (src/search/types.ts).
          autoAddBaseUrl={false}
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

  return (
    <>
      <p className={styles.visuallyHidden} role="status">
        {search.status === 'done' && translate({id: 'search.modal.count', message: '{count} pages found'}, {count: search.total})}
      </p>
      {search.status === 'idle' && <SearchHint />}
      {search.status === 'loading' && !search.hits.length && <SearchHint searching />}
      {search.status === 'error' && <FetchFailed onRetry={search.retry} />}
      {search.status === 'done' && !search.hits.length && <NoResults query={search.query} onNavigate={onClose} />}
      <ul
        id={listId}
        role="listbox"
        className={styles.results}
        hidden={!search.hits.length || search.status === 'error'}
        // The hits of the last query stay on screen while the next one loads: say so, and which query they answer.
        aria-busy={search.status === 'loading'}
        data-query={search.query}
        aria-label={translate({id: 'search.results.label', message: 'Results'})}>
        {search.hits.map((hit) => (
          <li key={hit.url} role="group" aria-labelledby={`${listId}-${hit.url}`} className={styles.group}>
            <span id={`${listId}-${hit.url}`} className={styles.pageTitle}>
              {hit.title}
              {hit.set && <span className={styles.set}>{docsSetLabel(hit.set)}</span>}
            </span>
            <ul role="presentation" className={styles.sections}>
              {hit.sections.map((section) => renderOption(section, hit.title))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
