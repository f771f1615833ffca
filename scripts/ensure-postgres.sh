#!/usr/bin/env bash
# The integration suite also runs against a real PostgreSQL server from Debian's packages.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 && id postgres >/dev/null 2>&1; then exit 0; fi
bash "$(dirname "$0")/debian-install.sh" postgresql
