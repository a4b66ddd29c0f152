// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dyn_x.cu - dynamic shared memory experiment, TU compiled WITH the plugin
// (smemvec-align raises `extern __shared__` declarations to 16; the reads of
// dbuf become ld.shared.v4). Each kernel records the shared-window offsets
// of its arrays in addr[] so the run shows where the dynamic window starts.
//   kx:     odd static array here + an odd static array in a device function
//           of dyn_y.cu (stock), one extern array (also declared in dyn_y.cu
//           with alignment 4).
//   kmulti: odd static array + three extern arrays of other types (their
//           offsets must all equal the window start).
#include "dyn.cuh"

extern __shared__ float dbuf[];
extern __shared__ double dd[];
extern __shared__ short ds[];
extern __shared__ char dc[];

__global__ void kx(const float *in, float *out, unsigned *addr) {
  __shared__ char oddx[5];
  int t = threadIdx.x;
  if (t < 5)
    oddx[t] = (char)(t + 1);
  float y = ytouch(t);
  for (int j = 0; j < 4; ++j)
    dbuf[4 * t + j] = in[4 * t + j];
  __syncthreads();
  out[t] = dbuf[4 * t] + dbuf[4 * t + 1] + dbuf[4 * t + 2] + dbuf[4 * t + 3] +
           oddx[t % 5] + y;
  if (t == 0) {
    addr[0] = (unsigned)__cvta_generic_to_shared(dbuf);
    addr[1] = (unsigned)__cvta_generic_to_shared(oddx);
  }
}

__global__ void kmulti(const float *in, float *out, unsigned *addr) {
  __shared__ char odd3[3];
  int t = threadIdx.x;
  if (t < 3)
    odd3[t] = (char)t;
  // Each thread owns 16 bytes of the window: two doubles (one
  // ld.shared.v2.f64 once dd is 16-aligned).
  dd[2 * t] = in[4 * t] + in[4 * t + 1];
  dd[2 * t + 1] = in[4 * t + 2] + in[4 * t + 3];
  __syncthreads();
  out[t] = (float)(dd[2 * t] + dd[2 * t + 1]) + odd3[t % 3];
  if (t == 0) {
    addr[2] = (unsigned)__cvta_generic_to_shared(dd);
    addr[3] = (unsigned)__cvta_generic_to_shared(ds);
    addr[4] = (unsigned)__cvta_generic_to_shared(dc);
    addr[5] = (unsigned)__cvta_generic_to_shared(odd3);
  }
}

#ifndef __CUDA_ARCH__ // host code (the device-only lit test has no launch API)
void run_x(const float *in, float *out, unsigned *addr, int dyn) {
  kx<<<1, 32, dyn>>>(in, out, addr);
  kmulti<<<1, 32, dyn>>>(in, out + 32, addr);
}
#endif
