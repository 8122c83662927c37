#!/usr/bin/env bash
# `npm run screenshots`: a full-page screenshot of every page template at 375 and 1280 px
# (scripts/screenshots.mjs), written to screenshots/ (ignored by git).
# With SCREENSHOTS_URL=http://..., the pages of that running site are taken. Without it, the
# script builds and starts the site itself, as bench/run.sh does: a fresh SQLite file with the
# committed migrations, the demo content and a signed-in customer for the cart and checkout
# (bench/commerce-seed.ts). SCREENSHOTS_SKIP_BUILD=1 reuses the last build.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Chromium, unless CHROMIUM_PATH names another one.
. scripts/debian.sh
[ -n "${CHROMIUM_PATH:-}" ] || debian_need chromium chromium
if [ -n "${SCREENSHOTS_URL:-}" ]; then
  exec node scripts/screenshots.mjs "$SCREENSHOTS_URL"
fi
export NEXT_TELEMETRY_DISABLED=1
SHOTS_DIR="$(mktemp -d)"
export PORT="${SCREENSHOTS_PORT:-3400}"
export DATABASE_URL="file:$SHOTS_DIR/shots.db" MEDIA_DIR="$SHOTS_DIR/media" PRIVATE_DIR="$SHOTS_DIR/private" SITE_URL="http://localhost:$PORT" DEMO=true
echo "› Base de démonstration"
npm run -s migrate >/dev/null
npm run -s seed >/dev/null
npm run -s tsx:prod -- bench/commerce-seed.ts >/dev/null
rm -rf .next/cache/fetch-cache .next/cache/images
if [ "${SCREENSHOTS_SKIP_BUILD:-}" != "1" ]; then
  echo "› Compilation"
  npm run -s build >/dev/null
fi
# In its own process group, so that the server and its workers stop with the script.
RATE_LIMIT_FACTOR=50 NODE_ENV=production setsid npm run -s start -- -p "$PORT" >"$SHOTS_DIR/server.log" 2>&1 &
SERVER=$!
trap 'kill -- -$SERVER 2>/dev/null || true; rm -rf "$SHOTS_DIR"' EXIT
for _ in $(seq 1 60); do curl -sf "http://localhost:$PORT/robots.txt" >/dev/null && break; sleep 1; done
node scripts/screenshots.mjs "http://localhost:$PORT"
