#!/usr/bin/env bash
# The browser tests, the benchmark and the screenshots drive the system Chromium (browser downloads
# don't work on these machines). `ensure-chromium.sh` makes sure of Debian's full Chromium
# (/usr/bin/chromium: the benchmark and the screenshots, a browser as a visitor's);
# `ensure-chromium.sh --tests` of its headless shell (/usr/bin/chromium-headless-shell: the same
# engine without a browser's window and services, what Playwright itself runs headless tests in;
# docs/decisions/009-one-crawl-browser-tests.md). CHROME_PATH, when set, is used for both. Finds it,
# installs Debian's package where there is none and we may, or stops at once with one line saying
# what to run.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

if [ "${1:-}" = --tests ]; then
  default=/usr/bin/chromium-headless-shell package=chromium-headless-shell purpose="the browser tests"
else
  default=/usr/bin/chromium package=chromium purpose="the benchmark and the screenshots"
fi
chrome="${CHROME_PATH:-$default}"
command -v "$chrome" >/dev/null 2>&1 && exit 0

if [ "$chrome" != "$default" ]; then
  echo "ensure-chromium: CHROME_PATH=$chrome is not an executable; point it at Chromium or Chrome, or unset it to use $default." >&2
  exit 1
fi
apt_install ensure-chromium "$purpose" "$package"
command -v "$chrome" >/dev/null 2>&1 || { echo "ensure-chromium: apt-get installed $package but there is still no $chrome." >&2; exit 1; }
