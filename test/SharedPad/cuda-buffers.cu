// The benchmark's dynamic-shared and ping-pong kernels
// (bench/kernels/pad_buffers.cu) through clang: the extern __shared__
// transpose swizzled in place (its int index read through the zext), the
// ping-pong transpose's two tiles swizzled alike through the select, the
// double-buffered matmul's A buffers padded alike through the swapping
// phis; every PTX assembled. By default (smemvec-pad on, dynamic shared
// memory opt-in) the two static kinds change and the extern array is left
// with its reason; with -smemvec-pad=0 nothing changes.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/pad_buffers.cu -fpass-plugin=%plugin -mllvm -smemvec-pad=1 -mllvm -smemvec-pad-dynamic=1 -Rpass=smemvec-pad -Rpass-missed=smemvec-pad -o %t.on.ptx 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.on.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/pad_buffers.cu -fpass-plugin=%plugin -Rpass=smemvec-pad -Rpass-missed=smemvec-pad -o %t.default.ptx 2> %t.default.remarks
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.default.ptx
// RUN: FileCheck %s --check-prefix=DEFREMARK < %t.default.remarks
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/pad_buffers.cu -fpass-plugin=%plugin -mllvm -smemvec-pad=0 -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.default.ptx -o /dev/null %}

// REMARK-DAG: remark: swizzled shared array 'tile' (dynamic shared memory as rows of 32, in place): 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 992 -> 0, 8 accesses rewritten
// REMARK-DAG: remark: swizzled shared array '_ZZ22pad_pingpong_transposeE1a' and '_ZZ22pad_pingpong_transposeE1b' (ping-pong buffers of one layout): 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 992 -> 0, 8 accesses rewritten
// REMARK-DAG: remark: padded shared array '_ZZ13pad_db_matmulE3at0' and '_ZZ13pad_db_matmulE3at1' (ping-pong buffers of one layout) from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 1984 -> 0, 136 accesses rewritten, +256 bytes
// REMARK-DAG: remark: left shared array '_ZZ13pad_db_matmulE3bs0': no modeled bank conflicts

// CHECK-DAG: .extern .shared .align 16 .b8 tile[];
// CHECK-DAG: .shared .align 16 .b8 _ZZ22pad_pingpong_transposeE1a[4096];
// CHECK-DAG: .shared .align 16 .b8 _ZZ22pad_pingpong_transposeE1b[4096];
// CHECK-DAG: .shared .align 16 .b8 _ZZ13pad_db_matmulE3at0[4224];
// CHECK-DAG: .shared .align 16 .b8 _ZZ13pad_db_matmulE3at1[4224];
// CHECK-DAG: .shared .align 16 .b8 _ZZ13pad_db_matmulE3bs0[4096];
// CHECK-DAG: .shared .align 16 .b8 _ZZ13pad_db_matmulE3bs1[4096];
// OFF-DAG: _ZZ13pad_db_matmulE3at0[4096];
// OFF-DAG: _ZZ13pad_db_matmulE3at1[4096];

// DEFREMARK-DAG: remark: left shared array 'tile': dynamic shared memory: a swizzle in place assumes the launch gives it whole rows of the tile (-smemvec-pad-dynamic=1)
// DEFREMARK-DAG: remark: swizzled shared array '_ZZ22pad_pingpong_transposeE1a' and '_ZZ22pad_pingpong_transposeE1b' (ping-pong buffers of one layout): 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 992 -> 0, 8 accesses rewritten
// DEFREMARK-DAG: remark: padded shared array '_ZZ13pad_db_matmulE3at0' and '_ZZ13pad_db_matmulE3at1' (ping-pong buffers of one layout) from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 1984 -> 0, 136 accesses rewritten, +256 bytes
// DEFAULT-DAG: _ZZ13pad_db_matmulE3at0[4224];
// DEFAULT-DAG: _ZZ13pad_db_matmulE3at1[4224];
