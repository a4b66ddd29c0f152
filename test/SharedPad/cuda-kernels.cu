// The benchmark's smemvec-pad kernels (bench/kernels/pad.cu) through clang:
// one remark per tile, saying what was done, every PTX assembled, and the
// histogram (atomics at data-dependent bins) untouched: its PTX is the same
// with and without -smemvec-pad=1, and the default is -smemvec-pad=1.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/pad.cu -fpass-plugin=%plugin -mllvm -smemvec-pad=1 -Rpass=smemvec-pad -Rpass-missed=smemvec-pad -o %t.on.ptx 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.on.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/pad.cu -fpass-plugin=%plugin -mllvm -smemvec-pad=0 -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/pad.cu -fpass-plugin=%plugin -o %t.default.ptx
// RUN: diff %t.on.ptx %t.default.ptx
// RUN: sed -n '/.entry pad_hist(/,/^}/p' %t.on.ptx > %t.hist.on
// RUN: sed -n '/.entry pad_hist(/,/^}/p' %t.off.ptx > %t.hist.off
// RUN: test -s %t.hist.on
// RUN: diff %t.hist.on %t.hist.off
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}

// REMARK-DAG: remark: padded shared array '_ZZ13pad_transposeE4tile' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 992 -> 0, 8 accesses rewritten, +128 bytes
// REMARK-DAG: remark: padded shared array '_ZZ10pad_rowdotE4tile' from a row pitch of 128 to 144 bytes
// REMARK-DAG: remark: swizzled shared array '_ZZ14pad_rowdot_swzE4tile': 16-byte column chunk XOR row mod 8
// REMARK-DAG: remark: padded shared array '_ZZ8pad_lu32E6shadow' from a row pitch of 128 to 144 bytes
// REMARK-DAG: remark: left shared array '_ZZ8pad_histE1h': an address is not affine in thread and loop indices

// CHECK-DAG: .shared .align 16 .b8 _ZZ13pad_transposeE4tile[4224];
// CHECK-DAG: .shared .align 16 .b8 _ZZ10pad_rowdotE4tile[4608];
// CHECK-DAG: .shared .align 16 .b8 _ZZ14pad_rowdot_swzE4tile[49152];
// CHECK-DAG: .shared .align 16 .b8 _ZZ8pad_lu32E6shadow[4608];
// CHECK-DAG: .shared .align 4 .b8 _ZZ8pad_histE1h[8192];
// OFF-DAG: _ZZ13pad_transposeE4tile[4096];
// OFF-DAG: _ZZ10pad_rowdotE4tile[4096];
// OFF-DAG: _ZZ8pad_lu32E6shadow[4096];
