#!/usr/bin/env bash
# Installs a Debian package whose program the tests run, unless the program is already there.
# Usage: ensure-debian-package.sh PROGRAM_PATH PACKAGE [apt-get install options...]
set -euo pipefail
program="$1" package="$2"
shift 2
if [ -x "$program" ]; then exit 0; fi
echo "$program not found; installing Debian's $package package" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Run as root or install it yourself (apt-get install -y $package)." >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "$@" "$package" >/dev/null
test -x "$program"
