#!/usr/bin/env bash
# Starts the production build on a fresh, seeded embedded database for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-3100}"
export PGLITE_DIR="$(mktemp -d /tmp/jobboard-e2e.XXXXXX)/pglite"
npx tsx server/seed/run.ts
exec npx next start -p "$PORT"
