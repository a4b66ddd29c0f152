// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Held-out kernels, second batch (issue 20): dense linear algebra written the
// way third-party code writes it (an attention tile as a struct with member
// functions, a pragma-free macro SGEMM with launch bounds, a templated GEMV,
// a per-warp Gauss-Jordan through a device function that takes the shared
// matrix).
//
//   h2_attn_tile64       O = softmax(Q K^T / 8) V for independent 64x64 tiles
//                        (head dim 64), one per 256-thread block: Q and K
//                        staged with float4 __ldg into padded [64][65] slabs,
//                        S computed 4x4 per thread (`#pragma unroll` on the
//                        4x4 loops, none on the 64-step dot products), S
//                        written over Q, V over K, row softmax by warps
//                        (xor shuffles, __expf), then P V.
//   h2_sgemm_rt4x8       C = A B with a 4x8 register tile per thread, 64x64
//                        block tile, k-loop of 16 over A kept row-major in
//                        shared (As[m][k]), float4 staging, macros, no
//                        pragmas, __launch_bounds__(128, 4).
//   h2_gemv_x4rows       y = A x, a 1024-float x tile staged in shared per
//                        step, 4 rows per warp (Gemv<4, 1024>, `#pragma
//                        unroll` over the rows), float4 __ldg rows, xor
//                        shuffles; __launch_bounds__(256).
//   h2_gj_inverse8       batched 8x8 inverses by Gauss-Jordan without
//                        pivoting (diagonally dominant input), one matrix per
//                        warp: GaussJordan<8>::invert takes the warp's
//                        [8][17] shared augmented matrix; 8 pivots, four
//                        __syncwarp each.
#include <cuda_runtime.h>

#ifndef __CUDACC__ // the CPU emulation (bench/emu_check.py) has no __ldg
template <class T> static inline T __ldg(const T *p) { return *p; }
#endif

// --- attention tile ----------------------------------------------------------------

#define AT_N 64
#define AT_LD (AT_N + 1)
#define AT_THREADS 256

struct AttnTile {
  float *qs; // [64][65]: Q, then the scores / probabilities
  float *kv; // [64][65]: K, then V
  int tx, ty; // 16 x 16 threads, rows ty + 16 i, columns tx + 16 j

  __device__ static void stage(float *dst, const float *src) {
    const float4 *src4 = reinterpret_cast<const float4 *>(src);
    for (int e = threadIdx.x; e < AT_N * AT_N / 4; e += AT_THREADS) {
      const float4 v = __ldg(&src4[e]);
      const int r = e / (AT_N / 4), c = 4 * (e % (AT_N / 4));
      dst[r * AT_LD + c + 0] = v.x;
      dst[r * AT_LD + c + 1] = v.y;
      dst[r * AT_LD + c + 2] = v.z;
      dst[r * AT_LD + c + 3] = v.w;
    }
  }

  __device__ void scores(float (&acc)[4][4]) const {
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j)
        acc[i][j] = 0.0f;
    for (int d = 0; d < AT_N; ++d) {
      float a[4], b[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        a[i] = qs[(ty + 16 * i) * AT_LD + d];
        b[i] = kv[(tx + 16 * i) * AT_LD + d];
      }
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] += a[i] * b[j];
    }
  }

  /// Rows 8w .. 8w+7 for warp w; each lane holds columns lane and lane + 32.
  __device__ void softmax_rows() const {
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    for (int r = warp * 8; r < warp * 8 + 8; ++r) {
      float *row = qs + r * AT_LD;
      const float v0 = row[lane], v1 = row[lane + 32];
      float m = fmaxf(v0, v1);
      for (int o = 16; o > 0; o /= 2)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
      const float e0 = __expf(v0 - m), e1 = __expf(v1 - m);
      float s = e0 + e1;
      for (int o = 16; o > 0; o /= 2)
        s += __shfl_xor_sync(0xffffffffu, s, o);
      const float inv = 1.0f / s;
      row[lane] = e0 * inv;
      row[lane + 32] = e1 * inv;
    }
  }

  __device__ void apply_values(float (&acc)[4][4]) const {
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j)
        acc[i][j] = 0.0f;
    for (int k = 0; k < AT_N; ++k) {
      float p[4], v[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        p[i] = qs[(ty + 16 * i) * AT_LD + k];
        v[i] = kv[k * AT_LD + tx + 16 * i];
      }
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] += p[i] * v[j];
    }
  }
};

extern "C" __global__ void __launch_bounds__(AT_THREADS)
    h2_attn_tile64(const float *Q, const float *K, const float *V, float *O) {
  __shared__ float qs[AT_N * AT_LD];
  __shared__ float kv[AT_N * AT_LD];
  const size_t off = (size_t)blockIdx.x * AT_N * AT_N;
  AttnTile t{qs, kv, (int)threadIdx.x % 16, (int)threadIdx.x / 16};
  AttnTile::stage(qs, Q + off);
  AttnTile::stage(kv, K + off);
  __syncthreads();
  float acc[4][4];
  t.scores(acc);
  __syncthreads();
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      qs[(t.ty + 16 * i) * AT_LD + t.tx + 16 * j] = acc[i][j] * 0.125f; // 1/sqrt(64)
  AttnTile::stage(kv, V + off);
  __syncthreads();
  t.softmax_rows();
  __syncthreads();
  t.apply_values(acc);
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      O[off + (t.ty + 16 * i) * AT_N + t.tx + 16 * j] = acc[i][j];
}

// --- register-tiled SGEMM, 4x8 per thread, macro style ------------------------------

