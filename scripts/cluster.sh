#!/usr/bin/env bash
# The scale-out topology on one machine (issue 21, decision 098): a throwaway PostgreSQL, Redis,
# an S3-protocol server (s3rver), an SMTP catcher, two `next start` instances of one build, and
# nginx in front (TLS with a throwaway certificate, load balancing, retries on the other instance).
#
#   scripts/cluster.sh start                       installs what is missing (Debian), starts everything,
#                                                  prints front=, a=, b=, admin= as its last lines
#   scripts/cluster.sh stop                        stops everything, frees the ports, removes the state
#   scripts/cluster.sh status                      what runs (exit 3 when something is down)
#   scripts/cluster.sh instance a|b stop|start|restart
#   scripts/cluster.sh redis stop|start
#
# State (pids, logs, data, configuration) in CLUSTER_DIR (default .cluster/ at the repository root,
# ignored by git); $CLUSTER_DIR/cluster.env holds the addresses for the tests. CLUSTER_SKIP_BUILD=1
# reuses the existing build (.next) instead of building. CLUSTER_STOP_TIMEOUT (seconds, default 30)
# bounds the graceful stop of an instance before it is killed. Ports: random free ones in
# 20000-29999, below the kernel's range for outgoing connections, never CI's 3000/3100/5100.
# Everything listens on 127.0.0.1 only. Test data: never production data.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/scripts/debian.sh"
. "$root/scripts/nginx-front.sh"
dir="${CLUSTER_DIR:-$root/.cluster}"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
logs="$dir/logs"
run="$dir/run"
export NEXT_TELEMETRY_DISABLED=1
BUCKET=ardalis-media
STOP_TIMEOUT="${CLUSTER_STOP_TIMEOUT:-30}"

MARK="$dir/.ardalis-cluster"

say() { echo "› $*" >&2; }
fail() {
  echo "✗ $*" >&2
  exit 1
}

# Only a directory this script made (its mark) or an empty one is ever emptied.
guard_dir() {
  if [ ! -e "$MARK" ] && [ -n "$(find "$dir" -mindepth 1 -maxdepth 1 ! -name logs ! -name .lock -print -quit)" ]; then
    fail "$dir n'est pas un répertoire de cluster (ni vide, ni marqué) : CLUSTER_DIR ?"
  fi
}

# ---------------------------------------------------------------- Debian packages

install_missing() {
  local missing=()
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  if [ "${#missing[@]}" -gt 0 ]; then debian_install "${missing[@]}"; fi
  nginx_front_install
  [ -x "$root/node_modules/s3rver/bin/s3rver.js" ] || fail "s3rver absent de node_modules : lancez npm ci"
}

# ---------------------------------------------------------------- processes

# Starts a daemon in its own session (its pid is its process group), output in logs/NAME.log.
daemon() {
  local name=$1
  shift
  # (fd 9, the command lock, is not handed down: a daemon holding it would block the next command)
  setsid "$@" </dev/null >>"$logs/$name.log" 2>&1 9>&- &
  echo $! >"$run/$name.pid"
}

pid_of() { [ -s "$run/$1.pid" ] && cat "$run/$1.pid" || true; }

# The daemon itself, or its process group: right after `daemon` the child may not have called
# setsid yet (no group of that id exists for a moment), and a group may outlive its leader.
alive() {
  local pid
  pid="$(pid_of "$1")"
  [ -n "$pid" ] && { kill -0 "$pid" 2>/dev/null || kill -0 -- "-$pid" 2>/dev/null; }
}

