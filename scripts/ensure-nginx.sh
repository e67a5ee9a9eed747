#!/usr/bin/env bash
# The hosting test (tests/e2e/hosting.spec.ts) runs the generated build/nginx.conf in Debian's nginx,
# and makes a throw-away certificate with openssl. Finds them, installs Debian's packages where
# they are missing and we may (root or password-less sudo), or stops at once with the one command to run.
set -euo pipefail

nginx="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$nginx" ] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0

say() { echo "ensure-nginx: $*" >&2; }

if [ -n "${NGINX_PATH:-}" ] && [ ! -x "$nginx" ]; then
  say "NGINX_PATH=$nginx is not an executable; point it at nginx, or unset it to use /usr/sbin/nginx."
  exit 1
fi
if [ "$(id -u)" = 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo="sudo -n"
else
  say "missing ${missing[*]}: run 'sudo apt-get install ${missing[*]}', then the tests again."
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  say "missing ${missing[*]} and no apt-get: install them (and set NGINX_PATH to nginx)."
  exit 1
fi
say "installing Debian's ${missing[*]} for the hosting test (a few seconds, once)…"
$sudo apt-get update -qq
# policy-rc.d may refuse to start the service (containers): that's fine, the test starts its own.
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
[ -x "$nginx" ] || { say "apt-get installed nginx but there is still no $nginx."; exit 1; }
