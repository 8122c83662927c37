#!/usr/bin/env bash
# Builds and starts the site on an embedded SQLite file with the demo content.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DEMO=true
export DATABASE_URL="${DATABASE_URL:-file:./data/enduits.db}"
export PORT="${PORT:-3000}"
export SITE_URL="${SITE_URL:-http://localhost:$PORT}"
mkdir -p data
# Without PAYLOAD_SECRET, the demo signs with its own secret, generated at random on the first run
# and kept in data/payload-secret (src/env.ts), never a public default.
if [ -z "${PAYLOAD_SECRET:-}" ]; then
  [ -s data/payload-secret ] || echo "› Secret de la démo généré dans data/payload-secret"
fi

echo "› Schéma de la base (migrations)"
npm run -s migrate
echo "› Contenu de démonstration"
npm run -s seed
echo "› Compilation"
npm run -s build
# The demo's e-mails (forms, wish lists) go to a local catcher, readable in a browser.
CATCHER_HTTP_PORT="${CATCHER_HTTP_PORT:-1080}"
export SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:1025}"
if [ "$SMTP_URL" = "smtp://127.0.0.1:1025" ]; then
  trap 'kill $(jobs -p) 2>/dev/null || true' EXIT
  node scripts/smtp-catcher.mjs --smtp 1025 --http "$CATCHER_HTTP_PORT" &
  echo "› Courriels de la démo : http://127.0.0.1:$CATCHER_HTTP_PORT/"
fi
echo "› Site : http://localhost:$PORT  —  back-office : http://localhost:$PORT/admin (admin@ardalis.example / Demo-Ardalis-2026!)"
NODE_ENV=production npm run -s start -- -p "$PORT"
