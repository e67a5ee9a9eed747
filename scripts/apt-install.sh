# Sourced by ensure-chromium.sh and ensure-nginx.sh: the tests need a few of Debian's programs
# (browsers can't be downloaded here). `apt_install <who> <what for> <package…>` installs them
# when we may (root, or password-less sudo), or stops at once with the one command to run.
apt_install() {
  local who="$1" purpose="$2"
  shift 2
  local sudo
  if [ "$(id -u)" = 0 ]; then
    sudo=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo="sudo -n"
  else
    echo "$who: missing $*: run 'sudo apt-get install $*', then the tests again." >&2
    return 1
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$who: missing $* and there is no apt-get: install them yourself." >&2
    return 1
  fi
  echo "$who: installing Debian's $* for $purpose (once)…" >&2
  $sudo apt-get update -qq
  # policy-rc.d may refuse to start a service it installs (containers): the tests start their own.
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}
