//===- pad_versioned.cu - shared tiles of launch-time shape, smemvec-pad --===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json): tiled transposes
// written the way people write them, the block shape named only by the
// launch (`dim3 threads(TILE_DIM, BLOCK_ROWS)`): no trap, no
// __launch_bounds__, no assumption. smemvec-pad versions each kernel on
// blockDim (docs/pad.md, Versioning): a copy of the body with the tile
// swizzled (4-byte chunk ^ row % 32) runs when blockDim is the shape the
// index arithmetic implies, the original body otherwise.
//  - pad_ver_transpose: NVIDIA's transposeCoalesced (TILE_DIM 32,
//    BLOCK_ROWS 8); block (32, 8), grid (n/32, n/32). The copy runs.
//  - pad_ver_transpose16: the same with 16 rows per step; block (32, 16).
//    The copy runs (the shape is 32x16).
//  - pad_ver_transpose_idle: BLOCK_ROWS 8, the threads with threadIdx.y
//    >= 8 idle, so any blockDim.y >= 8 is correct: the suite launches it
//    at (32, 8) (the copy runs) and at (32, 16) (the check rejects it: the
//    original layout runs).
//
//===----------------------------------------------------------------------===//
#define TILE_DIM 32
#define BLOCK_ROWS 8

extern "C" __global__ void pad_ver_transpose(float *odata, const float *idata,
                                             int width) {
  __shared__ float tile[TILE_DIM][TILE_DIM];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(size_t)(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void pad_ver_transpose16(float *odata,
                                               const float *idata, int width) {
  constexpr int Rows = 16;
  __shared__ float tile[TILE_DIM][TILE_DIM];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += Rows)
    tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += Rows)
    odata[(size_t)(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void pad_ver_transpose_idle(float *odata,
                                                  const float *idata,
                                                  int width) {
  __shared__ float tile[TILE_DIM][TILE_DIM];
  bool active = threadIdx.y < BLOCK_ROWS;
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  if (active)
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
      tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  if (active)
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
      odata[(size_t)(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}
