// clang -fpass-plugin clusters without any smemvec flag: with alignment
// raising and the vectorizers off, the seed MWE's dia loads come out in
// offset order; the kill switch gives stock clang's PTX.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -fpass-plugin=%plugin \
// RUN:   -mllvm -smemvec-align=0 -mllvm -disable-nvptx-load-store-vectorizer -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu \
// RUN:   -mllvm -disable-nvptx-load-store-vectorizer -o %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/lud_mwe.cu -fpass-plugin=%plugin \
// RUN:   -mllvm -smemvec-align=0 -mllvm -disable-nvptx-load-store-vectorizer \
// RUN:   -mllvm -smemvec-cluster=0 -o %t.off.ptx
// RUN: diff %t.stock.ptx %t.off.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

// CHECK-LABEL: bar.sync
// CHECK:      ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia];
// CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+4];
// CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+8];
// CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+12];
// CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+16];
// CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+24];
