#!/usr/bin/env bash
# Prints where the system's jemalloc library is (Debian's libjemalloc2), or nothing when it is not installed.
set -euo pipefail
for dir in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib; do
  if [ -e "$dir/libjemalloc.so.2" ]; then
    echo "$dir/libjemalloc.so.2"
    exit 0
  fi
done
