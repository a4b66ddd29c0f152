// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// a.cu - TU compiled WITH the plugin: kernel ka inlines rowsum<32>, and it
// launches tile_kernel<32> (instantiated here and in b.cu).
#include "common.cuh"

__global__ void ka(const float *in, float *out) {
  out[threadIdx.x] = rowsum<32>(in);
}

// Instantiated here for the device side too (b.cu does the same).
template __global__ void tile_kernel<32>(const float *, float *);

#ifndef __CUDA_ARCH__ // host code (the device-only lit test has no launch API)
void run_a(const float *in, float *out_ka, float *out_tile) {
  ka<<<1, 32>>>(in, out_ka);
  tile_kernel<32><<<1, 32>>>(in, out_tile);
}
#endif
