// The seed MWE through clang with the whole plugin (align + lsv): at most 12
// ld.shared, no more shared instructions than with -smemvec-lsv=0, and the
// gapped dia rows merged by smemvec-lsv.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -fpass-plugin=%plugin -Rpass=smemvec-lsv -o %t.on.ptx 2> %t.remarks
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -fpass-plugin=%plugin -mllvm -smemvec-lsv=0 -o %t.off.ptx
// RUN: %ptxcount %t.on.ptx --pattern 'ld\.shared' --max 12
// RUN: %ptxcount %t.on.ptx --le %t.off.ptx
// RUN: FileCheck %s < %t.remarks
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

// CHECK: remark: merged {{[0-9]}} shared loads into one 128-bit load ({{[1-9][0-9]*}} gap bytes filled)
