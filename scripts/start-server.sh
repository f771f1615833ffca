#!/usr/bin/env bash
# Starts the production build (`npm start`, the demo, the end-to-end tests and the benchmark all start it here):
# `next start` with V8's young generation capped at 16 MB per semi-space. Node 24 grows it to 64 MB on a machine
# with this much memory, which holds 96 MB more per process for no measured gain (docs/architecture.md, "Memory").
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--max-semi-space-size=16${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec node_modules/.bin/next start "$@"
