// Which clang device compiles the pass acts in: -O2, -O3 and -Os promote
// every register tile of the suite's SGEMMs; at -O1 and with
// -fno-unroll-loops clang marks every loop llvm.loop.unroll.disable, which
// the pass respects like a pragma (and says so), so nothing changes there.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O2 -S %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -o %t.O2.ptx
// RUN: %clang_cuda --cuda-device-only -Os -S %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -o %t.Os.ptx
// RUN: FileCheck %s --check-prefix=NOLOCAL < %t.O2.ptx
// RUN: FileCheck %s --check-prefix=NOLOCAL < %t.Os.ptx
// RUN: %ptxas %t.O2.ptx -o /dev/null
// RUN: %ptxas %t.Os.ptx -o /dev/null
// RUN: %clang_cuda --cuda-device-only -O1 -S %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.O1.ptx 2>&1 | FileCheck %s --check-prefix=O1
// RUN: %clang_cuda --cuda-device-only -O1 -S %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll=0 -o %t.O1.off.ptx
// RUN: diff %t.O1.off.ptx %t.O1.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -fno-unroll-loops -S %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.nounroll.ptx 2>&1 | FileCheck %s --check-prefix=O1
// NOLOCAL-NOT: __local_depot
// O1-NOT: fully unrolling loop
// O1:     remark: loop left to its unroll metadata: user pragma or -fno-unroll-loops
// O1-NOT: fully unrolling loop
