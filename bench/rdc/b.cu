// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// b.cu - TU compiled WITHOUT the plugin: kernel kb inlines rowsum<32>; it
// also instantiates tile_kernel<32>, so nvlink sees two copies of it.
#include "common.cuh"

__global__ void kb(const float *in, float *out) {
  out[threadIdx.x] = rowsum<32>(in) + 1.0f;
}

template __global__ void tile_kernel<32>(const float *, float *);

#ifndef __CUDA_ARCH__ // host code (the device-only lit test has no launch API)
void run_b(const float *in, float *out_kb) { kb<<<1, 32>>>(in, out_kb); }
#endif
