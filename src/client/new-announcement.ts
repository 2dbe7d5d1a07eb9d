// Docusaurus's pre-paint script hides the announcement bar whenever the last one was dismissed, without
// checking whether the announcement changed; show a new announcement on the first page load, not the second.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const currentId = (siteConfig.themeConfig.announcementBar as {id?: string} | undefined)?.id;

if (ExecutionEnvironment.canUseDOM && currentId) {
  try {
    if (localStorage.getItem('docusaurus.announcement.id') !== currentId) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch {
    // Storage can be blocked (private mode, strict settings): the bar then simply shows.
  }
}
