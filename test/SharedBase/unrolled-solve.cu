// A fully unrolled loop whose iterations are guarded (`if (ty == k)`) names
// a shared array at constant addresses in one block per iteration. ptxas
// makes a shared symbol's address again in every block that names it
// (`S2UR SR_CgaCtaId` + `ULEA` on sm_90; a batched 32x32 triangular solve:
// 0.973x of stock's rolled loop, 1.048x with one register, H200,
// bench/results/2026-12-02-h200-shared-base.md). smemvec-shared-base moves
// each such symbol into a register once (`mov.b64 %rdN, sym;`) and the
// accesses become register + offset, as nvcc's PTX has them.
//   solve<16>   forward substitution through a struct template's static
//               member (unrolled by smemvec-unroll: shared stride);
//   pivots      LU pivots of a plain kernel, #pragma unroll, macro indexing;
//   rolled      a rolled loop (runtime trip count): its addresses are
//               registers already, and the symbol is named in one block
//               only, so nothing changes.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Rpass=smemvec-shared-base -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// Kill switch: the symbol + offset addressing of stock clang's back end.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-shared-base=0 -o %t.off.ptx
// RUN: %ptxas %t.off.ptx -o /dev/null
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// The rolled kernel's PTX is the same either way.
// RUN: awk '/entry rolled/,/^}/' %t.ptx > %t.rolled.on
// RUN: awk '/entry rolled/,/^}/' %t.off.ptx > %t.rolled.off
// RUN: grep -q ld.shared %t.rolled.on
// RUN: diff %t.rolled.on %t.rolled.off

template <int N> struct Tri {
  static __device__ void solve(const float *L, const float *B, float *X) {
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

extern "C" __global__ void solve16(const float *L, const float *B, float *X) {
  Tri<16>::solve(L + blockIdx.x * 256, B + blockIdx.x * 256, X + blockIdx.x * 256);
}

#define T 8
#define A(i, j) a[(i) * (T + 1) + (j)]
extern "C" __global__ void pivots(float *m) {
  __shared__ float a[T * (T + 1)];
  const int i = threadIdx.y, j = threadIdx.x;
  A(i, j) = m[i * T + j];
  __syncthreads();
#pragma unroll
  for (int k = 0; k < T - 1; ++k) {
    if (i == k && j > k)
      A(k, j) /= A(k, k);
    __syncthreads();
  }
  m[i * T + j] = A(i, j);
}

extern "C" __global__ void rolled(float *m, int n) {
  __shared__ float r[256];
  r[threadIdx.x] = m[threadIdx.x];
  __syncthreads();
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += r[k];
  m[threadIdx.x] = s;
}

// REMARK-DAG: remark: addressing shared global '_ZZN3TriILi16EE5solveEPKfS2_PfE2Ls' through one register: 16 constant addresses in 16 blocks
// REMARK-DAG: remark: addressing shared global '_ZZ6pivotsE1a' through one register: 7 constant addresses in 7 blocks

// The diagonal element of pivot k at Ls + k * 72 bytes (rows of 17 floats).
// PTX-LABEL: .entry solve16(
// PTX:         mov.b64 %rd[[LS:[0-9]+]], _ZZN3TriILi16EE5solveEPKfS2_PfE2Ls;
// PTX-NOT:     _ZZN3TriILi16EE5solveEPKfS2_PfE2Ls
// PTX:         ld.shared.b32 %r{{[0-9]+}}, [%rd[[LS]]];
// PTX:         ld.shared.b32 %r{{[0-9]+}}, [%rd[[LS]]+72];
// PTX:         ld.shared.b32 %r{{[0-9]+}}, [%rd[[LS]]+144];
// PTX:         ld.shared.b32 %r{{[0-9]+}}, [%rd[[LS]]+1080];
// PTX-LABEL: .entry pivots(
// PTX:         mov.b64 %rd[[A:[0-9]+]], _ZZ6pivotsE1a;
// PTX-NOT:     _ZZ6pivotsE1a
// PTX:         ld.shared.b32 %r{{[0-9]+}}, [%rd[[A]]];
// PTX:         ld.shared.b32 %r{{[0-9]+}}, [%rd[[A]]+40];
// PTX:         ld.shared.b32 %r{{[0-9]+}}, [%rd[[A]]+240];

// OFF-LABEL: .entry solve16(
// OFF:         ld.shared.b32 %r{{[0-9]+}}, [_ZZN3TriILi16EE5solveEPKfS2_PfE2Ls+72];
// OFF-LABEL: .entry pivots(
// OFF:         ld.shared.b32 %r{{[0-9]+}}, [_ZZ6pivotsE1a+40];
