#!/usr/bin/env bash
# npm run bench: the job search benchmark (skipped with BENCH_SEARCH=reuse when its results exist), then
# the production build on a freshly seeded embedded database, measured by bench/quality.ts. Bounded: every
# load run is 3 + BENCH_LOAD_SECONDS (10) seconds; Lighthouse runs BENCH_LIGHTHOUSE_RUNS (3) times a page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
PORT="${BENCH_PORT:-3200}"
mkdir -p bench/results

if [ "${BENCH_SEARCH:-run}" != "reuse" ] || [ ! -f bench/results/job-search.json ]; then
  bash bench/job-search.sh
fi

TMP="$(mktemp -d /tmp/jobboard-quality.XXXXXX)"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then
    pkill -TERM -P "$SERVER_PID" 2>/dev/null || true
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT

echo "› production build"
npx next build > "$TMP/build.log" 2>&1 || { cat "$TMP/build.log"; exit 1; }
export PGLITE_DIR="$TMP/pglite" UPLOADS_DIR="$TMP/uploads"
echo "› seeding the demo data"
npx tsx server/seed/run.ts --stichtag "$(date -u +%F)" > "$TMP/seed.log"
echo "› starting the server on port $PORT"
BENCH_ROUTES=1 BENCH_CEILING_FIXTURE="$TMP/ceiling.json" node_modules/.bin/next start -p "$PORT" > "$TMP/server.log" 2>&1 &
SERVER_PID=$!
npx tsx bench/quality.ts --port "$PORT" --fixture "$TMP/ceiling.json" --server-pid "$SERVER_PID" || { tail -n 40 "$TMP/server.log"; exit 1; }
