// End to end on the suite's window kernel (bench/kernels/box_radius.cu),
// clang -O3 device compile: box_radius's inner loop over the radius read
// per pixel is unrolled by 8 at runtime (its remainder, seven copies, by
// rule (r)), and each tap indexes the shared tile with
// `threadIdx.x + BR_MAXR + dx`, an unsigned 32-bit sum. With 64-bit shared
// pointers every tap extends and scales its own index (`mul.wide.u32` +
// `add.s64`); smemvec-shared-base's windows give the seven copies one 32-bit
// address and the eight taps of the loop another, each `add.s32` of its byte
// offset, `cvt.u64.u32`, then the load.
// With -smemvec-shared-window32=0 the taps are 64-bit again. ptxas
// assembles both.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/box_radius.cu -fpass-plugin=%plugin -Rpass=smemvec-shared-base -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/box_radius.cu -fpass-plugin=%plugin -mllvm -smemvec-shared-window32=0 -o %t.off.ptx
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: %ptxas %t.off.ptx -o /dev/null
// RUN: sed -n '/.entry box_radius/,/^}/p' %t.ptx | FileCheck %s
// RUN: sed -n '/.entry box_radius/,/^}/p' %t.off.ptx | FileCheck %s --check-prefix=OFF
// RUN: sed -n '/.entry box_radius/,/^}/p' %t.off.ptx | grep -A2 'mul.wide.u32' | grep -c 'ld.shared' | FileCheck %s --check-prefix=FOURTEEN
//
// REMARK: box_radius.cu:[[#B:]]:14: remark: one 32-bit shared address for 7 accesses that differ by constants
// REMARK: box_radius.cu:[[#B]]:14: remark: one 32-bit shared address for 8 accesses that differ by constants
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
// The remainder (since rule (r) at its default 7, seven straight-line
// copies ahead of the unrolled loop): seven taps, one window register,
// offsets 4 apart from 400 bytes (BR_MAXR rows of BR_SIDE floats plus
// BR_MAXR columns: the constant part of the index folds into the offset).
// CHECK:      add.s32 %r[[#R0:]], %r[[#RWIN:]], 400;
// CHECK-NEXT: cvt.u64.u32 %rd[[#RA0:]], %r[[#R0]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#RA0]]];
// CHECK:      add.s32 %r[[#R1:]], %r[[#RWIN]], 404;
// CHECK-NEXT: cvt.u64.u32 %rd[[#RA1:]], %r[[#R1]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#RA1]]];
// CHECK:      add.s32 %r[[#R2:]], %r[[#RWIN]], 408;
// CHECK-NEXT: cvt.u64.u32 %rd[[#RA2:]], %r[[#R2]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#RA2]]];
// CHECK:      add.s32 %r[[#R3:]], %r[[#RWIN]], 412;
// CHECK-NEXT: cvt.u64.u32 %rd[[#RA3:]], %r[[#R3]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#RA3]]];
// CHECK:      add.s32 %r[[#R4:]], %r[[#RWIN]], 416;
// CHECK-NEXT: cvt.u64.u32 %rd[[#RA4:]], %r[[#R4]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#RA4]]];
// CHECK:      add.s32 %r[[#R5:]], %r[[#RWIN]], 420;
// CHECK-NEXT: cvt.u64.u32 %rd[[#RA5:]], %r[[#R5]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#RA5]]];
// CHECK:      add.s32 %r[[#R6:]], %r[[#RWIN]], 424;
// CHECK-NEXT: cvt.u64.u32 %rd[[#RA6:]], %r[[#R6]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#RA6]]];
// The eight taps of the unrolled body: a window register of their own
// (the loop's), offsets 400 to 428.
// CHECK:      add.s32 %r[[#B0:]], %r[[#WIN:]], 400;
// CHECK-NEXT: cvt.u64.u32 %rd[[#BA0:]], %r[[#B0]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#BA0]]];
// CHECK:      add.s32 %r[[#B1:]], %r[[#WIN]], 404;
// CHECK-NEXT: cvt.u64.u32 %rd[[#BA1:]], %r[[#B1]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#BA1]]];
// CHECK:      add.s32 %r[[#B2:]], %r[[#WIN]], 408;
// CHECK-NEXT: cvt.u64.u32 %rd[[#BA2:]], %r[[#B2]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#BA2]]];
// CHECK:      add.s32 %r[[#B3:]], %r[[#WIN]], 412;
// CHECK-NEXT: cvt.u64.u32 %rd[[#BA3:]], %r[[#B3]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#BA3]]];
// CHECK:      add.s32 %r[[#B4:]], %r[[#WIN]], 416;
// CHECK-NEXT: cvt.u64.u32 %rd[[#BA4:]], %r[[#B4]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#BA4]]];
// CHECK:      add.s32 %r[[#B5:]], %r[[#WIN]], 420;
// CHECK-NEXT: cvt.u64.u32 %rd[[#BA5:]], %r[[#B5]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#BA5]]];
// CHECK:      add.s32 %r[[#B6:]], %r[[#WIN]], 424;
// CHECK-NEXT: cvt.u64.u32 %rd[[#BA6:]], %r[[#B6]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#BA6]]];
// CHECK:      add.s32 %r[[#B7:]], %r[[#WIN]], 428;
// CHECK-NEXT: cvt.u64.u32 %rd[[#BA7:]], %r[[#B7]];
// CHECK-NEXT: ld.shared.b32 %r{{[0-9]+}}, [%rd[[#BA7]]];
// CHECK:      ret;
// Without windows, fourteen of the fifteen taps extend and scale their own
// index (mul.wide.u32, add.s64, then the load; the fifteenth reuses the
// staging loop's), and no 32-bit address is widened.
// OFF-NOT:    cvt.u64.u32
// OFF:        ret;
// FOURTEEN: {{^}}14{{$}}
