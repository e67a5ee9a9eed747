#!/usr/bin/env bash
# The hosting test (tests/e2e/hosting.spec.ts) runs the generated build/nginx.conf in Debian's nginx,
# and makes a throw-away certificate with openssl. Finds them, installs Debian's packages where
# they are missing and we may, or stops at once with the one command to run.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

nginx="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -n "${NGINX_PATH:-}" ] && [ ! -x "$nginx" ]; then
  echo "ensure-nginx: NGINX_PATH=$nginx is not an executable; point it at nginx, or unset it to use /usr/sbin/nginx." >&2
  exit 1
fi
missing=()
[ -x "$nginx" ] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0

apt_install ensure-nginx "the hosting test" "${missing[@]}"
[ -x "$nginx" ] || { echo "ensure-nginx: apt-get installed nginx but there is still no $nginx." >&2; exit 1; }
