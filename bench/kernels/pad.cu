//===- pad.cu - shared tiles with bank conflicts, for smemvec-pad ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json): the kernels of
// docs/pad.md, each written the plain way (no hand padding), one per shape
// of conflict smemvec-pad handles or must leave alone:
//  - pad_transpose: the 32x32 float tile of a tiled transpose, written by
//    rows and read by columns (32-way conflicts on every read); block
//    (32, 8), grid (n/32, n/32). smemvec-pad: pitch 128 -> 132 bytes.
//  - pad_rowdot: 32 rows of 32 floats staged by rows, thread t then reads
//    row t (a column of the tile per warp step) for a dot product with a
//    weight vector; block 32 (1-D), grid B. The row walk vectorizes to
//    ld.shared.v4, so the pad keeps rows 16-aligned: 128 -> 144 bytes.
//  - pad_rowdot_swz: the same with 96 rows of 128 floats (exactly 48 KB):
//    no pad fits the static limit, smemvec-pad XOR-swizzles the columns
//    instead; block 128 (1-D), grid B.
//  - pad_lu32: the rodinia LU diagonal tile factorisation (lud.cu's
//    lud_diagonal) at BLOCK_SIZE 32 with its loops unrolled by pragma, so
//    every address is affine in threadIdx.x: thread tx walks row tx
//    (column reads, 32-way conflicts); block 32, grid B. Pitch 128 -> 132.
//  - pad_hist: per-warp sub-histograms h[8][256] filled with atomicAdd at
//    data-dependent bins: no affine address, must stay untouched (the
//    PTX is identical with and without smemvec-pad); block 256, grid B.
// The 2-D kernel states its block shape with a trap, the only form of it
// that reaches the back end from CUDA (clang has no reqntid attribute).
//
//===----------------------------------------------------------------------===//
#define TILE 32
#define ROWS 8

extern "C" __global__ void pad_transpose(const float *in, float *out, int n) {
  if (blockDim.x != TILE || blockDim.y != ROWS)
    __trap();
  __shared__ float tile[TILE][TILE];
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

#define DOT_ROWS 32
#define DOT_COLS 32

extern "C" __global__ void __launch_bounds__(DOT_ROWS)
    pad_rowdot(const float *in, const float *w, float *out) {
  __shared__ float tile[DOT_ROWS][DOT_COLS];
  const float *src = in + (size_t)blockIdx.x * DOT_ROWS * DOT_COLS;
  unsigned t = threadIdx.x;
  for (int r = 0; r < DOT_ROWS; ++r)
    tile[r][t] = src[r * DOT_COLS + t];
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < DOT_COLS; ++k)
    acc += tile[t][k] * w[k];
  out[(size_t)blockIdx.x * DOT_ROWS + t] = acc;
}

#define SWZ_ROWS 96
#define SWZ_COLS 128

extern "C" __global__ void __launch_bounds__(SWZ_COLS)
    pad_rowdot_swz(const float *in, const float *w, float *out) {
  __shared__ float tile[SWZ_ROWS][SWZ_COLS];
  const float *src = in + (size_t)blockIdx.x * SWZ_ROWS * SWZ_COLS;
  unsigned t = threadIdx.x;
  for (int r = 0; r < SWZ_ROWS; ++r)
    tile[r][t] = src[r * SWZ_COLS + t];
  __syncthreads();
  if (t < SWZ_ROWS) {
    float acc = 0.f;
    for (int k = 0; k < SWZ_COLS; ++k)
      acc += tile[t][k] * w[k];
    out[(size_t)blockIdx.x * SWZ_ROWS + t] = acc;
  }
}

#define LU_BS 32

extern "C" __global__ void __launch_bounds__(LU_BS)
    pad_lu32(const float *in, float *out) {
  __shared__ float shadow[LU_BS][LU_BS];
  const float *src = in + (size_t)blockIdx.x * LU_BS * LU_BS;
  float *dst = out + (size_t)blockIdx.x * LU_BS * LU_BS;
  int tx = threadIdx.x;
  for (int i = 0; i < LU_BS; i++)
    shadow[i][tx] = src[i * LU_BS + tx];
  __syncthreads();
#pragma unroll
  for (int i = 0; i < LU_BS - 1; i++) {
    if (tx > i) {
#pragma unroll
      for (int j = 0; j < i; j++)
        shadow[tx][i] -= shadow[tx][j] * shadow[j][i];
      shadow[tx][i] /= shadow[i][i];
    }
    __syncthreads();
    if (tx > i) {
#pragma unroll
      for (int j = 0; j < i + 1; j++)
        shadow[i + 1][tx] -= shadow[i + 1][j] * shadow[j][tx];
    }
    __syncthreads();
  }
  for (int i = 0; i < LU_BS; i++)
    dst[i * LU_BS + tx] = shadow[i][tx];
}

#define HIST_WARPS 8
#define HIST_BINS 256
#define HIST_PER_THREAD 16

extern "C" __global__ void __launch_bounds__(HIST_BINS)
    pad_hist(const unsigned char *in, unsigned *out) {
  __shared__ unsigned h[HIST_WARPS][HIST_BINS];
  unsigned t = threadIdx.x, warp = t / 32;
  for (int w = 0; w < HIST_WARPS; ++w)
    h[w][t] = 0;
  __syncthreads();
  const unsigned char *src =
      in + (size_t)blockIdx.x * HIST_BINS * HIST_PER_THREAD;
  for (int i = 0; i < HIST_PER_THREAD; ++i)
    atomicAdd(&h[warp][src[i * HIST_BINS + t]], 1u);
  __syncthreads();
  unsigned sum = 0;
  for (int w = 0; w < HIST_WARPS; ++w)
    sum += h[w][t];
  out[(size_t)blockIdx.x * HIST_BINS + t] = sum;
}
