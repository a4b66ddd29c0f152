// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Issue 20, class 2: register-tiled SGEMMs (C = A*B, row-major, M x K times
// K x N; M, N multiples of the block tile, K of BK) whose k-loop steps
// through shared memory by whole 16-byte windows, no pragmas:
//
//   sgemm_at_vec4    128x64 block tile, BK = 8, 8x4 per thread (256 threads);
//                    A read with float4 and stored *transposed* in shared
//                    (As[k*128 + m]: one k-step is 512 bytes), fragments
//                    read from shared as float4 through a small struct.
//   sgemm_at_plain   the same layout written plainly in a function template
//                    (64x64 tile, BK = 16, 4x4 per thread, scalar loads and
//                    stores everywhere; one k-step of As is 256 bytes).
//   sgemm_row16      a 16-wide accumulator per thread (one row of C, 16
//                    consecutive columns), A kept row-major in shared and
//                    read along a shared row by a k-loop of 8.
#include <cuda_runtime.h>

// --- sgemm_at_vec4 ------------------------------------------------------------

struct Frag8 {
  float4 lo, hi;
};

static __device__ __forceinline__ Frag8 load_frag8(const float *p) {
  Frag8 f;
  f.lo = *reinterpret_cast<const float4 *>(p);
  f.hi = *reinterpret_cast<const float4 *>(p + 4);
  return f;
}

extern "C" __global__ void sgemm_at_vec4(const float *__restrict__ A,
                                         const float *__restrict__ B, float *__restrict__ C,
                                         int M, int N, int K) {
  const int BM = 128, BN = 64, BK = 8, TM = 8, TN = 4;
  __shared__ __align__(16) float As[BK * BM]; // As[k * BM + m]
  __shared__ __align__(16) float Bs[BK * BN]; // Bs[k * BN + n]
  const int tid = threadIdx.x;
  const int tm = tid / (BN / TN), tn = tid % (BN / TN); // 16 x 16 threads
  const float *Ablk = A + (size_t)blockIdx.y * BM * K;
  const float *Bblk = B + (size_t)blockIdx.x * BN;
  // A slab: 128 rows x 8 columns, one float4 per thread.
  const int a_row = tid / 2, a_col = (tid % 2) * 4;
  // B slab: 8 rows x 64 columns, one float4 for the first 128 threads.
  const int b_row = tid / 16, b_col = (tid % 16) * 4;

  float acc[TM][TN] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    float4 av = *reinterpret_cast<const float4 *>(Ablk + (size_t)a_row * K + k0 + a_col);
    As[(a_col + 0) * BM + a_row] = av.x;
    As[(a_col + 1) * BM + a_row] = av.y;
    As[(a_col + 2) * BM + a_row] = av.z;
    As[(a_col + 3) * BM + a_row] = av.w;
    if (tid < BK * BN / 4)
      *reinterpret_cast<float4 *>(&Bs[b_row * BN + b_col]) =
          *reinterpret_cast<const float4 *>(Bblk + (size_t)(k0 + b_row) * N + b_col);
    __syncthreads();
    for (int k = 0; k < BK; ++k) {
      Frag8 a = load_frag8(&As[k * BM + tm * TM]);
      float4 b = *reinterpret_cast<const float4 *>(&Bs[k * BN + tn * TN]);
      float av8[TM] = {a.lo.x, a.lo.y, a.lo.z, a.lo.w, a.hi.x, a.hi.y, a.hi.z, a.hi.w};
      float bv4[TN] = {b.x, b.y, b.z, b.w};
      for (int i = 0; i < TM; ++i)
        for (int j = 0; j < TN; ++j)
          acc[i][j] += av8[i] * bv4[j];
    }
    __syncthreads();
  }
  float *Cblk = C + (size_t)(blockIdx.y * BM + tm * TM) * N + blockIdx.x * BN + tn * TN;
  for (int i = 0; i < TM; ++i)
    *reinterpret_cast<float4 *>(Cblk + (size_t)i * N) =
        make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
}

