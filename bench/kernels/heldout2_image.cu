// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Held-out kernels, second batch (issue 20): grid and image kernels written
// the way third-party code writes them (a z-marching stencil with a register
// queue, a convolution as a struct template with member functions, a
// bilateral filter in macro style, a per-tile histogram equalisation).
//
//   h2_stencil3d_zmarch  3-D 7-point stencil with clamped edges: 32x8 threads
//                        march in z over a (8+2) x (32+2) shared plane tile;
//                        the z neighbours live in a three-register queue.
//                        Plain code, no pragmas.
//   h2_conv3x3_c16       direct 3x3 convolution (zero padding), 16 input and
//                        16 output channels: Conv3x3<16, 16, 16> stages a
//                        16 x 18 x 18 input tile and all weights in shared,
//                        each of 16x16 threads keeps 16 accumulators (a
//                        private array; `#pragma unroll` on the output
//                        channels only).
//   h2_bilateral5        5x5 bilateral filter with clamped edges, 16x16
//                        threads, a 20x20 halo tile; the 25 spatial weights
//                        and every range weight come from __expf. Macros.
//   h2_histeq_tiles      histogram equalisation per 128x128 tile of a uint8
//                        image: shared-atomic 256-bin histogram (32-bit word
//                        loads), Hillis-Steele inclusive scan of the bins
//                        (8 steps, two barriers each), lut = cdf*255/16384,
//                        lookup. Bit-exact; __launch_bounds__(256).
#include <cuda_runtime.h>

#ifndef __CUDACC__ // the CPU emulation (bench/emu_check.py) has no __ldg
template <class T> static inline T __ldg(const T *p) { return *p; }
#endif

// --- 3-D 7-point stencil, z-march with a register queue ------------------------

#define S3_TX 32
#define S3_TY 8
#define S3_C0 0.4f
#define S3_C1 0.1f

extern "C" __global__ void h2_stencil3d_zmarch(const float *__restrict__ in,
                                               float *__restrict__ out, int nx, int ny, int nz) {
  __shared__ float plane[S3_TY + 2][S3_TX + 2];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x = blockIdx.x * S3_TX + tx, y = blockIdx.y * S3_TY + ty;
  const size_t slab = (size_t)nx * ny;
  const size_t idx = (size_t)y * nx + x;
  const int xl = max(x - 1, 0), xr = min(x + 1, nx - 1);
  const int yd = max(y - 1, 0), yu = min(y + 1, ny - 1);

  float below = in[idx];
  float cur = below;
  float above = in[(size_t)min(1, nz - 1) * slab + idx];
  for (int z = 0; z < nz; ++z) {
    const float *p = in + (size_t)z * slab;
    __syncthreads(); // the previous plane has been read
    plane[ty + 1][tx + 1] = cur;
    if (tx == 0)
      plane[ty + 1][0] = p[(size_t)y * nx + xl];
    if (tx == S3_TX - 1)
      plane[ty + 1][S3_TX + 1] = p[(size_t)y * nx + xr];
    if (ty == 0)
      plane[0][tx + 1] = p[(size_t)yd * nx + x];
    if (ty == S3_TY - 1)
      plane[S3_TY + 1][tx + 1] = p[(size_t)yu * nx + x];
    __syncthreads();
    const float side = plane[ty + 1][tx] + plane[ty + 1][tx + 2] + plane[ty][tx + 1] +
                       plane[ty + 2][tx + 1];
    out[(size_t)z * slab + idx] = S3_C0 * cur + S3_C1 * (side + below + above);
    below = cur;
    cur = above;
    above = in[(size_t)min(z + 2, nz - 1) * slab + idx];
  }
}

// --- direct 3x3 convolution over 16 channels, struct template ------------------

template <int CIN, int COUT, int TILE> struct Conv3x3 {
  static constexpr int HALO = TILE + 2;

  /// in: CIN x h x w planes; zero outside the image.
  static __device__ void load_tile(float (*tile)[HALO][HALO], const float *in, int w, int h,
                                   int x0, int y0) {
    const int tid = threadIdx.y * TILE + threadIdx.x;
    for (int e = tid; e < CIN * HALO * HALO; e += TILE * TILE) {
      const int c = e / (HALO * HALO), r = (e / HALO) % HALO, q = e % HALO;
      const int gy = y0 + r - 1, gx = x0 + q - 1;
      tile[c][r][q] = (gx >= 0 && gx < w && gy >= 0 && gy < h)
                          ? __ldg(&in[((size_t)c * h + gy) * w + gx])
                          : 0.0f;
    }
  }

  static __device__ void load_weights(float *ws, const float *wgt) {
    const int tid = threadIdx.y * TILE + threadIdx.x;
    for (int e = tid; e < COUT * CIN * 9; e += TILE * TILE)
      ws[e] = wgt[e];
  }

  /// acc[co] += sum over the 3x3 taps of input channel ci.
  static __device__ void accumulate(float *acc, const float (*tile)[HALO][HALO],
                                    const float *ws, int ci) {
    float v[9];
    for (int k = 0; k < 9; ++k)
      v[k] = tile[ci][threadIdx.y + k / 3][threadIdx.x + k % 3];
#pragma unroll
    for (int co = 0; co < COUT; ++co) {
      const float *wk = ws + (co * CIN + ci) * 9;
      float s = 0.0f;
      for (int k = 0; k < 9; ++k)
        s += wk[k] * v[k];
      acc[co] += s;
    }
  }

  static __device__ void run(const float *in, const float *wgt, float *out, int w, int h) {
    __shared__ float tile[CIN][HALO][HALO];
    __shared__ float ws[COUT * CIN * 9];
    const int x0 = blockIdx.x * TILE, y0 = blockIdx.y * TILE;
    load_tile(tile, in, w, h, x0, y0);
    load_weights(ws, wgt);
    __syncthreads();
    float acc[COUT];
    for (int co = 0; co < COUT; ++co)
      acc[co] = 0.0f;
    for (int ci = 0; ci < CIN; ++ci)
      accumulate(acc, tile, ws, ci);
    const int x = x0 + threadIdx.x, y = y0 + threadIdx.y;
    for (int co = 0; co < COUT; ++co)
      out[((size_t)co * h + y) * w + x] = acc[co];
  }
};

