#!/usr/bin/env bash
# One pass of the quality benchmark against the production build (built by bench/quality.sh): seeds the
# demo data into the database the environment names (DATABASE_URL, else a throw-away PGlite folder),
# starts the server with the bench routes and measures it with bench/quality.ts, passing on its arguments.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${BENCH_PORT:-3200}"
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
export PGLITE_DIR="$TMP/pglite" UPLOADS_DIR="$TMP/uploads"
npx tsx server/seed/run.ts --stichtag "$(date -u +%F)" > "$TMP/seed.log"
BENCH_ROUTES=1 BENCH_CEILING_FIXTURE="$TMP/ceiling.json" bash scripts/start-server.sh -p "$PORT" > "$TMP/server.log" 2>&1 &
SERVER_PID=$!
npx tsx bench/quality.ts --port "$PORT" --fixture "$TMP/ceiling.json" --server-pid "$SERVER_PID" "$@" || { tail -n 40 "$TMP/server.log"; exit 1; }
