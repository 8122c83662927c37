#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium when missing) and runs every test:
# types, lint, unit, integration (Payload on a temp SQLite file, then the same suite on a
# throwaway PostgreSQL cluster), end to end (production build + `next start` on a
# freshly migrated and seeded database) and the cluster (the same build as two instances
# behind nginx, with PostgreSQL, Redis and s3rver: scripts/cluster.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

. scripts/debian.sh
debian_need chromium chromium
# Redis for the shared rate limits' integration test (decision 090).
debian_need redis-server redis-server
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
# A throwaway Redis (no disk) for one integration run: REDIS_TEST_URL; the test stops it to see the limits survive.
REDIS_PID=""
start_redis() {
  local port; port="$(free_port)"
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no >/dev/null 2>&1 &
  REDIS_PID=$!
  export REDIS_TEST_URL="redis://127.0.0.1:$port"
  for _ in $(seq 1 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && return 0; sleep 0.1; done
}
stop_redis() { if [ -n "$REDIS_PID" ]; then kill "$REDIS_PID" 2>/dev/null || true; wait "$REDIS_PID" 2>/dev/null || true; REDIS_PID=""; fi; unset REDIS_TEST_URL; }
trap stop_redis EXIT

mkdir -p reports && rm -f reports/*.json
echo "› Types"; npm run -s typecheck
echo "› Lint"; npm run -s lint
echo "› Tests unitaires"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/unit.json
echo "› Tests d'intégration"
start_redis
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/integration.json
stop_redis

echo "› Tests d'intégration sur PostgreSQL"
PG_DIR="$(mktemp -d)"
chmod 755 "$PG_DIR"
trap 'bash scripts/postgres.sh stop "$PG_DIR/cluster"; rm -rf "$PG_DIR"; stop_redis' EXIT
PG_PORT="${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
PG_URL="$(bash scripts/postgres.sh start "$PG_DIR/cluster" "$PG_PORT" | tail -n 1)"
start_redis
INTEGRATION_DATABASE_URL="$PG_URL" npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/integration-postgres.json
stop_redis
bash scripts/postgres.sh stop "$PG_DIR/cluster"

echo "› Tests de bout en bout"
status=0
bash scripts/e2e.sh || status=$?

# The scale-out topology (decision 098): PostgreSQL, Redis, s3rver, two instances and nginx,
# started and stopped by the family's set-up, on the build the end-to-end tests just made.
echo "› Tests du cluster"
CLUSTER_SKIP_BUILD=1 npx vitest run --project cluster --reporter=default --reporter=json --outputFile.json=reports/cluster.json || status=$?

# One closing line for the whole run (exits non-zero when any test failed).
node scripts/test-summary.mjs reports/unit.json reports/integration.json reports/integration-postgres.json reports/e2e.json reports/cluster.json
exit "$status"