extern "C" __global__ void h2_conv3x3_c16(const float *in, const float *wgt, float *out, int w,
                                          int h) {
  Conv3x3<16, 16, 16>::run(in, wgt, out, w, h);
}

// --- 5x5 bilateral filter, macro style ------------------------------------------

#define BL_T 16
#define BL_R 2
#define BL_W (BL_T + 2 * BL_R)
#define BL_INV_2SS 0.125f // 1 / (2 sigma_s^2), sigma_s = 2
#define BL_INV_2SR 2.0f   // 1 / (2 sigma_r^2), sigma_r = 0.5
#define CLAMP(v, lo, hi) min(max((v), (lo)), (hi))
#define TILE_AT(r, c) tile[(r)][(c)]

extern "C" __global__ void h2_bilateral5(const float *in, float *out, int w, int h) {
  __shared__ float tile[BL_W][BL_W];
  __shared__ float spatial[2 * BL_R + 1][2 * BL_R + 1];
  const int tx = threadIdx.x, ty = threadIdx.y, tid = ty * BL_T + tx;
  const int x0 = blockIdx.x * BL_T, y0 = blockIdx.y * BL_T;
  if (tid < (2 * BL_R + 1) * (2 * BL_R + 1)) {
    const int dy = tid / 5 - BL_R, dx = tid % 5 - BL_R;
    spatial[dy + BL_R][dx + BL_R] = __expf(-(float)(dx * dx + dy * dy) * BL_INV_2SS);
  }
  for (int e = tid; e < BL_W * BL_W; e += BL_T * BL_T) {
    const int r = e / BL_W, c = e % BL_W;
    TILE_AT(r, c) = in[(size_t)CLAMP(y0 + r - BL_R, 0, h - 1) * w + CLAMP(x0 + c - BL_R, 0, w - 1)];
  }
  __syncthreads();
  const float center = TILE_AT(ty + BL_R, tx + BL_R);
  float num = 0.0f, den = 0.0f;
  for (int dy = 0; dy <= 2 * BL_R; ++dy)
    for (int dx = 0; dx <= 2 * BL_R; ++dx) {
      const float v = TILE_AT(ty + dy, tx + dx);
      const float d = v - center;
      const float wgt = spatial[dy][dx] * __expf(-d * d * BL_INV_2SR);
      num += wgt * v;
      den += wgt;
    }
  out[(size_t)(y0 + ty) * w + x0 + tx] = num / den;
}

// --- per-tile histogram equalisation ----------------------------------------------

#define HE_TILE 128
#define HE_BINS 256
#define HE_THREADS 256

extern "C" __global__ void __launch_bounds__(HE_THREADS)
    h2_histeq_tiles(const unsigned char *img, unsigned char *out, int w) {
  __shared__ unsigned hist[HE_BINS];
  __shared__ unsigned char lut[HE_BINS];
  const int t = threadIdx.x;
  const int x0 = blockIdx.x * HE_TILE, y0 = blockIdx.y * HE_TILE;
  hist[t] = 0;
  __syncthreads();
  // 32 words per tile row, 8 rows per pass.
  const int wc = t % (HE_TILE / 4), r0 = t / (HE_TILE / 4);
  for (int r = r0; r < HE_TILE; r += HE_THREADS / (HE_TILE / 4)) {
    const unsigned word = *reinterpret_cast<const unsigned *>(&img[(size_t)(y0 + r) * w + x0 + 4 * wc]);
    atomicAdd(&hist[word & 0xffu], 1u);
    atomicAdd(&hist[(word >> 8) & 0xffu], 1u);
    atomicAdd(&hist[(word >> 16) & 0xffu], 1u);
    atomicAdd(&hist[word >> 24], 1u);
  }
  __syncthreads();
  for (int off = 1; off < HE_BINS; off <<= 1) { // inclusive scan
    const unsigned add = t >= off ? hist[t - off] : 0u;
    __syncthreads();
    hist[t] += add;
    __syncthreads();
  }
  lut[t] = (unsigned char)(hist[t] * 255u / (HE_TILE * HE_TILE));
  __syncthreads();
  for (int r = r0; r < HE_TILE; r += HE_THREADS / (HE_TILE / 4)) {
    const size_t at = (size_t)(y0 + r) * w + x0 + 4 * wc;
    const unsigned word = *reinterpret_cast<const unsigned *>(&img[at]);
    const unsigned res = (unsigned)lut[word & 0xffu] | (unsigned)lut[(word >> 8) & 0xffu] << 8 |
                         (unsigned)lut[(word >> 16) & 0xffu] << 16 |
                         (unsigned)lut[word >> 24] << 24;
    *reinterpret_cast<unsigned *>(&out[at]) = res;
  }
}
