#!/usr/bin/env bash
# Job search benchmark: seeds 100,000 jobs into a throw-away PGlite folder and a throw-away PostgreSQL
# server, measures both with bench/job-search.ts and prints the comparison with its targets, and counts the
# searches of bench/zero-results.ts that end without a hit before and after the fallbacks; then the judged
# relevance set (bench/search-relevance/, nDCG@10 per query class, on its own in-memory corpus).
#   npm run bench:search [-- --jobs 1000000]
# Another size than 100,000 (--jobs N, or BENCH_JOBS) measures PostgreSQL only (seeding a million jobs
# into the embedded database takes too long to be worth it) and keeps its results apart
# (bench/results/job-search-*-N.json). BENCH_DATABASE_URL measures a PostgreSQL database seeded before
# with that many jobs instead of seeding a throw-away server; configure that server as production's
# (docs/operations.md, "Settings per role": shared_buffers that hold the search table and its indexes).
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS="${BENCH_JOBS:-100000}"
while [ $# -gt 0 ]; do
  case "$1" in
    --jobs) JOBS="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
bash scripts/ensure-deps.sh
bash scripts/ensure-postgres.sh
DAY="$(date -u +%F)"
TMP="$(mktemp -d /tmp/jobboard-bench.XXXXXX)"
trap 'rm -rf "$TMP"' EXIT
export UPLOADS_DIR="$TMP/uploads"
SIZE=(--jobs "$JOBS")

if [ "$JOBS" = 100000 ]; then
  echo "› PGlite: seeding $JOBS jobs"
  PGLITE_DIR="$TMP/pglite" npx tsx server/seed/run.ts --scale "$JOBS" --stichtag "$DAY" > "$TMP/seed-pglite.log"
  PGLITE_DIR="$TMP/pglite" npx tsx bench/job-search.ts --label pglite "${SIZE[@]}"
  PGLITE_DIR="$TMP/pglite" npx tsx bench/zero-results.ts --label pglite
  ZERO="&& npx tsx bench/zero-results.ts --label postgres"
else
  ZERO=""
fi

if [ -n "${BENCH_DATABASE_URL:-}" ]; then
  echo "› PostgreSQL: measuring the seeded database of BENCH_DATABASE_URL"
  DATABASE_URL="$BENCH_DATABASE_URL" npx tsx bench/job-search.ts --label postgres "${SIZE[@]}"
else
  echo "› PostgreSQL: seeding $JOBS jobs"
  # Production's setting: the search table and its indexes in the server's own cache (docs/operations.md; 1 GB
  # holds 100,000 jobs', 3 GB a million's).
  if [ "$JOBS" -gt 100000 ]; then CACHE=3GB; else CACHE=1GB; fi
  export PG_SHARED_BUFFERS="${PG_SHARED_BUFFERS:-$CACHE}"
  PG_TEST_PORT="${BENCH_PG_PORT:-55490}" bash scripts/with-postgres.sh bash -c \
    "npx tsx server/seed/run.ts --scale $JOBS --stichtag $DAY > $TMP/seed-postgres.log && { grep Dauer $TMP/seed-postgres.log || true; } \
      && npx tsx bench/job-search.ts --label postgres --jobs $JOBS $ZERO"
fi

npx tsx bench/print-job-search.ts "${SIZE[@]}"
npx tsx bench/search-relevance/run.ts --worst 0
[ "$JOBS" = 100000 ] && npx tsx bench/place-suggestions.ts
true
