#!/usr/bin/env bash
# Installs a Debian package whose program the tests run, unless the program is already there.
# Usage: ensure-debian-package.sh PROGRAM_PATH PACKAGE [apt-get install options...]
set -euo pipefail
program="$1" package="$2"
shift 2
if [ -x "$program" ]; then exit 0; fi
echo "$program not found; installing Debian's $package package" >&2
bash "$(dirname "$0")/apt-install.sh" "$@" "$package"
test -x "$program"
