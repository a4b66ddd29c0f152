#!/usr/bin/env bash
# Builds the PTX variants of bench/kernels/lsv_cases.cu for the smemvec-lsv
# GPU check (run HERE, where clang and the plugin are; the GPU machine has no
# clang). Writes bench/results/lsv/ptx/lsv_cases.{on,off,ratio05}.ptx:
#   on       the whole plugin (smemvec-align + smemvec-lsv)
#   off      the whole plugin with -smemvec-lsv=0 (upstream LSV only)
#   ratio05  the plugin with -smemvec-lsv-min-useful-ratio=0.5 (cost-model
#            threshold measurement: lsv_varying_half merges only here)
# Usage: bench/lsv_build.sh [build-dir]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
PLUGIN=$BUILD/lib/SmemVec.so
CLANG=${CLANG:-/usr/lib/llvm-22/bin/clang++}
CUDA=${CUDA_PATH:-/usr/local/cuda}
OUT=bench/results/lsv/ptx
mkdir -p "$OUT"
CC=("$CLANG" -x cuda --cuda-gpu-arch=sm_90 --cuda-path="$CUDA" -nocudalib
    -Wno-unknown-cuda-version --cuda-device-only -O3 -S
    bench/kernels/lsv_cases.cu -fpass-plugin="$PLUGIN")
"${CC[@]}" -o "$OUT/lsv_cases.on.ptx" -Rpass=smemvec-lsv 2> "$OUT/remarks.txt"
"${CC[@]}" -mllvm -smemvec-lsv=0 -o "$OUT/lsv_cases.off.ptx"
"${CC[@]}" -mllvm -smemvec-lsv-min-useful-ratio=0.5 -o "$OUT/lsv_cases.ratio05.ptx"
if command -v ptxas >/dev/null || [ -x "$CUDA/bin/ptxas" ]; then
  PTXAS=$(command -v ptxas || echo "$CUDA/bin/ptxas")
  for v in on off ratio05; do "$PTXAS" -arch=sm_90 "$OUT/lsv_cases.$v.ptx" -o /dev/null; done
fi
for v in on off ratio05; do
  printf '%-8s PTX ld.shared: %s\n' "$v" "$(grep -cE '^\s*ld\.shared' "$OUT/lsv_cases.$v.ptx")"
done
