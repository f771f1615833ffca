#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/next ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
