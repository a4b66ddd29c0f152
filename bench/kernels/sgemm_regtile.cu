//===- sgemm_regtile.cu - Register-blocked SGEMMs written without pragmas -===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of smemvec. Kernels for smemvec-unroll (docs/unroll.md), written the
// way the popular SGEMM tutorial series writes them (siboehm's "How to
// optimize a CUDA matmul kernel", kernels 4, 5, 6 and 10, plus a common
// double-buffered form and a plain shared-tile GEMM), but WITHOUT any
// `#pragma unroll`: whether the per-thread register tiles (`float acc[..]`)
// stay out of local memory and whether the shared-row walks merge is left
// to the compiler.
//
// All: row-major, C = alpha * A*B + beta * C0 (C0 an input, C the output,
// so repeated launches compute the same thing), A is MxK, B is KxN. M, N, K
// must be multiples of the block tiles (no bounds checks).
//
//   sgemm_1d_blocktile : BM=BN=64, BK=8, TM=8        block 512, grid (N/64, M/64)
//   sgemm_2d_blocktile : BM=BN=128, BK=8, TM=TN=8    block 256, grid (N/128, M/128)
//   sgemm_vectorized   : as 2d, A transposed in shared, float4 global access
//   sgemm_warptile     : BM=BN=128, BK=16, warp tile 64x64 (WNITER=4), TM=8,
//                        TN=4                        block 128, grid (N/128, M/128)
//   sgemm_double_buffer: as 2d with two shared buffers and a register prefetch
//   sgemm_shared_tile  : 32x32 shared tiles, one output per thread (only a
//                        k-loop)                     block (32,32), grid (N/32, M/32)
//
//===----------------------------------------------------------------------===//

#define WARPSIZE 32

// --- 1-D block tiling --------------------------------------------------------
#define D1_BM 64
#define D1_BN 64
#define D1_BK 8
#define D1_TM 8

extern "C" __global__ void sgemm_1d_blocktile(int M, int N, int K, float alpha,
                                              const float *A, const float *B,
                                              float beta, const float *C0,
                                              float *C) {
  const unsigned cRow = blockIdx.y;
  const unsigned cCol = blockIdx.x;
  const int threadCol = threadIdx.x % D1_BN;
  const int threadRow = threadIdx.x / D1_BN;
  __shared__ float As[D1_BM * D1_BK];
  __shared__ float Bs[D1_BK * D1_BN];
  A += cRow * D1_BM * K;
  B += cCol * D1_BN;
  C += cRow * D1_BM * N + cCol * D1_BN;
  C0 += cRow * D1_BM * N + cCol * D1_BN;
  const unsigned innerColA = threadIdx.x % D1_BK;
  const unsigned innerRowA = threadIdx.x / D1_BK;
  const unsigned innerColB = threadIdx.x % D1_BN;
  const unsigned innerRowB = threadIdx.x / D1_BN;

  float threadResults[D1_TM] = {0.0f};
  for (unsigned bkIdx = 0; bkIdx < K; bkIdx += D1_BK) {
    As[innerRowA * D1_BK + innerColA] = A[innerRowA * K + innerColA];
    Bs[innerRowB * D1_BN + innerColB] = B[innerRowB * N + innerColB];
    __syncthreads();
    A += D1_BK;
    B += D1_BK * N;
    for (unsigned dotIdx = 0; dotIdx < D1_BK; ++dotIdx) {
      float tmpB = Bs[dotIdx * D1_BN + threadCol];
      for (unsigned resIdx = 0; resIdx < D1_TM; ++resIdx)
        threadResults[resIdx] +=
            As[(threadRow * D1_TM + resIdx) * D1_BK + dotIdx] * tmpB;
    }
    __syncthreads();
  }
  for (unsigned resIdx = 0; resIdx < D1_TM; ++resIdx) {
    unsigned c = (threadRow * D1_TM + resIdx) * N + threadCol;
    C[c] = alpha * threadResults[resIdx] + beta * C0[c];
  }
}

