import {useCallback, useEffect, useRef, useState} from 'react';
import type {DocsSetId} from './sets';
import type {SearchEngine, SearchHit} from './types';
import {normaliseQuery} from './types';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The query the hits answer (normalised). */
  query: string;
  hits: SearchHit[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * Runs a query against the engine as the reader types: waits `delay` ms after the last change, drops
 * answers to queries that were replaced, and reports failures as status "error" with a retry.
 */
export function useSearch(engine: SearchEngine, rawQuery: string, set?: DocsSetId, delay = 120, hitsPerPage?: number): SearchState {
  const query = normaliseQuery(rawQuery);
  const [state, setState] = useState<Omit<SearchState, 'loadMore' | 'retry'>>({
    status: 'idle', query: '', hits: [], total: 0, hasMore: false, loadingMore: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(0);
  const current = useRef(0);

  useEffect(() => {
    setPage(0);
    if (!query) {
      setState({status: 'idle', query: '', hits: [], total: 0, hasMore: false, loadingMore: false});
      return undefined;
    }
    const request = ++current.current;
    setState((previous) => ({...previous, status: 'loading'}));
    const timer = window.setTimeout(() => {
      engine.search(query, {set, page: 0, hitsPerPage}).then(
        (response) => {
          if (request !== current.current) return;
          setState({status: 'done', query, hits: response.hits, total: response.total, hasMore: response.hasMore, loadingMore: false});
        },
        (error: unknown) => {
          if (request !== current.current) return;
          console.warn('Search failed', error);
          setState({status: 'error', query, hits: [], total: 0, hasMore: false, loadingMore: false});
        },
      );
    }, delay);
    return () => window.clearTimeout(timer);
  }, [engine, query, set, delay, attempt, hitsPerPage]);

  const loadMore = useCallback(() => {
    const request = current.current;
    const next = page + 1;
    setState((previous) => ({...previous, loadingMore: true}));
    engine.search(query, {set, page: next, hitsPerPage}).then(
      (response) => {
        if (request !== current.current) return;
        setPage(next);
        setState((previous) => ({...previous, hits: [...previous.hits, ...response.hits], hasMore: response.hasMore, loadingMore: false}));
      },
      () => {
        if (request !== current.current) return;
        setState((previous) => ({...previous, status: 'error', loadingMore: false}));
      },
    );
  }, [engine, query, set, page, hitsPerPage]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {...state, loadMore, retry};
}
