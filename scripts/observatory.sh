#!/usr/bin/env bash
# Installs MDN's HTTP Observatory scanner (decision 089) into .cache/observatory, outside the
# project's dependencies: its dependency node_extra_ca_certs_mozilla_bundle fails its
# postinstall here, and the scanner's own postinstall downloads the HSTS preload list, which
# only matters for public host names (the test scans localhost): it starts empty.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=1.4.8
DIR=.cache/observatory
PKG="$DIR/node_modules/@mdn/mdn-http-observatory"
if [ "$(node -p "try { require('./$PKG/package.json').version } catch { '' }")" != "$VERSION" ]; then
  mkdir -p "$DIR"
  npm i --no-save --no-audit --no-fund --ignore-scripts --prefix "$DIR" "@mdn/mdn-http-observatory@$VERSION" >/dev/null
fi
[ -f "$PKG/conf/hsts-preload.json" ] || echo '{}' >"$PKG/conf/hsts-preload.json"
echo "$PKG"
