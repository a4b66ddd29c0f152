#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# bench/rdc/run.sh - GPU side of the -fgpu-rdc alignment checks (H200).
#
# Runs every executable bench/rdc/build.sh made (in $BIN, default: next to
# this script's bin/), plainly and under compute-sanitizer memcheck, and
# prints one line per run: exit status, the program's verdict line, the
# sanitizer's error summary and its first error. Optional: $BUNDLE, a bench
# bundle (bench/build_bundle.py) to time with bench/run_bundle.py.
#   bash bench/rdc/run.sh RESULTDIR
set -u
RES=${1:?result dir}
HERE=$(cd "$(dirname "$0")" && pwd)
BIN=${BIN:-$HERE/bin}
mkdir -p "$RES"
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$RES/gpu.txt" 2>&1
for exe in rdc_old_ab rdc_old_ba rdc_new_ab rdc_new_ba dyn_rdc_xy dyn_rdc_yx dyn_whole_new dyn_whole_stock; do
  [ -x "$BIN/$exe" ] || { echo "$exe: missing"; continue; }
  timeout 20 "$BIN/$exe" > "$RES/$exe.out" 2>&1; rc=$?
  timeout 30 "$CS" --tool memcheck --print-limit 5 "$BIN/$exe" > "$RES/$exe.sanitizer" 2>&1; src=$?
  verdict=$(grep -E '^(rdc|dyn): (OK|FAIL)' "$RES/$exe.out" | tail -1)
  summary=$(grep -o 'ERROR SUMMARY: [0-9]* error[s]*' "$RES/$exe.sanitizer" | tail -1)
  first=$(grep -m1 -E 'Invalid|Misaligned|misaligned' "$RES/$exe.sanitizer" | sed 's/^=* *//')
  echo "$exe: rc=$rc [$verdict] sanitizer rc=$src [$summary] ${first:+first: $first}"
  grep '^dyn: ' "$RES/$exe.out" | grep offset | tr '\n' ';' | sed 's/dyn: //g; s/  */ /g' | sed 's/^/    /'
  [ -n "$(grep '^dyn: ' "$RES/$exe.out" | grep offset)" ] && echo
done
