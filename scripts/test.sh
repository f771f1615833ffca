#!/usr/bin/env bash
# The whole test suite: types, lint and formatting, unit and integration tests on PGlite, the tests of what can
# behave differently on a PostgreSQL server again on one (server/db/postgres-tests.ts), the production build,
# end-to-end tests in Debian's Chromium (the page cache's spec again with the server on PostgreSQL), and the
# two-instance tests against `npm run cluster` (nginx, two instances, two workers, PostgreSQL, s3rver).
# Each step records "pass|fail <seconds>" in test-results/step-<name> and says how long it took; the summary
# lists every step with its duration and ends with one line "N passed, N failed" that counts every test and step.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-postgres.sh || exit 1
bash scripts/ensure-nginx.sh || exit 1
bash scripts/ensure-jemalloc.sh || exit 1
rm -rf test-results && mkdir -p test-results

# The steps in order; the summary counts a step without a recorded result as failed.
STEPS=(typecheck lint format unit-and-integration-pglite integration-postgres build e2e e2e-postgres e2e-cluster)
printf '%s\n' "${STEPS[@]}" > test-results/steps

run_step() {
  case "$1" in
    typecheck) npx tsc --noEmit ;;
    lint) npx eslint --max-warnings 0 . ;;
    format) npx prettier --check --log-level warn . ;;
    unit-and-integration-pglite)
      npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-pglite.json ;;
    integration-postgres)
      bash scripts/with-postgres.sh npx vitest run --reporter=default --reporter=json \
        --outputFile.json=test-results/vitest-postgres.json ;;
    build) npm run --silent build ;;
    e2e) npx playwright test ;;
    # The page cache's freshness rides on the database's notices: proven once more on a PostgreSQL server.
    e2e-postgres)
      E2E_REPORT=test-results/e2e-postgres.json bash scripts/with-postgres.sh npx playwright test e2e/page-cache.spec.ts ;;
    # Many instances, one truth: the same build behind nginx, with the production topology's parts.
    e2e-cluster) npx playwright test -c playwright.cluster.config.ts ;;
    *) echo "unknown step $1"; return 1 ;;
  esac
}

for name in "${STEPS[@]}"; do
  echo "━━ $name"
  started=$SECONDS
  if run_step "$name"; then result=pass; else result=fail; fi
  took=$((SECONDS - started))
  echo "$result $took" > "test-results/step-$name"
  echo "━━ $name: $result after $((took / 60)) min $((took % 60)) s"
done

SUITE_SECONDS=$SECONDS node scripts/test-summary.mjs
