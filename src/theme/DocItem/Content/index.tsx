// Swizzled (wrapped): marks the page content for the offline search index, names its docs set's social card, offers
// the page as Markdown (Copy page), and says, on the zh and ko sites, when a page has no translation and is shown in
// English, or when its English page changed since it was translated.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useRouteContext from '@docusaurus/useRouteContext';
import Translate from '@docusaurus/Translate';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {docsSetOfPlugin} from '@site/src/search/sets';
import {cardAlt, socialCards} from '@site/src/config/social-cards';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {i18n} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const {plugin} = useRouteContext();
  // A translated page is read from i18n/<locale>/...; an untranslated one falls back to the English source
  // (docs/, evm/, apis/). Docusaurus records which file it used, so no flag or list has to be kept by hand.
  const untranslated = i18n.currentLocale !== i18n.defaultLocale && !metadata.source.startsWith('@site/i18n/');
  // Set at build time from the page's translation record (src/config/markdown.ts, markStaleTranslations).
  const stale = (frontMatter as {translation_stale?: boolean}).translation_stale === true;
  const set = docsSetOfPlugin(plugin.id);
  // The docs set's social card (the site's card stays on API pages and everywhere else).
  const card = set === 'native' || set === 'evm' ? set : undefined;
  const cardUrl = useBaseUrl(card ? socialCards[card].image : '/', {absolute: true});
  return (
    <>
      {card && (
        <Head>
          <meta property="og:image" content={cardUrl} />
          <meta name="twitter:image" content={cardUrl} />
          <meta property="og:image:alt" content={cardAlt(card, i18n.currentLocale)} />
        </Head>
      )}
      {untranslated && (
        <div className="alert alert--secondary margin-bottom--md" role="note" data-search-ignore="">
          {/* The API reference's own pages are translated; its endpoint pages are generated from openapi/. */}
          {set === 'api' ? (
            <Translate id="docs.apiDescriptionsInEnglish.notice">
              The descriptions on this page come from the node's OpenAPI files, which are written in English.
            </Translate>
          ) : (
            <Translate id="docs.untranslated.notice">This page has not been translated yet, so it is shown in English.</Translate>
          )}
        </div>
      )}
      {stale && (
        <div className="alert alert--warning margin-bottom--md" role="note" data-search-ignore="">
          <Translate
            id="docs.staleTranslation.notice"
            values={{
              englishPage: (
                // A plain link: the English page belongs to another locale's build, so it is a full page load.
                <a href={createUrl({locale: i18n.defaultLocale, fullyQualified: false})} hrefLang="en">
                  <Translate id="docs.staleTranslation.link">the English page</Translate>
                </a>
              ),
            }}>
            {'The English version of this page has changed since it was translated. For the latest content, see {englishPage}.'}
          </Translate>
        </div>
      )}
      <CopyPage permalink={metadata.permalink} />
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
