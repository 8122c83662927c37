#!/usr/bin/env bash
# Benchmarks (printed figures, never assertions): throughput of catalogue pages
# against a trivial prerendered route of the same server, suggest latency (bench/search.mjs,
# bench/search-keystroke.mjs), rendering work at load (bench/render-work.mjs), form
# responsiveness (bench/form-typing.mjs), interaction to next paint (bench/inp.mjs), customer login and addresses (bench/account.mjs), cart and orders (bench/commerce.mjs), then Lighthouse (mobile), with an empty page of the
# same framework (bench/floor) measured beside the site's pages, directly and through nginx as in
# production (bench/front.sh; BENCH_SKIP_FRONT=1 to leave it out).
# Uses a fresh database with the demo content and a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Debian's Chromium, unless CHROMIUM_PATH names another one.
. scripts/debian.sh
[ -n "${CHROMIUM_PATH:-}" ] || debian_need chromium chromium
BENCH_DIR="$(mktemp -d)"
export PORT="${BENCH_PORT:-3200}"
export DATABASE_URL="file:$BENCH_DIR/bench.db" MEDIA_DIR="$BENCH_DIR/media" SITE_URL="http://localhost:$PORT" DEMO=true
npm run -s migrate >/dev/null
npm run -s seed >/dev/null
npm run -s tsx:prod -- bench/account-seed.ts >/dev/null
npm run -s tsx:prod -- bench/commerce-seed.ts >/dev/null
# Store search: a copy of the demo database with 10,000 generated stores more, for its own server.
STORES_DB="$BENCH_DIR/stores.db"
for ext in "" -wal -shm; do if [ -f "$BENCH_DIR/bench.db$ext" ]; then cp "$BENCH_DIR/bench.db$ext" "$STORES_DB$ext"; fi; done
DATABASE_URL="file:$STORES_DB" npm run -s tsx:prod -- bench/stores-seed.ts "${BENCH_STORES:-10000}"
if [ "${BENCH_SKIP_BUILD:-}" != "1" ]; then npm run -s build >/dev/null; fi
# Waits up to a minute for a server to answer.
wait_up() { for _ in $(seq 1 60); do curl -sf "$1" >/dev/null && return 0; sleep 1; done; return 0; }
# In its own process group, so that the server and its workers stop with the bench.
# One trusted proxy: bench/account.mjs names a client address per login (X-Forwarded-For).
# The load comes from one address: rate-limit budgets × 1000 (decision 090), so that they measure nothing here.
TRUSTED_PROXIES=1 RATE_LIMIT_FACTOR=1000 NODE_ENV=production setsid npm run -s start >"$BENCH_DIR/server.log" 2>&1 &
SERVER=$!
STORES_SERVER=""
FLOOR_SERVER=""
. scripts/nginx-front.sh
. bench/front.sh
trap 'kill -- -$SERVER 2>/dev/null || true; [ -n "$STORES_SERVER" ] && kill -- -$STORES_SERVER 2>/dev/null; [ -n "$FLOOR_SERVER" ] && kill -- -$FLOOR_SERVER 2>/dev/null; bench_front_stop; rm -rf "$BENCH_DIR"' EXIT
wait_up "http://localhost:$PORT/robots.txt"
node bench/http.mjs "http://localhost:$PORT"
node bench/first-load.mjs "http://localhost:$PORT"
node bench/render-work.mjs "http://localhost:$PORT"
# Search: generated 10,000-product index on its own server, then the site's suggest API and the browser.
BENCH_SEARCH_PORT="${BENCH_SEARCH_PORT:-$((PORT + 2))}" node bench/search.mjs --next "http://localhost:$PORT"
node bench/search-keystroke.mjs "http://localhost:$PORT"
node bench/form-typing.mjs "http://localhost:$PORT"
# Interaction to next paint under a 4× CPU slowdown: menu, search, filter, comparator (issue 22).
node bench/inp.mjs "http://localhost:$PORT"
node bench/account.mjs "http://localhost:$PORT"
export BENCH_COMMERCE_STATE="$BENCH_DIR/commerce-state.json"
node bench/commerce.mjs "http://localhost:$PORT"
if [ "${BENCH_SKIP_LIGHTHOUSE:-}" != "1" ]; then
  # The framework floor: an empty page of the same Next.js, built with the same compile hints.
  FLOOR_PORT=$((PORT + 3))
  rm -rf bench/floor/.next
  npx next build bench/floor >/dev/null
  npx tsx scripts/compile-hints.ts bench/floor/.next '' >/dev/null
  setsid npx next start bench/floor -p "$FLOOR_PORT" >"$BENCH_DIR/floor.log" 2>&1 &
  FLOOR_SERVER=$!
  wait_up "http://localhost:$FLOOR_PORT/"
  node bench/lighthouse.mjs "http://localhost:$PORT" "http://localhost:$FLOOR_PORT/"
  # The same pages and the floor through nginx as production serves them (TLS, HTTP/2, brotli:
  # docs/deploy.md), the signed-in cart and delivery step included (the customer's cookie is
  # written for the front's address).
  if [ "${BENCH_SKIP_FRONT:-}" != "1" ]; then
    bench_front_start "$BENCH_DIR/front" "$PORT" "$FLOOR_PORT"
    echo
    echo "À travers nginx (TLS, HTTP/2, brotli), comme en production (docs/deploy.md) :"
    BENCH_LIGHTHOUSE_FRONT=1 NODE_EXTRA_CA_CERTS="$FRONT_CA" node bench/lighthouse.mjs "$FRONT_APP" "$FRONT_FLOOR/"
    bench_front_stop
  fi
  kill -- -$FLOOR_SERVER 2>/dev/null || true
  FLOOR_SERVER=""
fi
# Store search over the 10,000 generated stores (a second server on the next port).
kill -- -$SERVER 2>/dev/null || true
STORES_PORT=$((PORT + 1))
DATABASE_URL="file:$STORES_DB" PORT=$STORES_PORT RATE_LIMIT_FACTOR=1000 NODE_ENV=production setsid npm run -s start -- -p "$STORES_PORT" >"$BENCH_DIR/stores-server.log" 2>&1 &
STORES_SERVER=$!
wait_up "http://localhost:$STORES_PORT/robots.txt"
node bench/stores.mjs "http://localhost:$STORES_PORT"
