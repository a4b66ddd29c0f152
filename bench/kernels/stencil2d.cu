//===- stencil2d.cu - 5-point 2D stencil with a shared halo tile ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json).
//
// out[y][x] = C0 * in[y][x] + C1 * (in[y-1][x] + in[y+1][x] + in[y][x-1]
//             + in[y][x+1]) on an n x n grid, edges clamped (replicated).
// A block computes a 128 x 8 output tile; each thread 4 consecutive outputs
// of one row, so it reads 6 consecutive floats of its own row and 4 of the
// rows above and below from a (8+2) x (128+2) shared tile whose rows are
// padded to 132 floats (16-byte aligned rows).
// Launch: grid (n/TX, n/TY), block (TX/4, TY); n a multiple of TX and TY.
// TX (default 128) and TY (default 8) can be set with -D: the non-GEMM
// example of smemvec-tune specs (docs/examples/stencil2d.tune.toml).
//
//===----------------------------------------------------------------------===//
#ifndef TX
#define TX 128
#endif
#ifndef TY
#define TY 8
#endif
#define PITCH (TX + 4)
#define C0 0.5f
#define C1 0.125f

__device__ __forceinline__ int clampi(int v, int hi) {
  return v < 0 ? 0 : (v > hi ? hi : v);
}

extern "C" __global__ void stencil2d(const float *in, float *out, int n) {
  __shared__ float tile[TY + 2][PITCH];
  int x0 = blockIdx.x * TX, y0 = blockIdx.y * TY;
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  for (int i = t; i < (TY + 2) * (TX + 2); i += blockDim.x * blockDim.y) {
    int r = i / (TX + 2), c = i % (TX + 2);
    int gy = clampi(y0 + r - 1, n - 1), gx = clampi(x0 + c - 1, n - 1);
    tile[r][c] = in[(size_t)gy * n + gx];
  }
  __syncthreads();
  int r = threadIdx.y + 1;
  int c = 4 * threadIdx.x; // tile column of the left neighbour of output 0
  float o[4];
#pragma unroll
  for (int k = 0; k < 4; k++) {
    float centre = tile[r][c + k + 1];
    float side = tile[r - 1][c + k + 1] + tile[r + 1][c + k + 1] +
                 tile[r][c + k] + tile[r][c + k + 2];
    o[k] = C0 * centre + C1 * side;
  }
  float *dst = out + (size_t)(y0 + threadIdx.y) * n + x0 + 4 * threadIdx.x;
#pragma unroll
  for (int k = 0; k < 4; k++)
    dst[k] = o[k];
}
