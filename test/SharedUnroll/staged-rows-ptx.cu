// End to end on the suite's rmsnorm_staged (bench/kernels/staged_rows.cu),
// clang -O3 device compile: the sum-of-squares loop copies 16 bytes a trip
// into a local float[4] (a memcpy into an alloca until SROA splits it) and
// is unrolled by 4 by reason (e), staged: four ld.global.nc.v4 in the main
// loop and one in the remainder, where the rolled loop has one. The
// streaming loop after it matches no rule and keeps its two. With
// -smemvec-unroll-staged-loads=0 the loop is rolled, as before the rule.
// ptxas assembles every PTX.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/staged_rows.cu -fpass-plugin=%plugin -Rpass=smemvec-unroll -o %t.plugin.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/staged_rows.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll-staged-loads=0 -o %t.off.ptx
// RUN: grep -c 'ld.global.nc.v4' %t.plugin.ptx | FileCheck %s --check-prefix=SEVEN
// RUN: grep -c 'ld.global.nc.v4' %t.off.ptx | FileCheck %s --check-prefix=THREE
// RUN: %ptxas %t.plugin.ptx -o /dev/null
// RUN: %ptxas %t.off.ptx -o /dev/null
//
// REMARK: staged_rows.cu:[[#]]:3: remark: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction, staged through a private array
// REMARK-NOT: warning
// SEVEN: {{^}}7{{$}}
// THREE: {{^}}3{{$}}
