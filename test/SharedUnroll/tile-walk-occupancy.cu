// The k-loop of a register tile that walks shared memory with a step nothing
// merges (A stored transposed: As[k][m], 512 bytes a step) is fully unrolled
// unless that costs a block per multiprocessor down to half occupancy: the
// rolled loop keeps one step's loads live, the unrolled one two
// (unroll::walkOccupancy). The block is the kernel's launch bounds, else
// 256 threads.
//   tile<8, 4>: 45 carried + 12 a step: 57 -> 69 registers, 4 -> 3 blocks of
//               256 threads: left to ptxas (the H200: 64 -> 71, 0.70x);
//   tile<8, 8>: 81 + 16: 97 -> 113, 2 blocks either way: unrolled (the
//               H200: 94 -> 116 registers; blunt, which unrolls it, was
//               1.04x faster than round 3's plugin, which did not);
//   tile<8, 8> under __launch_bounds__(256, 3): 80 registers allowed, 113
//               wanted: left rolled;
//   tile<8, 4> under __launch_bounds__(128): 8 -> 7 blocks of 128, 896
//               threads resident: left to ptxas.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// With the hand-off off (-smemvec-unroll-handoff-registers=0) every walk
// within the registers allowed is unrolled.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-unroll-handoff-registers=0 -Rpass-missed=smemvec-unroll -o %t.off.ptx 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: %ptxas %t.off.ptx -o /dev/null

#define TILE_GEMM_INLINE __forceinline__
#include "Inputs/tile-gemm.cuh"

extern "C" __global__ void tile_8x4(const float *A, const float *B, float *C,
                                    int K, int N) {
  tileGemm<8, 4>(A, B, C, K, N);
}

extern "C" __global__ void tile_8x8(const float *A, const float *B, float *C,
                                    int K, int N) {
  tileGemm<8, 8>(A, B, C, K, N);
}

extern "C" __global__ void __launch_bounds__(256, 3)
    tile_8x8_three_blocks(const float *A, const float *B, float *C, int K,
                          int N) {
  tileGemm<8, 8>(A, B, C, K, N);
}

extern "C" __global__ void __launch_bounds__(128)
    tile_8x4_block128(const float *A, const float *B, float *C, int K, int N) {
  tileGemm<8, 4>(A, B, C, K, N);
}

// The k-loop is line 22 of the header in every kernel; the kernels come in
// source order.
// REMARK: tile-gemm.cuh:22:5: remark: loop left rolled: register-tile walk whose full unroll crosses an occupancy step, left to ptxas (57 -> 69 registers: 4 -> 3 blocks of 256 threads per multiprocessor)
// REMARK: tile-gemm.cuh:22:5: remark: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): shared loads moving with the loop
// REMARK: tile-gemm.cuh:22:5: remark: loop left rolled: register estimate (113 > 80)
// REMARK: tile-gemm.cuh:22:5: remark: loop left rolled: register-tile walk whose full unroll crosses an occupancy step, left to ptxas (57 -> 69 registers: 8 -> 7 blocks of 128 threads per multiprocessor)

// Every tile is in registers either way (the k-loop only walks shared
// memory once its inner loops are unrolled).
// PTX-NOT: __local_depot
// PTX-LABEL: .entry tile_8x4(
// PTX-LABEL: .entry tile_8x8(
// PTX-LABEL: .entry tile_8x8_three_blocks(
// PTX-LABEL: .entry tile_8x4_block128(

// OFF-NOT: remark: loop left rolled: register-tile walk
// OFF:     tile-gemm.cuh:22:5: remark: loop left rolled: register estimate (113 > 80)
// OFF-NOT: remark: loop left rolled: register-tile walk
