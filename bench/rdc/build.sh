#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# bench/rdc/build.sh [--only align|pad] OUTDIR NEW_PLUGIN [OLD_PLUGIN]
#
# Builds, on the host (clang 22 + CUDA 13), the -fgpu-rdc programs that
# bench/rdc/run.sh runs on the GPU machine. Set `align` (smemvec-align,
# bench/results/2026-11-30-h200-align.md):
#   rdc_<p>_ab, rdc_<p>_ba  a.cu with plugin <p> (new/old), b.cu without it,
#                          device-linked in both orders (a.o b.o / b.o a.o)
#   dyn_rdc_xy, dyn_rdc_yx  dyn_x.cu with the new plugin, dyn_y.cu without,
#                          both link orders
#   dyn_whole_<p>           dyn_x.cu + dyn_y.cu in one TU, non-RDC, with
#                          plugin <p>=new and without (stock)
# plus the device PTX of each TU (*.ptx) for the record. Set `pad`
# (smemvec-pad, issue 33 item 1; pad.cuh):
#   pad_rdc_xy, pad_rdc_yx  pad_x.cu with plugin NEW, pad_y.cu without,
#                          -fgpu-rdc, both link orders (expected: PASS)
#   pad_hand_xy, pad_hand_yx  negative control: pad_x.cu without the plugin
#                          but its tiles XOR-swizzled by hand
#                          (-DPAD_HAND_SWIZZLE=1: what a swizzled copy in x.o
#                          would be; a padded one does not link), both orders
#                          (expected: FAIL of the two pad_cross_* kernels:
#                          the mix sees a layout disagreement)
#   pad_whole_plugin, pad_whole_stock  pad_whole.cu (both TUs in one, no
#                          -fgpu-rdc) with plugin NEW (smemvec-pad pads) and
#                          without
# plus pad_*.ptx and the smemvec-pad remarks (pad_*.remarks); the objects go
# to a temporary folder, so OUTDIR holds only what run.sh needs and the
# record (about 7 MB). Both sets without --only. Static cudart: the
# executables need only the driver on the GPU machine.
set -euo pipefail
ONLY=all
if [ "${1:-}" = --only ]; then ONLY=$2; shift 2; fi
case $ONLY in all|align|pad) ;; *) echo "build.sh: --only align|pad, not '$ONLY'" >&2; exit 2 ;; esac
OUT=$1; NEW=$2; OLD=${3:-}
HERE=$(cd "$(dirname "$0")" && pwd)
CUDA=${CUDA_PATH:-/usr/local/cuda}
CXX=${SMEMVEC_CLANG:-/usr/lib/llvm-22/bin/clang++}
mkdir -p "$OUT"
CU=(-x cuda --cuda-gpu-arch=sm_90 --cuda-path="$CUDA" -Wno-unknown-cuda-version -O3 -I"$HERE")
LINK=(--cuda-gpu-arch=sm_90 --cuda-path="$CUDA" -L"$CUDA/lib64" -lcudart_static -ldl -lpthread -lrt)

obj() { # obj SRC OBJ [plugin]
  local extra=(); [ -n "${3:-}" ] && extra=(-fpass-plugin="$3")
  "$CXX" "${CU[@]}" -fgpu-rdc "${extra[@]}" -c "$HERE/$1" -o "$OUT/$2"
  "$CXX" "${CU[@]}" -fgpu-rdc "${extra[@]}" --cuda-device-only -S "$HERE/$1" -o "$OUT/${2%.o}.ptx"
}
rdclink() { # rdclink EXE OBJ...
  local exe=$1; shift
  "$CXX" -fgpu-rdc --offload-link "${@/#/$OUT/}" "${LINK[@]}" -o "$OUT/$exe"
}

