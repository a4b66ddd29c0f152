// The host half of a CUDA compile is byte-identical with and without the
// plugin (and its options); only the device half changes.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-host-only -O3 -c %srcroot/bench/kernels/lud_mwe.cu -o %t.stock.o
// RUN: %clang_cuda --cuda-host-only -O3 -c %srcroot/bench/kernels/lud_mwe.cu -fpass-plugin=%plugin -o %t.plugin.o
// RUN: cmp %t.stock.o %t.plugin.o
// RUN: %clang_cuda --cuda-host-only -O3 -c %inputs/tiles.cu -o %t.tiles.stock.o
// RUN: %clang_cuda --cuda-host-only -O3 -c %inputs/tiles.cu -fpass-plugin=%plugin -mllvm -smemvec-align-bytes=8 -o %t.tiles.plugin.o
// RUN: cmp %t.tiles.stock.o %t.tiles.plugin.o
// RUN: %clang_cuda --cuda-host-only -O3 -S -emit-llvm %inputs/tiles.cu -o %t.stock.ll
// RUN: %clang_cuda --cuda-host-only -O3 -S -emit-llvm %inputs/tiles.cu -fpass-plugin=%plugin -o %t.plugin.ll
// RUN: diff %t.stock.ll %t.plugin.ll
