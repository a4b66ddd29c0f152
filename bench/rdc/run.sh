#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# bench/rdc/run.sh - GPU side of the -fgpu-rdc two-TU checks.
#   bash bench/rdc/run.sh RESULTDIR [align|pad]      (default: align)
#
# Runs the executables bench/rdc/build.sh made (in $BIN, default: next to
# this script's bin/), plainly and under compute-sanitizer memcheck.
# align (smemvec-align, bench/results/2026-11-30-h200-align.md): one line
#   per run: exit status, the program's verdict line, the sanitizer's error
#   summary and its first error; RESULTDIR/<exe>.out and .sanitizer.
# pad (smemvec-pad, issue 33 item 1, bench/results/2026-12-06-h100-pad-rdc.md):
#   a markdown table, one row per executable with each kernel's PASS/FAIL,
#   the sanitizer summary and whether the row is what it must be, on stdout
#   and in RESULTDIR/pad.md; every output in RESULTDIR/pad.log; the GPU in
#   RESULTDIR/gpu.txt (three files). Exit 0 when every row is as expected.
# Without a GPU it stops at once with one line and exit status 3.
set -u
RES=${1:?usage: run.sh RESULTDIR [align|pad]}
SET=${2:-align}
HERE=$(cd "$(dirname "$0")" && pwd)
BIN=${BIN:-$HERE/bin}
case $SET in align|pad) ;; *) echo "run.sh: set must be align or pad, not '$SET'" >&2; exit 2 ;; esac
if ! command -v nvidia-smi > /dev/null; then
  echo "run.sh: no GPU here (no nvidia-smi); run it on the GPU machine" >&2
  exit 3
elif ! gpus=$(nvidia-smi -L 2>&1) || ! grep -q '^GPU ' <<<"$gpus"; then
  echo "run.sh: no GPU visible (nvidia-smi -L: $(head -1 <<<"${gpus:-no output}"))" >&2
  exit 3
fi
mkdir -p "$RES"
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$RES/gpu.txt" 2>&1

if [ "$SET" = align ]; then
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
exit 0
fi

# pad: executable, what pad_x.cu is, link order, expected kernel verdicts
# (transpose via x, colsum_x, cross_x, transpose via y, colsum_y, cross_y).
ROWS="pad_rdc_xy|plugin|x.o y.o|PASS PASS PASS PASS PASS PASS
pad_rdc_yx|plugin|y.o x.o|PASS PASS PASS PASS PASS PASS
pad_hand_xy|stock, swizzled by hand (control)|x.o y.o|PASS PASS FAIL PASS PASS FAIL
pad_hand_yx|stock, swizzled by hand (control)|y.o x.o|PASS PASS FAIL PASS PASS FAIL
pad_whole_plugin|plugin (one TU, no -fgpu-rdc)|-|PASS PASS PASS PASS PASS PASS
pad_whole_stock|stock (one TU, no -fgpu-rdc)|-|PASS PASS PASS PASS PASS PASS"
LOG=$RES/pad.log; : > "$LOG"
{
  echo "GPU: $(head -1 "$RES/gpu.txt")"
  echo
  echo "| executable | pad_x.cu | link | rc | transpose (x) | colsum_x | cross_x | transpose (y) | colsum_y | cross_y | compute-sanitizer | as expected |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
} > "$RES/pad.md"
bad=0
while IFS='|' read -r exe what link want; do
  if [ ! -x "$BIN/$exe" ]; then
    echo "| $exe | $what | $link | missing in $BIN | | | | | | | | **no** |" >> "$RES/pad.md"; bad=$((bad + 1)); continue
  fi
  timeout 30 "$BIN/$exe" > "$RES/$exe.tmp" 2>&1; rc=$?
  if [ -x "$CS" ]; then
    timeout 60 "$CS" --tool memcheck --print-limit 5 "$BIN/$exe" > "$RES/$exe.san" 2>&1; src=$?
  else
    echo "ERROR SUMMARY: not run (no compute-sanitizer)" > "$RES/$exe.san"; src=0
  fi
  { echo "=== $exe (rc=$rc)"; cat "$RES/$exe.tmp"; echo "=== $exe under compute-sanitizer (rc=$src)"; cat "$RES/$exe.san"; } >> "$LOG"
  got=$(grep -E '^pad: (PASS|FAIL) ' "$RES/$exe.tmp" | grep -v -E '^pad: FAIL [0-9]+ of' | awk '{print $2}' | tr '\n' ' ' | sed 's/ $//')
  err=$(grep -m1 -E '^pad: FAIL [^0-9]' "$RES/$exe.tmp" | grep -v -E '^pad: FAIL pad_' | sed 's/^pad: FAIL //')
  summary=$(grep -o -E 'ERROR SUMMARY: ([0-9]* errors?|not run.*)' "$RES/$exe.san" | tail -1 | sed 's/ERROR SUMMARY: //')
  rm -f "$RES/$exe.tmp" "$RES/$exe.san"
  ok=yes
  [ "$got" = "$want" ] || ok="**no** (want $want)"
  case $summary in "0 errors"|"not run"*) ;; *) ok="**no** (sanitizer)" ;; esac
  [ "$ok" = yes ] || bad=$((bad + 1))
  if [ -n "$err" ]; then cells="$err | | | | | "; else cells=$(sed 's/ / | /g' <<<"$got"); fi
  echo "| $exe | $what | $link | $rc | $cells | ${summary:-no summary (rc=$src)} | $ok |" >> "$RES/pad.md"
done <<<"$ROWS"
echo >> "$RES/pad.md"
echo "pad: $((6 - bad)) of 6 rows as expected" >> "$RES/pad.md"
cat "$RES/pad.md"
[ $bad = 0 ]