build_align() {
obj b.cu b.o
obj main.cu main.o
for p in new old; do
  plug=$NEW; [ $p = old ] && plug=$OLD
  [ -z "$plug" ] && continue
  obj a.cu a_$p.o "$plug"
  rdclink rdc_${p}_ab a_$p.o b.o main.o
  rdclink rdc_${p}_ba b.o a_$p.o main.o
done

obj dyn_x.cu dyn_x.o "$NEW"
obj dyn_y.cu dyn_y.o
obj dyn_main.cu dyn_main.o
rdclink dyn_rdc_xy dyn_x.o dyn_y.o dyn_main.o
rdclink dyn_rdc_yx dyn_y.o dyn_x.o dyn_main.o

# Whole-program (non-RDC) variant: all three files in one TU.
cat "$HERE/dyn_y.cu" "$HERE/dyn_x.cu" "$HERE/dyn_main.cu" | grep -v '#include "dyn.cuh"' \
  | cat "$HERE/dyn.cuh" - > "$OUT/dyn_whole.cu"
for p in new stock; do
  extra=(); [ $p = new ] && extra=(-fpass-plugin="$NEW")
  "$CXX" "${CU[@]}" "${extra[@]}" "$OUT/dyn_whole.cu" "${LINK[@]}" -o "$OUT/dyn_whole_$p"
  "$CXX" "${CU[@]}" "${extra[@]}" --cuda-device-only -S "$OUT/dyn_whole.cu" -o "$OUT/dyn_whole_$p.ptx"
done
}

build_pad() {
  local r=(-Rpass=smemvec-pad -Rpass-missed=smemvec-pad)
  TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
  pobj() { # pobj SRC NAME [flags...]: $TMP/NAME.o, $OUT/NAME.ptx
    local src=$1 name=$2; shift 2
    "$CXX" "${CU[@]}" -fgpu-rdc "$@" -c "$HERE/$src" -o "$TMP/$name.o"
    "$CXX" "${CU[@]}" -fgpu-rdc "$@" --cuda-device-only -S "$HERE/$src" -o "$OUT/$name.ptx"
  }
  plink() { # plink EXE NAME...
    local exe=$1 objs=(); shift
    for n in "$@"; do objs+=("$TMP/$n.o"); done
    "$CXX" -fgpu-rdc --offload-link "${objs[@]}" "${LINK[@]}" -o "$OUT/$exe"
  }
  pobj pad_x.cu pad_x -fpass-plugin="$NEW"
  "$CXX" "${CU[@]}" -fgpu-rdc -fpass-plugin="$NEW" "${r[@]}" --cuda-device-only -S \
    "$HERE/pad_x.cu" -o /dev/null 2> "$OUT/pad_x.remarks"
  pobj pad_y.cu pad_y
  pobj pad_x.cu pad_x_hand -DPAD_HAND_SWIZZLE=1
  pobj pad_main.cu pad_main
  plink pad_rdc_xy pad_x pad_y pad_main
  plink pad_rdc_yx pad_y pad_x pad_main
  plink pad_hand_xy pad_x_hand pad_y pad_main
  plink pad_hand_yx pad_y pad_x_hand pad_main
  "$CXX" "${CU[@]}" -fpass-plugin="$NEW" "$HERE/pad_whole.cu" "${LINK[@]}" -o "$OUT/pad_whole_plugin"
  "$CXX" "${CU[@]}" -fpass-plugin="$NEW" "${r[@]}" --cuda-device-only -S "$HERE/pad_whole.cu" \
    -o "$OUT/pad_whole_plugin.ptx" 2> "$OUT/pad_whole_plugin.remarks"
  "$CXX" "${CU[@]}" "$HERE/pad_whole.cu" "${LINK[@]}" -o "$OUT/pad_whole_stock"
  "$CXX" "${CU[@]}" --cuda-device-only -S "$HERE/pad_whole.cu" -o "$OUT/pad_whole_stock.ptx"
  # The record: the size of each tile in each PTX (the internal copy
  # smemvec-align makes inside a kernel is indented).
  grep -H -E '^\s*(\.weak |\.visible )?\.shared .*_ZZ' "$OUT"/pad_*.ptx | sed 's/\t/    /' \
    > "$OUT/pad_tiles.txt"
}

if [ $ONLY != pad ]; then build_align; fi
if [ $ONLY != align ]; then build_pad; fi
ls -l "$OUT"
