// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Held-out kernels, third batch (issue 20): constant-trip loops with barriers
// whose bodies, once unrolled, read and write __shared__ arrays at constant
// addresses inside many different guarded blocks (`if (tx == k) a[k][k]`,
// `if (t == 0) s[0]`, `if (w < warp) ws[w]`), each written in a different
// hand (plain macros, a class with member functions, a struct template with
// a static member, float4 helpers).
//
//   h3_cholesky16_batched  in-place right-looking Cholesky of 16x16 SPD
//                          tiles, one per 16x16-thread block, plain kernel
//                          with macros, no pragmas, __launch_bounds__(256):
//                          16 pivots, three barriers each (sqrt of the
//                          pivot by one thread, column scaling by tx == k,
//                          trailing lower-triangle update); the lower
//                          triangle out, the upper zeroed.
//   h3_backsub32_batched   back substitution U X = B for 32x32 upper
//                          triangular U and 32 right-hand sides, one system
//                          per 32x32-thread block, through class
//                          UpperSolver (member functions load / solve /
//                          store on shared tiles the kernel owns); X kept
//                          transposed in shared, 32 pivots (k = 31 .. 0)
//                          written with a step macro guarded by tx == k.
//   h3_warp_offsets_scan   exclusive scan of 1024-int segments, 1024
//                          threads: warp scans with __shfl_up_sync, warp
//                          totals in __shared__ int ws[32], then every
//                          thread adds `if (w < warp) off += ws[w]` over the
//                          32 warps (no pragma); exact.
//   h3_hist16_merge        16-bin histogram (high nibble) of 16 KiB of
//                          bytes per 256-thread block through
//                          Hist16<16, 8>::count (struct template static
//                          member): per-warp sub-histograms by shared
//                          atomics (`#pragma unroll` over a word's 4 bytes),
//                          lane 0 of each warp merges with `if (sub[w][b])
//                          atomicAdd(&bins[b], ...)` over the 16 bins, thread
//                          0 finds the mode; counts and mode out, exact.
//   h3_jacobi_sweeps       16 sweeps of damped Jacobi for -u'' = f on
//                          1024-point segments with mirror (Neumann) ends,
//                          256 threads owning a float4 each, ping-pong
//                          float4 tiles in shared, one barrier a sweep
//                          (`#pragma unroll`); the ends read s[0] and
//                          s[255] under `if (t == 0) ... else if (t == 255)`.
//   h3_mgs_qr8             modified Gram-Schmidt A = Q R of 8x8 tiles, one
//                          per 8x8-thread block, GramSchmidt<8>::factor (a
//                          struct template's static member): per column a
//                          norm by one thread, scaling by tx == k, dot
//                          products by the row ty == k (`#pragma unroll` on
//                          the 8-term sums only), projection; four barriers
//                          a column. Q and R (positive diagonal) out.
#include <cuda_runtime.h>

#ifndef __CUDACC__ // the CPU emulation (bench/emu_check.py) has no __ldg, __shfl_up_sync
template <class T> static inline T __ldg(const T *p) { return *p; }
template <class T> static inline T __shfl_up_sync(unsigned mask, T v, unsigned delta, int w = 32) {
  return __shfl_sync(mask, v, (int)(threadIdx.x % 32) - (int)delta, w); // own value below delta
}
#endif

// --- batched 16x16 Cholesky, plain macros ------------------------------------------

#define CH_N 16
#define CH_A(i, j) a[(i)][(j)]
#define CH_G(t, i, j) ((size_t)(t) * CH_N * CH_N + (i) * CH_N + (j))

extern "C" __global__ void __launch_bounds__(CH_N * CH_N)
    h3_cholesky16_batched(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float a[CH_N][CH_N + 1];
  const int tx = threadIdx.x, ty = threadIdx.y, t = blockIdx.x;
  CH_A(ty, tx) = in[CH_G(t, ty, tx)];
  __syncthreads();
  for (int k = 0; k < CH_N; ++k) {
    if (tx == k && ty == k)
      CH_A(k, k) = sqrtf(CH_A(k, k));
    __syncthreads();
    if (tx == k && ty > k)
      CH_A(ty, k) /= CH_A(k, k);
    __syncthreads();
    if (tx > k && ty >= tx)
      CH_A(ty, tx) -= CH_A(ty, k) * CH_A(tx, k);
    __syncthreads();
  }
  out[CH_G(t, ty, tx)] = ty >= tx ? CH_A(ty, tx) : 0.0f;
}

