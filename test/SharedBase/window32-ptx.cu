// End to end on the suite's window kernel (bench/kernels/box_radius.cu),
// clang -O3 device compile: box_radius's inner loop over the radius read
// per pixel is unrolled by 8 at runtime, and each tap indexes the shared
// tile with `threadIdx.x + BR_MAXR + dx`, an unsigned 32-bit sum. With 64-bit
// shared pointers every tap extends and scales its own index (`mul.wide.u32`
// + `add.s64`); smemvec-shared-base's windows give the eight taps one 32-bit
// address, each `add.s32` of its byte offset, `cvt.u64.u32`, then the load.
// With -smemvec-shared-window32=0 the taps are 64-bit again. ptxas
// assembles both.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/box_radius.cu -fpass-plugin=%plugin -Rpass=smemvec-shared-base -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/box_radius.cu -fpass-plugin=%plugin -mllvm -smemvec-shared-window32=0 -o %t.off.ptx
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: %ptxas %t.off.ptx -o /dev/null
// RUN: sed -n '/.entry box_radius/,/^}/p' %t.ptx | FileCheck %s
// RUN: sed -n '/.entry box_radius/,/^}/p' %t.off.ptx | FileCheck %s --check-prefix=OFF
//
// REMARK: box_radius.cu:[[#]]:14: remark: one 32-bit shared address for 8 accesses that differ by constants
// The weighted window (one helper, inlined into bilateral_radius and
// bilateral_uniform): the unrolled body's four taps and the remainder's
// three, in each kernel.
// REMARK: box_radius.cu:[[#W:]]:11: remark: one 32-bit shared address for 3 accesses that differ by constants
// REMARK: box_radius.cu:[[#W]]:11: remark: one 32-bit shared address for 4 accesses that differ by constants
// REMARK: box_radius.cu:[[#W]]:11: remark: one 32-bit shared address for 3 accesses that differ by constants
// REMARK: box_radius.cu:[[#W]]:11: remark: one 32-bit shared address for 4 accesses that differ by constants
//
// conv_mask (mask width a kernel argument): the unrolled body's four taps
// and the remainder's three.
// REMARK: box_radius.cu:[[#C:]]:14: remark: one 32-bit shared address for 3 accesses that differ by constants
// REMARK: box_radius.cu:[[#C]]:14: remark: one 32-bit shared address for 4 accesses that differ by constants
//
// The eight taps of the unrolled body: one window register, offsets 4 apart
// from 400 bytes (BR_MAXR rows of BR_SIDE floats plus BR_MAXR columns: the
// constant part of the index folds into the offset).
// CHECK:      add.s32 %r[[#OFF0:]], %r[[#WIN:]], 400;
// CHECK-NEXT: cvt.u64.u32 %rd[[#A0:]], %r[[#OFF0]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#A0]]];
// CHECK:      add.s32 %r[[#OFF1:]], %r[[#WIN]], 404;
// CHECK-NEXT: cvt.u64.u32 %rd[[#A1:]], %r[[#OFF1]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#A1]]];
// CHECK:      add.s32 %r{{[0-9]+}}, %r[[#WIN]], 408;
// CHECK:      add.s32 %r{{[0-9]+}}, %r[[#WIN]], 412;
// CHECK:      add.s32 %r{{[0-9]+}}, %r[[#WIN]], 416;
// CHECK:      add.s32 %r{{[0-9]+}}, %r[[#WIN]], 420;
// CHECK:      add.s32 %r{{[0-9]+}}, %r[[#WIN]], 424;
// CHECK:      add.s32 %r[[#OFF7:]], %r[[#WIN]], 428;
// CHECK-NEXT: cvt.u64.u32 %rd[[#A7:]], %r[[#OFF7]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#A7]]];
// CHECK:      ret;
// OFF-COUNT-8: mul.wide.u32
// OFF-NOT:    cvt.u64.u32
// OFF:        ret;
