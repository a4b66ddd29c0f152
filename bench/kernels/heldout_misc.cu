// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Held-out kernels (issue 20): a static member holding its own __shared__
// tile (class 1), constant-trip loops with barriers (class 3) and ordinary
// kernels that must not get slower.
//
//   ho_nbody_tiles     class 1: all-pairs gravitational accelerations of n
//                      float4 bodies (x, y, z, mass), through
//                      NBodyTile<256>::accelerations, a static member with a
//                      __shared__ float4[256] tile and a `#pragma unroll 32`
//                      interaction loop, called with the kernel's global
//                      pointers (rsqrtf, softening 1e-2).
//   ho_trsm_batched    class 3: X = L^-1 B for 32x32 lower-triangular L and
//                      32 right-hand sides, one system per 32x32-thread
//                      block, through TriSolve<32>::forward (a struct
//                      template's static member); 32 pivots, two barriers
//                      each.
//   ho_floyd_batched   class 3: all-pairs shortest paths of independent
//                      32-node graphs, one per 32x32-thread block, written
//                      with macros; 32 relaxation steps, two barriers each.
//   ho_hist_float      ordinary: 64-bin histogram of floats in [-1, 1) per
//                      block of a grid-stride float4 loop, shared atomics.
//   ho_conv7_halo      ordinary: 7x7 correlation with clamped edges, 32x8
//                      threads, a (8*4+6) x (32+6) halo tile, taps staged in
//                      shared; `#pragma unroll` over rows only.
//   ho_scan_blelloch   ordinary (control): exclusive scan of 1024-float
//                      segments, work-efficient up-/down-sweep (10 steps
//                      each, a barrier each) with a bank-conflict padding
//                      macro, 512 threads.
#include <cuda_runtime.h>

#ifndef __CUDACC__ // the CPU emulation (bench/emu_check.py) has no __ldg
template <class T> static inline T __ldg(const T *p) { return *p; }
#endif

// --- class 1: n-body through a static member with its own shared tile -------

struct Accel3 {
  float x, y, z;
};

template <int TILE> struct NBodyTile {
  static __device__ Accel3 interact(float4 bi, float4 bj, Accel3 ai) {
    const float dx = bj.x - bi.x, dy = bj.y - bi.y, dz = bj.z - bi.z;
    const float r2 = dx * dx + dy * dy + dz * dz + 1e-2f;
    const float inv = rsqrtf(r2);
    const float s = bj.w * inv * inv * inv;
    ai.x += dx * s;
    ai.y += dy * s;
    ai.z += dz * s;
    return ai;
  }

  /// acc[i] = sum_j m_j (p_j - p_i) / (|p_j - p_i|^2 + eps^2)^{3/2} for the
  /// TILE bodies of this block; n a multiple of TILE.
  static __device__ void accelerations(const float4 *pos, float4 *acc, int n) {
    __shared__ float4 sh[TILE];
    const int i = blockIdx.x * TILE + threadIdx.x;
    const float4 bi = pos[i];
    Accel3 a = {0.0f, 0.0f, 0.0f};
    for (int t0 = 0; t0 < n; t0 += TILE) {
      sh[threadIdx.x] = pos[t0 + threadIdx.x];
      __syncthreads();
#pragma unroll 32
      for (int j = 0; j < TILE; ++j)
        a = interact(bi, sh[j], a);
      __syncthreads();
    }
    acc[i] = make_float4(a.x, a.y, a.z, 0.0f);
  }
};

extern "C" __global__ void ho_nbody_tiles(const float4 *pos, float4 *acc, int n) {
  NBodyTile<256>::accelerations(pos, acc, n);
}

// --- class 3: batched triangular solve through a struct template --------------

template <int N> struct TriSolve {
  /// Forward substitution L X = B, one system per block of N x N threads:
  /// thread (tx, ty) owns X[ty][tx].
  static __device__ void forward(const float *L, const float *B, float *X) {
    __shared__ float Ls[N][N + 1];
    __shared__ float Xs[N][N + 1];
    const int tx = threadIdx.x, ty = threadIdx.y;
    Ls[ty][tx] = L[ty * N + tx];
    Xs[ty][tx] = B[ty * N + tx];
    __syncthreads();
    for (int k = 0; k < N; ++k) {
      if (ty == k)
        Xs[k][tx] /= Ls[k][k];
      __syncthreads();
      if (ty > k)
        Xs[ty][tx] -= Ls[ty][k] * Xs[k][tx];
      __syncthreads();
    }
    X[ty * N + tx] = Xs[ty][tx];
  }
};

extern "C" __global__ void ho_trsm_batched(const float *L, const float *B, float *X) {
  const size_t off = (size_t)blockIdx.x * 32 * 32;
  TriSolve<32>::forward(L + off, B + off, X + off);
}

// --- class 3: batched Floyd-Warshall, macro style -----------------------------

#define FW_N 32
#define DIST(i, j) dist[(i)][(j)]
#define GIDX(g, i, j) ((size_t)(g) * FW_N * FW_N + (i) * FW_N + (j))

