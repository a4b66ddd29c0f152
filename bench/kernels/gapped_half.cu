//===- gapped_half.cu - f16 / bf16 tile with gapped shared reads ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json).
//
// A depthwise 6-tap filter over 8-channel half-precision pixels where the
// 4th and 8th channel (think alpha / padding) are skipped: each thread reads
// channels {0,1,2,4,5,6} of its pixel from a shared tile of 16-byte pixels,
// i.e. a chain of six 2-byte loads with two 1-element gaps that one 16-byte
// load covers. Accumulates in float:
//   out[p] = sum_k W[k] * float(in[p*8 + CH[k]])
// Inputs are raw 16-bit patterns (float16 or bfloat16); out is float32.
// Launch: grid (P/256), block (256).
//
//===----------------------------------------------------------------------===//
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define THREADS 256
#define CHANNELS 8

template <typename T> __device__ __forceinline__ float toFloat(T v);
template <> __device__ __forceinline__ float toFloat(__half v) { return __half2float(v); }
template <> __device__ __forceinline__ float toFloat(__nv_bfloat16 v) {
  return __bfloat162float(v);
}

template <typename T>
__device__ __forceinline__ void gappedFilter(const T *in, float *out) {
  __shared__ T tile[THREADS][CHANNELS];
  int t = threadIdx.x;
  size_t base = (size_t)blockIdx.x * THREADS * CHANNELS;
  // Coalesced fill: consecutive threads copy consecutive 16-bit elements.
  for (int i = t; i < THREADS * CHANNELS; i += THREADS)
    tile[i / CHANNELS][i % CHANNELS] = in[base + i];
  __syncthreads();
  float acc = 0.25f * toFloat(tile[t][0]);
  acc += 0.5f * toFloat(tile[t][1]);
  acc += -1.0f * toFloat(tile[t][2]);
  acc += 2.0f * toFloat(tile[t][4]);
  acc += 0.125f * toFloat(tile[t][5]);
  acc += -0.75f * toFloat(tile[t][6]);
  out[(size_t)blockIdx.x * THREADS + t] = acc;
}

extern "C" __global__ void gapped_f16(const __half *in, float *out) {
  gappedFilter(in, out);
}

extern "C" __global__ void gapped_bf16(const __nv_bfloat16 *in, float *out) {
  gappedFilter(in, out);
}
