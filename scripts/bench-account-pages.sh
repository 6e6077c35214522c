#!/bin/bash
# Server time of the account pages (issue 42: at most 300 ms), against a running stack (`npm start`):
#   scripts/bench-account-pages.sh [PORT] [N] [HOST] [EMAIL]
# logs the demo customer in (password of backend/db/seed/customers.ts), requests each page once to warm it, then N
# times, and prints the median, min and max of curl's time_starttransfer (request sent to first byte) per page.
set -euo pipefail
PORT=${1:-3000}; N=${2:-12}; HOST=${3:-at.localhost}; EMAIL=${4:-anna.berger@example.at}
JAR=$(mktemp)
curl -s -c "$JAR" -o /dev/null -w 'login %{http_code}\n' -H 'Content-Type: application/json' -H "Origin: http://$HOST:$PORT" \
  -d "{\"email\":\"$EMAIL\",\"password\":\"Demo-Passwort-2026\"}" "http://$HOST:$PORT/api/account/login"
for path in /account /account/personal /account/addresses /account/orders /account/password; do
  curl -s -b "$JAR" -o /dev/null "http://$HOST:$PORT$path"   # warm-up
  times=$(for i in $(seq $N); do curl -s -b "$JAR" -o /dev/null -w '%{time_starttransfer}\n' "http://$HOST:$PORT$path"; done | sort -n)
  median=$(echo "$times" | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}')
  code=$(curl -s -b "$JAR" -o /dev/null -w '%{http_code}' "http://$HOST:$PORT$path")
  printf '%-22s %s  median %.3f s  (min %s max %s)\n' "$path" "$code" "$median" "$(echo "$times" | head -1)" "$(echo "$times" | tail -1)"
done
rm -f "$JAR"
