#!/usr/bin/env bash
# `npm run cluster [-- --seed] [-- --data DIR] [-- --workers N] [-- --instances 1|2]`: the production topology
# on loopback only (docs/operations.md): nginx as load balancer in front of two `next start` instances (one with
# --instances 1; BACKGROUND_WORK=web), `npm run worker` (N of them, default 1), PostgreSQL and an S3 server
# (s3rver). Needs a production build: NEXT_DIST_DIR (default .next) is built first when it has none. --seed fills
# the database with the demo data; --data DIR keeps the database and the bucket in DIR between runs (default: a
# throw-away folder); --run-dir DIR keeps the logs and each process's id (pids/<name>) in DIR, also when the data
# is thrown away (default: inside the data folder). Ctrl-C or SIGTERM stops everything in order.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres-server.sh
# The project's own Node (the `node` package), as under `npm run`, also when the script is started directly.
export PATH="$PWD/node_modules/.bin:$PATH"

SEED=""; DATA=""; RUN=""; WORKERS=1
INSTANCES=2
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) SEED=1 ;;
    --data) DATA="$2"; shift ;;
    --run-dir) RUN="$2"; shift ;;
    --workers) WORKERS="$2"; shift ;;
    --instances) INSTANCES="$2"; shift ;;
    *) echo "Unbekannte Option: $1 (erlaubt: --seed, --data DIR, --run-dir DIR, --workers N, --instances 1|2)" >&2; exit 2 ;;
  esac
  shift
done

LB_PORT="${CLUSTER_PORT:-4080}"
APP_PORTS=("${CLUSTER_APP_PORT_A:-4081}" "${CLUSTER_APP_PORT_B:-4082}")
# --instances 1: one web instance behind the balancer instead of two (npm run bench:scale compares them).
case "$INSTANCES" in 1 | 2) APP_PORTS=("${APP_PORTS[@]:0:$INSTANCES}") ;; *) echo "--instances: 1 oder 2" >&2; exit 2 ;; esac
case "$WORKERS" in [1-9]) ;; *) echo "--workers: 1 bis 9" >&2; exit 2 ;; esac
S3_PORT="${CLUSTER_S3_PORT:-4083}"
PG_PORT="${CLUSTER_PG_PORT:-4084}"
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next}"

if [ -n "$DATA" ]; then mkdir -p "$DATA"; DIR="$(cd "$DATA" && pwd)"; else DIR="$(mktemp -d /tmp/jobboard-cluster.XXXXXX)"; fi
if [ -n "$RUN" ]; then mkdir -p "$RUN"; RUN="$(cd "$RUN" && pwd)"; else RUN="$DIR"; fi
mkdir -p "$DIR/postgres" "$DIR/s3" "$DIR/nginx" "$RUN/logs" "$RUN/pids"
chmod 711 "$DIR" # as root, PostgreSQL runs as the postgres user, which must reach its folder inside

[ -x node_modules/.bin/next ] || bash scripts/ensure-deps.sh
bash scripts/ensure-postgres.sh
bash scripts/ensure-nginx.sh
bash scripts/ensure-jemalloc.sh
if [ ! -f "$NEXT_DIST_DIR/BUILD_ID" ]; then
  echo "› no production build in $NEXT_DIST_DIR: next build"
  npm run --silent build
fi

# What every app process shares: one database, one bucket, links that lead through the balancer.
export DATABASE_URL="postgres://jobboard@127.0.0.1:$PG_PORT/jobboard"
export FILE_STORAGE=s3 S3_ENDPOINT="http://127.0.0.1:$S3_PORT" S3_BUCKET=uploads
export S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
LOCAL_ORIGINS='http://{id}.localhost:'"$LB_PORT"
export SITE_ORIGIN_PATTERN="${SITE_ORIGIN_PATTERN:-$LOCAL_ORIGINS}"
export VIES_CHECK="${VIES_CHECK:-off}" JOB_LINK_CHECK="${JOB_LINK_CHECK:-off}" MAILBOX_DIR="${MAILBOX_DIR:-$DIR/mailbox}"
# Every instance must sign and check sessions with the same secret; kept with the data for --data.
[ -f "$DIR/nextauth-secret" ] || head -c 32 /dev/urandom | base64 >"$DIR/nextauth-secret"
export NEXTAUTH_SECRET="${NEXTAUTH_SECRET:-$(cat "$DIR/nextauth-secret")}"