#define RT_BM 64
#define RT_BN 64
#define RT_BK 16
#define RT_TM 4
#define RT_TN 8
#define RT_THREADS ((RT_BM / RT_TM) * (RT_BN / RT_TN))
#define A_(r, c) A[(size_t)(r) * K + (c)]
#define B_(r, c) B[(size_t)(r) * N + (c)]
#define C_(r, c) C[(size_t)(r) * N + (c)]

extern "C" __global__ void __launch_bounds__(128, 4)
    h2_sgemm_rt4x8(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ __align__(16) float As[RT_BM][RT_BK];
  __shared__ __align__(16) float Bs[RT_BK][RT_BN];
  const int tid = threadIdx.x;
  const int ty = tid / (RT_BN / RT_TN), tx = tid % (RT_BN / RT_TN);
  const int m0 = blockIdx.y * RT_BM, n0 = blockIdx.x * RT_BN;
  float acc[RT_TM][RT_TN] = {};

  for (int k0 = 0; k0 < K; k0 += RT_BK) {
    for (int e = tid; e < RT_BM * RT_BK / 4; e += RT_THREADS) {
      const int r = e / (RT_BK / 4), c = 4 * (e % (RT_BK / 4));
      *reinterpret_cast<float4 *>(&As[r][c]) = *reinterpret_cast<const float4 *>(&A_(m0 + r, k0 + c));
    }
    for (int e = tid; e < RT_BK * RT_BN / 4; e += RT_THREADS) {
      const int r = e / (RT_BN / 4), c = 4 * (e % (RT_BN / 4));
      *reinterpret_cast<float4 *>(&Bs[r][c]) = *reinterpret_cast<const float4 *>(&B_(k0 + r, n0 + c));
    }
    __syncthreads();
    for (int k = 0; k < RT_BK; ++k) {
      float a[RT_TM], b[RT_TN];
      for (int i = 0; i < RT_TM; ++i)
        a[i] = As[ty * RT_TM + i][k];
      for (int j = 0; j < RT_TN; ++j)
        b[j] = Bs[k][tx * RT_TN + j];
      for (int i = 0; i < RT_TM; ++i)
        for (int j = 0; j < RT_TN; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < RT_TM; ++i)
    for (int j = 0; j < RT_TN; ++j)
      C_(m0 + ty * RT_TM + i, n0 + tx * RT_TN + j) = acc[i][j];
}

// --- GEMV, x tile in shared, 4 rows per warp -----------------------------------------

template <int ROWS, int XTILE> struct Gemv {
  static constexpr int WARPS = 8;

  static __device__ void run(const float *__restrict__ A, const float *__restrict__ x,
                             float *__restrict__ y, int cols) {
    __shared__ float4 xs[XTILE / 4];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int row0 = (blockIdx.x * WARPS + warp) * ROWS;
    const float4 *x4 = reinterpret_cast<const float4 *>(x);
    float sum[ROWS];
#pragma unroll
    for (int r = 0; r < ROWS; ++r)
      sum[r] = 0.0f;
    for (int c0 = 0; c0 < cols; c0 += XTILE) {
      __syncthreads();
      for (int e = threadIdx.x; e < XTILE / 4; e += WARPS * 32)
        xs[e] = __ldg(&x4[c0 / 4 + e]);
      __syncthreads();
      for (int q = lane; q < XTILE / 4; q += 32) {
        const float4 xv = xs[q];
#pragma unroll
        for (int r = 0; r < ROWS; ++r) {
          const float4 a =
              __ldg(reinterpret_cast<const float4 *>(A + (size_t)(row0 + r) * cols + c0) + q);
          sum[r] += a.x * xv.x + a.y * xv.y + a.z * xv.z + a.w * xv.w;
        }
      }
    }
#pragma unroll
    for (int r = 0; r < ROWS; ++r) {
      float s = sum[r];
      for (int o = 16; o > 0; o >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, o);
      if (lane == 0)
        y[row0 + r] = s;
    }
  }
};

extern "C" __global__ void __launch_bounds__(256)
    h2_gemv_x4rows(const float *A, const float *x, float *y, int cols) {
  Gemv<4, 1024>::run(A, x, y, cols);
}

// --- batched 8x8 Gauss-Jordan inverse, one matrix per warp --------------------------

template <int N> struct GaussJordan {
  static constexpr int LD = 2 * N + 1;

  /// m: the warp's augmented [A | I] in shared; lane owns row lane / 4 and
  /// columns 4 (lane % 4) .. +3 of the 2N.
  static __device__ void invert(float (*m)[LD], int lane) {
    const int r = lane / 4, c0 = 4 * (lane % 4);
    for (int k = 0; k < N; ++k) {
      const float inv = 1.0f / m[k][k];
      __syncwarp();
      if (r == k)
        for (int c = c0; c < c0 + 4; ++c)
          m[k][c] *= inv;
      __syncwarp();
      const float f = m[r][k];
      __syncwarp();
      if (r != k)
        for (int c = c0; c < c0 + 4; ++c)
          m[r][c] -= f * m[k][c];
      __syncwarp();
    }
  }
};

extern "C" __global__ void h2_gj_inverse8(const float *A, float *Ainv) {
  __shared__ float aug[8][8][17];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int r = lane / 4, q = lane % 4;
  const size_t mat = (size_t)blockIdx.x * 8 + warp;
  const float *a = A + mat * 64;
  float(*m)[17] = aug[warp];
  for (int c = 4 * q; c < 4 * q + 4; ++c)
    m[r][c] = c < 8 ? a[r * 8 + c] : (c - 8 == r ? 1.0f : 0.0f);
  __syncwarp();
  GaussJordan<8>::invert(m, lane);
  __syncwarp();
  if (q >= 2)
    for (int c = 4 * q; c < 4 * q + 4; ++c)
      Ainv[mat * 64 + r * 8 + c - 8] = m[r][c];
}
