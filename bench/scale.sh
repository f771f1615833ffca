#!/usr/bin/env bash
# npm run bench:scale [-- --seconds N] [-- --warmup N] [-- --repeats N] [-- --data DIR]: the production topology
# (scripts/cluster.sh: nginx, web instances, worker, PostgreSQL, s3rver) measured with one and then with two web
# instances behind nginx: requests/s and p50/p95 of franken's listing and a job page it links to, 20 connections,
# a warm-up of N seconds (5) then N seconds (20) each; with two instances also the seconds until a profile
# published on one instance shows on the other (and the reverse), N tries (5) each way. Prints two tables (from
# bench/results/scale.json) and exits 1 when a step failed or a measurement had non-2xx answers or errors.
# Ports: CLUSTER_PORT and the others of scripts/cluster.sh, here 4180–4184 unless set. The demo data is seeded
# once; --data DIR keeps the database and the bucket for the next run (default: a throw-away folder). Builds
# NEXT_DIST_DIR (default .next) when it holds no build. Ctrl-C stops the cluster and exits.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

RUN_SECONDS=20; WARMUP=5; REPEATS=5; DATA=""
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) RUN_SECONDS="$2"; shift ;;
    --warmup) WARMUP="$2"; shift ;;
    --repeats) REPEATS="$2"; shift ;;
    --data) DATA="$2"; shift ;;
    *) echo "Unbekannte Option: $1 (erlaubt: --seconds N, --warmup N, --repeats N, --data DIR)" >&2; exit 2 ;;
  esac
  shift
done

export CLUSTER_PORT="${CLUSTER_PORT:-4180}" CLUSTER_APP_PORT_A="${CLUSTER_APP_PORT_A:-4181}"
export CLUSTER_APP_PORT_B="${CLUSTER_APP_PORT_B:-4182}" CLUSTER_S3_PORT="${CLUSTER_S3_PORT:-4183}"
export CLUSTER_PG_PORT="${CLUSTER_PG_PORT:-4184}"
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next}"
for port in "$CLUSTER_PORT" "$CLUSTER_APP_PORT_A" "$CLUSTER_APP_PORT_B" "$CLUSTER_S3_PORT" "$CLUSTER_PG_PORT"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "Port $port ist belegt: CLUSTER_* setzen" >&2; exit 2; fi
done

bash scripts/ensure-deps.sh
if [ ! -f "$NEXT_DIST_DIR/BUILD_ID" ]; then
  echo "› production build in $NEXT_DIST_DIR"
  LOG="$(mktemp /tmp/jobboard-build.XXXXXX)"
  npm run --silent build >"$LOG" 2>&1 || { cat "$LOG"; exit 1; }
  rm -f "$LOG"
fi

if [ -n "$DATA" ]; then mkdir -p "$DATA"; DIR="$(cd "$DATA" && pwd)"; else DIR="$(mktemp -d /tmp/jobboard-bench-scale.XXXXXX)"; fi
CLUSTER_PID=""
stop_cluster() {
  [ -n "$CLUSTER_PID" ] || return 0
  kill -TERM "$CLUSTER_PID" 2>/dev/null || true
  wait "$CLUSTER_PID" 2>/dev/null || true
  CLUSTER_PID=""
}
finish() {
  stop_cluster
  if [ -z "$DATA" ]; then rm -rf "$DIR"; fi
}
trap 'echo "› abgebrochen: Cluster wird beendet" >&2; finish; trap - EXIT; exit 130' INT TERM
trap finish EXIT

# start_cluster N: the cluster with N web instances, in the background; returns once the balancer answers ready.
start_cluster() {
  local seed=() log="$DIR/bench-cluster-$1.log"
  [ -f "$DIR/bench-seeded" ] || seed=(--seed)
  echo "› cluster with $1 web instance(s)${seed:+, seeding the demo data} (log: $log)"
  bash scripts/cluster.sh "${seed[@]}" --data "$DIR" --instances "$1" >"$log" 2>&1 &
  CLUSTER_PID=$!
  until curl -fs -o /dev/null "http://127.0.0.1:$CLUSTER_PORT/api/health/ready"; do
    if ! kill -0 "$CLUSTER_PID" 2>/dev/null; then
      CLUSTER_PID=""; tail -n 40 "$log" >&2; echo "Cluster-Start fehlgeschlagen" >&2; exit 1
    fi
    sleep 1
  done
  touch "$DIR/bench-seeded"
}

mkdir -p bench/results
rm -f bench/results/scale.json
LOAD=(--port "$CLUSTER_PORT" --seconds "$RUN_SECONDS" --warmup "$WARMUP")

start_cluster 1
npx tsx bench/scale/page-load.ts "${LOAD[@]}" --instances 1
stop_cluster

start_cluster 2
npx tsx bench/scale/page-load.ts "${LOAD[@]}" --instances 2
echo "› seconds until a change on one instance shows on the other"
npx tsx bench/scale/change-visibility.ts --port-a "$CLUSTER_APP_PORT_A" --port-b "$CLUSTER_APP_PORT_B" \
  --site-port "$CLUSTER_PORT" --repeats "$REPEATS"
stop_cluster

npx tsx bench/scale/print-scale.ts