// --- batched 32x32 back substitution, a class with member functions -----------------

#define BK_N 32

/// One pivot of the back substitution: row k of X (column k of xt) is
/// divided by U[k][k], then eliminated from the rows above it.
#define BK_STEP(k)                                                                           \
  do {                                                                                       \
    if (tx == (k))                                                                           \
      xt[ty][(k)] /= us[(k)][(k)];                                                           \
    __syncthreads();                                                                         \
    if (tx < (k))                                                                            \
      xt[ty][tx] -= us[tx][(k)] * xt[ty][(k)];                                               \
    __syncthreads();                                                                         \
  } while (0)

class UpperSolver {
public:
  typedef float Tile[BK_N + 1];

  /// Works on the caller's shared tiles: us holds U, xt holds X transposed
  /// (xt[c][r] = X[r][c]); thread (tx, ty) computes X[tx][ty].
  __device__ UpperSolver(Tile *u, Tile *x) : us(u), xt(x), tx(threadIdx.x), ty(threadIdx.y) {}

  __device__ void load(const float *U, const float *B) {
    us[ty][tx] = U[ty * BK_N + tx];
    xt[tx][ty] = B[ty * BK_N + tx];
    __syncthreads();
  }

  __device__ void solve() {
    for (int k = BK_N - 1; k >= 0; --k)
      BK_STEP(k);
  }

  __device__ void store(float *X) const { X[ty * BK_N + tx] = xt[tx][ty]; }

private:
  Tile *us;
  Tile *xt;
  int tx, ty;
};

extern "C" __global__ void h3_backsub32_batched(const float *U, const float *B, float *X) {
  __shared__ float us[BK_N][BK_N + 1];
  __shared__ float xt[BK_N][BK_N + 1];
  const size_t off = (size_t)blockIdx.x * BK_N * BK_N;
  UpperSolver s(us, xt);
  s.load(U + off, B + off);
  s.solve();
  s.store(X + off);
}

// --- exclusive scan: warp shuffles, then warp offsets from shared ------------------

#define WS_SEG 1024
#define WS_WARPS (WS_SEG / 32)

extern "C" __global__ void __launch_bounds__(WS_SEG)
    h3_warp_offsets_scan(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int ws[WS_WARPS];
  const int t = threadIdx.x, lane = t % 32, warp = t / 32;
  const size_t i = (size_t)blockIdx.x * WS_SEG + t;
  const int v = in[i];
  int x = v;
  for (int d = 1; d < 32; d *= 2) {
    const int y = __shfl_up_sync(0xffffffffu, x, d);
    if (lane >= d)
      x += y;
  }
  if (lane == 31)
    ws[warp] = x;
  __syncthreads();
  int off = 0;
  for (int w = 0; w < WS_WARPS; ++w)
    if (w < warp)
      off += ws[w];
  out[i] = off + x - v;
}

// --- 16-bin histogram with per-warp sub-histograms, a struct template ----------------

#define HM_WORDS 4096 // 32-bit words (16 KiB) per block

template <int BINS, int WARPS> struct Hist16 {
  /// Counts the high nibbles of the bytes of `words[0..n)` into hist[0..BINS)
  /// and writes the most frequent bin (the first of a tie) to *mode.
  static __device__ void count(const unsigned *words, int n, unsigned *hist, int *mode) {
    __shared__ unsigned sub[WARPS][BINS];
    __shared__ unsigned bins[BINS];
    const int t = threadIdx.x, warp = t / 32, lane = t % 32;
    if (lane < BINS)
      sub[warp][lane] = 0;
    if (t < BINS)
      bins[t] = 0;
    __syncthreads();
    for (int i = t; i < n; i += WARPS * 32) {
      const unsigned w = __ldg(&words[i]);
#pragma unroll
      for (int b = 0; b < 4; ++b)
        atomicAdd(&sub[warp][(w >> (8 * b + 4)) & (BINS - 1)], 1u);
    }
    __syncthreads();
    if (lane == 0)
      for (int b = 0; b < BINS; ++b)
        if (sub[warp][b])
          atomicAdd(&bins[b], sub[warp][b]);
    __syncthreads();
    if (t < BINS)
      hist[t] = bins[t];
    if (t == 0) {
      unsigned best = bins[0];
      int arg = 0;
      for (int b = 1; b < BINS; ++b)
        if (bins[b] > best) {
          best = bins[b];
          arg = b;
        }
      *mode = arg;
    }
  }
};

