// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Issue 20, class 3: loops with a constant trip count whose body holds
// __syncthreads(). A full unroll executes exactly the same barriers.
//
//   lu_tile_rightlooking  LU (no pivoting, unit lower L below the diagonal,
//                         U on and above it) of independent 32x32 tiles, one
//                         tile per block of 32x8 threads, right-looking: for
//                         each of the 31 pivots, scale the column (barrier),
//                         rank-1 update of the trailing block (barrier).
//   edit_distance_wave    Levenshtein distance of P pairs of 64-symbol
//                         strings, one pair per 64-thread block: the DP table
//                         in shared memory filled by anti-diagonals (127
//                         wavefront steps, one barrier each); the last row of
//                         the table is written out (distance to every prefix
//                         of b).
//   scan_hillis_steele    inclusive prefix sum of 512-float segments, one per
//                         512-thread block, Hillis-Steele with two shared
//                         buffers: log2(512) = 9 steps, one barrier each.
#include <cuda_runtime.h>

// --- lu_tile_rightlooking -----------------------------------------------------

#define LU_TS 32
#define LU_ROWS_PER_THREAD 4 // blockDim = (32, 8)

extern "C" __global__ void lu_tile_rightlooking(const float *in, float *out) {
  __shared__ float a[LU_TS][LU_TS + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const float *src = in + (size_t)blockIdx.x * LU_TS * LU_TS;
  float *dst = out + (size_t)blockIdx.x * LU_TS * LU_TS;
  for (int q = 0; q < LU_ROWS_PER_THREAD; ++q)
    a[ty + 8 * q][tx] = src[(ty + 8 * q) * LU_TS + tx];
  __syncthreads();
  for (int k = 0; k < LU_TS - 1; ++k) {
    if (ty == 0 && tx > k)
      a[tx][k] = a[tx][k] / a[k][k];
    __syncthreads();
    for (int q = 0; q < LU_ROWS_PER_THREAD; ++q) {
      const int r = ty + 8 * q;
      if (r > k && tx > k)
        a[r][tx] -= a[r][k] * a[k][tx];
    }
    __syncthreads();
  }
  for (int q = 0; q < LU_ROWS_PER_THREAD; ++q)
    dst[(ty + 8 * q) * LU_TS + tx] = a[ty + 8 * q][tx];
}

// --- edit_distance_wave -------------------------------------------------------

template <int L> struct Levenshtein {
  /// Fills d[i][j] = distance(a[0..i), b[0..j)) anti-diagonal by diagonal;
  /// thread i owns row i + 1. Returns with d complete (after a barrier).
  static __device__ void fill(int (*d)[L + 1], const int *a, const int *b) {
    const int i = threadIdx.x; // 0 .. L-1
    const int ai = a[i];
    d[i + 1][0] = i + 1;
    d[0][i + 1] = i + 1;
    if (i == 0)
      d[0][0] = 0;
    __syncthreads();
    for (int diag = 0; diag < 2 * L - 1; ++diag) {
      const int j = diag - i; // column 0 .. L-1 of b on this diagonal
      if (j >= 0 && j < L) {
        int sub = d[i][j] + (ai != b[j]);
        int del = d[i][j + 1] + 1;
        int ins = d[i + 1][j] + 1;
        d[i + 1][j + 1] = min(sub, min(del, ins));
      }
      __syncthreads();
    }
  }
};

extern "C" __global__ void edit_distance_wave(const int *seq_a, const int *seq_b, int *last_row) {
  constexpr int L = 64;
  __shared__ int d[L + 1][L + 1];
  __shared__ int sb[L];
  const int p = blockIdx.x;
  sb[threadIdx.x] = seq_b[p * L + threadIdx.x];
  Levenshtein<L>::fill(d, seq_a + p * L, sb);
  last_row[p * L + threadIdx.x] = d[L][threadIdx.x + 1];
}

// --- scan_hillis_steele -------------------------------------------------------

#define SCAN_N 512

extern "C" __global__ void __launch_bounds__(SCAN_N)
    scan_hillis_steele(const float *in, float *out) {
  __shared__ float buf[2][SCAN_N];
  const int t = threadIdx.x;
  const size_t base = (size_t)blockIdx.x * SCAN_N;
  int cur = 0;
  buf[0][t] = in[base + t];
  __syncthreads();
  for (int offset = 1; offset < SCAN_N; offset *= 2) {
    const float v = buf[cur][t];
    buf[cur ^ 1][t] = t >= offset ? v + buf[cur][t - offset] : v;
    cur ^= 1;
    __syncthreads();
  }
  out[base + t] = buf[cur][t];
}
