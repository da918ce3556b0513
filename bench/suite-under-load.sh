#!/usr/bin/env bash
# The test suite under load (issue 11): `npm test` in two clean clones of this repository at the
# same time, for N rounds (default 3), so each run has another whole suite beside it on the same
# 2 cores. Prints each round's exit codes; the logs stay in $SUITE_LOAD_DIR (default
# /tmp/hg-suite-load). SUITE_COMMAND runs another command instead of `npm test`, e.g. the unit and
# integration tests alone: SUITE_COMMAND='npx vitest run' bash bench/suite-under-load.sh
# Usage: bash bench/suite-under-load.sh [rounds]
set -uo pipefail
rounds="${1:-3}"
command="${SUITE_COMMAND:-npm test}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${SUITE_LOAD_DIR:-/tmp/hg-suite-load}"
mkdir -p "$work"
for clone in a b; do
  rm -rf "${work:?}/$clone"
  git clone -q "$repo" "$work/$clone"
  (cd "$work/$clone" && npm ci --no-audit --no-fund > "$work/$clone-install.log" 2>&1)
done
# Each suite runs in a session of its own, so stopping this script stops everything it started
# (the suites' end-to-end servers included).
suites=()
stop_suites() { for pid in "${suites[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done; }
trap stop_suites EXIT
trap 'exit 130' INT TERM
failed=0
for round in $(seq 1 "$rounds"); do
  started=$(date +%s)
  suites=()
  for clone in a b; do
    setsid bash -c 'cd "$1" && $2 > "$3" 2>&1; echo $? > "$4"' _ "$work/$clone" "$command" "$work/$clone-$round.log" "$work/$clone-$round.rc" &
    suites+=("$!")
  done
  wait
  a=$(cat "$work/a-$round.rc"); b=$(cat "$work/b-$round.rc")
  echo "round $round: clone a exit $a, clone b exit $b ($(( $(date +%s) - started )) s)"
  [ "$a" = 0 ] && [ "$b" = 0 ] || failed=1
done
exit "$failed"
