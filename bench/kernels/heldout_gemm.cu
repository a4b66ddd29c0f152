// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Held-out kernels (issue 20), GEMM shapes written the way third-party code
// writes them: tile sizes as template parameters, warp tiling,
// __launch_bounds__(256, 2), a member-function register tile, __ldg.
// C = A*B, row-major, A: M x K, B: K x N.
//
//   ho_gemm_wt_128x64_k8   class 2: GemmWarpTiled<128, 64, 8, 8, 4>; A stored
//                          transposed in shared (As[k][m]: one k-step =
//                          512 B), 8 warps of 4x8 lanes, each lane 8x4
//                          outputs (rows contiguous, columns strided by 8).
//   ho_gemm_wt_64x64_k16   class 2: the same template at <64, 64, 16, 4, 4>
//                          (k-step 256 B, 16 k-steps per slab).
//   ho_gemm_member_staged  class 5: a struct with a float acc[8][8] member
//                          and member functions zero/stage/multiply/store;
//                          the staging copy is strided by blockDim.x (a
//                          runtime trip, 4 at 256 threads) inside the k-loop
//                          that carries the 8x8 tile; __launch_bounds__(256).
#include <cuda_runtime.h>

#ifndef __CUDACC__ // the CPU emulation (bench/emu_check.py) has no __ldg
template <class T> static inline T __ldg(const T *p) { return *p; }
#endif

// --- class 2: templated warp-tiled SGEMM, A transposed in shared --------------

/// A lane owns TM consecutive rows and TN columns 8 apart of its warp's
/// (4*TM) x (8*TN) sub-tile; the block's warps tile BM x BN.
template <int BM, int BN, int BK, int TM, int TN> struct GemmWarpTiled {
  static constexpr int WTM = 4 * TM, WTN = 8 * TN;
  static constexpr int WARPS_N = BN / WTN;
  static constexpr int THREADS = (BM / WTM) * (BN / WTN) * 32;
  static_assert(THREADS == 256, "8 warps");
  static_assert(BM * BK / 4 == THREADS || BM * BK / 4 == 2 * THREADS, "A slab float4s");

  static __device__ void run(const float *A, const float *B, float *C, int M, int N, int K) {
    __shared__ float As[BK][BM]; // transposed: As[k][m]
    __shared__ float Bs[BK][BN];
    const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
    const int wm = warp / WARPS_N, wn = warp % WARPS_N;
    const int rowT = wm * WTM + (lane / 8) * TM; // first of TM rows
    const int colT = wn * WTN + (lane % 8);      // columns colT + 8*j
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    float acc[TM][TN] = {};

    for (int k0 = 0; k0 < K; k0 += BK) {
      // A slab: BM rows of BK floats, one or two float4 per thread, stored transposed.
      for (int e = tid; e < BM * BK / 4; e += THREADS) {
        const int r = e / (BK / 4), c4 = e % (BK / 4);
        const float4 v = *reinterpret_cast<const float4 *>(&A[(size_t)(m0 + r) * K + k0 + 4 * c4]);
        As[4 * c4 + 0][r] = v.x;
        As[4 * c4 + 1][r] = v.y;
        As[4 * c4 + 2][r] = v.z;
        As[4 * c4 + 3][r] = v.w;
      }
      // B slab: BK rows of BN floats.
      for (int e = tid; e < BK * BN / 4; e += THREADS) {
        const int r = e / (BN / 4), c4 = e % (BN / 4);
        *reinterpret_cast<float4 *>(&Bs[r][4 * c4]) =
            *reinterpret_cast<const float4 *>(&B[(size_t)(k0 + r) * N + n0 + 4 * c4]);
      }
      __syncthreads();
      for (int k = 0; k < BK; ++k) {
        float a[TM], b[TN];
        for (int i = 0; i < TM; ++i)
          a[i] = As[k][rowT + i];
        for (int j = 0; j < TN; ++j)
          b[j] = Bs[k][colT + 8 * j];
        for (int i = 0; i < TM; ++i)
          for (int j = 0; j < TN; ++j)
            acc[i][j] += a[i] * b[j];
      }
      __syncthreads();
    }
    for (int i = 0; i < TM; ++i)
      for (int j = 0; j < TN; ++j)
        C[(size_t)(m0 + rowT + i) * N + n0 + colT + 8 * j] = acc[i][j];
  }
};

