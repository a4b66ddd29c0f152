// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Kernels for test/Tools/report-remarks.test: one thing --remarks shows each.

// Runtime trip count: stock unrolls it by 8, so smemvec-unroll leaves it; the
// inliner puts it in `rows` (its remark listed there, "before inlining").
__device__ float dot(const float *row, const float *v, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i)
    s += row[i] * v[i];
  return s;
}

// noinline: smemvec-inline specializes it for the shared pointer (a clone
// `scale.smemvec.shared`, linked to the original in the report).
__device__ __noinline__ void scale(float *sh, float *out) {
  for (int i = 0; i < 64; ++i)
    out[i * threadIdx.x] = sh[i] + sh[i + 1] * sh[2 * i];
}

__global__ void rows(float *out, int n) {
  __shared__ float tile[256];
  __shared__ float v[16];
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = dot(&tile[threadIdx.x / 16 * 16], v, n);
  scale(tile, out);
}

// A template kernel: smemvec-align's analysis remark (per-TU compile) and
// its local array raised.
template <int N> __global__ void pairs(float *out) {
  __shared__ float a[N];
  a[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = a[threadIdx.x ^ 1] + a[threadIdx.x ^ 2];
}
template __global__ void pairs<64>(float *);
