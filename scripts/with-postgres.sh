#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on 127.0.0.1, with DATABASE_URL set.
set -euo pipefail
PORT="${PG_TEST_PORT:-55432}"
BIN="$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")"
DIR="$(mktemp -d /tmp/jobboard-pg.XXXXXX)"
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
as_pg "$BIN/initdb" -D "$DIR/data" -U jobboard --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
stop() { as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap stop EXIT
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U jobboard jobboard
DATABASE_URL="postgres://jobboard@127.0.0.1:$PORT/jobboard" "$@"
