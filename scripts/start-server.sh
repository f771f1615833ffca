#!/usr/bin/env bash
# Starts the production build (`npm start`, the demo, the end-to-end tests and the benchmark all start it here):
# `next start` with V8's young generation capped at 16 MB per semi-space. Node 24 grows it to 64 MB on a machine
# with this much memory, which holds 96 MB more per process for no measured gain; and glibc's malloc kept to two
# arenas, where it opens one per thread that allocates and keeps what they freed (~100 MB less resident after
# the benchmark's load, docs/architecture.md "Memory").
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--max-semi-space-size=16${NODE_OPTIONS:+ $NODE_OPTIONS}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node_modules/.bin/next start "$@"