extern "C" __global__ void __launch_bounds__(256, 2)
    ho_gemm_wt_128x64_k8(const float *A, const float *B, float *C, int M, int N, int K) {
  GemmWarpTiled<128, 64, 8, 8, 4>::run(A, B, C, M, N, K);
}

extern "C" __global__ void __launch_bounds__(256, 2)
    ho_gemm_wt_64x64_k16(const float *A, const float *B, float *C, int M, int N, int K) {
  GemmWarpTiled<64, 64, 16, 4, 4>::run(A, B, C, M, N, K);
}

// --- class 5: register tile as a struct member, blockDim-strided staging -------

#define MS_BM 128
#define MS_BN 128
#define MS_BK 8
#define MS_T 8
#define A_AT(r, c) A[(size_t)(r) * lda + (c)]
#define B_AT(r, c) B[(size_t)(r) * ldb + (c)]

struct RegTile8x8 {
  float acc[MS_T][MS_T];
  int tr, tc; // thread's tile row / column (of 16 x 16)

  __device__ void zero() {
    tr = threadIdx.x / (MS_BN / MS_T);
    tc = threadIdx.x % (MS_BN / MS_T);
    for (int i = 0; i < MS_T; ++i)
      for (int j = 0; j < MS_T; ++j)
        acc[i][j] = 0.0f;
  }

  /// Copies the BM x BK slab of A (kept k-major: As[k*BM + m]) and the
  /// BK x BN slab of B into shared; blockDim.x threads share the work.
  __device__ static void stage(const float *__restrict__ A, const float *__restrict__ B,
                               float *As, float *Bs, int lda, int ldb, int m0, int n0,
                               int k0) {
    for (int e = threadIdx.x; e < MS_BM * MS_BK; e += blockDim.x) {
      const int m = e / MS_BK, k = e % MS_BK;
      As[k * MS_BM + m] = __ldg(&A_AT(m0 + m, k0 + k));
    }
    for (int e = threadIdx.x; e < MS_BK * MS_BN; e += blockDim.x) {
      const int k = e / MS_BN, n = e % MS_BN;
      Bs[k * MS_BN + n] = __ldg(&B_AT(k0 + k, n0 + n));
    }
  }

  __device__ void multiply(const float *As, const float *Bs) {
    for (int k = 0; k < MS_BK; ++k)
      for (int i = 0; i < MS_T; ++i) {
        const float a = As[k * MS_BM + tr * MS_T + i];
        for (int j = 0; j < MS_T; ++j)
          acc[i][j] += a * Bs[k * MS_BN + tc * MS_T + j];
      }
  }

  __device__ void store(float *C, int ldc, int m0, int n0) const {
    for (int i = 0; i < MS_T; ++i)
      for (int j = 0; j < MS_T; ++j)
        C[(size_t)(m0 + tr * MS_T + i) * ldc + n0 + tc * MS_T + j] = acc[i][j];
  }
};

extern "C" __global__ void __launch_bounds__(256)
    ho_gemm_member_staged(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[MS_BK * MS_BM];
  __shared__ float Bs[MS_BK * MS_BN];
  const int m0 = blockIdx.y * MS_BM, n0 = blockIdx.x * MS_BN;
  RegTile8x8 tile;
  tile.zero();
  for (int k0 = 0; k0 < K; k0 += MS_BK) {
    RegTile8x8::stage(A, B, As, Bs, K, N, m0, n0, k0);
    __syncthreads();
    tile.multiply(As, Bs);
    __syncthreads();
  }
  tile.store(C, N, m0, n0);
}
