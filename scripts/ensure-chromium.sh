#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright cannot download its own builds here).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
