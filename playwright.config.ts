import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {algoliaPort} from './tests/e2e/support';

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
    // The Algolia-mode build (zh only, `npm run build:algolia-test`), for the Algolia tests of search.spec.ts.
    ...(existsSync('build-algolia')
      ? [
          {
            command: `npx docusaurus serve --dir build-algolia --no-open --port ${algoliaPort}`,
            url: `http://localhost:${algoliaPort}/zh/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
