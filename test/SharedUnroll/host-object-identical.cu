// The host half of a CUDA compile is byte-identical with and without the
// plugin and smemvec-unroll's options: the pass only touches NVPTX modules,
// although the host module has the same loops over the same arrays.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-host-only -O3 -c %srcroot/bench/kernels/sgemm_regtile.cu -o %t.stock.o
// RUN: %clang_cuda --cuda-host-only -O3 -c %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -o %t.plugin.o
// RUN: cmp %t.stock.o %t.plugin.o
// RUN: %clang_cuda --cuda-host-only -O3 -c %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll-max-size=16384 -mllvm -smemvec-unroll-max-registers=1024 -o %t.big.o
// RUN: cmp %t.stock.o %t.big.o
// RUN: %clang_cuda --cuda-host-only -O3 -S -emit-llvm %s -o %t.stock.ll
// RUN: %clang_cuda --cuda-host-only -O3 -S -emit-llvm %s -fpass-plugin=%plugin -o %t.plugin.ll
// RUN: diff %t.stock.ll %t.plugin.ll

// A host function with the shapes the pass looks for (a register tile
// indexed by constant-trip loops) so the host IR has something to resist.
float host_tile(const float *in) {
  float acc[8] = {0.0f};
  for (int k = 0; k < 64; ++k)
    for (int i = 0; i < 8; ++i)
      acc[i] += in[k * 8 + i];
  float s = 0.0f;
  for (int i = 0; i < 8; ++i)
    s += acc[i] * acc[(i + 1) % 8];
  return s;
}
