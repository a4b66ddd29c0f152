// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-fma-guard's kernel: a row softmax whose exponentials stay in
// registers across the sum's warp reduction (docs/fma-guard.md).
//
//   softmax_rows  y = exp(x - max) / sum(exp(x - max)) for each row of a
//                 rows x cols matrix (cols <= 1024), one warp per row and
//                 4 rows per 128-thread block. Each lane keeps its 32
//                 elements in a register array: max by xor shuffles, then
//                 e = expf(x - max) and sum += e, the sum by xor shuffles,
//                 then y = e / sum under a column guard. libdevice's expf
//                 ends in a multiply whose product both `sum += e` (an
//                 fma after contraction) and the guarded division use.
#include <cuda_runtime.h>

#define SOFTMAX_MAX_COLS 1024
#define SOFTMAX_ROWS_PER_BLOCK 4

namespace {

constexpr int PerLane = SOFTMAX_MAX_COLS / 32;

__device__ float warpMax(float v) {
  for (int lanes = 16; lanes > 0; lanes /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, lanes));
  return v;
}

__device__ float warpSum(float v) {
  for (int lanes = 16; lanes > 0; lanes /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, lanes);
  return v;
}

} // namespace

extern "C" __global__ void softmax_rows(const float *in, float *out, int rows, int cols) {
  const int lane = threadIdx.x % 32;
  const int row = blockIdx.x * SOFTMAX_ROWS_PER_BLOCK + threadIdx.x / 32;
  if (row >= rows)
    return;
  const float *x = in + (size_t)row * cols;
  float *y = out + (size_t)row * cols;

  float v[PerLane];
  float top = -INFINITY;
#pragma unroll
  for (int k = 0; k < PerLane; ++k) {
    const int c = k * 32 + lane;
    v[k] = c < cols ? x[c] : -INFINITY;
    top = fmaxf(top, v[k]);
  }
  top = warpMax(top);

  float sum = 0.0f;
#pragma unroll
  for (int k = 0; k < PerLane; ++k) {
    v[k] = expf(v[k] - top);
    sum += v[k];
  }
  sum = warpSum(sum);

#pragma unroll
  for (int k = 0; k < PerLane; ++k) {
    const int c = k * 32 + lane;
    if (c < cols)
      y[c] = v[k] / sum;
  }
}
