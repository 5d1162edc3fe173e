#!/usr/bin/env bash
# Backs up Selfcare's PostgreSQL database to a timestamped pg_dump custom-format file (docs/operations.md).
#
#   deploy/backup.sh [database-url]      # else DATABASE_URL; files go to BACKUP_DIR (default ./backups)
#
# Prints the file's path. Exit codes: 0 written; 2 no database named or the file already exists;
# anything else pg_dump's own failure (then no file is left behind: a half-written dump is worse
# than none, as it looks like a backup).
set -euo pipefail

url="${1:-${DATABASE_URL:-}}"
if [ -z "$url" ]; then
  echo "usage: $0 [postgres://...]  (or set DATABASE_URL)" >&2
  exit 2
fi

directory="${BACKUP_DIR:-./backups}"
mkdir -p "$directory"
file="${directory}/selfcare-$(date -u +%Y%m%dT%H%M%SZ).dump"
if [ -e "$file" ]; then
  echo "$file exists already; wait a second and run again" >&2
  exit 2
fi

partial="${file}.partial"
trap 'rm -f "$partial"' EXIT
# Custom format: compressed, and pg_restore can restore it whole or in part, in parallel. No owners,
# so it restores into a database owned by another role.
pg_dump --format=custom --no-owner --file="$partial" "$url"
mv "$partial" "$file"
echo "$file"
