// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// pad.cuh - the shared code of the two-TU -fgpu-rdc program for smemvec-pad
// (issue 33 item 1; bench/rdc/pad_*.cu, test/SharedPad/rdc-two-tu.cu).
//
// Two ODR static __shared__ tiles (function-local statics) with 32-way bank conflicts that
// smemvec-pad removes when it may (docs/pad.md "Template and inline
// statics"):
//   pad_transpose<32>  template kernel, `tile[32][32]` written by row and
//                      read by column (the transpose of test/SharedPad/
//                      template-statics.cu);
//   pad_scratch()      inline device function returning its static
//                      `s[32][32]`, inlined into a kernel of each TU
//                      (pad_colsum_x, pad_colsum_y).
// and a third one the pass leaves in every build (it is used outside a
// kernel), for the hazard itself:
//   pad_shared()       like pad_scratch(), but each TU also defines a
//                      __noinline__ reader of it (pad_row_x, pad_row_y)
//                      that the other TU's kernel calls in the same launch.
// Under -fgpu-rdc both tiles are linkonce_odr/weak_odr in each TU and nvlink
// keeps one copy, so a TU with the plugin must address them exactly as a
// stock TU does. Two negative controls, what a padded TU would be if the
// pass did pad under -fgpu-rdc: -DPAD_HAND_PITCH=33 declares the tiles
// [32][33] (nvlink refuses the mix: "Size doesn't match",
// test/SharedPad/rdc-two-tu.cu); -DPAD_HAND_SWIZZLE=1 keeps [32][32] but
// XOR-swizzles the column as smemvec-pad's swizzle does (no extra bytes:
// the mix links, and the cross-TU kernels read wrong values on the GPU,
// bench/rdc/build.sh's pad_hand_*).
// The block shape the pass reads is the trap guard of each kernel:
// blockDim == (32, 8).
#pragma once

#ifndef PAD_HAND_PITCH
#define PAD_HAND_PITCH 32
#endif

// Column of element (r, c) in a tile: c, or the swizzle of the control.
#if PAD_HAND_SWIZZLE
#define PAD_COL(r, c) ((c) ^ ((r) & 31))
#else
#define PAD_COL(r, c) (c)
#endif

constexpr int PadW = 256; // transpose: a PadW x PadW matrix, 32x32 tiles

#define PAD_SHAPE_GUARD()                                                      \
  do {                                                                         \
    if (blockDim.x != 32 || blockDim.y != 8)                                   \
      __trap();                                                                \
  } while (0)

template <int N>
__global__ void pad_transpose(float *out, const float *in) {
  PAD_SHAPE_GUARD();
  __shared__ float tile[N][N - 32 + PAD_HAND_PITCH];
  int x = blockIdx.x * N + threadIdx.x, y = blockIdx.y * N + threadIdx.y;
  int w = gridDim.x * N;
#pragma unroll
  for (int j = 0; j < N; j += 8)
    tile[threadIdx.y + j][PAD_COL(threadIdx.y + j, threadIdx.x)] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * N + threadIdx.x;
  y = blockIdx.x * N + threadIdx.y;
#pragma unroll
  for (int j = 0; j < N; j += 8)
    out[(y + j) * w + x] = tile[threadIdx.x][PAD_COL(threadIdx.x, threadIdx.y + j)];
}

__device__ inline float (*pad_scratch())[PAD_HAND_PITCH] {
  static __shared__ float s[32][PAD_HAND_PITCH];
  return s;
}

__device__ inline float (*pad_shared())[PAD_HAND_PITCH] {
  static __shared__ float s[32][PAD_HAND_PITCH];
  return s;
}

// Fills a tile with in[32*32] scaled by `scale` (row by row).
__device__ inline void pad_fill(float (*s)[PAD_HAND_PITCH], const float *in, float scale) {
  for (int j = 0; j < 32; j += 8)
    s[threadIdx.y + j][PAD_COL(threadIdx.y + j, threadIdx.x)] =
        scale * in[(threadIdx.y + j) * 32 + threadIdx.x];
}

// Weighted sum of row r of a tile (lane r reads row r: a column walk,
// 32-way conflicts at pitch 32). The weights make a wrong pitch show.
__device__ inline float pad_row(float (*s)[PAD_HAND_PITCH], int r) {
  float sum = 0;
  for (int k = 0; k < 32; ++k)
    sum += s[r][PAD_COL(r, k)] * (k + 1);
  return sum;
}

// Cross-TU readers of pad_shared(): pad_row_x in pad_x.cu (plugin),
// pad_row_y in pad_y.cu (stock); each TU's kernel pad_cross_* fills
// pad_shared() and calls the other TU's reader in the same launch.
__device__ float pad_row_x(int r);
__device__ float pad_row_y(int r);

// Host-side launchers (one per TU): out gets PadW*PadW (transpose) + 32
// (colsum) + 32 (cross) floats; in has PadW*PadW floats.
void run_pad_x(const float *in, float *out);
void run_pad_y(const float *in, float *out);
