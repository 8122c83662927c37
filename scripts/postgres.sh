#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on this machine, for the tests of the PostgreSQL path
# (DATABASE_URL=postgres://…) and for trying it by hand.
#
#   scripts/postgres.sh start DIR [PORT]   creates and starts a cluster in DIR (default port 54329),
#                                          prints its DATABASE_URL on the last line
#   scripts/postgres.sh stop DIR           stops it (the caller removes DIR)
#   scripts/postgres.sh resume DIR [PORT]  starts a stopped cluster again, with its data (outage tests)
#
# Debian's `postgresql` package is installed when missing. The server listens on 127.0.0.1
# only, trusts local connections and runs without fsync: test data, never production data.
# PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail
. "$(dirname "$0")/debian.sh"

command=${1:-}
dir=${2:-}
port=${3:-54329}
if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: $0 start DIR [PORT] | stop DIR" >&2
  exit 2
fi

bindir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$found" ]; then
    debian_install postgresql
    found=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$found"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

bin=$(bindir)
case "$command" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U ardalis -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U ardalis enduits
    echo "postgres://ardalis@127.0.0.1:$port/enduits"
    ;;
  resume)
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null; fi
    ;;
  *)
    echo "usage: $0 start DIR [PORT] | resume DIR [PORT] | stop DIR" >&2
    exit 2
    ;;
esac
