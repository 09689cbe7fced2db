#!/usr/bin/env bash
# A throwaway PostgreSQL server for the store tests (ctest runs "start" as a fixture setup and "stop"
# as its cleanup).
#   postgres.sh start DIR PORT   create a cluster in a fresh temp dir, listen on 127.0.0.1 and on a
#                                socket inside that temp dir, write the URL to DIR/url
#   postgres.sh stop DIR         stop that server and delete its temp dir
# PORT is the first port tried: when another program holds it the script says so and tries the next
# nine, so two checkouts on one machine do not collide; it never reuses a server it did not start.
# Trust authentication (loopback only); fsync and synchronous_commit stay on, as in production.
# initdb refuses to run as root, so as root the server runs as the "postgres" user.
set -euo pipefail

# Debian's server binaries (the newest installed major version) unless PG_BIN says otherwise.
PG_BIN=${PG_BIN:-$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin 2>/dev/null | sort -V | tail -n 1 || true)}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
command=${1:-}
dir=${2:-}
[[ ($command == start && $# -eq 3) || ($command == stop && $# -eq 2) ]] || {
  echo "usage: $0 start DIR PORT | stop DIR" >&2
  exit 2
}

dir=$(realpath -m "$dir")
# The server user may not be allowed into the caller's directory (a build tree under /root).
cd /

as_server_user() {
  if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Stops the server recorded in DIR (if any) and removes its cluster; quiet when there is none.
stop_server() {
  [[ -f $dir/cluster ]] || return 0
  local cluster
  cluster=$(<"$dir/cluster")
  if [[ -f $cluster/data/postmaster.pid ]]; then
    as_server_user "$PG_BIN/pg_ctl" -D "$cluster/data" -m immediate -w -t 30 stop >/dev/null ||
      echo "postgres.sh: pg_ctl stop failed for $cluster (see $cluster/log)" >&2
  fi
  rm -rf "$cluster"
  rm -f "$dir/cluster" "$dir/url"
}

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

case $command in
stop)
  stop_server
  echo "postgres.sh: stopped"
  ;;
start)
  first_port=$3
  [[ -x $PG_BIN/initdb && -x $PG_BIN/pg_ctl ]] || {
    echo "postgres.sh: no PostgreSQL server binaries in $PG_BIN (install the Debian package postgresql)" >&2
    exit 1
  }
  if [[ $(id -u) == 0 ]] && ! id postgres >/dev/null 2>&1; then
    echo "postgres.sh: running as root needs the 'postgres' user (initdb refuses root)" >&2
    exit 1
  fi
  mkdir -p "$dir"
  stop_server  # a server left behind by an interrupted run of this same build
  cluster=$(mktemp -d "${TMPDIR:-/tmp}/menagerie-pg.XXXXXX")
  echo "$cluster" >"$dir/cluster"
  [[ $(id -u) == 0 ]] && chown postgres: "$cluster"
  chmod 700 "$cluster"
  if ! as_server_user "$PG_BIN/initdb" -D "$cluster/data" -U postgres --auth=trust --no-sync \
    --encoding=UTF8 --locale=C >"$cluster/initdb.log" 2>&1; then
    cat "$cluster/initdb.log" >&2
    echo "postgres.sh: initdb failed" >&2
    exit 1
  fi
  for ((port = first_port; port < first_port + 10; ++port)); do
    if port_in_use "$port"; then
      echo "postgres.sh: port $port on 127.0.0.1 is taken by another program; trying the next" >&2
      continue
    fi
    if as_server_user "$PG_BIN/pg_ctl" -D "$cluster/data" -l "$cluster/log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $cluster -c fsync=on -c synchronous_commit=on" \
      start >/dev/null; then
      url="postgresql://postgres@127.0.0.1:$port/postgres"
      echo "$url" >"$dir/url"
      echo "postgres.sh: PostgreSQL listening at $url (cluster $cluster)"
      exit 0
    fi
    if grep -q "could not bind\|Address already in use" "$cluster/log" 2>/dev/null; then
      echo "postgres.sh: port $port was taken while starting; trying the next" >&2
      continue
    fi
    cat "$cluster/log" >&2 || true
    echo "postgres.sh: the server did not start (log above)" >&2
    exit 1
  done
  echo "postgres.sh: ports $first_port..$((first_port + 9)) on 127.0.0.1 are all taken; pass another" \
    "first port (cmake -DMENAGERIE_TEST_POSTGRES_PORT=N)" >&2
  exit 1
  ;;
esac
