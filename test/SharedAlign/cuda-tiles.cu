// Row arrays and template-kernel tiles read four floats per thread become one
// ld.shared.v4 per thread with the plugin; two-plus scalar loads without.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %inputs/tiles.cu -fpass-plugin=%plugin -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %inputs/tiles.cu -o %t.stock.ptx
// RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
// Under -fgpu-rdc the template kernel is weak_odr; its own tile travels with
// it through nvlink, so it is raised there too.
// RUN: %clang_cuda --cuda-device-only -O3 -S %inputs/tiles.cu -fpass-plugin=%plugin -fgpu-rdc -o %t.rdc.ptx
// RUN: FileCheck %s --check-prefix=RDC < %t.rdc.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c %t.rdc.ptx -o /dev/null %}

// CHECK: .shared .align 16 .b8 _ZZ4tileILi64EEvPKfPfE2As[2048];
// CHECK-LABEL: .entry _Z4rowsPKfPf(
// CHECK: .shared .align 16
// CHECK: ld.shared.v4.b32
// CHECK-NOT: ld.shared
// CHECK-LABEL: .entry _Z4tileILi64EEvPKfPf(
// CHECK: ld.shared.v4.b32
// CHECK-NOT: ld.shared
// CHECK: ret;

// STOCK-LABEL: .entry _Z4rowsPKfPf(
// STOCK-NOT: ld.shared.v4
// STOCK: ret;

// RDC: .weak .shared .align 16 .b8 _ZZ4tileILi64EEvPKfPfE2As[2048];
// RDC-LABEL: .weak .entry _Z4tileILi64EEvPKfPf(
// RDC: ld.shared.v4.b32
// RDC-NOT: ld.shared
// RDC: ret;
