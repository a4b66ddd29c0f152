//===- reduce.cu - block sum reduction through shared memory --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json).
//
// out[b] = sum of in[b*2048 .. b*2048+2047]. 256 threads each add 8 elements
// (strided by 256, coalesced), a shared tree halves 256 partials to 32 with
// barriers, and thread 0 adds the last 32 in order: 32 consecutive shared
// loads in one thread (the vectorizable part). The summation order is fixed
// by the source, so every compiler must give the same bits.
// Launch: grid (B), block (256).
//
//===----------------------------------------------------------------------===//
#define THREADS 256
#define PER_THREAD 8

extern "C" __global__ void block_reduce(const float *in, float *out) {
  __shared__ float partial[THREADS];
  const float *src = in + (size_t)blockIdx.x * THREADS * PER_THREAD;
  int t = threadIdx.x;
  float s = 0.0f;
#pragma unroll
  for (int k = 0; k < PER_THREAD; k++)
    s += src[k * THREADS + t];
  partial[t] = s;
  __syncthreads();
  for (int stride = THREADS / 2; stride >= 32; stride /= 2) {
    if (t < stride)
      partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) {
    float total = 0.0f;
#pragma unroll
    for (int k = 0; k < 32; k++)
      total += partial[k];
    out[blockIdx.x] = total;
  }
}
