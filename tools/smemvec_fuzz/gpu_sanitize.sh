#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# compute-sanitizer over kernels of a smemvec-fuzz GPU bundle compiled with
# the plugin (run on the GPU machine, from the repository):
#   bash tools/smemvec_fuzz/gpu_sanitize.sh BUNDLE_DIR [MEMCHECK_KERNELS] [RACECHECK_KERNELS]
# memcheck: out-of-bounds and misaligned shared/global accesses;
# racecheck: shared-memory hazards (the generator's kernels are race-free
# by construction, so a hazard points at a transform, e.g. a gap-filled
# vector reading another thread's slot). Logs go to $OUT (or .).
set -uo pipefail
B=${1:?bundle dir}
NMEM=${2:-40}
NRACE=${3:-8}
OUTDIR=${OUT:-.}
HERE=$(cd "$(dirname "$0")" && pwd)
CS=$(command -v compute-sanitizer || echo "${CUDA_PATH:-/usr/local/cuda}/bin/compute-sanitizer")
rc=0
for tool in memcheck racecheck; do
  n=$NMEM; [ "$tool" = racecheck ] && n=$NRACE
  for v in plugin plain; do
    log="$OUTDIR/sanitize-$tool-$v.log"
    "$CS" --tool "$tool" --error-exitcode 3 --print-limit 50 \
      python3 "$HERE/../smemvec-fuzz" gpu-run --bundle "$B" --limit "$n" --variants "$v" \
      --report "$OUTDIR/sanitize-$tool-$v.json" > "$log" 2>&1
    r=$?
    summary=$(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|Hazard|Invalid" "$log" | sort | uniq -c | head -5 | tr '\n' ';')
    echo "$tool $v: $n kernels, exit $r: $summary"
    # exit 1 is gpu_run's own verdict (single variant: no comparison) only
    # when it printed FAIL; 3 is the sanitizer finding something.
    if [ $r -eq 3 ]; then rc=1; fi
  done
done
exit $rc
