#!/usr/bin/env bash
# Source me (`. scripts/start-test-services.sh`): gives the suites every service they need, so that
# none of them skips. Installs Debian's packages for what the machine lacks, starts a Postgres
# server and a Redis server when nothing answers on their ports, and exports the variables the tests
# read (TEST_DATABASE_URL, TEST_REDIS_URL). What already answers is used as it is: a developer's own
# Postgres, or the ones some machines start before a session.
#
# CI_POSTGRES_PORT / CI_REDIS_PORT (5432 / 6379) and CI_SERVICES_DIR move everything this starts
# elsewhere, so the script can be tried beside servers other people are using.

ci_postgres_port="${CI_POSTGRES_PORT:-5432}"
ci_redis_port="${CI_REDIS_PORT:-6379}"
ci_services_dir="${CI_SERVICES_DIR:-/var/tmp/portal-test-services}"
ci_scripts="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

ci_answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Every package in one apt-get run: each run waits for the package lists and the dpkg lock.
ci_missing=()
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || ci_missing+=(postgresql)
command -v psql >/dev/null || ci_missing+=(postgresql-client)
command -v redis-server >/dev/null || ci_missing+=(redis-server)
[ -x "${CLAMD_PATH:-/usr/sbin/clamd}" ] || ci_missing+=(clamav-daemon)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || ci_missing+=(chromium)
if [ "${#ci_missing[@]}" -gt 0 ]; then
  bash "$ci_scripts/apt-install.sh" --no-install-recommends "${ci_missing[@]}"
fi

ci_pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
# Postgres refuses to run as root; as root its programs run as the postgres user the package made.
ci_as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if ! ci_answers "$ci_postgres_port"; then
  echo "Nothing answers on 127.0.0.1:$ci_postgres_port: starting a Postgres server of the tests' own"
  ci_pg_data="$ci_services_dir/postgres-$ci_postgres_port"
  mkdir -p "$ci_services_dir"
  if [ ! -f "$ci_pg_data/PG_VERSION" ]; then
    rm -rf "$ci_pg_data"
    mkdir -p "$ci_pg_data"
    [ "$(id -u)" -eq 0 ] && chown postgres: "$ci_pg_data"
    # Trust on loopback only: a throwaway cluster for tests, reachable from this machine alone.
    ci_as_postgres "$ci_pg_bin/initdb" -D "$ci_pg_data" -U postgres --auth=trust -E UTF8 \
      --no-sync --no-instructions >/dev/null
  fi
  # -w waits for the server's own "ready" answer, not for a guessed time.
  ci_as_postgres "$ci_pg_bin/pg_ctl" -D "$ci_pg_data" -l "$ci_pg_data/log" -w -t 300 start \
    -o "-p $ci_postgres_port -k $ci_pg_data -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300"
fi
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:$ci_postgres_port/test}"
# The database the tests name, created when the server lacks it (they make their own beside it).
ci_admin_url="${TEST_DATABASE_URL%/*}/postgres"
ci_database="${TEST_DATABASE_URL##*/}"
if [ "$(psql "$ci_admin_url" -Atc "SELECT 1 FROM pg_database WHERE datname = '$ci_database'")" != 1 ]; then
  psql "$ci_admin_url" -qc "CREATE DATABASE \"$ci_database\""
fi
echo "Postgres: $TEST_DATABASE_URL"

if ! ci_answers "$ci_redis_port"; then
  echo "Nothing answers on 127.0.0.1:$ci_redis_port: starting a Redis server of the tests' own"
  mkdir -p "$ci_services_dir"
  ci_redis_log="$ci_services_dir/redis-$ci_redis_port.log"
  : >"$ci_redis_log"
  # Nothing kept on disk. Ready when it logs so (the fork returns before it listens).
  redis-server --daemonize yes --bind 127.0.0.1 --port "$ci_redis_port" --save "" --appendonly no \
    --dir "$ci_services_dir" --logfile "$ci_redis_log"
  grep -q -m 1 'Ready to accept connections' <(timeout 300 tail -n +1 -F "$ci_redis_log" 2>/dev/null) &&
    redis-cli -p "$ci_redis_port" ping >/dev/null ||
    { echo "Redis did not start: see $ci_redis_log" >&2; return 1; }
fi
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:$ci_redis_port}"
echo "Redis: $TEST_REDIS_URL"