// --- 2-D block tiling --------------------------------------------------------
#define D2_BM 128
#define D2_BN 128
#define D2_BK 8
#define D2_TM 8
#define D2_TN 8

extern "C" __global__ void sgemm_2d_blocktile(int M, int N, int K, float alpha,
                                              const float *A, const float *B,
                                              float beta, const float *C0,
                                              float *C) {
  const unsigned cRow = blockIdx.y;
  const unsigned cCol = blockIdx.x;
  const unsigned numThreadsBlocktile = (D2_BM * D2_BN) / (D2_TM * D2_TN);
  const int threadCol = threadIdx.x % (D2_BN / D2_TN);
  const int threadRow = threadIdx.x / (D2_BN / D2_TN);
  __shared__ float As[D2_BM * D2_BK];
  __shared__ float Bs[D2_BK * D2_BN];
  A += cRow * D2_BM * K;
  B += cCol * D2_BN;
  C += cRow * D2_BM * N + cCol * D2_BN;
  C0 += cRow * D2_BM * N + cCol * D2_BN;
  const unsigned innerRowA = threadIdx.x / D2_BK;
  const unsigned innerColA = threadIdx.x % D2_BK;
  const unsigned strideA = numThreadsBlocktile / D2_BK;
  const unsigned innerRowB = threadIdx.x / D2_BN;
  const unsigned innerColB = threadIdx.x % D2_BN;
  const unsigned strideB = numThreadsBlocktile / D2_BN;

  float threadResults[D2_TM * D2_TN] = {0.0f};
  float regM[D2_TM] = {0.0f};
  float regN[D2_TN] = {0.0f};
  for (unsigned bkIdx = 0; bkIdx < K; bkIdx += D2_BK) {
    for (unsigned loadOffset = 0; loadOffset < D2_BM; loadOffset += strideA)
      As[(innerRowA + loadOffset) * D2_BK + innerColA] =
          A[(innerRowA + loadOffset) * K + innerColA];
    for (unsigned loadOffset = 0; loadOffset < D2_BK; loadOffset += strideB)
      Bs[(innerRowB + loadOffset) * D2_BN + innerColB] =
          B[(innerRowB + loadOffset) * N + innerColB];
    __syncthreads();
    A += D2_BK;
    B += D2_BK * N;
    for (unsigned dotIdx = 0; dotIdx < D2_BK; ++dotIdx) {
      for (unsigned i = 0; i < D2_TM; ++i)
        regM[i] = As[(threadRow * D2_TM + i) * D2_BK + dotIdx];
      for (unsigned i = 0; i < D2_TN; ++i)
        regN[i] = Bs[dotIdx * D2_BN + threadCol * D2_TN + i];
      for (unsigned resIdxM = 0; resIdxM < D2_TM; ++resIdxM)
        for (unsigned resIdxN = 0; resIdxN < D2_TN; ++resIdxN)
          threadResults[resIdxM * D2_TN + resIdxN] +=
              regM[resIdxM] * regN[resIdxN];
    }
    __syncthreads();
  }
  for (unsigned resIdxM = 0; resIdxM < D2_TM; ++resIdxM)
    for (unsigned resIdxN = 0; resIdxN < D2_TN; ++resIdxN) {
      unsigned c = (threadRow * D2_TM + resIdxM) * N + threadCol * D2_TN + resIdxN;
      C[c] = alpha * threadResults[resIdxM * D2_TN + resIdxN] + beta * C0[c];
    }
}

