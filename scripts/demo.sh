#!/usr/bin/env bash
# Runs the product with demo data on the embedded database: every site at http://<id>.localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx next build
npx tsx server/seed/run.ts --stichtag "$(date -u +%F)"
echo "› http://localhost:3000 lists every site; e.g. http://franken.localhost:3000/jobs"
exec npx next start -p "${PORT:-3000}"
