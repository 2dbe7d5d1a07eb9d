#!/usr/bin/env bash
# Installs what the tests need and runs the whole suite: the README's test command, and what .ci/run calls.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/node.sh
source scripts/lib/node.sh

# Browser tests use Debian's chromium, and the suite serves the build with Debian's nginx and its brotli_static
# module (deploy/nginx/, scripts/nginx.sh). Install what is missing when we are allowed to.
packages=()
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then packages+=(chromium); fi
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then packages+=(nginx); fi
if [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then packages+=(libnginx-mod-http-brotli-static); fi
if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    # No service starts on install: the suite runs nginx itself, on its own ports (a policy-rc.d made for this only).
    policy_rc=
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      policy_rc=/usr/sbin/policy-rc.d
      printf '#!/bin/sh\nexit 101\n' > "$policy_rc" && chmod +x "$policy_rc"
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
    if [ -n "$policy_rc" ]; then rm -f "$policy_rc"; fi
  else
    echo "Missing ${packages[*]}: install them with apt (chromium: or set CHROMIUM_PATH, or run 'npx playwright install chromium')." >&2
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
