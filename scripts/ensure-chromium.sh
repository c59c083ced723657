#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright cannot download its own builds here).
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM_PATH; installing Debian's chromium package" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Run as root or install chromium yourself (apt-get install -y chromium)." >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
test -x "$CHROMIUM_PATH"
