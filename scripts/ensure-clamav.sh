#!/usr/bin/env bash
# Upload tests scan files with Debian's real clamd (clamav-daemon); they fail, never skip, without it.
# The tests start their own clamd with their own signatures; the package's services are not needed.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CLAMD_PATH:-/usr/sbin/clamd}" clamav-daemon --no-install-recommends
