# Sourced by bench/run.sh: nginx in front of the site and of the framework floor, as production
# serves the site (docs/deploy.md, decision 120): TLS with a throwaway certificate, HTTP/2, brotli
# at the front, idle connections kept to the app. Lighthouse measures both pages through it.
#
#   bench_front_start DIR APP_PORT FLOOR_PORT   starts it; sets FRONT_APP and FRONT_FLOOR (https
#                                               addresses), FRONT_CA (the certificate) and FRONT_PID
#   bench_front_stop                            stops it
# Requires scripts/debian.sh and scripts/nginx-front.sh sourced before.

FRONT_PID=""

bench_front_start() {
  local dir="$1" app="$2" floor="$3"
  local app_front=$((app + 10)) floor_front=$((floor + 10))
  nginx_front_install
  mkdir -p "$dir/tmp"
  nginx_front_certificate "$dir/tls"
  cat >"$dir/nginx.conf" <<CONF
$(nginx_front_main_directives)
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $dir/tmp/body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
  server_tokens off;
  ssl_certificate $dir/tls/cert.pem;
  ssl_certificate_key $dir/tls/key.pem;
  ssl_protocols TLSv1.2 TLSv1.3;
$(nginx_front_http_directives)
  upstream app { server 127.0.0.1:$app; keepalive 8; keepalive_timeout 60s; }
  upstream floor { server 127.0.0.1:$floor; keepalive 8; keepalive_timeout 60s; }
  server {
    listen 127.0.0.1:$app_front ssl http2;
    location / {
      proxy_pass http://app;
$(nginx_front_proxy_directives)
    }
  }
  server {
    listen 127.0.0.1:$floor_front ssl http2;
    location / {
      proxy_pass http://floor;
$(nginx_front_proxy_directives)
    }
  }
}
CONF
  "$(nginx_bin)" -t -q -e "$dir/error.log" -p "$dir" -c "$dir/nginx.conf"
  setsid "$(nginx_bin)" -e "$dir/error.log" -p "$dir" -c "$dir/nginx.conf" -g 'daemon off;' &
  FRONT_PID=$!
  FRONT_APP="https://127.0.0.1:$app_front"
  FRONT_FLOOR="https://127.0.0.1:$floor_front"
  FRONT_CA="$dir/tls/cert.pem"
  for _ in $(seq 1 30); do curl -sf --cacert "$FRONT_CA" "$FRONT_APP/robots.txt" >/dev/null && return 0; sleep 1; done
  echo "nginx devant le site ne répond pas : $dir/error.log" >&2
  return 1
}

bench_front_stop() {
  if [ -n "$FRONT_PID" ]; then kill -- -"$FRONT_PID" 2>/dev/null || true; fi
  FRONT_PID=""
}