// --- 2-D block tiling, vectorized global access, A transposed in shared ------
extern "C" __global__ void sgemm_vectorized(int M, int N, int K, float alpha,
                                            const float *A, const float *B,
                                            float beta, const float *C0,
                                            float *C) {
  const unsigned cRow = blockIdx.y;
  const unsigned cCol = blockIdx.x;
  const int threadCol = threadIdx.x % (D2_BN / D2_TN);
  const int threadRow = threadIdx.x / (D2_BN / D2_TN);
  __shared__ float As[D2_BM * D2_BK];
  __shared__ float Bs[D2_BK * D2_BN];
  A += cRow * D2_BM * K;
  B += cCol * D2_BN;
  C += cRow * D2_BM * N + cCol * D2_BN;
  C0 += cRow * D2_BM * N + cCol * D2_BN;
  const unsigned innerRowA = threadIdx.x / (D2_BK / 4);
  const unsigned innerColA = threadIdx.x % (D2_BK / 4);
  const unsigned innerRowB = threadIdx.x / (D2_BN / 4);
  const unsigned innerColB = threadIdx.x % (D2_BN / 4);

  float threadResults[D2_TM * D2_TN] = {0.0f};
  float regM[D2_TM] = {0.0f};
  float regN[D2_TN] = {0.0f};
  for (unsigned bkIdx = 0; bkIdx < K; bkIdx += D2_BK) {
    float4 tmp = reinterpret_cast<const float4 *>(&A[innerRowA * K + innerColA * 4])[0];
    As[(innerColA * 4 + 0) * D2_BM + innerRowA] = tmp.x;
    As[(innerColA * 4 + 1) * D2_BM + innerRowA] = tmp.y;
    As[(innerColA * 4 + 2) * D2_BM + innerRowA] = tmp.z;
    As[(innerColA * 4 + 3) * D2_BM + innerRowA] = tmp.w;
    reinterpret_cast<float4 *>(&Bs[innerRowB * D2_BN + innerColB * 4])[0] =
        reinterpret_cast<const float4 *>(&B[innerRowB * N + innerColB * 4])[0];
    __syncthreads();
    A += D2_BK;
    B += D2_BK * N;
    for (unsigned dotIdx = 0; dotIdx < D2_BK; ++dotIdx) {
      for (unsigned i = 0; i < D2_TM; ++i)
        regM[i] = As[dotIdx * D2_BM + threadRow * D2_TM + i];
      for (unsigned i = 0; i < D2_TN; ++i)
        regN[i] = Bs[dotIdx * D2_BN + threadCol * D2_TN + i];
      for (unsigned resIdxM = 0; resIdxM < D2_TM; ++resIdxM)
        for (unsigned resIdxN = 0; resIdxN < D2_TN; ++resIdxN)
          threadResults[resIdxM * D2_TN + resIdxN] +=
              regM[resIdxM] * regN[resIdxN];
    }
    __syncthreads();
  }
  for (unsigned resIdxM = 0; resIdxM < D2_TM; resIdxM += 1)
    for (unsigned resIdxN = 0; resIdxN < D2_TN; resIdxN += 4) {
      unsigned c = (threadRow * D2_TM + resIdxM) * N + threadCol * D2_TN + resIdxN;
      float4 tmp = reinterpret_cast<const float4 *>(&C0[c])[0];
      const int i = resIdxM * D2_TN + resIdxN;
      tmp.x = alpha * threadResults[i + 0] + beta * tmp.x;
      tmp.y = alpha * threadResults[i + 1] + beta * tmp.y;
      tmp.z = alpha * threadResults[i + 2] + beta * tmp.z;
      tmp.w = alpha * threadResults[i + 3] + beta * tmp.w;
      reinterpret_cast<float4 *>(&C[c])[0] = tmp;
    }
}

// --- warp tiling ---------------------------------------------------------------
#define WT_BM 128
#define WT_BN 128
#define WT_BK 16
#define WT_WM 64
#define WT_WN 64
#define WT_WNITER 4
#define WT_TM 8
#define WT_TN 4
#define WT_THREADS 128

