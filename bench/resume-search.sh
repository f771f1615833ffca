#!/usr/bin/env bash
# Resume search benchmark: seeds the rosenheim site's demo into a throw-away PGlite folder (taxonomies, and
# published jobs whose title words the search's German word handling reads), then bench/resume-search.ts
# adds BENCH_RESUMES resumes (default 3,000) and prints p50/p95 per query. With DATABASE_URL set it measures
# that database instead, as it is (nothing seeded but the taxonomies; the bench's rows are removed after).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${DATABASE_URL:-}" ]; then
  exec npx tsx bench/resume-search.ts --label postgres
fi
TMP="$(mktemp -d /tmp/jobboard-resume-bench.XXXXXX)"
trap 'rm -rf "$TMP"' EXIT
export UPLOADS_DIR="$TMP/uploads"
echo "› PGlite: seeding the rosenheim demo"
PGLITE_DIR="$TMP/pglite" npx tsx server/seed/run.ts --regionen rosenheim --stichtag "$(date -u +%F)" > "$TMP/seed.log"
PGLITE_DIR="$TMP/pglite" npx tsx bench/resume-search.ts --label pglite
