#!/usr/bin/env bash
# The load check of the suite itself: CI (`bash .ci/run`) on a fresh clone of HEAD with a busy loop
# holding one core beside it, as a shared CI runner or a developer's laptop with the mocks running
# looks to the tests. A suite that is green only on a quiet machine fails here. Run it before
# sending a change that touches the tests, their timeouts or their processes to CI.
set -euo pipefail

usage() {
  cat <<'HELP'
Usage: npm run test:load [-- --runs N] [-- --here]

Clones HEAD (committed work only, as CI sees it) into a fresh temporary folder and runs
`bash .ci/run` there (system packages, npm ci, npm test) with a busy loop holding one core
beside it, N times in a row (default 1). Prints each run's verdict and time, the load average
it ended at, and .ci/run's closing summary (failed tests and files, the slowest files, what the
peers, mocks and browser cost to start). A green clone is removed; a failed one is kept, and its
path printed, with the run's whole output in it as load-check.log (with --here, in a temporary
file whose path is printed).

  --runs N   N runs in a row (each on a clone of its own)
  --here     run in this checkout instead of a clone (npm ci replaces its node_modules)
  --help     this text
Exit status: 0 when every run was green, 1 when any failed, 2 for a bad argument.
HELP
}

runs=1
here=false
while [ $# -gt 0 ]; do
  case "$1" in
    --runs)
      runs="${2:-}"
      shift
      [ $# -eq 0 ] || shift
      ;;
    --here)
      here=true
      shift
      ;;
    --help | -h)
      usage
      exit 0
      ;;
    *)
      echo "load-check: unknown argument '$1' (see --help)" >&2
      exit 2
      ;;
  esac
done
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "load-check: --runs takes a whole number above 0, not '$runs'" >&2
  exit 2
fi

repo="$(cd "$(dirname "$0")/../.." && pwd)"
cores="$(node -p 'os.availableParallelism()')"

# The busy loop: one core's worth of work at the same priority as the suite, stopped by its PID
# whatever way this script ends.
busy=""
stop_busy() {
  if [ -n "$busy" ]; then kill "$busy" 2>/dev/null || true; fi
}
trap stop_busy EXIT
trap 'exit 130' INT TERM HUP

failed=0
for run in $(seq 1 "$runs"); do
  if [ "$here" = true ]; then
    dir="$repo"
  else
    dir="$(mktemp -d "${TMPDIR:-/tmp}/svc-cloud-load-check-XXXXXX")"
    git clone --quiet --no-hardlinks "$repo" "$dir"
  fi
  log="$dir/load-check.log"
  [ "$here" = false ] || log="$(mktemp "${TMPDIR:-/tmp}/svc-cloud-load-check-XXXXXX.log")"
  node -e 'for (;;) {}' &
  busy=$!
  echo "load check $run/$runs: bash .ci/run in $dir ($cores cores, a busy loop on one: PID $busy)"
  started=$(date +%s)
  status=0
  (cd "$dir" && bash .ci/run) >"$log" 2>&1 || status=$?
  took=$(($(date +%s) - started))
  load="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")"
  stop_busy
  busy=""
  verdict="green"
  [ "$status" -eq 0 ] || verdict="FAILED (exit $status)"
  echo "load check $run/$runs: $verdict in $((took / 60)) min $((took % 60)) s; load average at the end $load"
  # .ci/run's closing summary (scripts/test-summary/): its lines start unprefixed, unlike npm test's.
  awk '/^(failed|slowest files:|started once|tests:)/ {show=1} show' "$log" | sed 's/^/  /'
  if [ "$status" -ne 0 ]; then
    failed=1
    echo "  kept: $dir (its output: $log)"
  elif [ "$here" = false ]; then
    rm -rf "$dir"
  else
    echo "  its output: $log"
  fi
done
exit "$failed"
