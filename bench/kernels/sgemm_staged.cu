// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Issue 20, class 5: a staging copy with a constant maximum trip count of 4
// inside a k-loop that carries an 8x8 register tile, 256-thread blocks.
// C = A*B (row-major; M, N multiples of 128, K of 8). Each k-step copies the
// 128x8 A slab and the 8x128 B slab with `for (e = tid; e < 1024; e += 256)`
// (trip 4 for every thread, not a constant to SCEV: its maximum is), then
// runs 8 rank-1 updates of the 8x8 tile held in registers.
//
//   sgemm_staged       no __launch_bounds__: ptxas picks the registers
//                      (about 128 at stock: two blocks per SM).
//   sgemm_staged_lb2   the same body with __launch_bounds__(256, 2): ptxas
//                      must fit 128 registers per thread.
//   sgemm_staged_db    a BLAS-like signature (C = alpha*A*B + beta*C0, leading
//                      dimensions) with double-buffered shared slabs: the
//                      next slab's staging copy (one loop for A and B, the
//                      same maximum trip of 4) runs before the current slab's
//                      8 rank-1 updates. Close to the step: about 127
//                      registers with the plugin of main 40d29d5.
#include <cuda_runtime.h>

#define ST_BM 128
#define ST_BN 128
#define ST_BK 8
#define ST_T 8 // 8x8 outputs per thread
#define ST_THREADS 256

__device__ __forceinline__ void staged_gemm(const float *A, const float *B, float *C, int M,
                                            int N, int K) {
  __shared__ float As[ST_BM * ST_BK]; // row-major slab: As[m * BK + k]
  __shared__ float Bs[ST_BK * ST_BN]; // Bs[k * BN + n]
  const int tid = threadIdx.x;
  const int tr = tid / (ST_BN / ST_T), tc = tid % (ST_BN / ST_T);
  const int m0 = blockIdx.y * ST_BM, n0 = blockIdx.x * ST_BN;
  float acc[ST_T][ST_T];
  for (int i = 0; i < ST_T; ++i)
    for (int j = 0; j < ST_T; ++j)
      acc[i][j] = 0.0f;
  for (int k0 = 0; k0 < K; k0 += ST_BK) {
    for (int e = tid; e < ST_BM * ST_BK; e += ST_THREADS)
      As[e] = A[(size_t)(m0 + e / ST_BK) * K + k0 + e % ST_BK];
    for (int e = tid; e < ST_BK * ST_BN; e += ST_THREADS)
      Bs[e] = B[(size_t)(k0 + e / ST_BN) * N + n0 + e % ST_BN];
    __syncthreads();
    for (int k = 0; k < ST_BK; ++k) {
      float a[ST_T], b[ST_T];
      for (int i = 0; i < ST_T; ++i)
        a[i] = As[(tr * ST_T + i) * ST_BK + k];
      for (int j = 0; j < ST_T; ++j)
        b[j] = Bs[k * ST_BN + tc * ST_T + j];
      for (int i = 0; i < ST_T; ++i)
        for (int j = 0; j < ST_T; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < ST_T; ++i)
    for (int j = 0; j < ST_T; ++j)
      C[(size_t)(m0 + tr * ST_T + i) * N + n0 + tc * ST_T + j] = acc[i][j];
}

extern "C" __global__ void sgemm_staged(const float *A, const float *B, float *C, int M, int N,
                                        int K) {
  staged_gemm(A, B, C, M, N, K);
}

extern "C" __global__ void __launch_bounds__(ST_THREADS, 2)
    sgemm_staged_lb2(const float *A, const float *B, float *C, int M, int N, int K) {
  staged_gemm(A, B, C, M, N, K);
}

extern "C" __global__ void sgemm_staged_db(int M, int N, int K, float alpha,
                                           const float *A, int lda, const float *B, int ldb,
                                           float beta, const float *C0, float *C, int ldc) {
  __shared__ float As[2][ST_BM * ST_BK];
  __shared__ float Bs[2][ST_BK * ST_BN];
  const int tid = threadIdx.x;
  const int tr = tid / (ST_BN / ST_T), tc = tid % (ST_BN / ST_T);
  const int m0 = blockIdx.y * ST_BM, n0 = blockIdx.x * ST_BN;
  float acc[ST_T][ST_T];
  for (int i = 0; i < ST_T; ++i)
    for (int j = 0; j < ST_T; ++j)
      acc[i][j] = 0.0f;
  // BM*BK == BK*BN: one loop stages both slabs.
  for (int e = tid; e < ST_BM * ST_BK; e += ST_THREADS) {
    As[0][e] = A[(size_t)(m0 + e / ST_BK) * lda + e % ST_BK];
    Bs[0][e] = B[(size_t)(e / ST_BN) * ldb + n0 + e % ST_BN];
  }
  __syncthreads();
  int cur = 0;
  for (int k0 = 0; k0 < K; k0 += ST_BK) {
    if (k0 + ST_BK < K) // the other buffer was last read before the barrier below
      for (int e = tid; e < ST_BM * ST_BK; e += ST_THREADS) {
        As[cur ^ 1][e] = A[(size_t)(m0 + e / ST_BK) * lda + k0 + ST_BK + e % ST_BK];
        Bs[cur ^ 1][e] = B[(size_t)(k0 + ST_BK + e / ST_BN) * ldb + n0 + e % ST_BN];
      }
    for (int k = 0; k < ST_BK; ++k) {
      float a[ST_T], b[ST_T];
      for (int i = 0; i < ST_T; ++i)
        a[i] = As[cur][(tr * ST_T + i) * ST_BK + k];
      for (int j = 0; j < ST_T; ++j)
        b[j] = Bs[cur][k * ST_BN + tc * ST_T + j];
      for (int i = 0; i < ST_T; ++i)
        for (int j = 0; j < ST_T; ++j)
          acc[i][j] += a[i] * b[j];
    }
    cur ^= 1;
    __syncthreads();
  }
  for (int i = 0; i < ST_T; ++i)
    for (int j = 0; j < ST_T; ++j) {
      const size_t at = (size_t)(m0 + tr * ST_T + i) * ldc + n0 + tc * ST_T + j;
      C[at] = alpha * acc[i][j] + beta * C0[at];
    }
}
