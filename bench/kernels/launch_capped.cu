//===- launch_capped.cu - Register tiles under a launch-bounds register cap -===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of smemvec. Kernels for the launch-bounds guard of smemvec-unroll
// (issue 31 item 3, docs/unroll.md "launch-bounds cap"): register-tiled
// SGEMMs whose `__launch_bounds__` cap the registers ptxas may use, written
// without `#pragma unroll`. Fully unrolling their 32-step k-loop hoists the
// shared loads of several steps on top of the tile and makes ptxas spill
// under the cap; stock clang leaves the k-loop rolled and does not spill.
// The suite's invariant (test/CodeGen/suite-spills.test): the plugin's
// build of every kernel spills no more than stock clang's.
//
// All: row-major C = A*B, A MxK, B KxN, M, N, K multiples of the block
// tiles (no bounds checks), 32-step k-slices staged in shared memory.
//
//   lc_skew_8x8   : 8x8 tile, A transposed in shared, each thread starts
//                   its k walk at its own skew   __launch_bounds__(256, 2)
//                                                block 256, grid (N/128, M/128)
//   lc_rowa_8x8   : 8x8 tile, A row-major in shared (a column walk per
//                   element), no skew            __launch_bounds__(256, 2)
//   lc_skew_8x8_b128 : as lc_skew_8x8 with 128 threads and a 64x128 block
//                   tile                         __launch_bounds__(128, 4)
//                                                block 128, grid (N/128, M/64)
//   lc_skew_8x4   : 8x4 tile, skewed walk        __launch_bounds__(256, 3)
//                   (an 80-register cap)         block 256, grid (N/64, M/128)
//   lc_helper_skew_8x8 : lc_skew_8x8 with the outer product in a __device__
//                   helper that takes the tile by reference
//   lc_vec_skew_8x8 : lc_skew_8x8 reading float4 rows of A and B
//
//===----------------------------------------------------------------------===//

#define LC_BK 32

