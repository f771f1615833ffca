#!/usr/bin/env bash
# Runs the product with demo data on the embedded database: every site at http://<id>.localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
# The server's allocator (scripts/start-server.sh); without it the demo runs on glibc's malloc.
bash scripts/ensure-jemalloc.sh || echo "› libjemalloc2 not installed: the server runs on glibc's malloc"
npm run --silent build
npx tsx server/seed/run.ts --stichtag "$(date -u +%F)"
# Demo conveniences, on only here: mails (sign-in links among them) in the browser at /user/dev-mailbox when no
# SMTP_URL is set, and links in mails and pages that lead to the local sites.
LOCAL_ORIGINS='http://{id}.localhost:'"${PORT:-3000}"
export DEMO_MAILBOX=1 SITE_ORIGIN_PATTERN="${SITE_ORIGIN_PATTERN:-$LOCAL_ORIGINS}"
# The demo may run without outbound internet, where every EU VAT number would get "nicht prüfbar": VIES is not asked
# and a number valid by format and check digit counts as registered (reverse charge). Set VIES_CHECK=on to ask VIES.
export VIES_CHECK="${VIES_CHECK:-off}"
echo "› http://localhost:3000 lists every site; e.g. http://franken.localhost:3000/jobs"
exec bash scripts/start-server.sh -p "${PORT:-3000}"
