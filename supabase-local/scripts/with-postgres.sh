#!/bin/sh
# Runs a command against a throwaway cluster of Debian's PostgreSQL (an external server, as
# DATABASE_URL would name one): DATABASE_URL points at it, and the
# cluster is stopped and deleted however the command ends. CI runs as root, and PostgreSQL refuses
# to, so the cluster runs as the `postgres` OS user (created when missing).
set -eu

# Debian's PostgreSQL server (package postgresql), the newest version installed.
BIN=${POSTGRES_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries in $BIN" >&2
  exit 1
fi

DIR=$(mktemp -d "${TMPDIR:-/tmp}/supabase-pg.XXXXXX")
# process.stdout.write, not console.log: under lerna FORCE_COLOR is set and console.log colours numbers.
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')

if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  chown postgres "$DIR"
  run_pg() { runuser -u postgres -- "$@"; }
else
  run_pg() { "$@"; }
fi

cleanup() {
  run_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

run_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-sync >"$DIR/initdb.log" 2>&1 || {
  cat "$DIR/initdb.log" >&2
  exit 1
}
# pg_cron (Debian's postgresql-<n>-cron): installed or not, and loaded at start when
# POSTGRES_PRELOAD=pg_cron asks for it (as hosted Supabase loads it). Tests read POSTGRES_PG_CRON.
PRELOAD=""
if [ -f "$("$BIN/pg_config" --pkglibdir 2>/dev/null || echo "$BIN/../lib")/pg_cron.so" ]; then
  POSTGRES_PG_CRON=installed
  case ",${POSTGRES_PRELOAD:-}," in
  *,pg_cron,*)
    # The database pg_cron serves: one a test creates for it, so no suite's own data is in its way.
    PRELOAD="-c shared_preload_libraries=pg_cron -c cron.database_name=pg_cron_served"
    POSTGRES_PG_CRON=preloaded
    ;;
  esac
else
  POSTGRES_PG_CRON=absent
fi
export POSTGRES_PG_CRON

run_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w start -o \
  "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=300 -c wal_level=logical -c max_replication_slots=64 -c max_wal_senders=64 $PRELOAD" \
  >/dev/null || {
  cat "$DIR/server.log" >&2
  exit 1
}

export DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"
# Its own client tools (gen-schema runs pg_dump, which must match the server).
export POSTGRES_BIN="$BIN"
set +e
"$@"
status=$?
set -e
exit $status
