#!/usr/bin/env bash
# npm test: the lint and import-boundary checks, then unit, integration (real PostgreSQL) and browser tests.
# Integration tests use DATABASE_URL when set, otherwise an embedded PostgreSQL they start themselves.
set -euo pipefail
cd "$(dirname "$0")/../.."

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's Chromium for the browser tests..."
    (apt-get install -y chromium >/dev/null 2>&1) || (apt-get update >/dev/null 2>&1 && apt-get install -y chromium >/dev/null)
  else
    echo "Browser tests need Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium' and try again." >&2
    exit 1
  fi
}

ensure_chromium
npx biome check . --diagnostic-level=error
npm run --silent lint:deps
npx vitest run --project unit
npx vitest run --project int
npx playwright test -c ui/playwright.config.ts
