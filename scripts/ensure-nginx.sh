#!/usr/bin/env bash
# The cluster (scripts/cluster.sh) puts Debian's nginx in front of the app instances as load balancer. Installed once,
# quiet when present. Debian's package would start its own server on port 80; the cluster runs a private one from
# ops/nginx.conf.template, so that one is stopped again right away (where no policy keeps it from starting at all).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
bash "$(dirname "$0")/debian-install.sh" nginx
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
if [ -f /run/nginx.pid ]; then $SUDO /usr/sbin/nginx -s quit 2>/dev/null || true; fi
