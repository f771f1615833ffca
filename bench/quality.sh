#!/usr/bin/env bash
# npm run bench: the job search benchmark (skipped with BENCH_SEARCH=reuse when its results exist), the
# production build, then two passes over it on freshly seeded demo data: everything on the embedded
# database (the default), and the load runs again on a PostgreSQL server. Prints one table
# (bench/print-quality.ts). Bounded: each load run is 3 + BENCH_LOAD_SECONDS (10) seconds, Lighthouse runs
# BENCH_LIGHTHOUSE_RUNS (3) times a page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
bash scripts/ensure-jemalloc.sh
mkdir -p bench/results
rm -f bench/results/quality*.json

if [ "${BENCH_SEARCH:-run}" != "reuse" ] || [ ! -f bench/results/job-search.json ]; then
  bash bench/job-search.sh
fi

echo "› production build"
LOG="$(mktemp /tmp/jobboard-build.XXXXXX)"
npm run --silent build > "$LOG" 2>&1 || { cat "$LOG"; exit 1; }
rm -f "$LOG"

echo "› pass 1: embedded database (PGlite)"
bash bench/quality-pass.sh --label pglite
echo "› pass 2: PostgreSQL server, load only"
PG_TEST_PORT="${BENCH_PG_PORT:-55491}" bash scripts/with-postgres.sh bash bench/quality-pass.sh --label postgres --load-only

npx tsx bench/print-quality.ts
