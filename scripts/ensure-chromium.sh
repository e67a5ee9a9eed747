#!/usr/bin/env bash
# The browser tests and the benchmark drive the system Chromium (browser downloads don't work
# on these machines). Finds it, installs Debian's where there is none and we may, or stops at
# once with one line saying what to run.
set -euo pipefail

chrome="${CHROME_PATH:-/usr/bin/chromium}"
command -v "$chrome" >/dev/null 2>&1 && exit 0

say() { echo "ensure-chromium: $*" >&2; }

if [ "$chrome" != /usr/bin/chromium ]; then
  say "CHROME_PATH=$chrome is not an executable; point it at Chromium or Chrome, or unset it to use /usr/bin/chromium."
  exit 1
fi
if [ "$(id -u)" = 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo="sudo -n"
else
  say "no Chromium at /usr/bin/chromium: run 'sudo apt-get install chromium' (or set CHROME_PATH), then the tests again."
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  say "no Chromium at /usr/bin/chromium and no apt-get: install Chromium and set CHROME_PATH to it."
  exit 1
fi
say "installing Debian's chromium for the browser tests (about a minute, once)…"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
command -v "$chrome" >/dev/null 2>&1 || { say "apt-get installed chromium but there is still no $chrome."; exit 1; }
