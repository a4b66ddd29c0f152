// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Windows whose radius each pixel reads from memory (smemvec-unroll rule r,
// remainders): the window loops run 1, 3, 5, 7 or 9 trips, a count no
// compiler knows. LLVM unrolls the inner one at runtime and leaves the
// trips over as a rolled loop, run in every row of every window; nvcc
// emits them as copies with exit tests.
//
//   box_radius        out[y][x] = mean of in over the (2r+1)^2 window
//                     around (x, y), r = radius[y][x] in 0..4, edges
//                     clamped. A 16x16 block stages its tile plus a
//                     4-pixel halo into shared memory; the window walks it
//                     with unsigned (threadIdx) indices, as HeCBench's
//                     asmooth does. Its body is small: LLVM unrolls by 8,
//                     a remainder of up to 7 (rule r's bound).
//   bilateral_radius  the same window weighted by exp(-|v - centre|) (a
//                     range kernel, __expf), divided by the weights' sum:
//                     a larger body that LLVM unrolls by 4, remainder 1-3.
//   bilateral_uniform bilateral_radius with one radius for every pixel, a
//                     kernel argument (a convolution's mask width): the
//                     same loops, a trip count uniform across the grid;
//                     the control for rule (r) beyond per-pixel trips.
//   conv_mask         a tiled 2-D convolution with a (2r+1)^2 mask of
//                     weights in global memory, r a kernel argument (the
//                     textbook shape: mask width at run time): the loop
//                     nest of bilateral_uniform around a body of one mask
//                     load and one multiply-add, rows walked from 0.
#include <cuda_runtime.h>

#define BR_TILE 16
#define BR_MAXR 4
#define BR_SIDE (BR_TILE + 2 * BR_MAXR)

// Stages the block's 16x16 tile plus its halo (edges clamped) and waits
// for it; false for a thread outside the image, else its pixel's offset.
__device__ __forceinline__ bool stage_tile(float (*tile)[BR_SIDE],
                                           const float *__restrict__ in, int w,
                                           int h, int &at) {
  const int x0 = blockIdx.x * BR_TILE, y0 = blockIdx.y * BR_TILE;
  for (int i = threadIdx.y * BR_TILE + threadIdx.x; i < BR_SIDE * BR_SIDE;
       i += BR_TILE * BR_TILE) {
    const int ty = i / BR_SIDE, tx = i % BR_SIDE;
    const int gy = min(max(y0 + ty - BR_MAXR, 0), h - 1);
    const int gx = min(max(x0 + tx - BR_MAXR, 0), w - 1);
    tile[ty][tx] = in[gy * w + gx];
  }
  __syncthreads();
  const int x = x0 + threadIdx.x, y = y0 + threadIdx.y;
  if (x >= w || y >= h)
    return false;
  at = y * w + x;
  return true;
}

// stage_tile, then the pixel's radius.
__device__ __forceinline__ bool stage_window(float (*tile)[BR_SIDE],
                                             const float *__restrict__ in,
                                             const int *__restrict__ radius,
                                             int w, int h, int &at, int &r) {
  if (!stage_tile(tile, in, w, h, at))
    return false;
  r = radius[at];
  return true;
}

// The range-weighted window of radius r around the thread's pixel.
__device__ __forceinline__ float bilateral_at(float (*tile)[BR_SIDE], int r) {
  const float centre = tile[threadIdx.y + BR_MAXR][threadIdx.x + BR_MAXR];
  float sum = 0.0f, weights = 0.0f;
  for (int dy = -r; dy <= r; ++dy)
    for (int dx = -r; dx <= r; ++dx) {
      const float v =
          tile[threadIdx.y + BR_MAXR + dy][threadIdx.x + BR_MAXR + dx];
      const float wt = __expf(-fabsf(v - centre));
      sum += wt * v;
      weights += wt;
    }
  return sum / weights;
}

extern "C" __global__ void box_radius(const float *__restrict__ in,
                                      const int *__restrict__ radius,
                                      float *__restrict__ out, int w, int h) {
  __shared__ float tile[BR_SIDE][BR_SIDE];
  int at, r;
  if (!stage_window(tile, in, radius, w, h, at, r))
    return;
  float sum = 0.0f;
  for (int dy = -r; dy <= r; ++dy)
    for (int dx = -r; dx <= r; ++dx)
      sum += tile[threadIdx.y + BR_MAXR + dy][threadIdx.x + BR_MAXR + dx];
  out[at] = sum / float((2 * r + 1) * (2 * r + 1));
}

extern "C" __global__ void bilateral_radius(const float *__restrict__ in,
                                            const int *__restrict__ radius,
                                            float *__restrict__ out, int w,
                                            int h) {
  __shared__ float tile[BR_SIDE][BR_SIDE];
  int at, r;
  if (!stage_window(tile, in, radius, w, h, at, r))
    return;
  out[at] = bilateral_at(tile, r);
}

extern "C" __global__ void bilateral_uniform(const float *__restrict__ in,
                                             float *__restrict__ out, int w,
                                             int h, int r) {
  __shared__ float tile[BR_SIDE][BR_SIDE];
  int at;
  if (!stage_tile(tile, in, w, h, at))
    return;
  out[at] = bilateral_at(tile, r);
}

extern "C" __global__ void conv_mask(const float *__restrict__ in,
                                     const float *__restrict__ mask,
                                     float *__restrict__ out, int w, int h,
                                     int r) {
  __shared__ float tile[BR_SIDE][BR_SIDE];
  int at;
  if (!stage_tile(tile, in, w, h, at))
    return;
  const int width = 2 * r + 1;
  float sum = 0.0f;
  for (int j = 0; j < width; ++j)
    for (int k = 0; k < width; ++k)
      sum += tile[threadIdx.y + BR_MAXR - r + j][threadIdx.x + BR_MAXR - r + k] *
             mask[j * width + k];
  out[at] = sum;
}
