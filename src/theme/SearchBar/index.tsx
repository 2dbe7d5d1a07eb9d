// Swizzled (wrapped): with Algolia configured this is the Algolia theme's DocSearch button and modal; without
// it, the offline search button and modal (src/components/SearchModal), with the same shortcuts.
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import Translate, {translate} from '@docusaurus/Translate';
import SearchModal from '@site/src/components/SearchModal';
import type {SearchEngineId} from '@site/src/config/search-engine';
import {useSearchEngineId} from '@site/src/search/useSearchEngine';
import styles from './styles.module.css';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function OfflineSearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
    // Give focus back to what had it (the button, a link, the page) once the dialog is gone.
    const target = returnFocus.current;
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    });
  }, []);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        if (open) hide();
        else show();
      } else if (event.key === '/' && !open && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target)) {
        event.preventDefault();
        show();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, show, hide]);

  const shortcut = mac ? '⌘ K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-label={translate({id: 'search.button.label', message: 'Search ({shortcut})'}, {shortcut: mac ? '⌘K' : 'Ctrl+K'})}>
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className={styles.label}>
          <Translate id="search.button.text">Search</Translate>
        </span>
        <kbd className={styles.kbd}>{shortcut}</kbd>
      </button>
      {/* The dialog is here from the start to take the keys typed right after the shortcut; its results load on open. */}
      {open && <SearchModal onClose={hide} />}
    </>
  );
}

// Each engine's search bar (src/config/search-engine.ts): Algolia's is the Algolia theme's own.
const searchBars: Record<SearchEngineId, () => ReactNode> = {algolia: OriginalSearchBar, pagefind: OfflineSearchBar};

export default function SearchBar(): ReactNode {
  const Bar = searchBars[useSearchEngineId()];
  return <Bar />;
}
