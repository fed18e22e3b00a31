#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server (temp dir, free port, trust auth),
# then stops the server and removes its data. Usage: scripts/throwaway-postgres.sh <command…>
# The command sees TEST_DATABASE_URL. Needs Debian's postgresql-15 and the postgres OS user.
set -euo pipefail

bin=/usr/lib/postgresql/15/bin
if [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL 15 is not installed ($bin/initdb missing)" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/ajr-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

runuser -u postgres -- "$bin/initdb" -D "$dir/data" --auth=trust -U postgres >/dev/null
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
  -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -w start >/dev/null
echo "PostgreSQL 15 running on 127.0.0.1:$port"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
