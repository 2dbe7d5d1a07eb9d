import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {algoliaPort, previewBaseUrl, previewPort} from './tests/e2e/support';

const port = Number(process.env.TEST_PORT ?? 4173);

// Debian's chromium where it is installed (CI, this machine); Playwright's own browser elsewhere.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? 'dot' : 'list',
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    // Only the site itself resolves: the pages must render offline, and the sweep reports any request elsewhere.
    launchOptions: {executablePath, args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost']},
    trace: 'on-first-retry',
  },
  // Every build is served by nginx with the site's production configuration (deploy/nginx/, scripts/nginx.sh):
  // its redirects, headers, compression and Content-Security-Policy apply to every test, the sitemap sweep included.
  webServer: (
    [
      // The production build: statuses, redirects and headers are tested by hosting.spec.ts.
      ['build', port, '/'],
      // Two zh builds under a non-root base URL (scripts/test.sh): offline search, and Algolia mode for search.spec.ts.
      ['build-preview', previewPort, `${previewBaseUrl}zh/`],
      ['build-algolia', algoliaPort, `${previewBaseUrl}zh/`],
    ] as const
  ).map(([dir, servedPort, path]) => ({
    command: `bash scripts/nginx.sh ${dir} ${servedPort}`,
    url: `http://localhost:${servedPort}${path}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
});
