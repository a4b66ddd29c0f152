// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Small public-pattern kernels for smemvec-cluster's register/shared-count
// table and GPU check (bench/cluster_check.py, which also compiles
// bench/kernels/transpose.cu and lud_mwe.cu). Each stresses one shared-memory
// access pattern; outputs go to global memory so nothing is dead.
#define TILE 16

// cuda-samples matrixMul: row of As times column of Bs, unrolled.
__global__ void matmul_tile(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.f;
  for (int t = 0; t < n; t += TILE) {
    As[ty][tx] = A[row * n + t + tx];
    Bs[ty][tx] = B[(t + ty) * n + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k)
      acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

// 1-D stencil, radius 3.
#define R 3
__global__ void stencil1d(const float *in, float *out) {
  __shared__ float s[256 + 2 * R];
  int g = blockIdx.x * 256 + threadIdx.x, l = threadIdx.x + R;
  s[l] = in[g + R];
  if (threadIdx.x < R) {
    s[l - R] = in[g];
    s[l + 256] = in[g + 256 + R];
  }
  __syncthreads();
  float r = 0.f;
#pragma unroll
  for (int o = -R; o <= R; ++o)
    r += (o + 4) * s[l + o];
  out[g] = r;
}

// 2-D 5-point stencil on a shared tile with halo.
__global__ void stencil2d(const float *in, float *out, int n) {
  __shared__ float t[18][18];
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  t[ty][tx] = in[y * n + x];
  if (threadIdx.x == 0) t[ty][0] = in[y * n + x - 1];
  if (threadIdx.x == 15) t[ty][17] = in[y * n + x + 1];
  if (threadIdx.y == 0) t[0][tx] = in[(y - 1) * n + x];
  if (threadIdx.y == 15) t[17][tx] = in[(y + 1) * n + x];
  __syncthreads();
  out[y * n + x] = 0.2f * (t[ty][tx] + t[ty][tx - 1] + t[ty][tx + 1] +
                           t[ty - 1][tx] + t[ty + 1][tx]);
}

// Register-blocked SGEMM (4x4 per thread, BK = 8), the SGEMM-tutorial shape.
__global__ void sgemm_4x4(const float *A, const float *B, float *C, int n) {
  __shared__ float As[8][64];
  __shared__ float Bs[8][64];
  int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  float acc[4][4] = {};
  const float *a = A + blockIdx.y * 64 * n, *b = B + blockIdx.x * 64;
  for (int k0 = 0; k0 < n; k0 += 8) {
    for (int i = threadIdx.x; i < 8 * 64; i += 256) {
      As[i % 8][i / 8] = a[(i / 8) * n + k0 + i % 8];
      Bs[i / 64][i % 64] = b[(k0 + i / 64) * n + i % 64];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 8; ++k) {
      float ra[4], rb[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        ra[i] = As[k][ty * 4 + i];
        rb[i] = Bs[k][tx * 4 + i];
      }
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] += ra[i] * rb[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      C[(blockIdx.y * 64 + ty * 4 + i) * n + blockIdx.x * 64 + tx * 4 + j] =
          acc[i][j];
}

// rodinia lud_internal shape: peri_row x peri_col, BLOCK 16.
__global__ void lud_internal(float *m, int n, int off) {
  __shared__ float peri_row[16][16];
  __shared__ float peri_col[16][16];
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int g_row = off + (by + 1) * 16, g_col = off + (bx + 1) * 16;
  peri_row[ty][tx] = m[(off + ty) * n + g_col + tx];
  peri_col[ty][tx] = m[(g_row + ty) * n + off + tx];
  __syncthreads();
  float sum = 0;
#pragma unroll
  for (int i = 0; i < 16; i++)
    sum += peri_col[ty][i] * peri_row[i][tx];
  m[(g_row + ty) * n + g_col + tx] -= sum;
}

// Shared-memory tree reduction.
__global__ void reduce(const float *in, float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  for (int st = 128; st > 0; st >>= 1) {
    if (threadIdx.x < st)
      s[threadIdx.x] += s[threadIdx.x + st];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}

// Per-thread small matrix in dynamic shared memory (column walk, as the MWE).
__global__ void row_columns(const float *in, float *out) {
  extern __shared__ float dyn[];
  float *rowp = dyn + threadIdx.x * 8;
  for (int i = 0; i < 8; ++i)
    rowp[i] = in[threadIdx.x * 8 + i];
  __syncthreads();
  float acc = 0;
#pragma unroll
  for (int j = 0; j < 4; ++j)
#pragma unroll
    for (int i = 0; i < 8; i += 4)
      acc = acc * dyn[j * 8 + i] + dyn[(j + 4) * 8 + i] + rowp[i];
  out[threadIdx.x] = acc;
}
