#!/usr/bin/env bash
# The web server runs on jemalloc when the system has it (scripts/start-server.sh): glibc's malloc keeps what a
# burst of pages freed (docs/architecture.md, "Memory"). Debian's libjemalloc2, installed once, quiet when present.
set -euo pipefail
[ -e "$(bash "$(dirname "$0")/jemalloc-path.sh")" ] && exit 0
bash "$(dirname "$0")/debian-install.sh" libjemalloc2
