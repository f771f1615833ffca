#!/usr/bin/env bash
# Starts and stops a private PostgreSQL server from Debian's packages on 127.0.0.1 (sourced by with-postgres.sh,
# which runs the tests against a throw-away one, and by cluster.sh). The server's files live in "$PG_DIR"
# (data/, log, the socket); as root it runs as the postgres user. PG_FSYNC=off for data that may be lost;
# PG_SHARED_BUFFERS (PostgreSQL's 128MB unless set) for a server whose hot data must stay in its own cache, as in
# production (docs/operations.md, "Settings per role").
PG_BIN="$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")"
pg_as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# pg_start DIR PORT: makes the cluster in DIR/data if it is not there yet, starts it, creates database jobboard.
pg_start() {
  PG_DIR="$1"; PG_PORT="$2"
  [ "$(id -u)" -eq 0 ] && chown postgres "$PG_DIR"
  if [ ! -f "$PG_DIR/data/PG_VERSION" ]; then
    pg_as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U jobboard --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  # setsid: a Ctrl-C in the terminal reaches the script that started the server, which stops it last.
  setsid bash -c "$(declare -f pg_as_owner); pg_as_owner \"\$@\"" pg_ctl "$PG_BIN/pg_ctl" -D "$PG_DIR/data" \
    -l "$PG_DIR/log" -w -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-on} -c shared_buffers=${PG_SHARED_BUFFERS:-128MB}" start >/dev/null
  pg_as_owner "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U jobboard -d postgres -tAq \
    -c "select 1 from pg_database where datname = 'jobboard'" | grep -q 1 ||
    pg_as_owner "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U jobboard jobboard
}

# pg_stop: a fast shutdown (open sessions are ended, the data is consistent on disk).
pg_stop() { pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true; }
