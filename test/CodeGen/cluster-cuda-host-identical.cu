// The host half of a CUDA compile is untouched: with the plugin loaded (and
// even with -smemvec-sched=full) the host assembly is byte-identical.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-host-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -o %t.stock.s
// RUN: %clang_cuda --cuda-host-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -fpass-plugin=%plugin \
// RUN:   -mllvm -smemvec-sched=full -o %t.plugin.s
// RUN: diff %t.stock.s %t.plugin.s
