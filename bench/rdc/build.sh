#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# bench/rdc/build.sh OUTDIR NEW_PLUGIN [OLD_PLUGIN]
#
# Builds, on the host (clang 22 + CUDA 13), the -fgpu-rdc programs that
# bench/rdc/run.sh runs on the GPU machine:
#   rdc_<p>_ab, rdc_<p>_ba  a.cu with plugin <p> (new/old), b.cu without it,
#                          device-linked in both orders (a.o b.o / b.o a.o)
#   dyn_rdc_xy, dyn_rdc_yx  dyn_x.cu with the new plugin, dyn_y.cu without,
#                          both link orders
#   dyn_whole_<p>           dyn_x.cu + dyn_y.cu in one TU, non-RDC, with
#                          plugin <p>=new and without (stock)
# plus the device PTX of each TU (*.ptx) for the record. Static cudart: the
# executables need only the driver on the GPU machine.
set -euo pipefail
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
ls "$OUT"