// --- 8x8 tile, A transposed, per-thread skew (256, 2): 128 registers -------
extern "C" __global__ void __launch_bounds__(256, 2)
    lc_skew_8x8(int M, int N, int K, const float *A, const float *B,
                float *C) {
  __shared__ float As[LC_BK * 128]; // As[k][m]
  __shared__ float Bs[LC_BK * 128]; // Bs[k][n]
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int row0 = blockIdx.y * 128, col0 = blockIdx.x * 128;
  const int skew = threadIdx.x % LC_BK;
  float acc[8][8] = {};
  for (int k0 = 0; k0 < K; k0 += LC_BK) {
    for (int e = threadIdx.x; e < LC_BK * 128; e += 256) {
      int m = e / LC_BK, k = e % LC_BK;
      As[k * 128 + m] = A[(row0 + m) * K + k0 + k];
      int kb = e / 128, n = e % 128;
      Bs[kb * 128 + n] = B[(k0 + kb) * N + col0 + n];
    }
    __syncthreads();
    for (int kk = 0; kk < LC_BK; ++kk) {
      int k = (kk + skew) % LC_BK;
      float a[8], b[8];
      for (int i = 0; i < 8; ++i)
        a[i] = As[k * 128 + ty * 8 + i];
      for (int j = 0; j < 8; ++j)
        b[j] = Bs[k * 128 + tx * 8 + j];
      for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      C[(row0 + ty * 8 + i) * N + col0 + tx * 8 + j] = acc[i][j];
}

// --- 8x8 tile, A row-major in shared, no skew (256, 2) ---------------------
extern "C" __global__ void __launch_bounds__(256, 2)
    lc_rowa_8x8(int M, int N, int K, const float *A, const float *B,
                float *C) {
  __shared__ float As[128 * LC_BK]; // As[m][k]
  __shared__ float Bs[LC_BK * 128]; // Bs[k][n]
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int row0 = blockIdx.y * 128, col0 = blockIdx.x * 128;
  float acc[64] = {};
  for (int k0 = 0; k0 < K; k0 += LC_BK) {
    for (int e = threadIdx.x; e < LC_BK * 128; e += 256) {
      As[e] = A[(row0 + e / LC_BK) * K + k0 + e % LC_BK];
      Bs[e] = B[(k0 + e / 128) * N + col0 + e % 128];
    }
    __syncthreads();
    for (int k = 0; k < LC_BK; ++k)
      for (int i = 0; i < 8; ++i) {
        float a = As[(ty * 8 + i) * LC_BK + k];
        for (int j = 0; j < 8; ++j)
          acc[i * 8 + j] += a * Bs[k * 128 + tx * 8 + j];
      }
    __syncthreads();
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      C[(row0 + ty * 8 + i) * N + col0 + tx * 8 + j] = acc[i * 8 + j];
}

// --- 8x8 tile, skew, 128 threads (128, 4): 128 registers --------------------
extern "C" __global__ void __launch_bounds__(128, 4)
    lc_skew_8x8_b128(int M, int N, int K, const float *A, const float *B,
                     float *C) {
  __shared__ float As[LC_BK * 64];  // As[k][m]
  __shared__ float Bs[LC_BK * 128]; // Bs[k][n]
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int row0 = blockIdx.y * 64, col0 = blockIdx.x * 128;
  const int skew = (threadIdx.x / 4) % LC_BK;
  float acc[8][8] = {};
  for (int k0 = 0; k0 < K; k0 += LC_BK) {
    for (int e = threadIdx.x; e < LC_BK * 64; e += 128)
      As[(e % LC_BK) * 64 + e / LC_BK] = A[(row0 + e / LC_BK) * K + k0 + e % LC_BK];
    for (int e = threadIdx.x; e < LC_BK * 128; e += 128)
      Bs[e] = B[(k0 + e / 128) * N + col0 + e % 128];
    __syncthreads();
    for (int kk = 0; kk < LC_BK; ++kk) {
      int k = (kk + skew) & (LC_BK - 1);
      for (int i = 0; i < 8; ++i) {
        float a = As[k * 64 + ty * 8 + i];
        for (int j = 0; j < 8; ++j)
          acc[i][j] += a * Bs[k * 128 + tx * 8 + j];
      }
    }
    __syncthreads();
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      C[(row0 + ty * 8 + i) * N + col0 + tx * 8 + j] = acc[i][j];
}

// --- 8x4 tile, skew (256, 3): 80 registers -----------------------------------
extern "C" __global__ void __launch_bounds__(256, 3)
    lc_skew_8x4(int M, int N, int K, const float *A, const float *B,
                float *C) {
  __shared__ float As[LC_BK * 128]; // As[k][m]
  __shared__ float Bs[LC_BK * 64];  // Bs[k][n]
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int row0 = blockIdx.y * 128, col0 = blockIdx.x * 64;
  const int skew = threadIdx.x % LC_BK;
  float acc[8][4] = {};
  for (int k0 = 0; k0 < K; k0 += LC_BK) {
    for (int e = threadIdx.x; e < LC_BK * 128; e += 256)
      As[(e % LC_BK) * 128 + e / LC_BK] = A[(row0 + e / LC_BK) * K + k0 + e % LC_BK];
    for (int e = threadIdx.x; e < LC_BK * 64; e += 256)
      Bs[e] = B[(k0 + e / 64) * N + col0 + e % 64];
    __syncthreads();
    for (int kk = 0; kk < LC_BK; ++kk) {
      int k = (kk + skew) % LC_BK;
      float a[8], b[4];
      for (int i = 0; i < 8; ++i)
        a[i] = As[k * 128 + ty * 8 + i];
      for (int j = 0; j < 4; ++j)
        b[j] = Bs[k * 64 + tx * 4 + j];
      for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 4; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 4; ++j)
      C[(row0 + ty * 8 + i) * N + col0 + tx * 4 + j] = acc[i][j];
}

// --- 8x8 tile, skew, the outer product in a helper (256, 2) -----------------
// The helper's loops are unrolled in the helper, which is then inlined: the
// k-loop's body is the unrolled outer product when the k-loop is decided.
__device__ void lc_outer8x8(float (&acc)[8][8], const float *a,
                            const float *b) {
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      acc[i][j] += a[i] * b[j];
}

extern "C" __global__ void __launch_bounds__(256, 2)
    lc_helper_skew_8x8(int M, int N, int K, const float *A, const float *B,
                       float *C) {
  __shared__ float As[LC_BK * 128]; // As[k][m]
  __shared__ float Bs[LC_BK * 128]; // Bs[k][n]
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int row0 = blockIdx.y * 128, col0 = blockIdx.x * 128;
  const int skew = threadIdx.x % LC_BK;
  float acc[8][8] = {};
  for (int k0 = 0; k0 < K; k0 += LC_BK) {
    for (int e = threadIdx.x; e < LC_BK * 128; e += 256) {
      int m = e / LC_BK, k = e % LC_BK;
      As[k * 128 + m] = A[(row0 + m) * K + k0 + k];
      Bs[e] = B[(k0 + e / 128) * N + col0 + e % 128];
    }
    __syncthreads();
    for (int kk = 0; kk < LC_BK; ++kk) {
      int k = (kk + skew) % LC_BK;
      lc_outer8x8(acc, &As[k * 128 + ty * 8], &Bs[k * 128 + tx * 8]);
    }
    __syncthreads();
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      C[(row0 + ty * 8 + i) * N + col0 + tx * 8 + j] = acc[i][j];
}

// --- 8x8 tile, skew, float4 rows (256, 2) ------------------------------------
extern "C" __global__ void __launch_bounds__(256, 2)
    lc_vec_skew_8x8(int M, int N, int K, const float *A, const float *B,
                    float *C) {
  __shared__ float4 As[LC_BK * 32]; // As[k][m / 4]
  __shared__ float4 Bs[LC_BK * 32]; // Bs[k][n / 4]
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int row0 = blockIdx.y * 128, col0 = blockIdx.x * 128;
  const int skew = threadIdx.x % LC_BK;
  float acc[8][8] = {};
  for (int k0 = 0; k0 < K; k0 += LC_BK) {
    for (int e = threadIdx.x; e < LC_BK * 128; e += 256) {
      int m = e / LC_BK, k = e % LC_BK;
      reinterpret_cast<float *>(As)[k * 128 + m] = A[(row0 + m) * K + k0 + k];
      reinterpret_cast<float *>(Bs)[e] = B[(k0 + e / 128) * N + col0 + e % 128];
    }
    __syncthreads();
    for (int kk = 0; kk < LC_BK; ++kk) {
      int k = (kk + skew) % LC_BK;
      float4 a0 = As[k * 32 + ty * 2], a1 = As[k * 32 + ty * 2 + 1];
      float4 b0 = Bs[k * 32 + tx * 2], b1 = Bs[k * 32 + tx * 2 + 1];
      float a[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
      float b[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
      for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      C[(row0 + ty * 8 + i) * N + col0 + tx * 8 + j] = acc[i][j];
}
