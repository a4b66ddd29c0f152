// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Kernels for smemvec-lsv's GPU check: each copies global input to shared
// memory, reads it back in the gapped / mixed-size / LU-row patterns the pass
// merges, and writes a deterministic result to global memory. The lead's run
// compares the outputs of the PTX built with and without the pass
// (-smemvec-lsv=0) bit for bit and counts SASS LDS per kernel. Launch
// parameters: lsv_cases.json (read by bench/lsv_check.py; the seed MWE
// row, lud_mwe, comes from lud_mwe.cu).
//
// Every kernel: grid (G, 1, 1), block (B, 1, 1), args (in, out) where `in`
// and `out` are device arrays described in the manifest. extern "C" keeps the
// names unmangled for cupy.RawModule.

#include <cuda_fp16.h>
#include <stdint.h>

// f16 at byte offsets 0, 2, 12, 14 of a 16-aligned block, warp-uniform.
extern "C" __global__ void lsv_f16_gapped(const __half *in, float *out) {
  __shared__ __half h[64];
  int t = threadIdx.x;
  if (t < 64)
    h[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  int k = blockIdx.x & 3; // block-uniform row of 8 halves
  float a = __half2float(h[8 * k + 0]);
  float b = __half2float(h[8 * k + 1]);
  float c = __half2float(h[8 * k + 6]);
  float d = __half2float(h[8 * k + 7]);
  out[blockIdx.x * blockDim.x + t] = a * t + b - c * 0.5f + d;
}

// Bytes at offsets 0, 5, 15 of a 16-aligned block, warp-uniform.
extern "C" __global__ void lsv_i8_gapped(const uint8_t *in, int *out) {
  __shared__ uint8_t b[64];
  int t = threadIdx.x;
  if (t < 64)
    b[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  int k = blockIdx.x & 3;
  int x = b[16 * k + 0], y = b[16 * k + 5], z = b[16 * k + 15];
  out[blockIdx.x * blockDim.x + t] = x * t + y * 3 - z;
}

struct Rec {
  int a;
  short b;
  short c;
  float d;
};

// A struct {i32, i16, i16, float} read field by field, warp-uniform.
extern "C" __global__ void lsv_struct_fields(const int *in, float *out) {
  __shared__ Rec r[16];
  int t = threadIdx.x;
  if (t < 16) {
    const int *src = in + (blockIdx.x * 16 + t) * 3;
    r[t].a = src[0];
    r[t].b = (short)(src[1] & 0x7fff);
    r[t].c = (short)(src[1] >> 16);
    r[t].d = (float)src[2] * 0.25f;
  }
  __syncthreads();
  const Rec &e = r[(blockIdx.x & 3) * 4];
  out[blockIdx.x * blockDim.x + t] = e.a * 1.0f + e.b - e.c * 2.0f + e.d * t;
}

// Rodinia-style LU row update: s[t][j..j+7] hoisted over stores to s[t][i].
#define BS 16
extern "C" __global__ void lsv_lu_row(const float *in, float *out) {
  __shared__ float s[BS][BS];
  int t = threadIdx.x;
  const float *src = in + blockIdx.x * BS * BS;
  for (int i = 0; i < BS; i++)
    s[i][t] = src[i * BS + t];
  __syncthreads();
  for (int i = 0; i < BS; i++) {
    if (t > i) {
#pragma unroll 8
      for (int j = 0; j < i; j++)
        s[t][i] -= s[t][j] * s[j][i];
    }
    __syncthreads();
  }
  for (int i = 0; i < BS; i++)
    out[blockIdx.x * BS * BS + i * BS + t] = s[i][t];
}

// Per-thread rows read at floats 0, 1, 3 (ratio 0.75: merged by default).
extern "C" __global__ void lsv_varying_dense(const float *in, float *out) {
  __shared__ float rows[256][4];
  int t = threadIdx.x;
  for (int k = 0; k < 4; k++)
    rows[t][k] = in[(blockIdx.x * 256 + t) * 4 + k];
  __syncthreads();
  int u = (t * 7) & 255; // another thread's row
  out[blockIdx.x * 256 + t] = rows[u][0] + 2.0f * rows[u][1] - rows[u][3];
}

// Per-thread rows of 8 halves read at 0, 1, 6, 7 (ratio 0.5: upstream's
// LSV makes two 32-bit loads; smemvec-lsv keeps them by default and merges
// them into one 128-bit load with -smemvec-lsv-min-useful-ratio=0.5). Loops
// so that timing both builds measures the cost-model threshold.
extern "C" __global__ void lsv_varying_half(const __half *in, float *out) {
  __shared__ __half rows[256][8];
  int t = threadIdx.x;
  for (int k = 0; k < 8; k++)
    rows[t][k] = in[(blockIdx.x * 256 + t) * 8 + k];
  __syncthreads();
  float acc = 0.0f;
  for (int it = 0; it < 256; it++) {
    int u = (t + it) & 255;
    acc += __half2float(rows[u][0]) - 0.5f * __half2float(rows[u][1]) +
           __half2float(rows[u][6]) - __half2float(rows[u][7]);
  }
  out[blockIdx.x * 256 + t] = acc;
}