# Stops a daemon's whole process group: TERM, then KILL after `timeout` seconds.
stop_daemon() {
  local name=$1 timeout=${2:-10} pid
  pid="$(pid_of "$name")"
  if [ -z "$pid" ]; then return 0; fi
  if kill -0 -- "-$pid" 2>/dev/null; then
    kill -TERM -- "-$pid" 2>/dev/null || true
    local waited=0
    while kill -0 -- "-$pid" 2>/dev/null && [ "$waited" -lt $((timeout * 10)) ]; do
      sleep 0.1
      waited=$((waited + 1))
    done
    if kill -0 -- "-$pid" 2>/dev/null; then
      say "$name ne s'arrête pas en $timeout s : arrêt forcé"
      kill -KILL -- "-$pid" 2>/dev/null || true
      sleep 0.2
    fi
  fi
  rm -f "$run/$name.pid"
}

# ---------------------------------------------------------------- ports

# N distinct free ports in 20000-29999 (bound and released on 127.0.0.1 to check them).
pick_ports() {
  node -e '
    const net = require("node:net")
    const wanted = Number(process.argv[1])
    const taken = new Set()
    const free = (port) => new Promise((resolve) => {
      const server = net.createServer().once("error", () => resolve(false))
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
    })
    ;(async () => {
      const ports = []
      for (let tries = 0; ports.length < wanted && tries < 1000; tries++) {
        const port = 20000 + Math.floor(Math.random() * 10000)
        if (taken.has(port)) continue
        taken.add(port)
        if (await free(port)) ports.push(port)
      }
      if (ports.length < wanted) process.exit(1)
      console.log(ports.join(" "))
    })()
  ' "$1"
}

port_busy() { node -e 'const s=require("node:net").connect(Number(process.argv[1]),"127.0.0.1");s.on("connect",()=>process.exit(0));s.on("error",()=>process.exit(1))' "$1"; }

load_state() {
  [ -s "$run/ports.env" ] || fail "aucun cluster dans $dir (scripts/cluster.sh start)"
  # shellcheck disable=SC1091
  . "$run/ports.env"
}

# ---------------------------------------------------------------- readiness

# Waits until an instance answers: /api/health 200, or /robots.txt 200 while the site has no
# health endpoint yet. Fails when the process dies or after `timeout` seconds.
wait_ready() {
  local name=$1 url=$2 timeout=${3:-120} waited=0 code
  while [ "$waited" -lt $((timeout * 5)) ]; do
    alive "$name" || {
      tail -n 40 "$logs/$name.log" >&2 || true
      fail "$name s'est arrêté au démarrage (journal : $logs/$name.log)"
    }
    code="$(curl -s -o /dev/null -m 5 -w '%{http_code}' "$url/api/health" || true)"
    if [ "$code" = 200 ]; then return 0; fi
    # 503: the health endpoint says not yet (or draining); 000: no answer. Any other status means
    # a site without a health endpoint (Payload's REST answers 403 or 404 for it).
    if [ "$code" != 503 ] && [ "$code" != 000 ] && [ "$(curl -s -o /dev/null -m 5 -w '%{http_code}' "$url/robots.txt" || true)" = 200 ]; then return 0; fi
    sleep 0.2
    waited=$((waited + 1))
  done
  tail -n 40 "$logs/$name.log" >&2 || true
  fail "$name ne répond pas après $timeout s ($url)"
}

wait_port() {
  local name=$1 port=$2 waited=0
  until port_busy "$port"; do
    alive "$name" || {
      tail -n 20 "$logs/$name.log" >&2 || true
      fail "$name s'est arrêté au démarrage (journal : $logs/$name.log)"
    }
    [ "$waited" -lt 150 ] || fail "$name n'écoute pas sur le port $port"
    sleep 0.2
    waited=$((waited + 1))
  done
}

# ---------------------------------------------------------------- parts

start_redis() {
  daemon redis redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir/redis"
  wait_port redis "$REDIS_PORT"
}

start_instance() {
  local name=$1 port
  [ "$name" = a ] && port=$A_PORT || port=$B_PORT
  # shellcheck disable=SC1091
  # `-H localhost`, not `-H 127.0.0.1`: Next 16.4.5 gives the edge (proxy.ts) a request URL on
  # "localhost" whatever -H says, and takes a rewrite to another host name for an external one
  # (every 404 page and search result then fails with a 500). localhost is 127.0.0.1 (checked at start).
  (set -a && . "$run/app.env" && export PORT="$port" && cd "$dir/app-$name" && daemon "$name" npm start -- -H localhost)
  wait_ready "$name" "http://127.0.0.1:$port"
}

