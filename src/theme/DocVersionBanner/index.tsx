// Wrapped so that doc pages load the banner's code only in a version that has a banner: each doc set has one
// version, the current one, which has none.
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import {loadOnlyWhenShown} from '@site/src/components/LoadOnlyWhenShown';

export default loadOnlyWhenShown<Props>(
  () => Boolean(useDocsVersion().banner),
  () => import('@theme-original/DocVersionBanner'),
);
