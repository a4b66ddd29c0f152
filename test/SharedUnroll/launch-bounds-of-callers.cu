// A device function's loops are decided before it is inlined (bottom-up),
// or in it for good when it is never inlined: the launch bounds they run
// under are those of the kernels that call it, the strictest of them. The
// 8x8 tile's k-loop (A walked transposed, 97 -> 113 registers estimated)
// is left rolled in a function that a __launch_bounds__(256, 3) kernel
// calls (80 registers allowed), and unrolled in the same code called only
// from a kernel without bounds (2 blocks of 256 threads either way).
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx

#define BK 8
#define TM 8
#define TN 8
#define BM 128
#define BN 128

// Kept outlined, so each copy is decided in the function itself.
template <int Which>
__device__ __noinline__ void gemmTile(const float *A, const float *B, float *C,
                                      int K, int N) {
  __shared__ float As[BK][BM];
  __shared__ float Bs[BK][BN];
  const int tr = threadIdx.x / (BN / TN), tc = threadIdx.x % (BN / TN);
  float acc[TM][TN] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = threadIdx.x; i < BM * BK; i += blockDim.x)
      As[i % BK][i / BK] = A[(blockIdx.y * BM + i / BK) * K + k0 + i % BK];
    for (int i = threadIdx.x; i < BN * BK; i += blockDim.x)
      Bs[i / BN][i % BN] = B[(k0 + i / BN) * N + blockIdx.x * BN + i % BN];
    __syncthreads();
    for (int k = 0; k < BK; ++k) {
      float a[TM], b[TN];
      for (int m = 0; m < TM; ++m)
        a[m] = As[k][tr * TM + m];
      for (int n = 0; n < TN; ++n)
        b[n] = Bs[k][tc * TN + n];
      for (int m = 0; m < TM; ++m)
        for (int n = 0; n < TN; ++n)
          acc[m][n] += a[m] * b[n];
    }
    __syncthreads();
  }
  for (int m = 0; m < TM; ++m)
    for (int n = 0; n < TN; ++n)
      C[(blockIdx.y * BM + tr * TM + m) * N + blockIdx.x * BN + tc * TN + n] =
          acc[m][n];
}

extern "C" __global__ void __launch_bounds__(256, 3)
    bounded(const float *A, const float *B, float *C, int K, int N) {
  gemmTile<0>(A, B, C, K, N);
}

extern "C" __global__ void unbounded(const float *A, const float *B, float *C,
                                     int K, int N) {
  gemmTile<1>(A, B, C, K, N);
}

// The k-loop is line 33; the functions are decided in this order.
// REMARK:     launch-bounds-of-callers.cu:33:5: remark: loop left rolled: register estimate (113 > 80)
// REMARK:     launch-bounds-of-callers.cu:33:5: remark: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): shared loads moving with the loop
// REMARK-NOT: launch-bounds-of-callers.cu:33:5

// Both functions stay calls (to smemvec-inline's clones with global
// pointer parameters); neither tile is in local memory.
// PTX-NOT:  __local_depot
// PTX:      .func _Z8gemmTileILi0EEvPKfS1_Pfii
// PTX:      .func _Z8gemmTileILi1EEvPKfS1_Pfii
// PTX:      .entry bounded(
// PTX:      call.uni _Z8gemmTileILi0EEvPKfS1_Pfii
// PTX:      .entry unbounded(
// PTX:      call.uni _Z8gemmTileILi1EEvPKfS1_Pfii
