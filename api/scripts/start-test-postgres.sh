#!/usr/bin/env bash
# Starts the local PostgreSQL 15 for the API tests and prints the TEST_DATABASE_URL line.
# Idempotent; run as root (CI does). The tests create and drop their own databases, so the
# role may create databases; nothing else on the server is touched.
set -euo pipefail

ROLE="${AZI_TEST_PG_ROLE:-azi_test}"
PASSWORD="${AZI_TEST_PG_PASSWORD:-azi_test}"
DB="${AZI_TEST_PG_DB:-azi_test}"
VERSION=15

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ ! -d "/usr/lib/postgresql/${VERSION}" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main"' | grep -q .; then
  pg_createcluster "$VERSION" main >/dev/null
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  pg_ctlcluster "$VERSION" main start
fi

PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')"
psql_admin() { su postgres -c "psql -v ON_ERROR_STOP=1 -qtA -p ${PORT} $*"; }

for _ in $(seq 1 30); do
  if su postgres -c "pg_isready -q -p ${PORT}"; then break; fi
  sleep 1
done

if [ "$(psql_admin "-c \"select 1 from pg_roles where rolname = '${ROLE}'\"")" != "1" ]; then
  psql_admin "-c \"create role ${ROLE} login createdb password '${PASSWORD}'\""
else
  psql_admin "-c \"alter role ${ROLE} login createdb password '${PASSWORD}'\""
fi
if [ "$(psql_admin "-c \"select 1 from pg_database where datname = '${DB}'\"")" != "1" ]; then
  psql_admin "-c \"create database ${DB} owner ${ROLE}\""
fi

echo "TEST_DATABASE_URL=postgres://${ROLE}:${PASSWORD}@127.0.0.1:${PORT}/${DB}"
