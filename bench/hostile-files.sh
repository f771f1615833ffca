#!/usr/bin/env bash
# Hostile-files benchmark (docs/security.md "Reading uploaded documents"): seeds the rosenheim demo into a
# throw-away PGlite folder, starts the production build (`npm run build` first; NEXT_DIST_DIR picks its folder),
# and runs bench/hostile-files.ts: the generated hostile corpus uploaded through the real upload, CV import and
# PDF-ad paths while another client requests a page. Prints that client's p50/p95 and the server's RSS.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${BENCH_PORT:-3150}"
DIST="${NEXT_DIST_DIR:-.next}"
[ -f "$DIST/BUILD_ID" ] || { echo "No production build in $DIST: run NEXT_DIST_DIR=$DIST npm run build first." >&2; exit 1; }
TMP="$(mktemp -d /tmp/jobboard-hostile-bench.XXXXXX)"
SERVER=""
cleanup() {
  if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; fi
  rm -rf "$TMP"
}
trap cleanup EXIT
export PGLITE_DIR="$TMP/pglite" UPLOADS_DIR="$TMP/uploads" NEXTAUTH_SECRET="bench-$(date +%s%N)"
export SITE_ORIGIN_PATTERN="http://{id}.localhost:$PORT" JOB_LINK_CHECK=off NEXT_DIST_DIR="$DIST"
echo "› PGlite: seeding the rosenheim demo"
npx tsx server/seed/run.ts --regionen rosenheim --stichtag "$(date -u +%F)" > "$TMP/seed.log"
npx tsx bench/hostile-files.ts --prepare "$TMP/callers.json"
echo "› next start on port $PORT ($DIST)"
# The server itself (Node 24 from node_modules/.bin), not an npx wrapper: its pid is the one whose RSS is read.
PATH="$PWD/node_modules/.bin:$PATH" node node_modules/next/dist/bin/next start -p "$PORT" > "$TMP/server.log" 2>&1 &
SERVER=$!
npx tsx bench/hostile-files.ts --port "$PORT" --pid "$SERVER" --callers "$TMP/callers.json"
