#!/usr/bin/env bash
# Installs Debian packages quietly, with sudo when not root: the one way the ensure-*.sh scripts install what the
# project needs from Debian (the only registry besides npm's that the machines reach).
#   bash scripts/debian-install.sh PACKAGE...
set -euo pipefail
echo "› installing Debian's $*"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