namespace wt {
constexpr unsigned WMITER =
    (WT_WM * WT_WN) / (WARPSIZE * WT_TM * WT_TN * WT_WNITER);
constexpr unsigned WSUBM = WT_WM / WMITER;
constexpr unsigned WSUBN = WT_WN / WT_WNITER;

__device__ void loadFromGmem(int N, int K, const float *A, const float *B,
                             float *As, float *Bs, int innerRowA,
                             int innerColA, int innerRowB, int innerColB) {
  constexpr int rowStrideA = (WT_THREADS * 4) / WT_BK;
  constexpr int rowStrideB = WT_THREADS / (WT_BN / 4);
  for (unsigned offset = 0; offset + rowStrideA <= WT_BM; offset += rowStrideA) {
    const float4 tmp = reinterpret_cast<const float4 *>(
        &A[(innerRowA + offset) * K + innerColA * 4])[0];
    As[(innerColA * 4 + 0) * WT_BM + innerRowA + offset] = tmp.x;
    As[(innerColA * 4 + 1) * WT_BM + innerRowA + offset] = tmp.y;
    As[(innerColA * 4 + 2) * WT_BM + innerRowA + offset] = tmp.z;
    As[(innerColA * 4 + 3) * WT_BM + innerRowA + offset] = tmp.w;
  }
  for (unsigned offset = 0; offset + rowStrideB <= WT_BK; offset += rowStrideB) {
    reinterpret_cast<float4 *>(
        &Bs[(innerRowB + offset) * WT_BN + innerColB * 4])[0] =
        reinterpret_cast<const float4 *>(
            &B[(innerRowB + offset) * N + innerColB * 4])[0];
  }
}

__device__ void processFromSmem(float *regM, float *regN, float *threadResults,
                                const float *As, const float *Bs,
                                unsigned warpRow, unsigned warpCol,
                                unsigned threadRowInWarp,
                                unsigned threadColInWarp) {
  for (unsigned dotIdx = 0; dotIdx < WT_BK; ++dotIdx) {
    for (unsigned wSubRowIdx = 0; wSubRowIdx < WMITER; ++wSubRowIdx)
      for (unsigned i = 0; i < WT_TM; ++i)
        regM[wSubRowIdx * WT_TM + i] =
            As[(dotIdx * WT_BM) + warpRow * WT_WM + wSubRowIdx * WSUBM +
               threadRowInWarp * WT_TM + i];
    for (unsigned wSubColIdx = 0; wSubColIdx < WT_WNITER; ++wSubColIdx)
      for (unsigned i = 0; i < WT_TN; ++i)
        regN[wSubColIdx * WT_TN + i] =
            Bs[(dotIdx * WT_BN) + warpCol * WT_WN + wSubColIdx * WSUBN +
               threadColInWarp * WT_TN + i];
    for (unsigned wSubRowIdx = 0; wSubRowIdx < WMITER; ++wSubRowIdx)
      for (unsigned wSubColIdx = 0; wSubColIdx < WT_WNITER; ++wSubColIdx)
        for (unsigned resIdxM = 0; resIdxM < WT_TM; ++resIdxM)
          for (unsigned resIdxN = 0; resIdxN < WT_TN; ++resIdxN)
            threadResults[(wSubRowIdx * WT_TM + resIdxM) * (WT_WNITER * WT_TN) +
                          (wSubColIdx * WT_TN) + resIdxN] +=
                regM[wSubRowIdx * WT_TM + resIdxM] *
                regN[wSubColIdx * WT_TN + resIdxN];
  }
}
} // namespace wt

