//===- lud.cu - LU decomposition blocks in the style of rodinia/lud -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json).
//
// The three kernels of a blocked right-looking LU step (no pivoting), written
// in the shape of rodinia's lud_cuda kernels (shared tiles indexed
// [row][col], triangular loops over BLOCK_SIZE), but out of place so that
// every launch computes the same thing: inputs are read from `in`, results
// written to `out`. BLOCK_SIZE is a -D macro (16 or 32).
//
//   lud_diagonal : grid (B), block (BS). Block b factors the BSxBS tile
//                  in[b] in place in shared memory (Doolittle: unit lower L
//                  below the diagonal, U on and above) and writes it to out[b].
//   lud_perimeter: grid (n/BS - 1), block (2*BS). `in` is an n x n matrix whose
//                  top-left tile holds L\U. Block b solves L X = in[0, b+1]
//                  (row tile) and X U = in[b+1, 0] (column tile); out holds
//                  2 x (n/BS - 1) tiles: row tiles first, then column tiles.
//   lud_internal : grid (n/BS - 1, n/BS - 1), block (BS, BS).
//                  out[r][c] = in[BS+r][BS+c] - sum_k in[BS+r][k] * in[k][BS+c]
//                  for the (n-BS) x (n-BS) trailing matrix.
//
//===----------------------------------------------------------------------===//
#ifndef BLOCK_SIZE
#define BLOCK_SIZE 16
#endif
#define BS BLOCK_SIZE

extern "C" __global__ void lud_diagonal(const float *in, float *out) {
  __shared__ float shadow[BS][BS];
  const float *src = in + (size_t)blockIdx.x * BS * BS;
  float *dst = out + (size_t)blockIdx.x * BS * BS;
  int tx = threadIdx.x;
  for (int i = 0; i < BS; i++)
    shadow[i][tx] = src[i * BS + tx];
  __syncthreads();
  for (int i = 0; i < BS - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++)
        shadow[tx][i] -= shadow[tx][j] * shadow[j][i];
      shadow[tx][i] /= shadow[i][i];
    }
    __syncthreads();
    if (tx > i) {
      for (int j = 0; j < i + 1; j++)
        shadow[i + 1][tx] -= shadow[i + 1][j] * shadow[j][tx];
    }
    __syncthreads();
  }
  for (int i = 0; i < BS; i++)
    dst[i * BS + tx] = shadow[i][tx];
}

extern "C" __global__ void lud_perimeter(const float *in, float *out, int n) {
  __shared__ float dia[BS][BS];
  __shared__ float peri_row[BS][BS];
  __shared__ float peri_col[BS][BS];
  int tiles = n / BS - 1;
  int b = blockIdx.x;
  int idx;
  if (threadIdx.x < BS) {
    idx = threadIdx.x;
    for (int i = 0; i < BS / 2; i++)
      dia[i][idx] = in[i * n + idx];
    for (int i = 0; i < BS; i++)
      peri_row[i][idx] = in[i * n + (b + 1) * BS + idx];
  } else {
    idx = threadIdx.x - BS;
    for (int i = BS / 2; i < BS; i++)
      dia[i][idx] = in[i * n + idx];
    for (int i = 0; i < BS; i++)
      peri_col[i][idx] = in[((b + 1) * BS + i) * n + idx];
  }
  __syncthreads();
  if (threadIdx.x < BS) {
    idx = threadIdx.x;
    for (int i = 1; i < BS; i++)
      for (int j = 0; j < i; j++)
        peri_row[i][idx] -= dia[i][j] * peri_row[j][idx];
  } else {
    idx = threadIdx.x - BS;
    for (int i = 0; i < BS; i++) {
      for (int j = 0; j < i; j++)
        peri_col[idx][i] -= peri_col[idx][j] * dia[j][i];
      peri_col[idx][i] /= dia[i][i];
    }
  }
  // Rodinia writes the column tile right after computing it, relying on
  // warp-synchronous execution (thread idx writes column idx, which the
  // other threads computed); a barrier makes that well defined.
  __syncthreads();
  if (threadIdx.x < BS) {
    float *dst = out + (size_t)b * BS * BS;
    for (int i = 0; i < BS; i++)
      dst[i * BS + idx] = peri_row[i][idx];
  } else {
    float *dst = out + ((size_t)tiles + b) * BS * BS;
    for (int i = 0; i < BS; i++)
      dst[i * BS + idx] = peri_col[i][idx];
  }
}

extern "C" __global__ void lud_internal(const float *in, float *out, int n) {
  __shared__ float peri_row[BS][BS];
  __shared__ float peri_col[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = (blockIdx.y + 1) * BS + ty;
  int col = (blockIdx.x + 1) * BS + tx;
  peri_row[ty][tx] = in[ty * n + col];
  peri_col[ty][tx] = in[row * n + tx];
  __syncthreads();
  float sum = 0.0f;
  for (int i = 0; i < BS; i++)
    sum += peri_col[ty][i] * peri_row[i][tx];
  out[(size_t)(row - BS) * (n - BS) + (col - BS)] = in[row * n + col] - sum;
}
