#!/usr/bin/env bash
# Serves a build with the site's nginx configuration (deploy/nginx/), in the foreground, without root privileges:
#   bash scripts/nginx.sh <build dir> <port>
#   TLS_PORT=<port> bash scripts/nginx.sh <build dir> <port>   the production vaulta-docs.conf instead: plain HTTP on
#                                                              <port> redirecting to HTTPS on TLS_PORT (self-signed)
# Renders deploy/nginx/nginx.conf and the files it includes into /tmp/vaulta-nginx-<port>/ with that build, that
# port (127.0.0.1 and ::1) and pid, log and temp paths of its own, then runs nginx there. A build made under a
# BASE_URL is served under it. The test suite (playwright.config.ts) and the load bench run it; stop it with Ctrl+C
# or SIGTERM. Needs Debian's nginx and, for brotli, libnginx-mod-http-brotli-static (scripts/test.sh installs both).
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 <build dir> <port>" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
port=$2
conf_src=$(cd "$(dirname "$0")/../deploy/nginx" && pwd)
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}

if [ ! -x "$nginx_bin" ]; then
  echo "nginx not found: install Debian's nginx (apt-get install nginx libnginx-mod-http-brotli-static)." >&2
  exit 1
fi
if [ ! -f "$build/.hosting/nginx/http.conf" ]; then
  echo "$build has no .hosting/: build it with this site's configuration (src/plugins/hosting writes it)." >&2
  exit 1
fi

run=/tmp/vaulta-nginx-$port
if [ -f "$run/nginx.pid" ] && kill -0 "$(cat "$run/nginx.pid")" 2>/dev/null; then
  echo "nginx already runs from $run (pid $(cat "$run/nginx.pid")): stop it first." >&2
  exit 1
fi
rm -rf "$run"
mkdir -p "$run/conf" "$run/logs" "$run/temp"
# nginx's workers run as nobody when it is started as root: they must reach the folder.
chmod 755 "$run"

# The web root: the build itself, or, under a base URL, a folder where the build sits at that path.
base_url=$(node -p "require(process.argv[1]).baseUrl" "$build/.hosting/site.json")
root=$build
if [ "$base_url" != / ]; then
  root=$run/www
  mkdir -p "$root$(dirname "$base_url")"
  ln -s "$build" "$root${base_url%/}"
fi

for file in "$conf_src"/*.conf; do
  sed -e "s#root /srv/vaulta-docs/build;#root $root;#" \
      -e "s#/srv/vaulta-docs/build#$build#g" \
      -e "s#/etc/nginx/vaulta-docs#$run/conf#g" \
      -e "s#/var/log/nginx#$run/logs#g" \
      -e "s#/run/vaulta-docs#$run#g" \
      -e "s#/var/lib/nginx/vaulta-docs#$run/temp#g" \
      -e "s#:8080;#:$port;#g" \
      "$file" > "$run/conf/$(basename "$file")"
done
if [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  echo "warning: no brotli_static module (libnginx-mod-http-brotli-static): serving gzip only." >&2
  sed -i '/brotli_static/d' "$run/conf/server.conf" "$run/conf/nginx.conf"
fi

if [ -n "${TLS_PORT:-}" ]; then
  # The production servers of vaulta-docs.conf on local ports, with a certificate made for this run.
  mkdir -p "$run/tls" "$run/acme"
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost \
    -keyout "$run/tls/key.pem" -out "$run/tls/cert.pem" 2>/dev/null
  sed -i -e "s#listen 80;#listen 127.0.0.1:$port;#" -e "s#listen \[::\]:80;#listen [::1]:$port;#" \
      -e "s#listen 443 ssl http2;#listen 127.0.0.1:$TLS_PORT ssl http2;#" \
      -e "s#listen \[::\]:443 ssl http2;#listen [::1]:$TLS_PORT ssl http2;#" \
      -e "s#server_name docs.example.org;#server_name localhost;#" \
      -e "s#/etc/letsencrypt/live/docs.example.org/fullchain.pem#$run/tls/cert.pem#" \
      -e "s#/etc/letsencrypt/live/docs.example.org/privkey.pem#$run/tls/key.pem#" \
      -e "s#root /var/www/letsencrypt;#root $run/acme;#" "$run/conf/vaulta-docs.conf"
  sed -i -e "/# local server: start/,/# local server: end/c\\    include $run/conf/vaulta-docs.conf;" \
      -e "\\#include $run/conf/http.conf;#d" "$run/conf/nginx.conf"
fi

exec "$nginx_bin" -p "$run" -c "$run/conf/nginx.conf" -g 'daemon off;'
