// The launch check on the issue's kernel: a 16x8 register tile without
// __launch_bounds__ (stock clang: the tile in local memory, ptxas 32
// registers; with the plugin the tile is in registers, ptxas ~167, and a
// block of more than 384 threads no longer launches). The warning names the
// kernel, the estimates before and after, and the largest block; it is
// printed by default, and -Werror does not turn it into an error.
// REQUIRES: cuda
//
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -o %t.ptx 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Werror -o %t.werror.ptx 2> %t.werror.err
// RUN: FileCheck %s --check-prefix=WARN < %t.werror.err
// RUN: cmp %t.ptx %t.werror.ptx
// WARN: smemvec: warning: kernel 'regtile': smemvec's unrolling/inlining raised its register estimate from {{[0-9]+}} to {{1[4-9][0-9]}} per thread; a block of more than 384 threads will not launch ("too many resources requested for launch"; before: 1024 threads with {{[0-9]+}}). If it runs with more threads: __launch_bounds__(<threads>) on the kernel, `#pragma unroll 1` on its register-tile loops, or -mllvm -smemvec-max-registers=64 (-mllvm -smemvec-launch-check=0 silences this)
// WARN-NOT: smemvec
//
// opt's default<O3> pipeline checks the same way; the recorded estimate
// never leaves the middle end.
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.raw.ll
// RUN: opt %loadplugin -passes='default<O3>' %t.raw.ll -S -o %t.o3.ll 2> %t.opt.err
// RUN: FileCheck %s --check-prefix=WARN < %t.opt.err
// RUN: FileCheck %s --check-prefix=NOATTR < %t.o3.ll
// NOATTR-NOT: smemvec-registers-before
//
// ptxas agrees: the plugin's PTX needs more than 128 registers (a block of
// at most 384-512 threads), stock's fewer than 64 (any block).
// RUN: %if ptxas %{ %ptxas -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS-PLUGIN %}
// PTXAS-PLUGIN: Used 1{{[3-9][0-9]}} registers
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -o %t.stock.ptx 2> %t.stock.err
// RUN: FileCheck %s --check-prefix=NONE --allow-empty < %t.stock.err
// RUN: %if ptxas %{ %ptxas -v %t.stock.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS-STOCK %}
// PTXAS-STOCK: Used {{[1-5]?[0-9]}} registers
// NONE-NOT: smemvec
//
// No warning: stock pipeline, unroll off, check off.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-pipeline=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-unroll=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-launch-check=0 -o %t.nocheck.ptx 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: cmp %t.ptx %t.nocheck.ptx
//
// Within its launch bounds' step: __launch_bounds__(256) allows 255
// registers, a block of 256 always launches.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin '-DLB=__launch_bounds__(256)' -o %t.lb256.ptx 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// Past it: __launch_bounds__(1024) allows 64. smemvec-unroll treats that
// cap as a budget of its decision (issue 31): the tile's full unrolls are
// predicted past it and not requested (remark), the tile stays in local
// memory as with stock clang (ptxas: 32 registers, 576-byte stack, no
// spill; with the cap taken as a warning only, 1568 bytes of spill stores),
// and there is nothing left for the check to warn about.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin '-DLB=__launch_bounds__(1024)' -Rpass-missed=smemvec-unroll -o %t.lb1024.ptx 2>&1 | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: remark: loop left rolled: launch-bounds register cap (predicted {{[0-9]+}} > 64 registers of __launch_bounds__(1024): ptxas would spill)
// BOUNDS-NOT: smemvec: warning
// RUN: FileCheck %s --check-prefix=LOCAL < %t.lb1024.ptx
//
// Smaller tiles: stock clang promotes an 8x8 tile too, but smemvec also
// unrolls its k-loop (a walk of As[k][...], 97 -> 113 registers estimated,
// two blocks of 256 threads either way), which the check reports (ptxas: 92
// registers with stock clang, 103 with the plugin: the largest block goes
// from 672 to 608 threads); 4x4 stays below 64 registers.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -DTM=8 -DTN=8 -o %t.8x8.ptx 2>&1 | FileCheck %s --check-prefix=WARN8
// WARN8: smemvec: warning: kernel 'regtile': smemvec's unrolling/inlining raised its register estimate from {{[0-9]+}} to {{[0-9]+}} per thread; a block of more than {{[0-9]+}} threads will not launch
// WARN8-NOT: smemvec: warning
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -DTM=4 -DTN=4 -o %t.4x4.ptx 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
//
// The cap: -smemvec-max-registers=64 takes the tile's full unrolls back
// (missed remark), the tile stays in local memory as with stock clang, and
// there is nothing to warn about.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-max-registers=64 -Rpass-missed=smemvec-unroll -o %t.cap.ptx 2>&1 | FileCheck %s --check-prefix=CAP
// CAP: remark: loop left rolled: register cap (predicted {{[0-9]+}} > -smemvec-max-registers=64)
// CAP-NOT: smemvec: warning
// RUN: FileCheck %s --check-prefix=LOCAL < %t.cap.ptx
// LOCAL: __local_depot
//
// RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.lb256.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.lb1024.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.8x8.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.4x4.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.cap.ptx -o /dev/null %}

#ifndef TM
#define TM 16
#endif
#ifndef TN
#define TN 8
#endif
#ifndef LB
#define LB
#endif
#define BK 8

// A TM x TN register tile of a block-tiled SGEMM, written without pragmas.
extern "C" __global__ void LB regtile(int K, const float *A, const float *B,
                                      float *C) {
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
    for (int k = 0; k < BK; ++k) {
      for (int m = 0; m < TM; ++m)
        ra[m] = As[k][ty * TM + m];
      for (int n = 0; n < TN; ++n)
        rb[n] = Bs[k][tx * TN + n];
      for (int m = 0; m < TM; ++m)
        for (int n = 0; n < TN; ++n)
          acc[m * TN + n] += ra[m] * rb[n];
    }
    __syncthreads();
  }
  for (int m = 0; m < TM; ++m)
    for (int n = 0; n < TN; ++n)
      C[(ty * TM + m) * 16 * TN + tx * TN + n] = acc[m * TN + n];
}
