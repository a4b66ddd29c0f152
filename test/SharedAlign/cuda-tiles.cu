// Row arrays and template-kernel tiles read four floats per thread become one
// ld.shared.v4 per thread with the plugin; two-plus scalar loads without.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %inputs/tiles.cu -fpass-plugin=%plugin -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %inputs/tiles.cu -o %t.stock.ptx
// RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %inputs/tiles.cu -fpass-plugin=%plugin -mllvm -smemvec-align-odr=0 -o %t.strict.ptx
// RUN: FileCheck %s --check-prefix=STRICT < %t.strict.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.strict.ptx -o /dev/null %}

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

// The strict mode keeps the template tile (linkonce_odr) at its C alignment.
// STRICT: .shared .align 4 .b8 _ZZ4tileILi64EEvPKfPfE2As[2048];
// STRICT-LABEL: .entry _Z4tileILi64EEvPKfPf(
// STRICT-NOT: ld.shared.v4
// STRICT: ret;
