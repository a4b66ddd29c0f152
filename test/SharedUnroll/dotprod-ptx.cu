// End to end on the suite's dot-product kernel (bench/kernels/dotprod.cu,
// the CUDA samples' scalar-product shape), clang -O3 device compile: the
// runtime-trip loop that folds a[p] * b[p] into a register is unrolled by
// 4 by reason (e), so the main loop has four pairs of global loads in
// flight and one fma chain in source order; the remainder keeps one pair.
// Without the pass (or with -smemvec-unroll-reduction-count=1) the loop
// has one pair. ptxas assembles every PTX.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/dotprod.cu -fpass-plugin=%plugin -Rpass=smemvec-unroll -o %t.plugin.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/dotprod.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll=0 -o %t.off.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/dotprod.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll-reduction-count=1 -o %t.one.ptx
// RUN: FileCheck %s --check-prefix=PLUGIN < %t.plugin.ptx
// RUN: FileCheck %s --check-prefix=ROLLED < %t.off.ptx
// RUN: FileCheck %s --check-prefix=ROLLED < %t.one.ptx
// RUN: %ptxas %t.plugin.ptx -o /dev/null
// RUN: %ptxas %t.off.ptx -o /dev/null
// RUN: %ptxas %t.one.ptx -o /dev/null
//
// REMARK: dotprod.cu:29:7: remark: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction
// REMARK-NOT: warning
//
// The remainder: one pair, one fma.
// PLUGIN-LABEL: .entry scalar_prod(
// PLUGIN:      ld.global.b32 [[A:%r[0-9]+]], [%rd{{[0-9]+}}];
// PLUGIN-NEXT: ld.global.b32 [[B:%r[0-9]+]], [%rd{{[0-9]+}}];
// PLUGIN-NEXT: fma.rn.f32 [[S:%r[0-9]+]], [[A]], [[B]], [[S]];
// The main loop: four pairs at a 4096-byte stride (ACCUM_N floats), the
// chain in order.
// PLUGIN:      ld.global.b32 [[A0:%r[0-9]+]], [[[PA:%rd[0-9]+]]+-8192];
// PLUGIN-NEXT: ld.global.b32 [[B0:%r[0-9]+]], [[[PB:%rd[0-9]+]]+-8192];
// PLUGIN-NEXT: fma.rn.f32 [[S0:%r[0-9]+]], [[A0]], [[B0]], [[S]];
// PLUGIN-NEXT: ld.global.b32 [[A1:%r[0-9]+]], [[[PA]]+-4096];
// PLUGIN-NEXT: ld.global.b32 [[B1:%r[0-9]+]], [[[PB]]+-4096];
// PLUGIN-NEXT: fma.rn.f32 [[S1:%r[0-9]+]], [[A1]], [[B1]], [[S0]];
// PLUGIN-NEXT: ld.global.b32 [[A2:%r[0-9]+]], [[[PA]]];
// PLUGIN-NEXT: ld.global.b32 [[B2:%r[0-9]+]], [[[PB]]];
// PLUGIN-NEXT: fma.rn.f32 [[S2:%r[0-9]+]], [[A2]], [[B2]], [[S1]];
// PLUGIN-NEXT: ld.global.b32 [[A3:%r[0-9]+]], [[[PA]]+4096];
// PLUGIN-NEXT: ld.global.b32 [[B3:%r[0-9]+]], [[[PB]]+4096];
// PLUGIN-NEXT: fma.rn.f32 [[S]], [[A3]], [[B3]], [[S2]];
// PLUGIN-NOT:  ld.global
// PLUGIN:      bar.sync 0;
//
// ROLLED-LABEL: .entry scalar_prod(
// ROLLED-COUNT-2: ld.global.b32
// ROLLED-NOT:   ld.global
// ROLLED:       bar.sync 0;
