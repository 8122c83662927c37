# Sourced by the scripts that need a program from Debian (Chromium, PostgreSQL, Redis, nginx,
# the SQLite shell): installs what is missing, as root or through sudo, so that each command of
# the README works on a fresh machine.
#   debian_install PACKAGE...   installs the packages
#   debian_need COMMAND PACKAGE installs PACKAGE when COMMAND is not on the PATH

debian_install() {
  echo "› Installation de $* (Debian)" >&2
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  fi
}

debian_need() {
  command -v "$1" >/dev/null 2>&1 || debian_install "$2"
}
