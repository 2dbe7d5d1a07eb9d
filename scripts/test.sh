#!/usr/bin/env bash
# Installs what the tests need and runs the whole suite: the README's test command, and what .ci/run calls.
set -euo pipefail
cd "$(dirname "$0")/.."

# Browser tests use Debian's chromium; install it when it is missing and we are allowed to.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "No /usr/bin/chromium: install Debian's chromium, set CHROMIUM_PATH, or run 'npx playwright install chromium'." >&2
  fi
fi

npm ci --no-audit --no-fund
npm run typecheck
npm run test:unit
# The suite's build points the alerts form at an address the browser tests intercept and adds the
# test-only fixture pages (tests/fixtures/pages).
E2E_FIXTURES=1 ALERTS_FORM_URL=https://alerts.example.com/subscribe npm run build
# Two zh builds served under BASE_URL=/docs-preview/ next to build/ by playwright.config.ts: offline search
# (build-preview/), and Algolia mode with dummy settings (build-algolia/), whose requests the tests intercept.
npm run build:preview-test
npm run build:algolia-test
npm run test:e2e
