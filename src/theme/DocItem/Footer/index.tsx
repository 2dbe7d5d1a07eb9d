// Wrapped so that the footer's code (tags, edit and request-change links, last update) loads only where a doc shows
// one of them, and not on a first load, which keeps the server's HTML of the footer.
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {loadOnlyWhenShown} from '@site/src/components/LoadOnlyWhenShown';

export default loadOnlyWhenShown(
  () => {
    const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
    return tags.length > 0 || Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
  },
  () => import('@theme-original/DocItem/Footer'),
);
