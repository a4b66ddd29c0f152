//===- pad_buffers.cu - dynamic and ping-pong shared tiles, smemvec-pad ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json): the two classes of
// shared tiles docs/pad.md calls dynamic and ping-pong, written the plain
// way (no hand padding or swizzle), each with a host-checkable output:
//  - pad_dyn_transpose: the tiled transpose of pad.cu through `extern
//    __shared__ float tile[]` indexed tile[y * 32 + x] (the launch gives
//    32 * 32 * 4 bytes); block (32, 8), grid (n/32, n/32). smemvec-pad
//    cannot pad dynamic memory: it XOR-swizzles the 4-byte columns
//    (chunk ^ row % 32) in place. The index is int arithmetic, extended
//    once: the pass reads through the zext (it cannot wrap).
//  - pad_pingpong_transpose: the same transpose, T tiles per block one
//    after the other, each staged in `cur = (t & 1) ? b : a` so that one
//    barrier per tile suffices (the next tile fills the other buffer);
//    block (32, 8), grid (n/32, n/32/T). smemvec-pad: both tiles
//    swizzled alike (chunk ^ row % 32): a pad of both would cross a
//    shared-memory occupancy step the pass cannot rule out (no
//    __launch_bounds__ names the block size).
//  - pad_db_matmul: C = A * B with 32x32 tiles, double-buffered: the next
//    k-tile of A is staged transposed (At[k][m], a column store per warp)
//    in `aNxt` while `aCur` is read, then the pointers swap; B likewise
//    by rows. Block (32, 8), each thread 4 outputs; grid (N/32, M/32).
//    smemvec-pad: the At buffers padded alike, 128 -> 132 bytes (the B
//    buffers have no modeled conflicts: left).
// The 2-D kernels state their block shape with a trap, the only form of
// it that reaches the back end from CUDA.
//
//===----------------------------------------------------------------------===//
#define TILE 32
#define ROWS 8

extern "C" __global__ void pad_dyn_transpose(const float *in, float *out,
                                             int n) {
  if (blockDim.x != TILE || blockDim.y != ROWS)
    __trap();
  extern __shared__ float tile[];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * TILE + tx;
  int y = blockIdx.y * TILE + ty;
  for (int j = 0; j < TILE; j += ROWS)
    tile[(ty + j) * TILE + tx] = in[(size_t)(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + tx;
  y = blockIdx.x * TILE + ty;
  for (int j = 0; j < TILE; j += ROWS)
    out[(size_t)(y + j) * n + x] = tile[tx * TILE + ty + j];
}

extern "C" __global__ void pad_pingpong_transpose(const float *in, float *out,
                                                  int n, int tiles) {
  if (blockDim.x != TILE || blockDim.y != ROWS)
    __trap();
  __shared__ float a[TILE][TILE], b[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int t = 0; t < tiles; ++t) {
    float(*cur)[TILE] = (t & 1) ? b : a;
    int by = blockIdx.y * tiles + t;
    int x = blockIdx.x * TILE + tx;
    int y = by * TILE + ty;
    for (int j = 0; j < TILE; j += ROWS)
      cur[ty + j][tx] = in[(size_t)(y + j) * n + x];
    __syncthreads();
    x = by * TILE + tx;
    y = blockIdx.x * TILE + ty;
    for (int j = 0; j < TILE; j += ROWS)
      out[(size_t)(y + j) * n + x] = cur[tx][ty + j];
  }
}

extern "C" __global__ void pad_db_matmul(const float *A, const float *B,
                                         float *C, int M, int N, int K) {
  if (blockDim.x != TILE || blockDim.y != ROWS)
    __trap();
  __shared__ float at0[TILE][TILE], at1[TILE][TILE];
  __shared__ float bs0[TILE][TILE], bs1[TILE][TILE];
  float(*aCur)[TILE] = at0, (*aNxt)[TILE] = at1;
  float(*bCur)[TILE] = bs0, (*bNxt)[TILE] = bs1;
  int tx = threadIdx.x, ty = threadIdx.y;
  int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
  // Stage k-tile 0: At[k][m] = A[row0 + m][k], Bs[k][n] = B[k][col0 + n].
  for (int j = 0; j < TILE; j += ROWS) {
    aCur[tx][ty + j] = A[(size_t)(row0 + ty + j) * K + tx];
    bCur[ty + j][tx] = B[(size_t)(ty + j) * N + col0 + tx];
  }
  __syncthreads();
  float acc[TILE / ROWS] = {};
  int tilesK = K / TILE;
  for (int kt = 0; kt < tilesK; ++kt) {
    if (kt + 1 < tilesK) {
      int k0 = (kt + 1) * TILE;
      for (int j = 0; j < TILE; j += ROWS) {
        aNxt[tx][ty + j] = A[(size_t)(row0 + ty + j) * K + k0 + tx];
        bNxt[ty + j][tx] = B[(size_t)(k0 + ty + j) * N + col0 + tx];
      }
    }
    for (int k = 0; k < TILE; ++k)
      for (int i = 0; i < TILE / ROWS; ++i)
        acc[i] += aCur[k][ty + i * ROWS] * bCur[k][tx];
    __syncthreads();
    float(*t)[TILE] = aCur;
    aCur = aNxt;
    aNxt = t;
    t = bCur;
    bCur = bNxt;
    bNxt = t;
  }
  for (int i = 0; i < TILE / ROWS; ++i)
    C[(size_t)(row0 + ty + i * ROWS) * N + col0 + tx] = acc[i];
}
