// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Issue 20, class 1 (global address space lost through calls): kernels that
// hand their global pointer parameters to a large device function which
// declares its own __shared__ tile (no shared pointer is passed). clang -O3
// keeps the callee a .func (too large for its inliner), so the callee's
// global accesses stay generic ld/st; nvcc inlines and types them.
//
//   matmul_outlined   C = A*B through TiledProduct<64, 16, 4>::run, a static
//                     member of a class template (64x64 tile, BK = 16, 4x4
//                     per thread, 256 threads); n x n, n a multiple of 64.
//   conv5_blur        5x5 convolution through the free function template
//   conv5_detail      convolve5<TILE_ROWS>, whose taps are written out by a
//                     macro; conv5_detail calls the same function with the
//                     flag that subtracts the result from the input (a
//                     high-pass). Edges clamp. w, h multiples of 32 and 16.
#include <cuda_runtime.h>

template <int TILE, int BK, int TPT> struct TiledProduct {
  static constexpr int THREADS = (TILE / TPT) * (TILE / TPT);

  /// One TILE x TILE block of C = A * B (row-major, n x n): A and B slabs of
  /// BK columns / rows staged in shared, TPT x TPT outputs per thread.
  static __device__ void run(const float *A, const float *B, float *C, int n) {
    __shared__ float As[TILE][BK + 1];
    __shared__ float Bs[BK][TILE];
    const int tid = threadIdx.x;
    const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
    const int ty = tid / (TILE / TPT), tx = tid % (TILE / TPT);
    float acc[TPT][TPT];
#pragma unroll
    for (int i = 0; i < TPT; ++i)
#pragma unroll
      for (int j = 0; j < TPT; ++j)
        acc[i][j] = 0.0f;
    for (int k0 = 0; k0 < n; k0 += BK) {
#pragma unroll
      for (int e = tid; e < TILE * BK; e += THREADS) {
        As[e / BK][e % BK] = A[(row0 + e / BK) * n + k0 + e % BK];
        Bs[e / TILE][e % TILE] = B[(k0 + e / TILE) * n + col0 + e % TILE];
      }
      __syncthreads();
#pragma unroll
      for (int k = 0; k < BK; ++k) {
        float a[TPT], b[TPT];
#pragma unroll
        for (int i = 0; i < TPT; ++i)
          a[i] = As[ty * TPT + i][k];
#pragma unroll
        for (int j = 0; j < TPT; ++j)
          b[j] = Bs[k][tx + j * (TILE / TPT)];
#pragma unroll
        for (int i = 0; i < TPT; ++i)
#pragma unroll
          for (int j = 0; j < TPT; ++j)
            acc[i][j] += a[i] * b[j];
      }
      __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < TPT; ++i)
#pragma unroll
      for (int j = 0; j < TPT; ++j)
        C[(row0 + ty * TPT + i) * n + col0 + tx + j * (TILE / TPT)] = acc[i][j];
  }
};

extern "C" __global__ void matmul_outlined(const float *A, const float *B, float *C, int n) {
  TiledProduct<64, 16, 4>::run(A, B, C, n);
}

// --- 5x5 convolution through a free function template -----------------------

#define CONV_W 32 // tile width = threads in x
#define CONV_R 2  // radius

// One output row's 25 taps, written out as a user would without a loop.
#define CONV_ROW(dy)                                                                    \
  acc += taps[(dy) * 5 + 0] * tile[ly + (dy)][lx + 0] +                                 \
         taps[(dy) * 5 + 1] * tile[ly + (dy)][lx + 1] +                                 \
         taps[(dy) * 5 + 2] * tile[ly + (dy)][lx + 2] +                                 \
         taps[(dy) * 5 + 3] * tile[ly + (dy)][lx + 3] +                                 \
         taps[(dy) * 5 + 4] * tile[ly + (dy)][lx + 4];
#define CONV_TAPS CONV_ROW(0) CONV_ROW(1) CONV_ROW(2) CONV_ROW(3) CONV_ROW(4)

/// A (ROWS*8) x CONV_W tile of out = taps (*) in (clamped edges), or in - that
/// when `highpass`; blocks of CONV_W x 8 threads, ROWS outputs per thread.
template <int ROWS>
__device__ void convolve5(const float *in, float *out, const float *taps, int w, int h,
                          bool highpass) {
  constexpr int TH = ROWS * 8;
  __shared__ float tile[TH + 2 * CONV_R][CONV_W + 2 * CONV_R];
  const int x0 = blockIdx.x * CONV_W, y0 = blockIdx.y * TH;
  for (int e = threadIdx.y * CONV_W + threadIdx.x; e < (TH + 4) * (CONV_W + 4);
       e += CONV_W * 8) {
    int ty = e / (CONV_W + 4), tx = e % (CONV_W + 4);
    int gy = min(max(y0 + ty - CONV_R, 0), h - 1);
    int gx = min(max(x0 + tx - CONV_R, 0), w - 1);
    tile[ty][tx] = in[gy * w + gx];
  }
  __syncthreads();
#pragma unroll
  for (int r = 0; r < ROWS; ++r) {
    const int ly = threadIdx.y + 8 * r, lx = threadIdx.x;
    float acc = 0.0f;
    CONV_TAPS
    const int gy = y0 + ly, gx = x0 + lx;
    out[gy * w + gx] = highpass ? tile[ly + CONV_R][lx + CONV_R] - acc : acc;
  }
}

extern "C" __global__ void conv5_blur(const float *in, float *out, const float *taps, int w,
                                      int h) {
  convolve5<4>(in, out, taps, w, h, false);
}

extern "C" __global__ void conv5_detail(const float *in, float *out, const float *taps, int w,
                                        int h) {
  convolve5<4>(in, out, taps, w, h, true);
}
