#!/bin/sh
# Builds PTX for bench/cluster/kernels.cu and test/Inputs/lud2.cu with clang
# 22 in four variants and prints the per-kernel register / shared-instruction
# table (tools/ptx_kernel_stats.py). Needs clang, ptxas and a build of the
# plugin; no GPU. Usage: bench/cluster/run_table.sh [BUILD_DIR] [OUT_DIR]
set -eu
SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$SRC/build}
OUT=${2:-$SRC/bench/results/cluster-ptx}
CLANG=${CLANG:-/usr/lib/llvm-22/bin/clang++}
CUDA=${CUDA_PATH:-/usr/local/cuda}
CU="$CLANG -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O3 -S -nocudalib \
  -Wno-unknown-cuda-version --cuda-path=$CUDA -fpass-plugin=$BUILD/lib/SmemVec.so"
# variant name -> extra flags. "noalign-*" switch off alignment raising and
# both vectorizers so only clustering acts (the issue's setting).
NOVEC="-mllvm -smemvec-align=0 -mllvm -disable-nvptx-load-store-vectorizer"
for v in stock cluster full noalign-stock noalign-cluster; do
  mkdir -p "$OUT/$v"
done
for f in "$SRC/bench/cluster/kernels.cu" "$SRC/test/Inputs/lud2.cu"; do
  b=$(basename "$f" .cu)
  $CU $f -mllvm -smemvec-cluster=0 -o "$OUT/stock/$b.ptx"
  $CU $f -o "$OUT/cluster/$b.ptx"
  $CU $f -mllvm -smemvec-sched=full -o "$OUT/full/$b.ptx"
  $CU $f $NOVEC -mllvm -smemvec-cluster=0 -o "$OUT/noalign-stock/$b.ptx"
  $CU $f $NOVEC -o "$OUT/noalign-cluster/$b.ptx"
done
for pair in "cluster stock" "full stock" "noalign-cluster noalign-stock"; do
  set -- $pair
  echo "### $1 (after) vs $2 (before)"
  python3 "$SRC/tools/ptx_kernel_stats.py" "$OUT/$1" --compare "$OUT/$2" \
    --csv "$OUT/$1-vs-$2.csv"
  echo
done
