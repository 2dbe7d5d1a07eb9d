#!/usr/bin/env bash
# Installs what the tests need and runs the whole suite: the README's test command, and what .ci/run calls.
#   bash scripts/test.sh                 everything: install, type check, unit tests, three builds, browser tests
#   bash scripts/test.sh checks          install, type check, unit tests and the three builds (CI's first job)
#   bash scripts/test.sh e2e [args...]   install, then the browser tests on builds already on disk, with Playwright's
#                                        arguments (CI's parallel jobs pass --shard=<i>/<n>)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/node.sh
source scripts/lib/node.sh
phase=${1:-all}
[ $# -gt 0 ] && shift
case "$phase" in all | checks | e2e) ;; *)
  echo "usage: $0 [all|checks|e2e [playwright args...]]" >&2
  exit 2
  ;;
esac

# Browser tests use Debian's chromium, and the suite serves the build with Debian's nginx and its brotli_static
# module (deploy/nginx/, scripts/nginx.sh). Install what is missing as root, or through sudo when it is allowed
# without a password (GitHub's runners).
if [ "$phase" != checks ]; then
  packages=()
  if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then packages+=(chromium); fi
  if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then packages+=(nginx); fi
  if [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then packages+=(libnginx-mod-http-brotli-static); fi
  if [ ${#packages[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then as_root=(); elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then as_root=(sudo); else as_root=(none); fi
    if [ "${as_root[*]}" != none ] && command -v apt-get >/dev/null; then
      "${as_root[@]}" apt-get update -qq
      # No service starts on install: the suite runs nginx itself, on its own ports (a policy-rc.d made for this only).
      policy_rc=
      if [ ! -e /usr/sbin/policy-rc.d ]; then
        policy_rc=/usr/sbin/policy-rc.d
        printf '#!/bin/sh\nexit 101\n' | "${as_root[@]}" tee "$policy_rc" >/dev/null && "${as_root[@]}" chmod +x "$policy_rc"
      fi
      "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
      if [ -n "$policy_rc" ]; then "${as_root[@]}" rm -f "$policy_rc"; fi
    else
      echo "Missing ${packages[*]}, and neither root nor password-less sudo with apt-get is available to install them." >&2
      echo "Install them with apt (chromium: or set CHROMIUM_PATH, or run 'npx playwright install chromium')." >&2
      echo "Without nginx the browser tests cannot serve the build (scripts/nginx.sh); without brotli its hosting tests fail." >&2
    fi
  fi
fi

npm ci --no-audit --no-fund
if [ "$phase" != e2e ]; then
  npm run typecheck
  npm run test:unit
  # The suite's build points the alerts form at an address the browser tests intercept and adds the
  # test-only fixture pages (tests/fixtures/pages).
  E2E_FIXTURES=1 ALERTS_FORM_URL=https://alerts.example.com/subscribe npm run build
  # Two zh builds served under BASE_URL=/docs-preview/ next to build/ by playwright.config.ts: offline search
  # (build-preview/), and Algolia mode with dummy settings (build-algolia/), whose requests the tests intercept.
  npm run build:preview-test
  npm run build:algolia-test
fi
if [ "$phase" != checks ]; then
  npm run test:e2e -- "$@"
fi
