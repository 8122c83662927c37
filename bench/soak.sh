#!/usr/bin/env bash
# Endurance run (`npm run bench:soak`): a fresh database with the demo content, a production
# build, `next start`, then bench/soak.mjs for BENCH_SOAK_SECONDS (default 10 minutes) at
# BENCH_SOAK_CONNECTIONS (default 50). Prints figures, asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
SOAK_DIR="$(mktemp -d)"
export PORT="${BENCH_PORT:-3250}"
export DATABASE_URL="file:$SOAK_DIR/soak.db" MEDIA_DIR="$SOAK_DIR/media" PRIVATE_DIR="$SOAK_DIR/private" SITE_URL="http://localhost:$PORT" DEMO=true
npm run -s migrate >/dev/null
npm run -s seed >/dev/null
if [ "${BENCH_SKIP_BUILD:-}" != "1" ]; then npm run -s build >/dev/null; fi
# In its own process group (its id is the group's, which the soak reads the memory of).
TRUSTED_PROXIES=1 NODE_ENV=production setsid npm run -s start -- -p "$PORT" >"$SOAK_DIR/server.log" 2>&1 &
SERVER=$!
trap 'kill -- -$SERVER 2>/dev/null || true; rm -rf "$SOAK_DIR"' EXIT
for _ in $(seq 1 60); do curl -sf "http://localhost:$PORT/robots.txt" >/dev/null && break; sleep 1; done
node bench/soak.mjs "http://localhost:$PORT" "$SERVER"
echo "Erreurs du serveur (lignes ERROR du journal) : $(grep -c 'ERROR' "$SOAK_DIR/server.log" || true)"
