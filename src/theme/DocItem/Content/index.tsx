// Swizzled (wrapped): marks the page content for the offline search index and says, on the zh and ko sites,
// when a page has no translation and is shown in English.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useRouteContext from '@docusaurus/useRouteContext';
import Translate from '@docusaurus/Translate';
import {docsSetOfPlugin} from '@site/src/search/sets';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {i18n} = useDocusaurusContext();
  const {plugin} = useRouteContext();
  // A translated page is read from i18n/<locale>/...; an untranslated one falls back to the English source
  // (docs/, evm/, apis/). Docusaurus records which file it used, so no flag or list has to be kept by hand.
  const untranslated = i18n.currentLocale !== i18n.defaultLocale && !metadata.source.startsWith('@site/i18n/');
  const set = docsSetOfPlugin(plugin.id);
  return (
    <>
      {untranslated && (
        <div className="alert alert--secondary margin-bottom--md" role="note" data-search-ignore="">
          <Translate id="docs.untranslated.notice">This page has not been translated yet, so it is shown in English.</Translate>
        </div>
      )}
      {/* data-pagefind-body: only this part of a page is indexed; the filter is the documentation set. */}
      <div
        data-pagefind-body=""
        data-pagefind-filter={set ? `set:${set}` : undefined}
        lang={untranslated ? 'en' : undefined}>
        <Content {...props} />
      </div>
    </>
  );
}
