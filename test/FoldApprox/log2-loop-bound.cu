// End to end through clang's CUDA device compile: a butterfly reduction
// whose step count is `(int)__log2f(16.0f)` and whose strides are
// `__powf(2.0f, s)`, as users write them. Stock clang keeps lg2.approx /
// ex2.approx at run time and a rolled loop; with the plugin the first
// peephole run folds lg2.approx.f32(16) = 4 (and lg2(2) = 1 inside __powf),
// the loop unrolls, and a later run folds each ex2.approx(s) = 2^s: four
// shuffles with immediate strides, no lg2/ex2, no branch. The same with
// -fcuda-flush-denormals-to-zero (the .ftz forms) and -ffast-math. The kill
// switch and -smemvec-pipeline=0 give stock's PTX; the host object is
// byte-identical with and without the plugin.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -o %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Rpass=smemvec-fold-approx -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -fcuda-flush-denormals-to-zero -Rpass=smemvec-fold-approx -o %t.ftz.ptx 2>&1 | FileCheck %s --check-prefix=FTZ
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -ffast-math -o %t.fast.ptx
// RUN: %clang_cuda --cuda-device-only -O2 -S %s -fpass-plugin=%plugin -o %t.O2.ptx
// RUN: FileCheck %s --check-prefix=PLUGIN < %t.ptx
// RUN: FileCheck %s --check-prefix=PLUGIN < %t.ftz.ptx
// RUN: FileCheck %s --check-prefix=PLUGIN < %t.fast.ptx
// RUN: FileCheck %s --check-prefix=PLUGIN < %t.O2.ptx
// RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: %ptxas %t.ftz.ptx -o /dev/null
// RUN: %ptxas %t.fast.ptx -o /dev/null
// RUN: %ptxas %t.O2.ptx -o /dev/null
// RUN: %ptxas %t.stock.ptx -o /dev/null
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-fold-approx=0 -o %t.off.ptx
// RUN: diff %t.stock.ptx %t.off.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-pipeline=0 -o %t.nopipe.ptx
// RUN: diff %t.stock.ptx %t.nopipe.ptx
// RUN: %clang_cuda --cuda-host-only -O3 -c %s -o %t.host.stock.o
// RUN: %clang_cuda --cuda-host-only -O3 -c %s -fpass-plugin=%plugin -o %t.host.plugin.o
// RUN: cmp %t.host.stock.o %t.host.plugin.o

// REMARK: remark: folded lg2.approx.f32(16) to 4 (exact)
// REMARK: remark: folded lg2.approx.f32(2) to 1 (exact)
// REMARK: remark: folded ex2.approx.f32(0) to 1 (exact)
// REMARK: remark: folded ex2.approx.f32(1) to 2 (exact)
// REMARK: remark: folded ex2.approx.f32(2) to 4 (exact)
// REMARK: remark: folded ex2.approx.f32(3) to 8 (exact)
// FTZ: remark: folded lg2.approx.ftz.f32(16) to 4 (exact)
// FTZ: remark: folded ex2.approx.ftz.f32(3) to 8 (exact)

// PLUGIN-LABEL: .entry _Z7row_sumPKfPf(
// PLUGIN-NOT:   lg2.approx
// PLUGIN-NOT:   ex2.approx
// PLUGIN-NOT:   bra
// PLUGIN:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// PLUGIN:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// PLUGIN:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// PLUGIN:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// PLUGIN-NOT:   shfl
// PLUGIN-NOT:   bra
// PLUGIN:       ret;

// STOCK-LABEL: .entry _Z7row_sumPKfPf(
// STOCK:       lg2.approx.f32
// STOCK:       ex2.approx.f32
// STOCK:       shfl.sync.bfly.b32
// STOCK:       bra

__global__ void row_sum(const float *in, float *out) {
  int t = threadIdx.x;
  float v = in[blockIdx.x * 32 + t];
  const int steps = (int)__log2f(16.0f);
  for (int s = 0; s < steps; ++s) {
    int stride = (int)__powf(2.0f, (float)s);
    v += __shfl_xor_sync(0xffffffff, v, stride);
  }
  out[blockIdx.x * 32 + t] = v;
}
