// The /search page, for both engines (Pagefind offline, Algolia when configured). It replaces the Algolia
// theme's page so that both modes share one page: the query in ?q=, a documentation-set filter in ?set=,
// and the messages readers get when search fails or finds nothing.
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Highlighted from '@site/src/search/Highlighted';
import {docsSets, isDocsSetId, type DocsSetId} from '@site/src/search/sets';
import {docsSetLabel} from '@site/src/search/texts';
import {useSearch} from '@site/src/search/useSearch';
import {useSearchEngine} from '@site/src/search/useSearchEngine';
import {FetchFailed, NoResults} from '@site/src/components/SearchResults/Messages';
import styles from './styles.module.css';

function readParams(search: string): {query: string; set?: DocsSetId} {
  const params = new URLSearchParams(search);
  const set = params.get('set');
  return {query: params.get('q') ?? '', set: isDocsSetId(set) ? set : undefined};
}

function toSearchString(query: string, set?: DocsSetId): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (set) params.set('set', set);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const engine = useSearchEngine();
  const id = useId();
  const initial = readParams(location.search);
  const [query, setQuery] = useState(initial.query);
  const [set, setSet] = useState<DocsSetId | undefined>(initial.set);
  // What this page last wrote to the URL, to tell its own updates from back/forward navigation.
  const written = useRef(location.search);

  // The URL is the source of truth when it changes from outside (back, forward, a link to /search?q=).
  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    const params = readParams(location.search);
    setQuery(params.query);
    setSet(params.set);
  }, [location.search]);

  // Keep the URL in step as the reader types: replace, so Back leaves the page instead of undoing letters.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const search = toSearchString(query.trim() ? query : '', set);
      if (search === (written.current || '')) return;
      written.current = search;
      history.replace({pathname: location.pathname, search, hash: ''});
    }, 250);
    return () => window.clearTimeout(timer);
  }, [query, set, history, location.pathname]);

  const search = useSearch(engine, query, set, 150);
  const title = search.query
    ? translate({id: 'search.page.titleWithQuery', message: 'Search results for "{query}"'}, {query: search.query})
    : translate({id: 'search.page.title', message: 'Search the documentation'});

  return (
    <Layout>
      <PageMetadata
        title={title}
        description={translate({
          id: 'search.page.description',
          message: 'Search the Vaulta developer documentation: native chain, EVM and Spring node API reference.',
        })}
      />
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1" className={styles.title} title={title}>
              {title}
            </Heading>
            <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
              <div className={styles.field}>
                <label htmlFor={`${id}-q`}>
                  <Translate id="search.input.label">Search</Translate>
                </label>
                <input
                  id={`${id}-q`}
                  type="search"
                  name="q"
                  className={styles.input}
                  value={query}
                  autoComplete="off"
                  spellCheck={false}
                  enterKeyHint="search"
                  placeholder={translate({id: 'search.input.placeholder', message: 'Search the docs'})}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-set`}>
                  <Translate id="search.page.setFilter">Documentation set</Translate>
                </label>
                <select
                  id={`${id}-set`}
                  name="set"
                  className={styles.select}
                  value={set ?? ''}
                  onChange={(event) => setSet(isDocsSetId(event.target.value) ? event.target.value : undefined)}>
                  <option value="">{translate({id: 'search.set.all', message: 'All sets'})}</option>
                  {docsSets.map((docsSet) => (
                    <option key={docsSet.id} value={docsSet.id}>
                      {docsSetLabel(docsSet.id)}
                    </option>
                  ))}
                </select>
              </div>
            </form>

            {/* Results arrive after the first paint: they fill room kept for them, so nothing on screen moves. */}
            {/* data-query and data-status say which query the list answers (the relevance suite waits on them). */}
            <div className={styles.resultsArea} data-query={search.query} data-status={search.status}>
              <div role="status" className={styles.status}>
                {search.status === 'done' &&
                  search.total > 0 &&
                  translate(
                    {id: 'search.page.count', message: '{count} pages match "{query}"'},
                    {count: search.total, query: search.query},
                  )}
                {search.status === 'loading' && <Translate id="search.loading">Searching…</Translate>}
              </div>
              {search.status === 'idle' && (
                <p>
                  <Translate id="search.page.empty">Type a word or two to search the documentation in this language.</Translate>
                </p>
              )}
              {search.status === 'error' && <FetchFailed onRetry={search.retry} />}
              {search.status === 'done' && search.hits.length === 0 && <NoResults query={search.query} />}
              {/* Hits carry the full path, base URL included (src/search/types.ts): no base URL is added. */}
              {search.status !== 'error' && search.hits.length > 0 && (
                <ol className={styles.results} aria-label={translate({id: 'search.results.label', message: 'Results'})}>
                  {search.hits.map((hit) => (
                    <li key={hit.url} className={styles.result}>
                      <Heading as="h2" className={styles.pageTitle}>
                        <Link to={hit.url} autoAddBaseUrl={false}>
                          {hit.title}
                        </Link>
                      </Heading>
                      {hit.set && <p className={styles.set}>{docsSetLabel(hit.set)}</p>}
                      <ul className={styles.sections}>
                        {hit.sections.map((section, index) => (
                          <li key={section.url + index}>
                            {section.title !== hit.title && (
                              <Link to={section.url} autoAddBaseUrl={false} className={styles.section}>
                                <Highlighted text={section.title} />
                              </Link>
                            )}
                            <p className={styles.excerpt}>
                              <Highlighted text={section.excerpt} />
                            </p>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ol>
              )}
              {search.status === 'done' && search.hasMore && (
                <button type="button" className="button button--secondary" onClick={search.loadMore} disabled={search.loadingMore}>
                  <Translate id="search.page.more">More results</Translate>
                </button>
              )}
            </div>
          </div>
        </div>
      </main>
    </Layout>
  );
}
