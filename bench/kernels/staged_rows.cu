// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A row reduction whose global loads are staged through a small local
// array (what smemvec-unroll's staged global-load reduction, rule (e),
// recognizes before SROA has split the array).
//
//   rmsnorm_staged  y = x / sqrt(mean(x^2) + 1e-6) * gamma per row of a
//                   rows x width matrix (width a multiple of 4), one block
//                   per row, any block size: each thread walks its row in
//                   float4 steps, `for (c = 4 * t; c < width; c += 4 *
//                   blockDim.x)`, copying 16 bytes into a local `float
//                   q[4]` as one int4 before it squares and sums them; the
//                   sum is folded by xor shuffles and a shared array of
//                   warp partials. A second loop of the same shape scales
//                   the row by the norm and gamma (a streaming map, no
//                   rule: left rolled).
#include <cuda_runtime.h>

#define RMS_MAX_WARPS 32

/// Four consecutive floats of p (16-byte aligned) into q, moved as one
/// 16-byte integer vector: a 16-byte memcpy into q until SROA splits it,
/// then one ld.global.nc.v4.
static __device__ __forceinline__ void fetch_quad(float (&q)[4], const float *p) {
  *reinterpret_cast<int4 *>(q) = *reinterpret_cast<const int4 *>(p);
}

static __device__ float block_sum(float v) {
  __shared__ float partial[RMS_MAX_WARPS];
  for (int mask = 16; mask > 0; mask >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, mask);
  const int warps = (blockDim.x + 31) / 32;
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = v;
  __syncthreads();
  float total = 0.0f;
  for (int w = 0; w < warps; ++w)
    total += partial[w];
  return total;
}

extern "C" __global__ void rmsnorm_staged(const float *__restrict__ x,
                                          const float *__restrict__ gamma,
                                          float *__restrict__ y, int width) {
  const float *row = x + (size_t)blockIdx.x * width;
  float *out = y + (size_t)blockIdx.x * width;
  const long step = 4L * blockDim.x;
  float squares = 0.0f;
  for (long c = 4L * threadIdx.x; c < width; c += step) {
    float q[4];
    fetch_quad(q, row + c);
    for (int k = 0; k < 4; ++k)
      squares += q[k] * q[k];
  }
  const float scale = rsqrtf(block_sum(squares) / width + 1e-6f);
  for (long c = 4L * threadIdx.x; c < width; c += step) {
    float q[4], g[4], r[4];
    fetch_quad(q, row + c);
    fetch_quad(g, gamma + c);
    for (int k = 0; k < 4; ++k)
      r[k] = q[k] * scale * g[k];
    *reinterpret_cast<int4 *>(out + c) = *reinterpret_cast<const int4 *>(r);
  }
}
