// The block-tiled SGEMM of the register-tile walk tests: A stored transposed
// in shared memory (As[k][m], a 512-byte step per k), a TM x TN register
// tile, 256 threads ((128 / TM) x 16). TILE_GEMM_INLINE says how the kernels
// call it: __forceinline__ (each kernel decides the k-loop itself) or
// __noinline__ (the function decides it); Which tells copies apart.
#define BK 8

template <int TM, int TN, int Which = 0>
__device__ TILE_GEMM_INLINE void tileGemm(const float *A, const float *B,
                                          float *C, int K, int N) {
  constexpr int BM = 128, BN = 16 * TN;
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
    for (int k = 0; k < BK; ++k) { // the k-loop: line 22
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
