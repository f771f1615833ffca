#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on 127.0.0.1, with DATABASE_URL set.
set -euo pipefail
source "$(dirname "$0")/postgres-server.sh"
PORT="${PG_TEST_PORT:-55432}"
DIR="$(mktemp -d /tmp/jobboard-pg.XXXXXX)"
stop() { pg_stop; rm -rf "$DIR"; }
trap stop EXIT
PG_FSYNC=off pg_start "$DIR" "$PORT"
DATABASE_URL="postgres://jobboard@127.0.0.1:$PORT/jobboard" "$@"
