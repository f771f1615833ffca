#!/usr/bin/env bash
# The whole test suite: types, lint and formatting, unit and integration tests on PGlite, the integration tests again on a
# PostgreSQL server, the production build, and end-to-end tests in Debian's Chromium.
# Ends with one line "N passed, N failed" that counts every test and every check step.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-postgres.sh || exit 1
rm -rf test-results && mkdir -p test-results

step() {
  local name="$1"; shift
  echo "━━ $name"
  if "$@"; then echo "pass" > "test-results/step-$name"; else echo "fail" > "test-results/step-$name"; fi
}

step typecheck npx tsc --noEmit
step lint npx eslint --max-warnings 0 .
step format npx prettier --check --log-level warn .
step unit-and-integration-pglite npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-pglite.json
step integration-postgres bash scripts/with-postgres.sh npx vitest run server --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json
step build npx next build
step e2e npx playwright test

SUITE_SECONDS=$SECONDS node scripts/test-summary.mjs
