// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// 120 instantiations of one kernel template, each with a dot product over a
// shared row (smemvec-unroll fully unrolls every copy): the compile cost of
// the plugin grows with the number of kernels, not worse.
template <int N, int S>
__global__ void dot_rows(const float *__restrict__ a, const float *__restrict__ b,
                         float *__restrict__ out) {
  __shared__ float row[N * S];
  int t = threadIdx.x;
  for (int i = t; i < N * S; i += blockDim.x) row[i] = a[blockIdx.x * N * S + i];
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < N; ++k) acc += row[t % S * N + k] * b[k];
  out[blockIdx.x * blockDim.x + t] = acc;
}
#define I4(n) template __global__ void dot_rows<n, 1>(const float *, const float *, float *); \
              template __global__ void dot_rows<n, 2>(const float *, const float *, float *); \
              template __global__ void dot_rows<n, 3>(const float *, const float *, float *); \
              template __global__ void dot_rows<n, 4>(const float *, const float *, float *);
#define I20(b) I4(b + 1) I4(b + 2) I4(b + 3) I4(b + 4) I4(b + 5)
I20(0) I20(5) I20(10) I20(15) I20(20) I20(25)
