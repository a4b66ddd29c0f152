// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Issue 20, class 4: reduction loops with a runtime trip count (what
// smemvec-unroll's global-load reduction rule unrolls by a count).
//
//   gemv_warp_rows  y = A x for a rows x cols matrix (cols <= 4096, a multiple
//                   of 4): x staged in shared memory once per block, then
//                   one warp per row runs `for (c = lane; c < cols; c += 32)
//                   sum += A[row][c] * xs[c]` and folds with xor shuffles.
//                   8 rows per 256-thread block.
//   layernorm_rows  y = (x - mean) / sqrt(var + 1e-5) * gamma + beta per row
//                   of a rows x width matrix, one 256-thread block per row:
//                   strided runtime-trip loops for the sum and the sum of
//                   squared deviations, each folded by down shuffles and a
//                   shared array of warp partials (a template over the block
//                   size, a helper struct for the block reduction).
#include <cuda_runtime.h>

// --- gemv_warp_rows -----------------------------------------------------------

#define GEMV_MAX_COLS 4096
#define GEMV_ROWS_PER_BLOCK 8

extern "C" __global__ void gemv_warp_rows(const float *A, const float *x, float *y, int rows,
                                          int cols) {
  __shared__ float xs[GEMV_MAX_COLS];
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    xs[c] = x[c];
  __syncthreads();
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row = blockIdx.x * GEMV_ROWS_PER_BLOCK + warp;
  const float *a = A + (size_t)row * cols;
  float sum = 0.0f;
  for (int c = lane; c < cols; c += 32)
    sum += a[c] * xs[c];
  sum += __shfl_xor_sync(0xffffffffu, sum, 16);
  sum += __shfl_xor_sync(0xffffffffu, sum, 8);
  sum += __shfl_xor_sync(0xffffffffu, sum, 4);
  sum += __shfl_xor_sync(0xffffffffu, sum, 2);
  sum += __shfl_xor_sync(0xffffffffu, sum, 1);
  if (lane == 0 && row < rows)
    y[row] = sum;
}

// --- layernorm_rows -----------------------------------------------------------

template <int THREADS> struct BlockSum {
  float partial[THREADS / 32];

  static __device__ float warp(float v) {
    for (int off = 16; off > 0; off >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
  }

  /// The sum of every thread's v, returned to all threads.
  __device__ float all(float v) {
    v = warp(v);
    if (threadIdx.x % 32 == 0)
      partial[threadIdx.x / 32] = v;
    __syncthreads();
    float total = 0.0f;
    for (int w = 0; w < THREADS / 32; ++w)
      total += partial[w];
    __syncthreads(); // partial is reused by the next call
    return total;
  }
};

template <int THREADS>
__device__ void layernorm_row(const float *x, const float *gamma, const float *beta, float *y,
                              int width) {
  __shared__ BlockSum<THREADS> red;
  const float *xr = x + (size_t)blockIdx.x * width;
  float *yr = y + (size_t)blockIdx.x * width;
  float s = 0.0f;
  for (int i = threadIdx.x; i < width; i += THREADS)
    s += xr[i];
  const float mean = red.all(s) / width;
  float q = 0.0f;
  for (int i = threadIdx.x; i < width; i += THREADS) {
    const float d = xr[i] - mean;
    q += d * d;
  }
  const float inv = rsqrtf(red.all(q) / width + 1e-5f);
  for (int i = threadIdx.x; i < width; i += THREADS)
    yr[i] = (xr[i] - mean) * inv * gamma[i] + beta[i];
}

extern "C" __global__ void layernorm_rows(const float *x, const float *gamma, const float *beta,
                                          float *y, int width) {
  layernorm_row<256>(x, gamma, beta, y, width);
}
