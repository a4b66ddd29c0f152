// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Issue 20 controls: kernels unlike the suite's that the new unroll/inline
// rules must not make slower.
//
//   histogram_blocks  256-bin histogram of bytes with shared-memory atomics:
//                     each 256-thread block counts HIST_CHUNK bytes (read as
//                     32-bit words, a runtime-trip strided loop with an
//                     atomic in the body) and writes its own 256 counts.
//   bitonic_sort1024  sorts each 1024-float segment ascending in shared
//                     memory, 512 threads, one compare-exchange per thread
//                     per step (55 steps, a barrier after each), nested
//                     constant-trip loops with shifts.
#include <cuda_runtime.h>

#define HIST_BINS 256
#define HIST_CHUNK 16384 // bytes per block

extern "C" __global__ void histogram_blocks(const unsigned int *words, int *counts) {
  __shared__ int bins[HIST_BINS];
  bins[threadIdx.x] = 0;
  __syncthreads();
  const unsigned int *w = words + (size_t)blockIdx.x * (HIST_CHUNK / 4);
  for (int i = threadIdx.x; i < HIST_CHUNK / 4; i += blockDim.x) {
    unsigned int v = w[i];
    atomicAdd(&bins[v & 0xff], 1);
    atomicAdd(&bins[(v >> 8) & 0xff], 1);
    atomicAdd(&bins[(v >> 16) & 0xff], 1);
    atomicAdd(&bins[v >> 24], 1);
  }
  __syncthreads();
  counts[blockIdx.x * HIST_BINS + threadIdx.x] = bins[threadIdx.x];
}

#define BITONIC_N 1024

extern "C" __global__ void __launch_bounds__(BITONIC_N / 2)
    bitonic_sort1024(const float *in, float *out) {
  __shared__ float s[BITONIC_N];
  const int t = threadIdx.x;
  const size_t base = (size_t)blockIdx.x * BITONIC_N;
  s[t] = in[base + t];
  s[t + BITONIC_N / 2] = in[base + t + BITONIC_N / 2];
  __syncthreads();
  for (int size = 2; size <= BITONIC_N; size <<= 1) {
    for (int stride = size >> 1; stride > 0; stride >>= 1) {
      // Thread t compares element i with i + stride, i the t-th index whose
      // `stride` bit is clear.
      const int i = 2 * t - (t & (stride - 1));
      const bool up = (i & size) == 0;
      const float a = s[i], b = s[i + stride];
      if ((a > b) == up) {
        s[i] = b;
        s[i + stride] = a;
      }
      __syncthreads();
    }
  }
  out[base + t] = s[t];
  out[base + t + BITONIC_N / 2] = s[t + BITONIC_N / 2];
}