PIDS=(); NAMES=(); WORKER_NAMES=(); declare -A CODES=() # exit codes of processes that ended while the cluster ran
STOPPING=""; STEP=""
# step COMMAND…: a start-up step (migrations, seed) in the background, so a signal is handled at once, not after it.
step() {
  "$@" &
  STEP=$!
  wait "$STEP"
  STEP=""
}
# start NAME COMMAND…: in a session of its own, so a Ctrl-C reaches only this script, which stops each in turn.
start() {
  local name="$1"; shift
  setsid "$@" >"$RUN/logs/$name.log" 2>&1 &
  PIDS+=("$!"); NAMES+=("$name")
  echo "$!" >"$RUN/pids/$name"
}

stop_one() { # stop_one NAME SIGNAL
  local i
  for i in "${!NAMES[@]}"; do
    if [ "${NAMES[$i]}" = "$1" ] && kill -0 "${PIDS[$i]}" 2>/dev/null; then
      kill "-$2" "${PIDS[$i]}" 2>/dev/null || true
    fi
  done
}

wait_for() { # wait_for NAME…: until each has exited, then says how
  local name i code
  for name in "$@"; do
    for i in "${!NAMES[@]}"; do
      [ "${NAMES[$i]}" = "$name" ] || continue
      code=0
      if [ -n "${CODES[${PIDS[$i]}]:-}" ]; then code="${CODES[${PIDS[$i]}]}"; else wait "${PIDS[$i]}" 2>/dev/null || code=$?; fi
      echo "  $name (pid ${PIDS[$i]}) beendet, Exit-Code $code"
    done
  done
}

shutdown() { # shutdown [EXIT-CODE]
  [ -n "$STOPPING" ] && return; STOPPING=1
  trap '' INT TERM
  echo "› Cluster wird beendet: erst der Load Balancer, dann Instanzen und Worker, zuletzt Speicher und Datenbank"
  if [ -n "$STEP" ]; then kill -TERM "$STEP" 2>/dev/null || true; wait "$STEP" 2>/dev/null || true; fi
  stop_one nginx QUIT; wait_for nginx
  stop_one app-a TERM; stop_one app-b TERM
  for name in "${WORKER_NAMES[@]}"; do stop_one "$name" TERM; done
  wait_for app-a app-b "${WORKER_NAMES[@]}"
  stop_one s3rver TERM; wait_for s3rver
  [ -n "${PG_DIR:-}" ] && pg_stop && echo "  postgres beendet"
  if [ -z "$DATA" ]; then rm -rf "$DIR"; else echo "  Daten bleiben in $DIR"; fi
  exit "${1:-0}"
}
trap 'shutdown 0' INT TERM
trap 'if [ -z "$STOPPING" ]; then STOPPING=1; stop_all_quietly; fi' EXIT
# A start that failed half-way: stop what runs, drop a throw-away folder.
stop_all_quietly() {
  local pid; for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  [ -n "${PG_DIR:-}" ] && pg_stop
  [ -z "$DATA" ] && rm -rf "$DIR"
}

echo "› PostgreSQL on 127.0.0.1:$PG_PORT, files in $DIR/postgres"
pg_start "$DIR/postgres" "$PG_PORT"

echo "› S3 server (s3rver) on 127.0.0.1:$S3_PORT, bucket uploads in $DIR/s3"
start s3rver node node_modules/s3rver/bin/s3rver.js -d "$DIR/s3" -a 127.0.0.1 -p "$S3_PORT" --configure-bucket uploads
until curl -s -o /dev/null "http://127.0.0.1:$S3_PORT/"; do sleep 0.2; done

# Once, before any instance starts (docs/operations.md, "Migrations on deploy").
step node --import tsx server/db/run-migrations.ts
if [ -n "$SEED" ]; then step node --import tsx server/seed/run.ts --stichtag "$(date -u +%F)"; fi

