/**
 * Every setting the site reads from the environment, in one place (the README lists them).
 * Unset optional integrations stay off: the site then makes no request to any other host.
 */
const read = (name: string): string | undefined => process.env[name]?.trim() || undefined;

function normaliseBaseUrl(value: string | undefined): string {
  if (!value) return '/';
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export const siteEnv = {
  /** Public origin the site is deployed at (canonical URLs, sitemap). */
  url: read('SITE_URL') ?? 'https://docs.eosnetwork.com',
  /** Path prefix the site is served under. */
  baseUrl: normaliseBaseUrl(read('BASE_URL')),
  /** The network's public website (navbar link). */
  networkSiteUrl: read('NETWORK_SITE_URL') ?? 'https://vaulta.com/',
  /** Terms and privacy page linked from the footer. */
  termsUrl: read('TERMS_URL') ?? 'https://eosnetwork.com/terms-and-conditions',
  /** POST target of the developer-alerts sign-up form; without it the card links to announcements instead. */
  alertsFormUrl: read('ALERTS_FORM_URL'),
  /** Where developer alerts are announced when no sign-up form is configured. */
  alertsInfoUrl: read('ALERTS_INFO_URL') ?? 'https://github.com/AntelopeIO/spring/releases',
  /** External ecosystem intake form. */
  ecosystemFormUrl: read('ECOSYSTEM_FORM_URL') ?? 'https://vaulta.com/',
  /** The site's source repository: "Edit this page" and "Request a change" links point there. */
  repositoryUrl: read('REPOSITORY_URL') ?? 'https://github.com/VaultaFoundation/docs-ui',
  /** `off` builds without "Last updated" dates (the bench measures what the dates cost). */
  lastUpdateDates: read('LAST_UPDATE_DATES') !== 'off',
  /** Branch the edit links open files on. */
  repositoryBranch: read('REPOSITORY_BRANCH') ?? 'main',
  /** Id of the announcement bar; change it to show a dismissed announcement again. */
  announcementId: read('ANNOUNCEMENT_ID') ?? 'vaulta-rename-2025',
  algolia: {
    appId: read('ALGOLIA_APP_ID'),
    apiKey: read('ALGOLIA_SEARCH_API_KEY'),
    indexName: read('ALGOLIA_INDEX_NAME'),
  },
  /** Google Tag Manager container id (GTM-XXXX). */
  gtmContainerId: read('GTM_CONTAINER_ID'),
  /** Hosted web-font stylesheet URL; the self-hosted Inter font is used without it. */
  webFontStylesheetUrl: read('WEB_FONT_STYLESHEET_URL'),
  /** Hosted icon-font script URL; inline SVG icons are used without it. */
  iconScriptUrl: read('ICON_SCRIPT_URL'),
  /** Adds the test-only fixture pages under /e2e/ (scripts/test.sh sets it; never set it for readers). */
  e2eFixtures: read('E2E_FIXTURES') === '1',
  /** Locale being built (set by Docusaurus for each locale build). */
  currentLocale: read('DOCUSAURUS_CURRENT_LOCALE') ?? 'en',
};
