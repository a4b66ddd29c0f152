// The k-loop of a register tile that walks shared memory with a step nothing
// merges (A stored transposed: As[k][m], 512 bytes a step) is fully unrolled
// unless that costs a block per multiprocessor down to half occupancy: the
// rolled loop keeps one step's loads live, the unrolled one two
// (unroll::walkOccupancy). The block is the kernel's launch bounds, else
// 256 threads.
//   tile<8, 4>: 45 carried + 12 a step: 57 -> 69 registers, 4 -> 3 blocks of
//               256 threads: left to ptxas (the H200: 64 -> 71, 0.70x);
//   tile<8, 8>: 81 + 16: 97 -> 113, 2 blocks either way: unrolled (the
//               H200: 94 -> 116 registers, 1.04x);
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

#define BK 8

template <int TM, int TN> struct TileGemm {
  // 256 threads: (128 / TM) x (BN / TN) with BN = 32 * TN / 2.
  static constexpr int BM = 128, BN = 16 * TN;
  // Inlined before the function passes run, so that each kernel decides
  // its own k-loop under its own launch bounds.
  __device__ __forceinline__ static void run(const float *A, const float *B, float *C, int K,
                             int N) {
    __shared__ float As[BK][BM];
    __shared__ float Bs[BK][BN];
    const int tr = threadIdx.x / (BN / TN), tc = threadIdx.x % (BN / TN);
    float acc[TM][TN] = {};
    for (int k0 = 0; k0 < K; k0 += BK) {
      for (int i = threadIdx.x; i < BM * BK; i += blockDim.x)
        As[i % BK][i / BK] = A[(blockIdx.y * BM + i / BK) * K + k0 + i % BK];
      for (int i = threadIdx.x; i < BN * BK; i += blockDim.x)
        Bs[i / BN][i % BN] = B[(k0 + i / BN) * N + blockIdx.x * BN + i % BN];
      __syncthreads();
      for (int k = 0; k < BK; ++k) {
        float a[TM], b[TN];
        for (int m = 0; m < TM; ++m)
          a[m] = As[k][tr * TM + m];
        for (int n = 0; n < TN; ++n)
          b[n] = Bs[k][tc * TN + n];
        for (int m = 0; m < TM; ++m)
          for (int n = 0; n < TN; ++n)
            acc[m][n] += a[m] * b[n];
      }
      __syncthreads();
    }
    for (int m = 0; m < TM; ++m)
      for (int n = 0; n < TN; ++n)
        C[(blockIdx.y * BM + tr * TM + m) * N + blockIdx.x * BN + tc * TN + n] =
            acc[m][n];
  }
};

extern "C" __global__ void tile_8x4(const float *A, const float *B, float *C,
                                    int K, int N) {
  TileGemm<8, 4>::run(A, B, C, K, N);
}

extern "C" __global__ void tile_8x8(const float *A, const float *B, float *C,
                                    int K, int N) {
  TileGemm<8, 8>::run(A, B, C, K, N);
}

extern "C" __global__ void __launch_bounds__(256, 3)
    tile_8x8_three_blocks(const float *A, const float *B, float *C, int K,
                          int N) {
  TileGemm<8, 8>::run(A, B, C, K, N);
}

extern "C" __global__ void __launch_bounds__(128)
    tile_8x4_block128(const float *A, const float *B, float *C, int K, int N) {
  TileGemm<8, 4>::run(A, B, C, K, N);
}

// The k-loop is line 43 in every instantiation; the kernels come in source
// order.
// REMARK: tile-walk-occupancy.cu:43:7: remark: loop left rolled: register-tile walk whose full unroll crosses an occupancy step, left to ptxas (57 -> 69 registers: 4 -> 3 blocks of 256 threads per multiprocessor)
// REMARK: tile-walk-occupancy.cu:43:7: remark: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): shared loads moving with the loop
// REMARK: tile-walk-occupancy.cu:43:7: remark: loop left rolled: register estimate (113 > 80)
// REMARK: tile-walk-occupancy.cu:43:7: remark: loop left rolled: register-tile walk whose full unroll crosses an occupancy step, left to ptxas (57 -> 69 registers: 8 -> 7 blocks of 128 threads per multiprocessor)

// Every tile is in registers either way (the k-loop only walks shared
// memory once its inner loops are unrolled).
// PTX-NOT: __local_depot
// PTX-LABEL: .entry tile_8x4(
// PTX-LABEL: .entry tile_8x8(
// PTX-LABEL: .entry tile_8x8_three_blocks(
// PTX-LABEL: .entry tile_8x4_block128(

// OFF-NOT: remark: loop left rolled: register-tile walk
// OFF:     tile-walk-occupancy.cu:43:7: remark: loop left rolled: register estimate (113 > 80)
// OFF-NOT: remark: loop left rolled: register-tile walk
