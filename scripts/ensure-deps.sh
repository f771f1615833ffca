#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than the lock file.
# `npm install`, not `npm ci`: the registry this machine kind reaches lacks the macOS and Windows
# builds of @next/swc and @swc/core at our versions, so the lock cannot list them and `npm ci`
# refuses it as out of sync; `npm install` installs exactly the locked tree and leaves the lock as is.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/next ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm install"
  npm install --no-audit --no-fund --loglevel=error
fi
