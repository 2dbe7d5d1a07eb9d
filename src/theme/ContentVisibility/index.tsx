// Wrapped so that pages load the draft and unlisted banners' code only on a draft or unlisted page.
import type {Props} from '@theme/ContentVisibility';
import {loadOnlyWhenShown} from '@site/src/components/LoadOnlyWhenShown';

export default loadOnlyWhenShown<Props>(
  ({metadata}) => Boolean(metadata.unlisted || metadata.frontMatter.unlisted || metadata.frontMatter.draft),
  () => import('@theme-original/ContentVisibility'),
);