extern "C" __global__ void __launch_bounds__(WT_THREADS)
    sgemm_warptile(int M, int N, int K, float alpha, const float *A,
                   const float *B, float beta, const float *C0, float *C) {
  using namespace wt;
  const unsigned cRow = blockIdx.y;
  const unsigned cCol = blockIdx.x;
  const unsigned warpIdx = threadIdx.x / WARPSIZE;
  const unsigned warpCol = warpIdx % (WT_BN / WT_WN);
  const unsigned warpRow = warpIdx / (WT_BN / WT_WN);
  const unsigned threadIdxInWarp = threadIdx.x % WARPSIZE;
  const unsigned threadColInWarp = threadIdxInWarp % (WSUBN / WT_TN);
  const unsigned threadRowInWarp = threadIdxInWarp / (WSUBN / WT_TN);
  __shared__ float As[WT_BM * WT_BK];
  __shared__ float Bs[WT_BK * WT_BN];
  A += cRow * WT_BM * K;
  B += cCol * WT_BN;
  unsigned cOff = (cRow * WT_BM + warpRow * WT_WM) * N + cCol * WT_BN + warpCol * WT_WN;
  C += cOff;
  C0 += cOff;
  const unsigned innerRowA = threadIdx.x / (WT_BK / 4);
  const unsigned innerColA = threadIdx.x % (WT_BK / 4);
  const unsigned innerRowB = threadIdx.x / (WT_BN / 4);
  const unsigned innerColB = threadIdx.x % (WT_BN / 4);

  float threadResults[WMITER * WT_TM * WT_WNITER * WT_TN] = {0.0f};
  float regM[WMITER * WT_TM] = {0.0f};
  float regN[WT_WNITER * WT_TN] = {0.0f};
  for (unsigned bkIdx = 0; bkIdx < K; bkIdx += WT_BK) {
    loadFromGmem(N, K, A, B, As, Bs, innerRowA, innerColA, innerRowB, innerColB);
    __syncthreads();
    processFromSmem(regM, regN, threadResults, As, Bs, warpRow, warpCol,
                    threadRowInWarp, threadColInWarp);
    A += WT_BK;
    B += WT_BK * N;
    __syncthreads();
  }
  for (unsigned wSubRowIdx = 0; wSubRowIdx < WMITER; ++wSubRowIdx)
    for (unsigned wSubColIdx = 0; wSubColIdx < WT_WNITER; ++wSubColIdx) {
      unsigned sub = (wSubRowIdx * WSUBM) * N + wSubColIdx * WSUBN;
      for (unsigned resIdxM = 0; resIdxM < WT_TM; resIdxM += 1)
        for (unsigned resIdxN = 0; resIdxN < WT_TN; resIdxN += 4) {
          unsigned c = sub + (threadRowInWarp * WT_TM + resIdxM) * N +
                       threadColInWarp * WT_TN + resIdxN;
          float4 tmp = reinterpret_cast<const float4 *>(&C0[c])[0];
          const int i = (wSubRowIdx * WT_TM + resIdxM) * (WT_WNITER * WT_TN) +
                        wSubColIdx * WT_TN + resIdxN;
          tmp.x = alpha * threadResults[i + 0] + beta * tmp.x;
          tmp.y = alpha * threadResults[i + 1] + beta * tmp.y;
          tmp.z = alpha * threadResults[i + 2] + beta * tmp.z;
          tmp.w = alpha * threadResults[i + 3] + beta * tmp.w;
          reinterpret_cast<float4 *>(&C[c])[0] = tmp;
        }
    }
}

// --- double buffered 2-D block tiling -----------------------------------------
// Two shared buffers; the next tile is prefetched into registers (ldgA,
// ldgB) while the current one is computed, then stored into the other
// buffer: one barrier per k-step.
#define DB_LOADS 4 // floats of A (and of B) each of the 256 threads moves