extern "C" __global__ void __launch_bounds__(256)
    h3_hist16_merge(const unsigned char *data, unsigned *hist, int *mode) {
  const unsigned *words = reinterpret_cast<const unsigned *>(data) + (size_t)blockIdx.x * HM_WORDS;
  Hist16<16, 8>::count(words, HM_WORDS, hist + blockIdx.x * 16, mode + blockIdx.x);
}

// --- damped Jacobi sweeps on float4 segments -----------------------------------------

#define JS_N 1024       // points per segment
#define JS_T (JS_N / 4) // threads: a float4 each
#define JS_SWEEPS 16

/// u <- u/2 + (left + right + f)/4 for the four points of c.
__device__ __forceinline__ float4 relax4(float4 c, float left, float right, float4 f) {
  float4 r;
  r.x = 0.5f * c.x + 0.25f * (left + c.y + f.x);
  r.y = 0.5f * c.y + 0.25f * (c.x + c.z + f.y);
  r.z = 0.5f * c.z + 0.25f * (c.y + c.w + f.z);
  r.w = 0.5f * c.w + 0.25f * (c.z + right + f.w);
  return r;
}

extern "C" __global__ void __launch_bounds__(JS_T)
    h3_jacobi_sweeps(const float4 *__restrict__ u0, const float4 *__restrict__ f,
                     float4 *__restrict__ u) {
  __shared__ float4 s[2][JS_T];
  const int t = threadIdx.x;
  const size_t g = (size_t)blockIdx.x * JS_T + t;
  const float4 ft = __ldg(&f[g]);
  s[0][t] = __ldg(&u0[g]);
  __syncthreads();
#pragma unroll
  for (int it = 0; it < JS_SWEEPS; ++it) {
    const int cur = it & 1;
    const float4 c = s[cur][t];
    float left, right;
    if (t == 0) { // mirror end: u[-1] = u[1]
      left = s[cur][0].y;
      right = s[cur][1].x;
    } else if (t == JS_T - 1) { // mirror end: u[N] = u[N-2]
      left = s[cur][JS_T - 2].w;
      right = s[cur][JS_T - 1].z;
    } else {
      left = s[cur][t - 1].w;
      right = s[cur][t + 1].x;
    }
    s[cur ^ 1][t] = relax4(c, left, right, ft);
    __syncthreads();
  }
  u[g] = s[JS_SWEEPS & 1][t];
}

// --- batched 8x8 modified Gram-Schmidt, a struct template ------------------------------

template <int N> struct GramSchmidt {
  /// A = Q R for one N x N matrix per block of N x N threads; thread (tx, ty)
  /// owns Q[ty][tx] and R[ty][tx].
  static __device__ void factor(const float *A, float *Q, float *R) {
    __shared__ float q[N][N + 1];
    __shared__ float r[N][N + 1];
    const int tx = threadIdx.x, ty = threadIdx.y;
    q[ty][tx] = A[ty * N + tx];
    r[ty][tx] = 0.0f;
    __syncthreads();
    for (int k = 0; k < N; ++k) {
      if (tx == k && ty == k) { // norm of column k
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < N; ++i)
          s += q[i][k] * q[i][k];
        r[k][k] = sqrtf(s);
      }
      __syncthreads();
      if (tx == k)
        q[ty][k] /= r[k][k];
      __syncthreads();
      if (ty == k && tx > k) { // r[k][j] = q_k . a_j
        float d = 0.0f;
#pragma unroll
        for (int i = 0; i < N; ++i)
          d += q[i][k] * q[i][tx];
        r[k][tx] = d;
      }
      __syncthreads();
      if (tx > k)
        q[ty][tx] -= r[k][tx] * q[ty][k];
      __syncthreads();
    }
    Q[ty * N + tx] = q[ty][tx];
    R[ty * N + tx] = r[ty][tx];
  }
};

extern "C" __global__ void h3_mgs_qr8(const float *A, float *Q, float *R) {
  const size_t off = (size_t)blockIdx.x * 8 * 8;
  GramSchmidt<8>::factor(A + off, Q + off, R + off);
}
