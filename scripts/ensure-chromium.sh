#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (never a downloaded browser build).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "› installing Debian's chromium"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
