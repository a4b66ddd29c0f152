// -smemvec-unroll=0 restores stock clang's device IR exactly (the plugin's
// other passes run in codegen, after -emit-llvm): same module, byte for
// byte, on kernels where the pass does act (the diff without the switch
// proves it).
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %srcroot/bench/kernels/sgemm_regtile.cu -o %t.stock.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll=0 -o %t.off.ll
// RUN: diff %t.stock.ll %t.off.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -o %t.on.ll
// RUN: not diff -q %t.stock.ll %t.on.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm -DBLOCK_SIZE=32 %srcroot/bench/kernels/lud.cu -o %t.lud.stock.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm -DBLOCK_SIZE=32 %srcroot/bench/kernels/lud.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll=0 -o %t.lud.off.ll
// RUN: diff %t.lud.stock.ll %t.lud.off.ll
// And the request never survives into the output: every loop the pass
// asked for was unrolled, or the request was taken back.
// RUN: FileCheck %s < %t.on.ll
// CHECK-NOT: smemvec.unroll.full
