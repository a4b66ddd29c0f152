#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# tools/smemvec_fuzz/gpu_o3.sh DIR [BUDGET_S]
#
# The GPU half of the O3 fuzz run (docs/reliability.md, "The O3 fuzzer"):
# DIR holds tools/ (a copy of the repository's tools/) and the archives of
# `smemvec-fuzz pack --parts plain` and `--parts plugin` (one of them with
# the manifest; pieces packed with --skip/--no-manifest too). Unpacks every
# DIR/*.tar.xz (in parallel; xz when there, else Python's tarfile), then
# `smemvec-fuzz gpu-run` with a time
# budget; the report and the log go to $OUT (or DIR). $PYTHON: the python3
# with CuPy and numpy (default python3).
set -o pipefail
DIR=$(cd "$1" && pwd); BUDGET=${2:-110}; OUT=${OUT:-$DIR}
B=$(mktemp -d /tmp/smemvec-fz.XXXXXX)
t0=$(date +%s)
unpack() { if command -v xz >/dev/null && tar --version >/dev/null 2>&1; then tar -xJf "$1" -C "$B"; else ${PYTHON:-python3} -m tarfile -e "$1" "$B"; fi; }
pids=()
for f in "$DIR"/*.tar.xz; do unpack "$f" & pids+=($!); done
for p in "${pids[@]}"; do wait "$p" || { echo "an unpack failed"; exit 2; }; done
echo "unpacked in $(( $(date +%s) - t0 )) s: $(du -sh "$B" | cut -f1)"
PYTHONUNBUFFERED=1 ${PYTHON:-python3} "$DIR/tools/smemvec-fuzz" gpu-run --bundle "$B" \
  --report "$OUT/gpu-fuzz-o3-report.json" --time-budget "$BUDGET" 2>&1 | tee "$OUT/gpu-fuzz-o3.log"
