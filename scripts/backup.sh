#!/usr/bin/env bash
# Backup and restore of the site's database (decision 098, docs/deploy.md), consistent while
# the site keeps writing.
#
#   scripts/backup.sh create FILE           backs up the database of DATABASE_URL into FILE
#   scripts/backup.sh restore FILE [URL]    restores FILE into a fresh database (URL, default
#                                           DATABASE_URL), which must not exist yet or be empty
#
# PostgreSQL (postgres://…): `pg_dump -Fc` (one snapshot: a repeatable-read transaction, writers
# never wait) and `pg_restore` in one transaction into a database created for it.
# SQLite (file:…, the default file:./data/enduits.db): `VACUUM INTO`, run by the sqlite3 command
# (Debian), which copies one read transaction's snapshot of the database and its WAL while the
# site writes, then the copy's integrity is checked; restore copies the file to a new path.
# Media (MEDIA_DIR, PRIVATE_DIR or the S3 bucket) are not in these files: see docs/deploy.md.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/debian.sh

command=${1:-}
file=${2:-}
usage() {
  echo "usage : $0 create FILE | restore FILE [DATABASE_URL]" >&2
  exit 2
}
[ -n "$command" ] && [ -n "$file" ] || usage
url=${3:-${DATABASE_URL:-file:./data/enduits.db}}

fail() {
  echo "✗ $*" >&2
  exit 1
}

# A SQLite URL's file path (file:./x.db, file:/abs/x.db, file:///abs/x.db).
sqlite_path() {
  local path=${1#file:}
  path=${path#//}
  path=${path%%\?*}
  echo "$path"
}

sqlite_literal() { printf "'%s'" "${1//\'/\'\'}"; }

case "$url" in
  postgres://* | postgresql://*)
    debian_need pg_dump postgresql-client
    case "$command" in
      create)
        [ -e "$file" ] && fail "$file existe déjà"
        started=$(date +%s%N)
        trap 'rm -f "$file.partial"' EXIT
        pg_dump --format=custom --no-owner --no-privileges --file="$file.partial" --dbname="$url"
        mv "$file.partial" "$file"
        echo "› Sauvegarde PostgreSQL : $file ($(stat -c %s "$file") octets, $((($(date +%s%N) - started) / 1000000)) ms)" >&2
        ;;
      restore)
        [ -s "$file" ] || fail "$file absent ou vide"
        [[ "$url" =~ ^(postgres(ql)?://[^/]+)/([^?]+)(\?.*)?$ ]] || fail "adresse PostgreSQL sans nom de base : $url"
        server=${BASH_REMATCH[1]}
        name=${BASH_REMATCH[3]}
        options=${BASH_REMATCH[4]}
        maintenance="$server/postgres$options"
        exists=$(psql --no-psqlrc -Atq --dbname="$maintenance" -v name="$name" <<<"select count(*) from pg_database where datname = :'name'")
        if [ "$exists" = 0 ]; then
          createdb --maintenance-db="$maintenance" "$name"
        else
          tables=$(psql --no-psqlrc -Atq --dbname="$url" -c "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
          [ "$tables" = 0 ] || fail "la base $name n'est pas vide ($tables tables) : la restauration se fait dans une base neuve"
        fi
        pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$url" "$file"
        migrations=$(psql --no-psqlrc -Atq --dbname="$url" -c "select count(*) from payload_migrations")
        echo "› Base $name restaurée depuis $file ($migrations migrations enregistrées)" >&2
        ;;
      *) usage ;;
    esac
    ;;
  file:*)
    debian_need sqlite3 sqlite3
    database=$(sqlite_path "$url")
    case "$command" in
      create)
        [ -f "$database" ] || fail "base SQLite introuvable : $database"
        [ -e "$file" ] && fail "$file existe déjà"
        started=$(date +%s%N)
        trap 'rm -f "$file.partial"' EXIT
        # Waits up to 30 s for a lock rather than failing while the site writes.
        sqlite3 -bail "$database" ".timeout 30000" "VACUUM INTO $(sqlite_literal "$file.partial")"
        check=$(sqlite3 -readonly "$file.partial" "PRAGMA integrity_check")
        [ "$check" = ok ] || fail "copie SQLite incohérente : $check"
        mv "$file.partial" "$file"
        echo "› Sauvegarde SQLite : $file ($(stat -c %s "$file") octets, $((($(date +%s%N) - started) / 1000000)) ms)" >&2
        ;;
      restore)
        [ -s "$file" ] || fail "$file absent ou vide"
        [ -e "$database" ] && fail "$database existe déjà : la restauration se fait dans un fichier neuf (arrêtez le site, écartez l'ancien fichier)"
        check=$(sqlite3 -readonly "$file" "PRAGMA integrity_check")
        [ "$check" = ok ] || fail "sauvegarde SQLite incohérente : $check"
        mkdir -p "$(dirname "$database")"
        cp "$file" "$database.partial"
        mv "$database.partial" "$database"
        migrations=$(sqlite3 -readonly "$database" "select count(*) from payload_migrations")
        echo "› Base $database restaurée depuis $file ($migrations migrations enregistrées)" >&2
        ;;
      *) usage ;;
    esac
    ;;
  *) fail "DATABASE_URL ni PostgreSQL ni SQLite : $url" ;;
esac
