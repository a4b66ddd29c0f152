// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Issue 31 item 2: threads that walk a strip of n rows (n a kernel
// argument) of a shared tile, reading a 3x3 neighbourhood per row. Unrolled
// by a runtime count, consecutive rows' loads are shared between copies
// (each row loaded once for three outputs) and several rows are in flight;
// rolled, every row costs nine LDS. Written three ways: a 2-D tile with
// constant weights, a flat tile with __constant__ weights and constant 3x3
// loops, a pointer that steps one row per iteration. Block (32, 4): each
// thread column-strip of n <= 16 rows; out = 3x3 binomial blur with
// clamped edges (bench/references.py: ref_strip3x3).
#define SW 32
#define SY 4
#define MAXN 16
#define P (SW + 2)

__device__ __forceinline__ int clampi(int v, int hi) {
  return v < 0 ? 0 : (v > hi ? hi : v);
}

// Stage rows y0-1 .. y0+SY*n and columns x0-1 .. x0+SW into t (row pitch P).
__device__ __forceinline__ void stage(float *t, const float *__restrict__ in,
                                      int W, int H, int n, int x0, int y0) {
  int rows = SY * n + 2;
  for (int r = threadIdx.y; r < rows; r += SY)
    for (int c = threadIdx.x; c < P; c += SW)
      t[r * P + c] = in[(size_t)clampi(y0 + r - 1, H - 1) * W +
                        clampi(x0 + c - 1, W - 1)];
}

extern "C" __global__ void strip_2d(const float *__restrict__ in,
                                    float *__restrict__ out, int W, int H,
                                    int n) {
  __shared__ float t[SY * MAXN + 2][P];
  int x0 = blockIdx.x * SW, y0 = blockIdx.y * SY * n;
  stage(&t[0][0], in, W, H, n, x0, y0);
  __syncthreads();
  int tx = threadIdx.x, base = threadIdx.y * n;
  for (int r = 0; r < n; ++r) {
    int y = base + r;
    float s = 0.0625f * (t[y][tx] + t[y][tx + 2] + t[y + 2][tx] + t[y + 2][tx + 2]) +
              0.125f * (t[y][tx + 1] + t[y + 1][tx] + t[y + 1][tx + 2] + t[y + 2][tx + 1]) +
              0.25f * t[y + 1][tx + 1];
    out[(size_t)(y0 + y) * W + x0 + tx] = s;
  }
}

__constant__ float strip_w[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f,
                                 0.125f,  0.0625f, 0.125f, 0.0625f};

extern "C" __global__ void strip_flat(const float *__restrict__ in,
                                      float *__restrict__ out, int W, int H,
                                      int n) {
  __shared__ float t[(SY * MAXN + 2) * P];
  int x0 = blockIdx.x * SW, y0 = blockIdx.y * SY * n;
  stage(t, in, W, H, n, x0, y0);
  __syncthreads();
  int tx = threadIdx.x;
  for (int r = 0; r < n; ++r) {
    int y = threadIdx.y * n + r;
    float s = 0.f;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j)
        s += strip_w[i * 3 + j] * t[(y + i) * P + tx + j];
    out[(size_t)(y0 + y) * W + x0 + tx] = s;
  }
}

extern "C" __global__ void strip_ptr(const float *__restrict__ in,
                                     float *__restrict__ out, int W, int H,
                                     int n) {
  __shared__ float t[(SY * MAXN + 2) * P];
  int x0 = blockIdx.x * SW, y0 = blockIdx.y * SY * n;
  stage(t, in, W, H, n, x0, y0);
  __syncthreads();
  const float *p = t + threadIdx.y * n * P + threadIdx.x;
  float *o = out + (size_t)(y0 + threadIdx.y * n) * W + x0 + threadIdx.x;
  for (int r = n; r > 0; --r, p += P, o += W) {
    float top = 0.25f * p[0] + 0.5f * p[1] + 0.25f * p[2];
    float mid = 0.25f * p[P] + 0.5f * p[P + 1] + 0.25f * p[P + 2];
    float bot = 0.25f * p[2 * P] + 0.5f * p[2 * P + 1] + 0.25f * p[2 * P + 2];
    *o = 0.25f * top + 0.5f * mid + 0.25f * bot;
  }
}
