//===- transpose.cu - tiled matrix transpose with a padded shared tile ----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json).
//
// out = in^T for an n x n float matrix (n a multiple of 32). The classic
// coalesced transpose: a 32x33 shared tile (one float of padding per row
// against bank conflicts), each thread moves 4 elements.
// Launch: grid (n/32, n/32), block (32, 8).
//
//===----------------------------------------------------------------------===//
#define TILE 32
#define ROWS 8

extern "C" __global__ void transpose(const float *in, float *out, int n) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[(size_t)(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}