extern "C" __global__ void ho_floyd_batched(const float *w, float *d) {
  __shared__ float dist[FW_N][FW_N + 1];
  const int i = threadIdx.y, j = threadIdx.x, g = blockIdx.x;
  DIST(i, j) = i == j ? 0.0f : w[GIDX(g, i, j)];
  __syncthreads();
  for (int k = 0; k < FW_N; ++k) {
    const float via = DIST(i, k) + DIST(k, j);
    __syncthreads();
    if (via < DIST(i, j))
      DIST(i, j) = via;
    __syncthreads();
  }
  d[GIDX(g, i, j)] = DIST(i, j);
}

// --- ordinary: float histogram with shared atomics ------------------------------

#define HF_BINS 64

extern "C" __global__ void ho_hist_float(const float *__restrict__ v, unsigned *hist, int n) {
  __shared__ unsigned bins[HF_BINS];
  for (int b = threadIdx.x; b < HF_BINS; b += blockDim.x)
    bins[b] = 0;
  __syncthreads();
  const float4 *v4 = reinterpret_cast<const float4 *>(v);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 4; i += gridDim.x * blockDim.x) {
    const float4 q = __ldg(&v4[i]);
    atomicAdd(&bins[min((int)((q.x + 1.0f) * 32.0f), HF_BINS - 1)], 1u);
    atomicAdd(&bins[min((int)((q.y + 1.0f) * 32.0f), HF_BINS - 1)], 1u);
    atomicAdd(&bins[min((int)((q.z + 1.0f) * 32.0f), HF_BINS - 1)], 1u);
    atomicAdd(&bins[min((int)((q.w + 1.0f) * 32.0f), HF_BINS - 1)], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < HF_BINS; b += blockDim.x)
    hist[blockIdx.x * HF_BINS + b] = bins[b];
}

// --- ordinary: 7x7 correlation with a halo tile ---------------------------------

#define C7_R 3
#define C7_TW 32
#define C7_ROWS 4 // outputs per thread (rows 8 apart)
#define C7_TH (8 * C7_ROWS)

extern "C" __global__ void ho_conv7_halo(const float *in, const float *taps, float *out, int w,
                                         int h) {
  __shared__ float tile[C7_TH + 2 * C7_R][C7_TW + 2 * C7_R];
  __shared__ float k7[2 * C7_R + 1][2 * C7_R + 1];
  const int tid = threadIdx.y * C7_TW + threadIdx.x;
  const int x0 = blockIdx.x * C7_TW, y0 = blockIdx.y * C7_TH;
  if (tid < 49)
    k7[tid / 7][tid % 7] = taps[tid];
  for (int e = tid; e < (C7_TH + 2 * C7_R) * (C7_TW + 2 * C7_R); e += C7_TW * 8) {
    const int ty = e / (C7_TW + 2 * C7_R), tx = e % (C7_TW + 2 * C7_R);
    const int gy = min(max(y0 + ty - C7_R, 0), h - 1);
    const int gx = min(max(x0 + tx - C7_R, 0), w - 1);
    tile[ty][tx] = in[(size_t)gy * w + gx];
  }
  __syncthreads();
  for (int r = 0; r < C7_ROWS; ++r) {
    const int ly = threadIdx.y + 8 * r;
    float acc = 0.0f;
#pragma unroll
    for (int dy = 0; dy < 2 * C7_R + 1; ++dy)
      for (int dx = 0; dx < 2 * C7_R + 1; ++dx)
        acc += k7[dy][dx] * tile[ly + dy][threadIdx.x + dx];
    out[(size_t)(y0 + ly) * w + x0 + threadIdx.x] = acc;
  }
}

// --- ordinary: Blelloch exclusive scan ------------------------------------------

#define SC_N 1024
#define LOG_BANKS 5
#define PAD(i) ((i) + ((i) >> LOG_BANKS))

extern "C" __global__ void __launch_bounds__(SC_N / 2)
    ho_scan_blelloch(const float *in, float *out) {
  __shared__ float s[PAD(SC_N - 1) + 1];
  const int t = threadIdx.x;
  const size_t base = (size_t)blockIdx.x * SC_N;
  s[PAD(t)] = in[base + t];
  s[PAD(t + SC_N / 2)] = in[base + t + SC_N / 2];
  int offset = 1;
  for (int d = SC_N >> 1; d > 0; d >>= 1) { // up-sweep
    __syncthreads();
    if (t < d) {
      const int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      s[PAD(bi)] += s[PAD(ai)];
    }
    offset *= 2;
  }
  if (t == 0)
    s[PAD(SC_N - 1)] = 0.0f;
  for (int d = 1; d < SC_N; d *= 2) { // down-sweep
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      const int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      const float a = s[PAD(ai)];
      s[PAD(ai)] = s[PAD(bi)];
      s[PAD(bi)] += a;
    }
  }
  __syncthreads();
  out[base + t] = s[PAD(t)];
  out[base + t + SC_N / 2] = s[PAD(t + SC_N / 2)];
}
