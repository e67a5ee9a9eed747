#!/usr/bin/env bash
# The browser tests and the benchmark drive the system Chromium (browser downloads don't work
# on these machines). Finds it, installs Debian's where there is none and we may, or stops at
# once with one line saying what to run.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

chrome="${CHROME_PATH:-/usr/bin/chromium}"
command -v "$chrome" >/dev/null 2>&1 && exit 0

if [ "$chrome" != /usr/bin/chromium ]; then
  echo "ensure-chromium: CHROME_PATH=$chrome is not an executable; point it at Chromium or Chrome, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi
apt_install ensure-chromium "the browser tests" chromium
command -v "$chrome" >/dev/null 2>&1 || { echo "ensure-chromium: apt-get installed chromium but there is still no $chrome." >&2; exit 1; }
