import type {DocsSetId} from './sets';

/** A part of a page that matched: a section under a heading, or the top of the page. */
export interface SearchSection {
  /** Section heading (the page title for the top of the page). */
  title: string;
  /** Full path on this site, base URL and locale included (`/zh/docs/latest/x#anchor`): link it as it is. */
  url: string;
  /** Text with the matched words wrapped in <mark>...</mark>; render with <Highlighted>, never as HTML. */
  excerpt: string;
}

/** One page that matched, with its best sections: results are grouped by page. */
export interface SearchHit {
  /** Full path of the page on this site, like a section's `url`. */
  url: string;
  title: string;
  set?: DocsSetId;
  sections: SearchSection[];
}

export interface SearchResponse {
  /** Pages that matched (an estimate for Algolia, which counts sections). */
  total: number;
  hits: SearchHit[];
  /** More hits can be fetched with page + 1. */
  hasMore: boolean;
}

export interface SearchOptions {
  /** Narrow to one documentation set; all sets when absent. */
  set?: DocsSetId;
  /** Zero-based page of hits. */
  page?: number;
  hitsPerPage?: number;
}

/**
 * The adapter the search UI talks to. Two implementations: Pagefind (offline, the default) and Algolia
 * (when configured). Both search only the current language; `set` is the documentation-set filter.
 */
export interface SearchEngine {
  /** Loads what the first query needs (called when the modal opens). Rejects when it cannot be fetched. */
  preload(): Promise<void>;
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
}

/** Longest query sent to an engine; longer input is cut (a pasted page must not stall the tab). */
export const maxQueryLength = 200;

export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength);
}
