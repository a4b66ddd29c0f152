// The seed MWE compiled by clang with the plugin: at most 12 ld.shared, at
// least 4 of them vectors (stock clang: 20 scalar); the kill switch restores
// stock output.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -fpass-plugin=%plugin -o %t.ptx
// RUN: %ptxcount %t.ptx --pattern 'ld\.shared' --max 12
// RUN: %ptxcount %t.ptx --pattern 'ld\.shared\.v' --min 4
// RUN: FileCheck %s --check-prefix=PLUGIN < %t.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -o %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -fpass-plugin=%plugin -mllvm -smemvec-align=0 -mllvm -smemvec-cluster=0 -o %t.off.ptx
// RUN: diff %t.stock.ptx %t.off.ptx
// RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

// PLUGIN: .shared .align 16 .b8 {{.*}}3dia[100];
// PLUGIN: ld.shared.v4.b32 {{.*}}3dia]
// STOCK: .shared .align 4 .b8 {{.*}}3dia[100];
// STOCK-NOT: ld.shared.v
