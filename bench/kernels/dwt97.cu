//===- dwt97.cu - 2-D CDF 9/7 lifting wavelet on shared tiles, by pointer -===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of smemvec's benchmark suite (bench/suite.json).
//
// A templated device class in the style of classic GPU wavelet codes: each
// method takes the shared tile by pointer (`float *x`), and the lifting steps
// are fully unrolled per line length, so the class's methods are large. clang
// -O3 keeps the big ones (`lift<32,...>`, `run`) as `.func` calls that
// read and write the tile through generic pointers; smemvec-inline makes them
// shared again. One warp owns one 32x32 tile (row pitch 33: no bank
// conflicts on columns) and denoises it in place: a forward transform over
// LEVELS levels (rows, then columns, each level on every 2^level-th sample;
// the coefficients stay interleaved), a soft threshold of the details, and
// the inverse transform. Tiles are stored one after the other (1024 floats
// each). bench/references.py replays it in float64.
// Launch: grid (B / TILES_PER_BLOCK), block (32, TILES_PER_BLOCK).
//
//===----------------------------------------------------------------------===//
#define TS 32
#define PITCH (TS + 1)
#define TILES_PER_BLOCK 4
#ifndef LEVELS
#define LEVELS 3 // 1 to 4 (the coarsest level lifts 32 >> (LEVELS-1) samples)
#endif
// Soft threshold applied to the detail coefficients.
#define SHRINK 0.0625f

// CDF 9/7 lifting constants (single precision, as used by JPEG 2000 codecs).
#define ALPHA -1.586134342f
#define BETA -0.05298011854f
#define GAMMA 0.8829110762f
#define DELTA 0.4435068522f
#define KAPPA 1.149604398f

template <int Pitch> struct Dwt97 {
  /// x[odd] += a * (left + right); the last odd sample mirrors its left.
  template <int N, int Stride>
  __device__ static void predict(float *x, float a) {
#pragma unroll
    for (int i = 1; i < N - 1; i += 2)
      x[i * Stride] += a * (x[(i - 1) * Stride] + x[(i + 1) * Stride]);
    x[(N - 1) * Stride] += 2.0f * a * x[(N - 2) * Stride];
  }
  /// x[even] += b * (left + right); the first even sample mirrors its right.
  template <int N, int Stride>
  __device__ static void update(float *x, float b) {
    x[0] += 2.0f * b * x[Stride];
#pragma unroll
    for (int i = 2; i < N; i += 2)
      x[i * Stride] += b * (x[(i - 1) * Stride] + x[(i + 1) * Stride]);
  }
  template <int N, int Stride> __device__ static void lift(float *x) {
    predict<N, Stride>(x, ALPHA);
    update<N, Stride>(x, BETA);
    predict<N, Stride>(x, GAMMA);
    update<N, Stride>(x, DELTA);
#pragma unroll
    for (int i = 0; i < N; i += 2) {
      x[i * Stride] *= 1.0f / KAPPA;
      x[(i + 1) * Stride] *= KAPPA;
    }
  }
  /// The inverse of lift: unscale, then undo the four steps in reverse.
  template <int N, int Stride> __device__ static void unlift(float *x) {
#pragma unroll
    for (int i = 0; i < N; i += 2) {
      x[i * Stride] *= KAPPA;
      x[(i + 1) * Stride] *= 1.0f / KAPPA;
    }
    update<N, Stride>(x, -DELTA);
    predict<N, Stride>(x, -GAMMA);
    update<N, Stride>(x, -BETA);
    predict<N, Stride>(x, -ALPHA);
  }
  /// One level on every Step-th sample: lane r lifts row r*Step, then lane c
  /// lifts column c*Step.
  template <int N, int Step> __device__ void level(float *t, int lane) {
    if (lane < N)
      lift<N, Step>(t + lane * Step * Pitch);
    __syncthreads();
    if (lane < N)
      lift<N, Step * Pitch>(t + lane * Step);
    __syncthreads();
  }
  /// The inverse of level: columns first, then rows.
  template <int N, int Step> __device__ void unlevel(float *t, int lane) {
    if (lane < N)
      unlift<N, Step * Pitch>(t + lane * Step);
    __syncthreads();
    if (lane < N)
      unlift<N, Step>(t + lane * Step * Pitch);
    __syncthreads();
  }
  /// Soft threshold of the detail coefficients (every sample but the
  /// coarsest approximation), row by row: lane r owns row r.
  __device__ void shrink(float *t, int lane, float thr) {
    constexpr int Coarse = 1 << LEVELS;
#pragma unroll 8
    for (int c = 0; c < TS; c++) {
      float v = t[lane * Pitch + c];
      bool approx = (lane % Coarse == 0) && (c % Coarse == 0);
      float m = fmaxf(fabsf(v) - thr, 0.0f);
      t[lane * Pitch + c] = approx ? v : copysignf(m, v);
    }
    __syncthreads();
  }
  __device__ void forward(float *t, int lane) {
    level<TS, 1>(t, lane);
#if LEVELS > 1
    level<TS / 2, 2>(t, lane);
#endif
#if LEVELS > 2
    level<TS / 4, 4>(t, lane);
#endif
  }
  __device__ void inverse(float *t, int lane) {
#if LEVELS > 2
    unlevel<TS / 4, 4>(t, lane);
#endif
#if LEVELS > 1
    unlevel<TS / 2, 2>(t, lane);
#endif
    unlevel<TS, 1>(t, lane);
  }
  /// Denoise: forward transform, soft-threshold the details, inverse.
  __device__ void run(float *t, int lane, float thr) {
    forward(t, lane);
    shrink(t, lane, thr);
    inverse(t, lane);
  }
};

extern "C" __global__ void dwt97(const float *in, float *out) {
  __shared__ float tiles[TILES_PER_BLOCK][TS * PITCH];
  int lane = threadIdx.x;
  size_t tile = (size_t)blockIdx.x * TILES_PER_BLOCK + threadIdx.y;
  float *t = tiles[threadIdx.y];
  const float *src = in + tile * TS * TS;
#pragma unroll 8
  for (int r = 0; r < TS; r++)
    t[r * PITCH + lane] = src[r * TS + lane];
  __syncthreads();
  Dwt97<PITCH> dwt;
  dwt.run(t, lane, SHRINK);
  float *dst = out + tile * TS * TS;
#pragma unroll 8
  for (int r = 0; r < TS; r++)
    dst[r * TS + lane] = t[r * PITCH + lane];
}