extern "C" __global__ void sgemm_double_buffer(int M, int N, int K, float alpha,
                                               const float *A, const float *B,
                                               float beta, const float *C0,
                                               float *C) {
  const unsigned cRow = blockIdx.y;
  const unsigned cCol = blockIdx.x;
  const int threadCol = threadIdx.x % (D2_BN / D2_TN);
  const int threadRow = threadIdx.x / (D2_BN / D2_TN);
  __shared__ float As[2][D2_BK * D2_BM]; // transposed: As[k][m]
  __shared__ float Bs[2][D2_BK * D2_BN];
  A += cRow * D2_BM * K;
  B += cCol * D2_BN;
  C += cRow * D2_BM * N + cCol * D2_BN;
  C0 += cRow * D2_BM * N + cCol * D2_BN;
  // A tile 128x8: thread t loads row t/2, columns (t%2)*4 .. +3.
  const unsigned rowA = threadIdx.x / (D2_BK / DB_LOADS);
  const unsigned colA = (threadIdx.x % (D2_BK / DB_LOADS)) * DB_LOADS;
  // B tile 8x128: thread t loads row t/32, columns (t%32)*4 .. +3.
  const unsigned rowB = threadIdx.x / (D2_BN / DB_LOADS);
  const unsigned colB = (threadIdx.x % (D2_BN / DB_LOADS)) * DB_LOADS;

  float accum[D2_TM * D2_TN] = {0.0f};
  float fragA[D2_TM];
  float fragB[D2_TN];
  float ldgA[DB_LOADS];
  float ldgB[DB_LOADS];

  for (int i = 0; i < DB_LOADS; ++i) {
    ldgA[i] = A[rowA * K + colA + i];
    ldgB[i] = B[rowB * N + colB + i];
  }
  for (int i = 0; i < DB_LOADS; ++i) {
    As[0][(colA + i) * D2_BM + rowA] = ldgA[i];
    Bs[0][rowB * D2_BN + colB + i] = ldgB[i];
  }
  __syncthreads();

  int cur = 0;
  for (unsigned k0 = 0; k0 < K; k0 += D2_BK) {
    bool more = k0 + D2_BK < K;
    if (more) {
      const float *An = A + k0 + D2_BK;
      const float *Bn = B + (k0 + D2_BK) * N;
      for (int i = 0; i < DB_LOADS; ++i) {
        ldgA[i] = An[rowA * K + colA + i];
        ldgB[i] = Bn[rowB * N + colB + i];
      }
    }
    for (unsigned dotIdx = 0; dotIdx < D2_BK; ++dotIdx) {
      for (int i = 0; i < D2_TM; ++i)
        fragA[i] = As[cur][dotIdx * D2_BM + threadRow * D2_TM + i];
      for (int i = 0; i < D2_TN; ++i)
        fragB[i] = Bs[cur][dotIdx * D2_BN + threadCol * D2_TN + i];
      for (int m = 0; m < D2_TM; ++m)
        for (int n = 0; n < D2_TN; ++n)
          accum[m * D2_TN + n] += fragA[m] * fragB[n];
    }
    if (more) {
      for (int i = 0; i < DB_LOADS; ++i) {
        As[cur ^ 1][(colA + i) * D2_BM + rowA] = ldgA[i];
        Bs[cur ^ 1][rowB * D2_BN + colB + i] = ldgB[i];
      }
    }
    __syncthreads();
    cur ^= 1;
  }
  for (int m = 0; m < D2_TM; ++m)
    for (int n = 0; n < D2_TN; ++n) {
      unsigned c = (threadRow * D2_TM + m) * N + threadCol * D2_TN + n;
      C[c] = alpha * accum[m * D2_TN + n] + beta * C0[c];
    }
}

// --- shared-tile GEMM, one output per thread: only a k-loop -------------------
#define ST_TILE 32

extern "C" __global__ void sgemm_shared_tile(int M, int N, int K, float alpha,
                                             const float *A, const float *B,
                                             float beta, const float *C0,
                                             float *C) {
  __shared__ float As[ST_TILE][ST_TILE];
  __shared__ float Bs[ST_TILE][ST_TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * ST_TILE + ty;
  int col = blockIdx.x * ST_TILE + tx;
  float sum = 0.0f;
  for (int t = 0; t < K; t += ST_TILE) {
    As[ty][tx] = A[row * K + t + tx];
    Bs[ty][tx] = B[(t + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < ST_TILE; ++k)
      sum += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = alpha * sum + beta * C0[row * N + col];
}
