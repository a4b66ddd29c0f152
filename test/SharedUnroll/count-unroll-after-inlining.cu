// A runtime-trip staging copy in a device function is decided twice: in the
// function (a struct's static stage(), specialized by smemvec-inline with
// typed pointers: a count of 4 is asked for), then again in each kernel it
// is inlined into, where the loop that encloses the call may carry a
// register tile the function could not see. In `tiled` the k-loop carries
// an 8x8 tile, so the count is taken back (the copies' hoisted addresses
// would cost registers there: issue 20, class 5); in `copy_once` nothing
// encloses the call, and the copies are unrolled by 4 and handed to ptxas.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// Without the plugin both kernels keep one global load per copy loop.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -o %t.stock.ptx
// RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx

#define BK 8
#define T 8
#define BM 128
#define BN 128

struct Tile {
  float acc[T][T];
  int tr, tc;
  __device__ static void stage(const float *__restrict__ A,
                               const float *__restrict__ B, float *As,
                               float *Bs, int lda, int ldb, int m0, int n0,
                               int k0) {
    for (int e = threadIdx.x; e < BM * BK; e += blockDim.x)
      As[(e % BK) * BM + e / BK] = __ldg(&A[(m0 + e / BK) * lda + k0 + e % BK]);
    for (int e = threadIdx.x; e < BK * BN; e += blockDim.x)
      Bs[e] = __ldg(&B[(k0 + e / BN) * ldb + n0 + e % BN]);
  }
};

extern "C" __global__ void tiled(const float *A, const float *B, float *C,
                                 int K, int N) {
  __shared__ float As[BK * BM];
  __shared__ float Bs[BK * BN];
  Tile t;
  t.tr = threadIdx.x / 16;
  t.tc = threadIdx.x % 16;
  for (int i = 0; i < T; ++i)
    for (int j = 0; j < T; ++j)
      t.acc[i][j] = 0.f;
  for (int k0 = 0; k0 < K; k0 += BK) {
    Tile::stage(A, B, As, Bs, K, N, blockIdx.y * BM, blockIdx.x * BN, k0);
    __syncthreads();
    for (int k = 0; k < BK; ++k)
      for (int i = 0; i < T; ++i)
        for (int j = 0; j < T; ++j)
          t.acc[i][j] += As[k * BM + t.tr * T + i] * Bs[k * BN + t.tc * T + j];
    __syncthreads();
  }
  for (int i = 0; i < T; ++i)
    for (int j = 0; j < T; ++j)
      C[(blockIdx.y * BM + t.tr * T + i) * N + blockIdx.x * BN + t.tc * T + j] = t.acc[i][j];
}

extern "C" __global__ void copy_once(const float *A, const float *B, float *C,
                                     int K, int N) {
  __shared__ float As[BK * BM];
  __shared__ float Bs[BK * BN];
  Tile::stage(A, B, As, Bs, K, N, blockIdx.y * BM, blockIdx.x * BN, 0);
  __syncthreads();
  C[blockIdx.x * blockDim.x + threadIdx.x] = As[threadIdx.x] + Bs[threadIdx.x];
}

// The function's own decision, once per copy loop, then the take-back in
// `tiled` (copy_once keeps the request: no remark).
// REMARK:     count-unroll-after-inlining.cu:[[#L1:29]]:5: remark: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-to-shared staging copy
// REMARK:     count-unroll-after-inlining.cu:[[#L2:31]]:5: remark: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-to-shared staging copy
// REMARK:     count-unroll-after-inlining.cu:[[#L1]]:5: remark: count unroll taken back after inlining: an enclosing loop carries a register tile
// REMARK:     count-unroll-after-inlining.cu:[[#L2]]:5: remark: count unroll taken back after inlining: an enclosing loop carries a register tile
// REMARK-NOT: taken back

// tiled: one global load per copy loop, no remainder loops.
// PTX-LABEL: .entry tiled(
// PTX-COUNT-2: ld.global.nc.b32
// PTX-NOT:     ld.global.nc
// PTX-NOT:     .pragma "nounroll"
// copy_once: four loads in each unrolled body, one in each remainder.
// PTX-LABEL: .entry copy_once(
// PTX-COUNT-10: ld.global.nc.b32
// PTX-NOT:     ld.global.nc
// PTX:         }

// STOCK-LABEL: .entry tiled(
// STOCK-COUNT-2: ld.global.nc.b32
// STOCK-NOT:     ld.global.nc
// STOCK-LABEL: .entry copy_once(
// STOCK-COUNT-2: ld.global.nc.b32
// STOCK-NOT:     ld.global.nc
// STOCK:         }
