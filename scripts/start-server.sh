#!/usr/bin/env bash
# Starts the production build (`npm start`, the demo, the end-to-end tests and the benchmark all start it here),
# with the memory settings measured in docs/architecture.md "Memory":
# - V8's young generation capped at 16 MB per semi-space (Node 24 grows it to 64 MB on a machine with this much
#   memory, which holds 96 MB more per process for no measured gain);
# - the old generation grown by 20 % over what a collection kept, not by V8's up to fourfold;
# - the embedded database's WebAssembly on V8's baseline compiler only (`--liftoff-only`), whose code is a fraction
#   of the optimizing compiler's and ready at once;
# - next.config.ts read by Node's own type stripping, so the server never loads SWC's native compiler;
# - jemalloc instead of glibc's malloc where the system has it (scripts/ensure-jemalloc.sh), returning what it freed
#   within a second; on glibc's malloc two arenas, where it opens one per thread that allocates and keeps what they
#   freed. JEMALLOC=off runs on glibc's malloc.
# V8 flags cannot travel in NODE_OPTIONS, so the project's node runs Next's command line itself.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--max-semi-space-size=16${NODE_OPTIONS:+ $NODE_OPTIONS}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
JEMALLOC_LIB="$(bash scripts/jemalloc-path.sh)"
if [ -n "$JEMALLOC_LIB" ] && [ "${JEMALLOC:-on}" != off ]; then
  export LD_PRELOAD="$JEMALLOC_LIB${LD_PRELOAD:+:$LD_PRELOAD}"
  export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0}"
fi
exec node_modules/.bin/node --heap-growing-percent=20 --liftoff-only node_modules/next/dist/bin/next start \
  --experimental-next-config-strip-types "$@"
