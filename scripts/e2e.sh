#!/usr/bin/env bash
# End-to-end tests: a fresh SQLite file, the committed migrations, the demo content,
# a production build, then Playwright in Debian's Chromium against `next start`.
set -euo pipefail
cd "$(dirname "$0")/.."
# Playwright writes the consent state and its report here.
mkdir -p reports
export NEXT_TELEMETRY_DISABLED=1
# Debian's Chromium, unless CHROMIUM_PATH names another one.
. scripts/debian.sh
[ -n "${CHROMIUM_PATH:-}" ] || debian_need chromium chromium
E2E_DIR="$(mktemp -d)"
export E2E_PORT="${E2E_PORT:-3100}"
export DATABASE_URL="file:$E2E_DIR/e2e.db" MEDIA_DIR="$E2E_DIR/media" PRIVATE_DIR="$E2E_DIR/private" SITE_URL="http://localhost:$E2E_PORT" DEMO=true
# Every e-mail goes to a local SMTP catcher that the tests read over HTTP.
CATCHER_SMTP_PORT="${CATCHER_SMTP_PORT:-$((E2E_PORT + 2000))}"
CATCHER_HTTP_PORT="${CATCHER_HTTP_PORT:-$((E2E_PORT + 2001))}"
node scripts/smtp-catcher.mjs --smtp "$CATCHER_SMTP_PORT" --http "$CATCHER_HTTP_PORT" >"$E2E_DIR/catcher.log" 2>&1 &
CATCHER_PID=$!
trap 'kill $CATCHER_PID 2>/dev/null || true' EXIT
export SMTP_URL="smtp://127.0.0.1:$CATCHER_SMTP_PORT" MAIL_CATCHER_URL="http://127.0.0.1:$CATCHER_HTTP_PORT"
# A light proof of work keeps the form tests fast (production keeps the default difficulty).
export CAPTCHA_MAX_NUMBER="${CAPTCHA_MAX_NUMBER:-5000}" JOBS_AUTORUN=false
# Every test comes from 127.0.0.1: the rate-limit budgets are those of 50 visitors (the limits have their integration tests).
export RATE_LIMIT_FACTOR="${RATE_LIMIT_FACTOR:-50}"
export MAIN_HOST=ardalis.example ALIAS_HOSTS=www.ardalis.example,ardalis.fr,www.ardalis.fr
# The committed migrations; the script checks that all are recorded (scripts/migrate.ts).
npm run -s migrate
npm run -s seed
# The data cache of an earlier run describes another database (new ids after the seed).
rm -rf .next/cache/fetch-cache .next/cache/images
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then npm run -s build; fi
CI=1 npx playwright test "$@"