// --- sgemm_at_plain -----------------------------------------------------------

template <int BM, int BN, int BK, int TM, int TN>
__device__ void gemm_transposed_a(const float *A, const float *B, float *C, int M, int N,
                                  int K) {
  constexpr int NT = (BM / TM) * (BN / TN);
  __shared__ float sa[BK][BM]; // transposed A slab
  __shared__ float sb[BK][BN];
  int tid = threadIdx.x;
  int ty = tid / (BN / TN);
  int tx = tid % (BN / TN);
  int rowBase = blockIdx.y * BM;
  int colBase = blockIdx.x * BN;
  float c[TM * TN];
  for (int i = 0; i < TM * TN; i++)
    c[i] = 0;
  for (int kt = 0; kt < K; kt += BK) {
    for (int i = 0; i < BM * BK / NT; i++) {
      int e = tid + i * NT;
      int r = e / BK, kk = e % BK;
      sa[kk][r] = A[(rowBase + r) * K + kt + kk];
    }
    for (int i = 0; i < BN * BK / NT; i++) {
      int e = tid + i * NT;
      int kk = e / BN, col = e % BN;
      sb[kk][col] = B[(kt + kk) * N + colBase + col];
    }
    __syncthreads();
    for (int kk = 0; kk < BK; kk++) {
      float ra[TM], rb[TN];
      for (int i = 0; i < TM; i++)
        ra[i] = sa[kk][ty * TM + i];
      for (int j = 0; j < TN; j++)
        rb[j] = sb[kk][tx * TN + j];
      for (int i = 0; i < TM; i++)
        for (int j = 0; j < TN; j++)
          c[i * TN + j] += ra[i] * rb[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < TM; i++)
    for (int j = 0; j < TN; j++)
      C[(rowBase + ty * TM + i) * N + colBase + tx * TN + j] = c[i * TN + j];
}

extern "C" __global__ void sgemm_at_plain(const float *A, const float *B, float *C, int M,
                                          int N, int K) {
  gemm_transposed_a<64, 64, 16, 4, 4>(A, B, C, M, N, K);
}

// --- sgemm_row16 --------------------------------------------------------------

#define R16_BM 64
#define R16_BN 64
#define R16_BK 8
#define R16_W 16 // accumulator width

extern "C" __global__ void __launch_bounds__(256)
    sgemm_row16(const float *__restrict__ A, const float *__restrict__ B,
                float *__restrict__ C, int M, int N, int K) {
  __shared__ float arow[R16_BM][R16_BK]; // A slab, row-major
  __shared__ float bslab[R16_BK][R16_BN];
  const int t = threadIdx.x;
  const int r = t / (R16_BN / R16_W);           // 0..63: this thread's row of C
  const int c0 = (t % (R16_BN / R16_W)) * R16_W; // first of its 16 columns
  A += (size_t)blockIdx.y * R16_BM * K;
  B += blockIdx.x * R16_BN;
  float acc[R16_W];
  for (int j = 0; j < R16_W; ++j)
    acc[j] = 0.0f;
  for (int k0 = 0; k0 < K; k0 += R16_BK) {
    // 512 elements of each slab, two per thread.
    for (int e = t; e < R16_BM * R16_BK; e += 256)
      arow[e / R16_BK][e % R16_BK] = A[(size_t)(e / R16_BK) * K + k0 + e % R16_BK];
    for (int e = t; e < R16_BK * R16_BN; e += 256)
      bslab[e / R16_BN][e % R16_BN] = B[(size_t)(k0 + e / R16_BN) * N + e % R16_BN];
    __syncthreads();
    for (int k = 0; k < R16_BK; ++k) {
      const float a = arow[r][k];
      for (int j = 0; j < R16_W; ++j)
        acc[j] += a * bslab[k][c0 + j];
    }
    __syncthreads();
  }
  float *out = C + (size_t)(blockIdx.y * R16_BM + r) * N + blockIdx.x * R16_BN + c0;
  for (int j = 0; j < R16_W; ++j)
    out[j] = acc[j];
}
