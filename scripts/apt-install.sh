#!/usr/bin/env bash
# Installs Debian packages for the tests: apt-get install "$@", as root or through sudo. Waits for
# the dpkg lock (another install may be running on a shared machine) rather than failing at once.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Run as root or install them yourself (apt-get install -y $*)." >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
lock=(-o DPkg::Lock::Timeout=900)
echo "Installing Debian packages: $*" >&2
$SUDO apt-get "${lock[@]}" update -qq
$SUDO apt-get "${lock[@]}" install -y -qq "$@" >/dev/null
