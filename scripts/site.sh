#!/usr/bin/env bash
# Installs, builds every locale and serves the production site: the README's first command.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/node.sh
source scripts/lib/node.sh
npm ci --no-audit --no-fund
npm run build
npm run serve -- --port "${PORT:-3000}"
