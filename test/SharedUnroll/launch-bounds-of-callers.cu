// A device function's loops are decided before it is inlined (bottom-up),
// or in it for good when it is never inlined: the launch bounds they run
// under are those of the kernels that call it, the strictest of them. The
// 8x8 tile's k-loop (A walked transposed, 97 -> 113 registers estimated)
// is left rolled in a function that a __launch_bounds__(256, 3) kernel
// calls (80 registers allowed), and unrolled in the same code called only
// from a kernel without bounds (2 blocks of 256 threads either way).
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx

// Kept outlined, so each copy is decided in the function itself.
#define TILE_GEMM_INLINE __noinline__
#include "Inputs/tile-gemm.cuh"

extern "C" __global__ void __launch_bounds__(256, 3)
    bounded(const float *A, const float *B, float *C, int K, int N) {
  tileGemm<8, 8, 0>(A, B, C, K, N);
}

extern "C" __global__ void unbounded(const float *A, const float *B, float *C,
                                     int K, int N) {
  tileGemm<8, 8, 1>(A, B, C, K, N);
}

// The k-loop is line 22 of the header; the functions are decided in this
// order.
// REMARK:     tile-gemm.cuh:22:5: remark: loop left rolled: register estimate (113 > 80)
// REMARK:     tile-gemm.cuh:22:5: remark: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): shared loads moving with the loop
// REMARK-NOT: tile-gemm.cuh:22:5

// Both functions stay calls (to smemvec-inline's clones with global
// pointer parameters); neither tile is in local memory.
// PTX-NOT:  __local_depot
// PTX:      .func _Z8tileGemmILi8ELi8ELi0EEvPKfS1_Pfii
// PTX:      .func _Z8tileGemmILi8ELi8ELi1EEvPKfS1_Pfii
// PTX:      .entry bounded(
// PTX:      call.uni _Z8tileGemmILi8ELi8ELi0EEvPKfS1_Pfii
// PTX:      .entry unbounded(
// PTX:      call.uni _Z8tileGemmILi8ELi8ELi1EEvPKfS1_Pfii
