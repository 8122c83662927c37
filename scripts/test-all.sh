#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium when missing) and runs every test:
# types, lint, unit, integration (Payload on a temp SQLite file, then the same suite on a
# throwaway PostgreSQL cluster) and end to end (production build + `next start` on a
# freshly migrated and seeded database).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if ! command -v chromium >/dev/null 2>&1; then
  echo "› Installation de Chromium (Debian)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

mkdir -p reports && rm -f reports/*.json
echo "› Types"; npm run -s typecheck
echo "› Lint"; npm run -s lint
echo "› Tests unitaires"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/unit.json
echo "› Tests d'intégration"
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/integration.json

echo "› Tests d'intégration sur PostgreSQL"
PG_DIR="$(mktemp -d)"
chmod 755 "$PG_DIR"
trap 'bash scripts/postgres.sh stop "$PG_DIR/cluster"; rm -rf "$PG_DIR"' EXIT
PG_PORT="${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
PG_URL="$(bash scripts/postgres.sh start "$PG_DIR/cluster" "$PG_PORT" | tail -n 1)"
INTEGRATION_DATABASE_URL="$PG_URL" npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/integration-postgres.json
bash scripts/postgres.sh stop "$PG_DIR/cluster"

echo "› Tests de bout en bout"
status=0
bash scripts/e2e.sh || status=$?

# One closing line for the whole run (exits non-zero when any test failed).
node scripts/test-summary.mjs reports/unit.json reports/integration.json reports/integration-postgres.json reports/e2e.json
exit "$status"
