// A register tile in a __device__ helper: smemvec-unroll unrolls it in the
// helper, and the inliner then puts the helper into the kernel, which
// smemvec never changed itself. The launch check still names the kernel
// (its estimate from the start of the middle end, callees included, is
// the "before"); the attributes it uses never reach the output IR.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -o %t.ptx 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: smemvec: warning: kernel 'viahelper': smemvec's unrolling/inlining raised its register estimate from {{[0-9]+}} to {{1[4-9][0-9]}} per thread; a block of more than {{352|384}} threads will not launch
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %s -fpass-plugin=%plugin -o %t.ll 2>/dev/null
// RUN: FileCheck %s --check-prefix=NOATTR < %t.ll
// NOATTR-NOT: smemvec-registers
// NOATTR-NOT: smemvec-callees
// NOATTR-NOT: smemvec.launch
// The helper's loops under a user pragma: smemvec leaves them, no warning.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -DNOUNROLL -o %t.nounroll.ptx 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-unroll=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// NONE-NOT: smemvec
// RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.nounroll.ptx -o /dev/null %}

#define TM 16
#define TN 8
#define BK 8
#ifdef NOUNROLL
#define LOOP _Pragma("unroll 1")
#else
#define LOOP
#endif

__device__ void tilefn(int K, const float *A, const float *B, float *C) {
  __shared__ float As[BK][16 * TM];
  __shared__ float Bs[BK][16 * TN];
  float acc[TM * TN] = {0};
  float ra[TM], rb[TN];
  int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = threadIdx.x; i < BK * 16 * TM; i += blockDim.x)
      As[i / (16 * TM)][i % (16 * TM)] = A[k0 * 16 * TM + i];
    for (int i = threadIdx.x; i < BK * 16 * TN; i += blockDim.x)
      Bs[i / (16 * TN)][i % (16 * TN)] = B[k0 * 16 * TN + i];
    __syncthreads();
    LOOP for (int k = 0; k < BK; ++k) {
      LOOP for (int m = 0; m < TM; ++m) ra[m] = As[k][ty * TM + m];
      LOOP for (int n = 0; n < TN; ++n) rb[n] = Bs[k][tx * TN + n];
      LOOP for (int m = 0; m < TM; ++m)
        LOOP for (int n = 0; n < TN; ++n) acc[m * TN + n] += ra[m] * rb[n];
    }
    __syncthreads();
  }
  LOOP for (int m = 0; m < TM; ++m)
    LOOP for (int n = 0; n < TN; ++n)
      C[(ty * TM + m) * 16 * TN + tx * TN + n] = acc[m * TN + n];
}

extern "C" __global__ void viahelper(int K, const float *A, const float *B,
                                     float *C) {
  tilefn(K, A, B, C);
}
