# Sourced by the scripts that put nginx in front of the site as production does (docs/deploy.md):
# scripts/cluster.sh (decision 098) and the benchmarks' Lighthouse through a front (bench/front.sh).
#
#   nginx_front_install              installs nginx, its brotli filter and openssl (Debian) if missing
#   nginx_bin                        the nginx binary
#   nginx_front_certificate DIR      a throwaway certificate for localhost and 127.0.0.1 (7 days):
#                                    DIR/cert.pem, DIR/key.pem
#   nginx_front_main_directives      the top of a configuration: the brotli module
#   nginx_front_http_directives      in `http`: compression (decision 120)
#   nginx_front_proxy_directives     in a `location` that proxies to the site: headers for the app
# Requires scripts/debian.sh sourced before.

# Debian's brotli filter for nginx (libnginx-mod-http-brotli-filter; decision 120).
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so

nginx_bin() { command -v nginx 2>/dev/null || echo /usr/sbin/nginx; }

nginx_front_install() {
  local missing=()
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
  [ -f "$BROTLI_MODULE" ] || missing+=(libnginx-mod-http-brotli-filter)
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
  if [ "${#missing[@]}" -gt 0 ]; then debian_install "${missing[@]}"; fi
}

nginx_front_certificate() {
  mkdir -p "$1"
  openssl req -x509 -newkey rsa:2048 -nodes -days 7 -subj /CN=localhost \
    -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout "$1/key.pem" -out "$1/cert.pem" 2>/dev/null
  chmod 600 "$1/key.pem"
}

nginx_front_main_directives() {
  echo "load_module $BROTLI_MODULE;"
}

nginx_front_http_directives() {
  local types='text/css text/plain text/xml text/csv text/x-component application/javascript application/json application/xml application/rss+xml application/manifest+json image/svg+xml'
  cat <<EOF
  # The front compresses (decision 120): brotli for the browsers that accept it, gzip for the
  # others, nothing for a client that asks for nothing. The instances send plain bodies
  # (Accept-Encoding is not passed on). HTML is always in the lists.
  brotli on;
  brotli_comp_level 5;
  brotli_min_length 256;
  brotli_types $types;
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 256;
  gzip_proxied any;
  gzip_vary on;
  gzip_types $types;
EOF
}

nginx_front_proxy_directives() {
  cat <<'EOF'
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header Accept-Encoding "";
EOF
}