stop_instance() { stop_daemon "$1" "$STOP_TIMEOUT"; }

# The instance's own copy of the build, as on its own machine: the repository's files linked, its
# own .next without the caches (the page cache is per instance, or shared through Redis), and
# without the pages an earlier server wrote into .next at run time (another database, another
# SITE_URL): only what the build itself prerendered stays (prerender-manifest.json).
prepare_app_dir() {
  local app="$dir/app-$1" entry
  rm -rf "$app"
  mkdir -p "$app"
  for entry in "$root"/* "$root"/.[!.]*; do
    case "$(basename "$entry")" in .next | .git | .cluster | .env | .env.local | package-lock.json) continue ;; esac
    [ "$entry" = "$dir" ] && continue
    ln -s "$entry" "$app/$(basename "$entry")"
  done
  mkdir -p "$app/.next"
  (cd "$root/.next" && tar --exclude=./cache -cf - .) | (cd "$app/.next" && tar -xf -)
  node -e '
    const fs = require("node:fs"), path = require("node:path")
    const next = process.argv[1]
    const manifest = JSON.parse(fs.readFileSync(path.join(next, "prerender-manifest.json"), "utf8"))
    const built = new Set(Object.keys(manifest.routes).map((r) => (r === "/" ? "/index" : r)))
    const appDir = path.join(next, "server/app")
    const entry = /^(.*)\.(html|rsc|meta|body|segments)$/
    let removed = 0
    ;(function walk(folder) {
      for (const item of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, item.name)
        const match = entry.exec(full.slice(appDir.length))
        if (match) {
          if (built.has(match[1])) continue
          fs.rmSync(full, { recursive: true, force: true })
          removed++
        } else if (item.isDirectory()) walk(full)
      }
    })(appDir)
    if (removed) console.error(`› ${removed} pages écrites par un serveur précédent retirées de la copie`)
  ' "$app/.next"
}

write_nginx_conf() {
  local conf="$dir/nginx/nginx.conf"
  mkdir -p "$dir/nginx/tmp"
  cat >"$conf" <<EOF
# Written by scripts/cluster.sh (decision 098). Not the system's nginx: its own pid, logs and
# temporary files in $dir.
$(nginx_front_main_directives)
worker_processes 1;
pid $dir/nginx/nginx.pid;
error_log $logs/nginx-error.log warn;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  # time, status, upstream(s) tried with their statuses, request time, request: the tests read it.
  log_format cluster '\$msec \$status "\$upstream_addr" "\$upstream_status" \$request_time "\$request"';
  access_log $logs/nginx-access.log cluster;
  client_body_temp_path $dir/nginx/tmp/body;
  proxy_temp_path $dir/nginx/tmp/proxy;
  fastcgi_temp_path $dir/nginx/tmp/fastcgi;
  uwsgi_temp_path $dir/nginx/tmp/uwsgi;
  scgi_temp_path $dir/nginx/tmp/scgi;
  server_tokens off;
  client_max_body_size 42m;

$(nginx_front_http_directives)

  upstream ardalis {
    # Passive health: one failure (refused, timeout, 502/503/504) sets a server aside for 2 s,
    # then one request tries it again.
    server 127.0.0.1:$A_PORT max_fails=1 fail_timeout=2s;
    server 127.0.0.1:$B_PORT max_fails=1 fail_timeout=2s;
    # Idle connections to the instances, closed by nginx before the app's 65 s (decision 079).
    keepalive 32;
    keepalive_timeout 60s;
  }

  server {
    listen 127.0.0.1:$HTTP_PORT;
    return 301 https://127.0.0.1:$HTTPS_PORT\$request_uri;
  }

  server {
    listen 127.0.0.1:$HTTPS_PORT ssl http2;
    ssl_certificate $dir/tls/cert.pem;
    ssl_certificate_key $dir/tls/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;

    location / {
      proxy_pass http://ardalis;
$(nginx_front_proxy_directives)
      # A stopped instance refuses at once; a stuck one is given up after 1 s.
      proxy_connect_timeout 1s;
      proxy_read_timeout 60s;
      # Retried on the other instance: only idempotent requests (GET, HEAD…), nginx's default;
      # a POST is never sent twice.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
    }
  }
}
EOF
}

start_nginx() {
  local bin
  bin="$(nginx_bin)"
  "$bin" -t -q -e "$logs/nginx-error.log" -p "$dir/nginx" -c "$dir/nginx/nginx.conf"
  # In the foreground of its own session, so that its workers are stopped with it as one group.
  daemon nginx "$bin" -e "$logs/nginx-error.log" -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -g 'daemon off;'
  wait_port nginx "$HTTPS_PORT"
}

# ---------------------------------------------------------------- commands

stop_all() {
  [ -d "$run" ] || return 0
  stop_daemon nginx
  stop_instance a
  stop_instance b
  stop_daemon s3
  stop_daemon catcher
  stop_daemon redis
  if [ -d "$dir/postgres/data" ]; then bash "$root/scripts/postgres.sh" stop "$dir/postgres" || true; fi
}

cmd_stop() {
  guard_dir
  stop_all
  local left=() name pid
  for name in nginx a b s3 catcher redis; do
    pid="$(pid_of "$name")"
    if [ -n "$pid" ] && kill -0 -- "-$pid" 2>/dev/null; then left+=("$name"); fi
  done
  # Nothing of this cluster may stay: a process still naming the state directory is one.
  if ps -eo args= | grep -F -- "$dir" | grep -v -e grep -e "cluster.sh" >/dev/null; then left+=("processus de $dir"); fi
  if [ -s "$run/ports.env" ]; then
    load_state
    for port in $PG_PORT $REDIS_PORT $S3_PORT $SMTP_PORT $CATCHER_PORT $A_PORT $B_PORT $HTTPS_PORT $HTTP_PORT; do
      if port_busy "$port"; then left+=("port $port"); fi
    done
  fi
  [ "${#left[@]}" -eq 0 ] || fail "toujours en marche : ${left[*]}"
  # The state goes with the cluster (a new start makes a fresh one); the logs stay for reading.
  find "$dir" -mindepth 1 -maxdepth 1 ! -name logs ! -name .ardalis-cluster ! -name .lock -exec rm -rf {} +
  say "Cluster arrêté ($dir)"
}

cmd_start() {
  for name in nginx a b s3 catcher redis; do
    if alive "$name"; then fail "un cluster tourne déjà dans $dir : scripts/cluster.sh stop d'abord"; fi
  done
  guard_dir
  stop_all
  find "$dir" -mindepth 1 -maxdepth 1 ! -name .lock -exec rm -rf {} +
  touch "$MARK"
  mkdir -p "$logs" "$run" "$dir/redis" "$dir/s3" "$dir/media" "$dir/private" "$dir/tls" "$dir/nginx"
  # PostgreSQL runs as its own user, which must reach its directory.
  chmod 755 "$dir"
  trap 'status=$?; if [ "$status" != 0 ]; then say "Échec du démarrage : arrêt de ce qui tourne"; stop_all; fi' EXIT

  install_missing
  [ "$(node -e 'require("node:dns").lookup("localhost", (e, a) => console.log(a))')" = 127.0.0.1 ] ||
    fail "localhost ne désigne pas 127.0.0.1 ici (/etc/hosts) : les instances écoutent sur localhost"
  read -r PG_PORT REDIS_PORT S3_PORT SMTP_PORT CATCHER_PORT A_PORT B_PORT HTTPS_PORT HTTP_PORT <<<"$(pick_ports 9)"
  cat >"$run/ports.env" <<EOF
PG_PORT=$PG_PORT
REDIS_PORT=$REDIS_PORT
S3_PORT=$S3_PORT
SMTP_PORT=$SMTP_PORT
CATCHER_PORT=$CATCHER_PORT
A_PORT=$A_PORT
B_PORT=$B_PORT
HTTPS_PORT=$HTTPS_PORT
HTTP_PORT=$HTTP_PORT
EOF

  say "PostgreSQL (127.0.0.1:$PG_PORT)"
  local database_url
  database_url="$(bash "$root/scripts/postgres.sh" start "$dir/postgres" "$PG_PORT" 9>&- | tail -n 1)"
  say "Redis (127.0.0.1:$REDIS_PORT)"
  start_redis
  say "Serveur S3 (s3rver, 127.0.0.1:$S3_PORT, seau $BUCKET)"
  daemon s3 node "$root/node_modules/s3rver/bin/s3rver.js" -d "$dir/s3" -a 127.0.0.1 -p "$S3_PORT" --silent --configure-bucket "$BUCKET"
  wait_port s3 "$S3_PORT"
  say "Courriels (SMTP 127.0.0.1:$SMTP_PORT, lecture http://127.0.0.1:$CATCHER_PORT/)"
  daemon catcher node "$root/scripts/smtp-catcher.mjs" --smtp "$SMTP_PORT" --http "$CATCHER_PORT"
  wait_port catcher "$CATCHER_PORT"

  say "Certificat TLS jetable (openssl)"
  nginx_front_certificate "$dir/tls"

  local front="https://127.0.0.1:$HTTPS_PORT"
  # One environment for the migrations, the seed, the build and both instances: the same secret,
  # database, Redis and storage. S3 and REDIS_URL are taken up by the site as it learns them.
  cat >"$run/app.env" <<EOF
NODE_ENV=production
DEMO=true
DATABASE_URL=$database_url
REDIS_URL=redis://127.0.0.1:$REDIS_PORT
S3_BUCKET=$BUCKET
S3_ENDPOINT=http://127.0.0.1:$S3_PORT
S3_REGION=us-east-1
S3_ACCESS_KEY_ID=S3RVER
S3_SECRET_ACCESS_KEY=S3RVER
S3_FORCE_PATH_STYLE=true
MEDIA_DIR=$dir/media
PRIVATE_DIR=$dir/private
SMTP_URL=smtp://127.0.0.1:$SMTP_PORT
PAYLOAD_SECRET=$(openssl rand -hex 32)
SITE_URL=$front
MAIN_HOST=
ALIAS_HOSTS=
TRUSTED_PROXIES=1
RATE_LIMIT_FACTOR=${CLUSTER_RATE_LIMIT_FACTOR:-50}
NEXT_TELEMETRY_DISABLED=1
EOF
  chmod 600 "$run/app.env"

  say "Schéma (migrations) et contenu de démonstration"
  # shellcheck disable=SC1091
  (set -a && . "$run/app.env" && cd "$root" && npm run -s migrate >"$logs/migrate.log" 2>&1) || {
    tail -n 30 "$logs/migrate.log" >&2
    fail "migrations en échec"
  }
  # shellcheck disable=SC1091
  (set -a && . "$run/app.env" && cd "$root" && npm run -s seed >"$logs/seed.log" 2>&1) || {
    tail -n 30 "$logs/seed.log" >&2
    fail "contenu de démonstration en échec"
  }

  if [ "${CLUSTER_SKIP_BUILD:-}" = 1 ]; then
    [ -s "$root/.next/BUILD_ID" ] || fail "CLUSTER_SKIP_BUILD=1 mais aucune compilation dans $root/.next"
    say "Compilation existante réutilisée ($root/.next)"
  else
    # One build at a time on this machine.
    while pgrep -f "next build" >/dev/null; do
      say "Une autre compilation est en cours : attente"
      sleep 10
    done
    say "Compilation (npm run build)"
    # shellcheck disable=SC1091
    (set -a && . "$run/app.env" && cd "$root" && npm run -s build >"$logs/build.log" 2>&1) || {
      tail -n 40 "$logs/build.log" >&2
      fail "compilation en échec"
    }
  fi
  prepare_app_dir a
  prepare_app_dir b

  say "Instances (127.0.0.1:$A_PORT et 127.0.0.1:$B_PORT)"
  start_instance a
  start_instance b
  say "nginx (https 127.0.0.1:$HTTPS_PORT, http 127.0.0.1:$HTTP_PORT → https)"
  write_nginx_conf
  start_nginx

  local admin
  admin="$(cd "$root" && sed -n "s/.*DEMO_ADMIN = { email: '\([^']*\)', password: '\([^']*\)'.*/\1:\2/p" src/payload/seed/demo-admin.ts)"
  [ -n "$admin" ] || fail "compte de démonstration introuvable (src/payload/seed/demo-admin.ts)"
  cat >"$dir/cluster.env" <<EOF
DATABASE_URL=$database_url
REDIS_URL=redis://127.0.0.1:$REDIS_PORT
S3_ENDPOINT=http://127.0.0.1:$S3_PORT
S3_BUCKET=$BUCKET
catcher=http://127.0.0.1:$CATCHER_PORT
ca=$dir/tls/cert.pem
front_http=http://127.0.0.1:$HTTP_PORT
front=$front
a=http://127.0.0.1:$A_PORT
b=http://127.0.0.1:$B_PORT
admin=$admin
EOF
  trap - EXIT
  say "Cluster prêt ($dir/cluster.env)"
  tail -n 4 "$dir/cluster.env"
}

