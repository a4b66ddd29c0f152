// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dyn_y.cu - dynamic shared memory experiment, TU compiled WITHOUT the
// plugin: the same `extern __shared__ float dbuf[]` (declared .align 4), a
// non-inlined device function with an odd static array that kx (dyn_x.cu)
// calls, and kernel ky with its own odd static array. See dyn_x.cu.
#include "dyn.cuh"

extern __shared__ float dbuf[];

__device__ __noinline__ float ytouch(int t) {
  __shared__ char oddy[7];
  if (t < 7)
    oddy[t] = (char)(2 * t);
  __syncthreads();
  return oddy[t % 7];
}

__global__ void ky(const float *in, float *out, unsigned *addr) {
  __shared__ char oddz[5];
  int t = threadIdx.x;
  if (t < 5)
    oddz[t] = (char)t;
  dbuf[t] = in[t];
  __syncthreads();
  out[t] = dbuf[t ^ 1] + oddz[t % 5];
  if (t == 0) {
    addr[6] = (unsigned)__cvta_generic_to_shared(dbuf);
    addr[7] = (unsigned)__cvta_generic_to_shared(oddz);
  }
}

#ifndef __CUDA_ARCH__ // host code (the device-only lit test has no launch API)
void run_y(const float *in, float *out, unsigned *addr, int dyn) {
  ky<<<1, 32, dyn>>>(in, out + 64, addr);
}
#endif