echo "› $WORKERS worker(s) and $INSTANCES web instance(s)"
for n in $(seq 1 "$WORKERS"); do
  name=worker; [ "$n" -gt 1 ] && name="worker-$n"
  WORKER_NAMES+=("$name")
  BACKGROUND_WORK=worker start "$name" node --import tsx server/scheduler/run-worker.ts
done
# Web instances: no background work, the graceful shutdown on SIGTERM (readiness 503 first, then drain), the
# client's address from the one balancer in front.
export BACKGROUND_WORK=web NEXT_MANUAL_SIG_HANDLE=1 TRUSTED_PROXY_HOPS=1
export SHUTDOWN_DRAIN_SECONDS="${SHUTDOWN_DRAIN_SECONDS:-2}"
start app-a bash scripts/start-server.sh -H localhost -p "${APP_PORTS[0]}"
[ "$INSTANCES" -lt 2 ] || start app-b bash scripts/start-server.sh -H localhost -p "${APP_PORTS[1]}"
for port in "${APP_PORTS[@]}"; do
  for _ in $(seq 1 240); do
    curl -fs -o /dev/null "http://127.0.0.1:$port/api/health/ready" && break
    sleep 0.5
  done
  curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null || { echo "Instanz auf Port $port ist nicht bereit (Log: $RUN/logs)" >&2; shutdown 1; }
done

servers=""
for port in "${APP_PORTS[@]}"; do servers+="    server 127.0.0.1:$port max_fails=2 fail_timeout=10s;"$'\n'; done
mkdir -p "$DIR/nginx/client-body" "$DIR/nginx/proxy" "$DIR/nginx/fastcgi" "$DIR/nginx/uwsgi" "$DIR/nginx/scgi"
# As root nginx's workers run as nobody, which must write request bodies it buffers.
[ "$(id -u)" -eq 0 ] && chown -R nobody "$DIR/nginx"
UPSTREAM="$servers" RUN_DIR="$DIR/nginx" LISTEN="127.0.0.1:$LB_PORT" node -e '
  const fs = require("node:fs");
  const text = fs.readFileSync("ops/nginx.conf.template", "utf8")
    .replace("{{UPSTREAM_SERVERS}}\n", process.env.UPSTREAM)
    .replaceAll("{{RUN_DIR}}", process.env.RUN_DIR)
    .replaceAll("{{LISTEN}}", process.env.LISTEN);
  fs.writeFileSync(process.env.RUN_DIR + "/nginx.conf", text);'
/usr/sbin/nginx -t -q -e stderr -p "$DIR/nginx" -c "$DIR/nginx/nginx.conf"
start nginx /usr/sbin/nginx -e stderr -p "$DIR/nginx" -c "$DIR/nginx/nginx.conf" -g 'daemon off;'

cat <<INFO
› Cluster läuft (Logs in $RUN/logs, Zugriffe mit Instanz in $DIR/nginx/access.log):
  Load Balancer   http://localhost:$LB_PORT  (Seiten: http://<id>.localhost:$LB_PORT, z. B. http://franken.localhost:$LB_PORT/jobs)
  Instanzen       $(printf 'http://127.0.0.1:%s  ' "${APP_PORTS[@]}")(/api/health, /api/health/ready)
  PostgreSQL      $DATABASE_URL
  S3 (s3rver)     $S3_ENDPOINT  Bucket uploads
  Beenden mit Ctrl-C oder SIGTERM an PID $$
INFO
# A process that ends meanwhile (an instance killed to try the balancer) is reported; the rest keeps running.
while [ -z "$STOPPING" ]; do
  ended=""; code=0
  wait -n -p ended "${PIDS[@]}" 2>/dev/null || code=$?
  if [ -n "$ended" ]; then
    CODES[$ended]=$code
    for i in "${!PIDS[@]}"; do [ "${PIDS[$i]}" = "$ended" ] && echo "  ${NAMES[$i]} (pid $ended) ist beendet, Exit-Code $code"; done
  else
    sleep 1
  fi
done
