// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Shared tiles read four floats per thread: a [32][4] row array in a plain
// kernel and a tile inside a template kernel (linkonce_odr in the IR).
__global__ void rows(const float *in, float *out) {
  __shared__ float s[32][4];
  int t = threadIdx.x;
  for (int k = 0; k < 4; ++k)
    s[t][k] = in[t * 4 + k];
  __syncthreads();
  out[t] = s[t][0] + s[t][1] + s[t][2] + s[t][3];
}

template <int BM> __global__ void tile(const float *in, float *out) {
  __shared__ float As[8 * BM];
  int t = threadIdx.x;
  for (int k = t; k < 8 * BM; k += blockDim.x)
    As[k] = in[k];
  __syncthreads();
  const float *p = &As[4 * t];
  out[t] = p[0] * p[1] + p[2] * p[3];
}

template __global__ void tile<64>(const float *, float *);
