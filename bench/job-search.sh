#!/usr/bin/env bash
# Job search benchmark: seeds 100,000 jobs (BENCH_JOBS) into a throw-away PGlite folder and a throw-away
# PostgreSQL server, measures both with bench/job-search.ts and prints the comparison with its targets, and
# counts the searches of bench/zero-results.ts that end without a hit before and after the fallbacks.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-postgres.sh
JOBS="${BENCH_JOBS:-100000}"
DAY="$(date -u +%F)"
TMP="$(mktemp -d /tmp/jobboard-bench.XXXXXX)"
trap 'rm -rf "$TMP"' EXIT
export UPLOADS_DIR="$TMP/uploads"

echo "› PGlite: seeding $JOBS jobs"
PGLITE_DIR="$TMP/pglite" npx tsx server/seed/run.ts --scale "$JOBS" --stichtag "$DAY" > "$TMP/seed-pglite.log"
PGLITE_DIR="$TMP/pglite" npx tsx bench/job-search.ts --label pglite
PGLITE_DIR="$TMP/pglite" npx tsx bench/zero-results.ts --label pglite

echo "› PostgreSQL: seeding $JOBS jobs"
PG_TEST_PORT="${BENCH_PG_PORT:-55490}" bash scripts/with-postgres.sh bash -c \
  "npx tsx server/seed/run.ts --scale $JOBS --stichtag $DAY > $TMP/seed-postgres.log && npx tsx bench/job-search.ts --label postgres && npx tsx bench/zero-results.ts --label postgres"

npx tsx bench/print-job-search.ts
npx tsx bench/place-suggestions.ts
