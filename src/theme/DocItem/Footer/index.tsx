// Wrapped so that doc pages load the footer's code (tags, edit link, last update) only where a doc has one of them:
// the site configures no edit URLs, tags or update dates, so today none does.
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {loadOnlyWhenShown} from '@site/src/components/LoadOnlyWhenShown';

export default loadOnlyWhenShown(
  () => {
    const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
    return tags.length > 0 || Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
  },
  () => import('@theme-original/DocItem/Footer'),
);
