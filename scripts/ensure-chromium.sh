#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (never a downloaded browser build).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
bash "$(dirname "$0")/debian-install.sh" chromium fonts-dejavu-core
