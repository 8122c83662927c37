#!/usr/bin/env bash
# Scale-out figures (`npm run bench:cluster`): the topology of scripts/cluster.sh (built once,
# or CLUSTER_SKIP_BUILD=1 to reuse .next), bench/cluster.ts on it, then the cluster stopped.
# A cluster already running in CLUSTER_DIR is measured and left running.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
if [ -n "${CLUSTER_DIR:-}" ] && bash scripts/cluster.sh status >/dev/null 2>&1; then
  exec npx tsx bench/cluster.ts
fi
export CLUSTER_DIR="${CLUSTER_DIR:-$(mktemp -d)}"
trap 'bash scripts/cluster.sh stop >/dev/null 2>&1 || true' EXIT
bash scripts/cluster.sh start | tail -n 4
npx tsx bench/cluster.ts
