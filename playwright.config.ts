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
  webServer: [
    {
      // The production build, served as a static host would (404.html for unknown paths).
      command: `npx docusaurus serve --no-open --port ${port}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Two zh builds under a non-root base URL (scripts/test.sh): offline search, and Algolia mode for search.spec.ts.
    ...(
      [
        ['build-preview', previewPort],
        ['build-algolia', algoliaPort],
      ] as const
    ).map(([dir, servedPort]) => ({
      command: `BASE_URL=${previewBaseUrl} npx docusaurus serve --dir ${dir} --no-open --port ${servedPort}`,
      url: `http://localhost:${servedPort}${previewBaseUrl}zh/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
  ],
});