cmd_status() {
  load_state
  local down=0 name pid rss
  for name in redis s3 catcher a b nginx; do
    pid="$(pid_of "$name")"
    if alive "$name"; then
      rss="$(ps -o rss= -g "$pid" 2>/dev/null | awk '{s+=$1} END {printf "%d", s/1024}')"
      echo "$name: en marche (pid $pid, $rss Mo)"
    else
      echo "$name: arrêté"
      down=1
    fi
  done
  if port_busy "$PG_PORT"; then echo "postgresql: en marche (port $PG_PORT)"; else
    echo "postgresql: arrêté"
    down=1
  fi
  [ -s "$dir/cluster.env" ] && tail -n 4 "$dir/cluster.env"
  [ "$down" = 0 ] || exit 3
}

cmd_instance() {
  local name=${1:-} action=${2:-}
  case "$name" in a | b) ;; *) fail "usage : $0 instance a|b stop|start|restart" ;; esac
  load_state
  case "$action" in
    stop) stop_instance "$name" ;;
    start)
      alive "$name" && fail "l'instance $name tourne déjà"
      start_instance "$name"
      ;;
    restart)
      stop_instance "$name"
      start_instance "$name"
      ;;
    *) fail "usage : $0 instance a|b stop|start|restart" ;;
  esac
}

cmd_redis() {
  load_state
  case "${1:-}" in
    stop) stop_daemon redis ;;
    start)
      alive redis && fail "Redis tourne déjà"
      start_redis
      ;;
    *) fail "usage : $0 redis stop|start" ;;
  esac
}

# One command at a time on a cluster (a stop during a start would race it); status only reads.
if [ "${1:-}" != status ]; then
  exec 9>"$dir/.lock"
  flock -w 900 9 || fail "$dir est occupé par une autre commande de ce script"
fi

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  instance) cmd_instance "${2:-}" "${3:-}" ;;
  redis) cmd_redis "${2:-}" ;;
  *)
    echo "usage : $0 start | stop | status | instance a|b stop|start|restart | redis stop|start" >&2
    exit 2
    ;;
esac
