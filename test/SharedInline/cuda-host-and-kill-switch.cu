// The host half of a CUDA compile is byte-identical with and without the
// plugin; the device half's middle end with -smemvec-inline=0 is exactly
// stock clang's (the plugin's other passes run in codegen, after -emit-llvm),
// and so is it with -smemvec-pipeline=0 (nothing inserted into the pipeline);
// -O0 device compiles are not touched at all.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-host-only -O3 -c %S/cuda-noinline-specialized.cu -o %t.stock.o
// RUN: %clang_cuda --cuda-host-only -O3 -c %S/cuda-noinline-specialized.cu -fpass-plugin=%plugin -o %t.plugin.o
// RUN: cmp %t.stock.o %t.plugin.o
// RUN: %clang_cuda --cuda-host-only -O3 -S -emit-llvm %srcroot/bench/kernels/dwt97.cu -o %t.host.stock.ll
// RUN: %clang_cuda --cuda-host-only -O3 -S -emit-llvm %srcroot/bench/kernels/dwt97.cu -fpass-plugin=%plugin -o %t.host.plugin.ll
// RUN: diff %t.host.stock.ll %t.host.plugin.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %srcroot/bench/kernels/dwt97.cu -o %t.dev.stock.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %srcroot/bench/kernels/dwt97.cu -fpass-plugin=%plugin -mllvm -smemvec-inline=0 -o %t.dev.off.ll
// RUN: diff %t.dev.stock.ll %t.dev.off.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %srcroot/bench/kernels/dwt97.cu -fpass-plugin=%plugin -mllvm -smemvec-pipeline=0 -o %t.dev.nopipe.ll
// RUN: diff %t.dev.stock.ll %t.dev.nopipe.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %srcroot/bench/kernels/dwt97.cu -fpass-plugin=%plugin -o %t.dev.on.ll
// RUN: not diff %t.dev.stock.ll %t.dev.on.ll > /dev/null
// RUN: %clang_cuda --cuda-device-only -O0 -S -emit-llvm %S/cuda-noinline-specialized.cu -o %t.o0.stock.ll
// RUN: %clang_cuda --cuda-device-only -O0 -S -emit-llvm %S/cuda-noinline-specialized.cu -fpass-plugin=%plugin -o %t.o0.plugin.ll
// RUN: diff %t.o0.stock.ll %t.o0.plugin.ll
