// Swizzled (wrapped): next to "Edit this page", a "Request a change" link that opens a new issue naming the page,
// for readers who would rather describe a problem than edit the file.
import type {ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof EditThisPageType>;

/** The new-issue page of the site's repository with the page's title and address filled in. */
function useRequestChangeUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const {pathname} = useLocation();
  const pageUrl = `${siteConfig.url}${pathname}`;
  const title = translate({id: 'docs.requestChange.issueTitle', message: 'Docs: {title}'}, {title: metadata.title});
  const body = translate(
    {id: 'docs.requestChange.issueBody', message: 'Page: {url}\n\nWhat is wrong or missing, and what should it say?\n'},
    {url: pageUrl},
  );
  const query = new URLSearchParams({title, body});
  return `${siteConfig.customFields!.repositoryUrl as string}/issues/new?${query}`;
}

export default function EditThisPageWrapper(props: Props): ReactNode {
  const requestChangeUrl = useRequestChangeUrl();
  return (
    <span className={styles.links}>
      <EditThisPage {...props} />
      <Link to={requestChangeUrl} className={styles.requestChange}>
        <Translate id="docs.requestChange.link">Request a change</Translate>
      </Link>
    </span>
  );
}
