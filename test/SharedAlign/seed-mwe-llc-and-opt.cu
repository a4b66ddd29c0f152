// The seed MWE through the two other entry points: llc with the plugin on
// clang's -O3 device IR, and `opt -passes=smemvec-align` followed by a plain
// llc. Both reach <= 12 ld.shared with >= 4 vectors (stock: 20 scalar).
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm %srcroot/bench/kernels/lud_mwe.cu -o %t.ll
// RUN: llc %loadplugin -mcpu=sm_90 %t.ll -o %t.llc.ptx
// RUN: %ptxcount %t.llc.ptx --pattern 'ld\.shared' --max 12
// RUN: %ptxcount %t.llc.ptx --pattern 'ld\.shared\.v' --min 4
// RUN: opt %loadplugin -passes=smemvec-align %t.ll -o %t.aligned.bc
// RUN: llc -mcpu=sm_90 %t.aligned.bc -o %t.opt.ptx
// RUN: %ptxcount %t.opt.ptx --pattern 'ld\.shared' --max 12
// RUN: %ptxcount %t.opt.ptx --pattern 'ld\.shared\.v' --min 4
// RUN: llc -mcpu=sm_90 %t.ll -o %t.stock.ptx
// RUN: %ptxcount %t.stock.ptx --pattern 'ld\.shared\.v' --max 0
// RUN: %ptxcount %t.llc.ptx --lt %t.stock.ptx
// RUN: %if ptxas %{ %ptxas %t.llc.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.opt.ptx -o /dev/null %}
