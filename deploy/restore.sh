#!/usr/bin/env bash
# Restores a deploy/backup.sh file into Selfcare's PostgreSQL database, replacing what it holds
# (docs/operations.md). Stop every api instance first: each keeps caches of what the database held.
#
#   deploy/restore.sh <backup-file> [database-url]   # else DATABASE_URL
#
# Exit codes: 0 restored; 2 a missing argument or backup file; anything else pg_restore's own failure,
# in which case nothing was changed (one transaction).
set -euo pipefail

file="${1:-}"
url="${2:-${DATABASE_URL:-}}"
if [ -z "$file" ] || [ -z "$url" ]; then
  echo "usage: $0 <backup-file> [postgres://...]  (or set DATABASE_URL)" >&2
  exit 2
fi
if [ ! -r "$file" ]; then
  echo "no readable backup at $file" >&2
  exit 2
fi

# --clean --if-exists drops each object the backup holds before creating it again, so the database may
# be empty or hold the data being replaced; one transaction, so a failure leaves it as it was.
pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$url" "$file"
echo "restored $file"
