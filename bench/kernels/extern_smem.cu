//===- extern_smem.cu - dynamic (extern __shared__) window filter ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json).
//
// An 8-tap filter with stride 4 over a dynamically sized shared buffer:
//   out[g] = sum_{k<8} C[k] * in[4g + k],   g = global thread index
// Each block stages 4*blockDim.x + 4 floats in `extern __shared__` memory
// (nvcc declares it .align 16; clang keeps the C alignment 4 unless
// smemvec-align raises the declaration), then each thread reads 8
// consecutive floats starting at a multiple of 4.
// Launch: grid (N/256), block (256), dynamic shared (4*256 + 4) * 4 bytes;
// in has 4N + 4 floats.
//
//===----------------------------------------------------------------------===//
extern "C" __global__ void extern_smem(const float *in, float *out) {
  extern __shared__ float buf[];
  int t = threadIdx.x, nt = blockDim.x;
  const float *src = in + (size_t)blockIdx.x * nt * 4;
  for (int i = t; i < 4 * nt + 4; i += nt)
    buf[i] = src[i];
  __syncthreads();
  const float *w = buf + 4 * t;
  float acc = 0.0625f * w[0] + 0.125f * w[1] + 0.25f * w[2] + 0.5f * w[3] +
              1.0f * w[4] + 0.5f * w[5] + 0.25f * w[6] + 0.125f * w[7];
  out[(size_t)blockIdx.x * nt + t] = acc;
}
