// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// common.cuh - the shared code of the two-TU -fgpu-rdc program (bench/rdc/).
//
// rowsum<N> is a template *device function* with function-local __shared__
// arrays: clang emits them as linkonce_odr (PTX `.weak .shared`) in every TU
// that instantiates it, and nvlink keeps the first copy on its command line.
// `big` has an odd size, so a 4-aligned layout puts `buf` at 4 mod 16.
//
// tile_kernel<N> is a template *kernel* whose own local statics are ODR too,
// but they travel with the kernel (see "Linkage" in lib/CodeGen/SharedAlign.cpp).
#pragma once

template <int N> __device__ float rowsum(const float *in) {
  __shared__ float big[N * 4 + 1];
  __shared__ float buf[N * 4];
  int t = threadIdx.x;
  for (int i = t; i < N * 4 + 1; i += blockDim.x)
    big[i] = in[i];
  for (int j = 0; j < 4; ++j)
    buf[4 * t + j] = 2.0f * in[4 * t + j];
  __syncthreads();
  float s = big[N * 4];
  for (int j = 0; j < 4; ++j)
    s += buf[4 * t + j];
  return s;
}

template <int N> __global__ void tile_kernel(const float *in, float *out) {
  __shared__ float pad[N * 4 + 1];
  __shared__ float tile[N * 4];
  int t = threadIdx.x;
  for (int i = t; i < N * 4 + 1; i += blockDim.x)
    pad[i] = in[i];
  for (int j = 0; j < 4; ++j)
    tile[4 * t + j] = 3.0f * in[4 * t + j];
  __syncthreads();
  float s = pad[N * 4];
  for (int j = 0; j < 4; ++j)
    s += tile[4 * t + j];
  out[t] = s;
}

// Host-side launchers (one per TU).
void run_a(const float *in, float *out_ka, float *out_tile);
void run_b(const float *in, float *out_kb);
