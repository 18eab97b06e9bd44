#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: `start DIR` installs PostgreSQL from the system's packages when
# it is missing, creates a cluster in DIR (initdb), starts it listening only on a Unix socket in DIR, and prints
# the URL the tests read from SCHEMAGEN_POSTGRES_URL; `stop DIR` stops it. Nothing outside DIR is touched but
# the installation, and the cluster is owned by an unprivileged user when run as root (PostgreSQL refuses root).
set -euo pipefail

command=${1:?usage: postgres-test-server.sh start|stop DIR}
dir=${2:?usage: postgres-test-server.sh start|stop DIR}

bin_dir() {
    local initdb
    initdb=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$initdb" ] && command -v initdb >/dev/null; then initdb=$(command -v initdb); fi
    [ -n "$initdb" ] && dirname "$initdb"
}

# Runs a server program as the cluster's owner.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

case "$command" in
start)
    if ! bin=$(bin_dir); then
        echo "Installing postgresql" >&2
        SUDO=""
        if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
        $SUDO apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
        bin=$(bin_dir)
    fi
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then
        chown postgres "$dir"
        if ! runuser -u postgres -- test -w "$dir"; then
            echo "the postgres user can't reach $dir: make its parent folders searchable (chmod 755)" >&2
            exit 1
        fi
    fi
    as_owner "$bin/initdb" --pgdata="$dir/data" --username=schemagen --auth=trust --encoding=UTF8 \
        --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    # No TCP port: only a socket in DIR, so parallel runs and other servers never collide.
    as_owner "$bin/pg_ctl" --pgdata="$dir/data" --log="$dir/server.log" --wait --silent \
        -o "-c listen_addresses='' -c unix_socket_directories='$dir' -c fsync=off" start >&2 \
        || { cat "$dir/server.log" >&2; exit 1; }
    as_owner "$bin/createdb" --host="$dir" --username=schemagen schemagen_tests >&2
    # postgres-nio and psql read the socket folder from the host parameter.
    echo "postgresql://schemagen@localhost/schemagen_tests?host=$dir"
    ;;
stop)
    if bin=$(bin_dir) && [ -d "$dir/data" ]; then
        as_owner "$bin/pg_ctl" --pgdata="$dir/data" --wait --silent --mode=immediate stop >&2 || true
    fi
    ;;
*)
    echo "usage: postgres-test-server.sh start|stop DIR" >&2
    exit 2
    ;;
esac
