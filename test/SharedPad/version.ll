; smemvec-pad versions a kernel of unknown block shape on blockDim (docs/pad.md,
; "Versioning on blockDim"). The transpose below names no shape (no reqntid,
; no blockDim fact, it reads threadIdx.y) and is launched, say, as
; dim3(32, 16). Its arithmetic implies that shape: the tile is 32 floats
; wide (threadIdx.x walks the row) and the two rows a thread stores are 16
; apart (threadIdx.y + 16). A new entry block checks ntid == 32x16x1 and
; branches to a copy of the body, where the 32x32 tile is swizzled in place
; (4-byte chunk ^ row % 32: column reads 31-way -> conflict-free); every
; other shape (the check rejects it) runs the original body, whose
; addresses are untouched: the tile has one layout per launch.
;
; RUN: opt %loadplugin -passes=smemvec-pad -S %s -pass-remarks=smemvec-pad -pass-remarks-missed=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadplugin -passes=smemvec-pad -disable-output %s -pass-remarks-output=%t.yaml
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; Off: -smemvec-pad-version=0 leaves the kernel as it is, byte for byte
; (what the pass did before versioning), and says why.
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad-version=0 -S %s -pass-remarks-missed=smemvec-pad -o %t.off.ll 2> %t.off.remarks
; RUN: opt -S %s -o %t.in.ll
; RUN: diff %t.in.ll %t.off.ll
; RUN: FileCheck %s --check-prefix=OFF < %t.off.remarks
; The bound: at 25 instructions (this kernel has 26) it is not versioned;
; at 26 it is.
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad-version-max-instructions=25 -S %s -pass-remarks-missed=smemvec-pad -o %t.bound.ll 2> %t.bound.remarks
; RUN: diff %t.in.ll %t.bound.ll
; RUN: FileCheck %s --check-prefix=BOUND < %t.bound.remarks
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad-version-max-instructions=26 -S %s -o - | FileCheck %s --check-prefix=AT-BOUND
; Through llc (the pass on by default): both sides in the PTX, ptxas takes it.
; RUN: llc -O3 -mcpu=sm_90 %loadplugin %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; A bad value is an error naming the option, never a crash.
; RUN: not opt %loadplugin -passes=smemvec-pad -smemvec-pad-version-max-instructions=0 -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: smemvec-pad-version-max-instructions{{.*}}'0' is out of range: expected 1 to 1000000 instructions

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The global keeps its type: the swizzle is in place.
; CHECK: @tile = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@tile = internal addrspace(3) global [32 x [32 x float]] undef, align 4

; REMARK: remark: <unknown>:0:0: versioned 'transpose' on blockDim 32x16x1: shared array 'tile' swizzled in the copy for that shape, 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 992 -> 0, 4 accesses rewritten; any other shape runs the original layout
; REMARK-NOT: remark
; YAML:      --- !Passed
; YAML-NEXT: Pass: smemvec-pad
; YAML-NEXT: Name: Versioned
; YAML-NEXT: Function: transpose
; YAML-NEXT: Args:
; YAML:        - Kernel: transpose
; YAML:        - BlockX: '32'
; YAML:        - BlockY: '16'
; YAML:        - BlockZ: '1'
; YAML:        - Global: tile
; YAML:        - Granule: '4'
; YAML:        - Span: '32'
; YAML:        - ConflictsBefore: '992'
; YAML:        - ConflictsAfter: '0'
; YAML:        - Accesses: '4'
; OFF: remark: <unknown>:0:0: left shared array 'tile': block shape of 'transpose' unknown; modeled bank conflicts per block 496 in 528 wavefronts if the block is 32x8; by hand: declare it [32][33] (0 conflicts); or state the shape
; BOUND: remark: <unknown>:0:0: left shared array 'tile': block shape of 'transpose' unknown; {{.*}}; not versioned: 'transpose' has 26 instructions, more than -smemvec-pad-version-max-instructions=25; or state the shape
; AT-BOUND: smemvec.ver.check:

; The check: every thread of a launch reads the same ntid, so all take
; one side.
; CHECK-LABEL: define ptx_kernel void @transpose(
; CHECK-NEXT:  smemvec.ver.check:
; CHECK-NEXT:    %smemvec.ver.ntid.x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    %smemvec.ver.x = icmp eq i32 %smemvec.ver.ntid.x, 32
; CHECK-NEXT:    %smemvec.ver.ntid.y = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
; CHECK-NEXT:    %smemvec.ver.y = icmp eq i32 %smemvec.ver.ntid.y, 16
; CHECK-NEXT:    %smemvec.ver.ntid.z = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
; CHECK-NEXT:    %smemvec.ver.z = icmp eq i32 %smemvec.ver.ntid.z, 1
; CHECK-NEXT:    %smemvec.ver.xy = and i1 %smemvec.ver.x, %smemvec.ver.y
; CHECK-NEXT:    %smemvec.ver.shape = and i1 %smemvec.ver.xy, %smemvec.ver.z
; CHECK-NEXT:    br i1 %smemvec.ver.shape, label %entry.ver, label %entry
; The must-not: a shape the check rejects runs the original body, every
; tile address as written.
; CHECK-EMPTY:
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
; CHECK-NEXT:    %x = zext i32 %tx to i64
; CHECK-NEXT:    %y = zext i32 %ty to i64
; CHECK-NEXT:    %y16 = add nuw nsw i64 %y, 16
; CHECK-NEXT:    %yrow = shl nuw nsw i64 %y, 5
; CHECK-NEXT:    %gi0 = add nuw nsw i64 %yrow, %x
; CHECK-NEXT:    %gi1 = add nuw nsw i64 %gi0, 512
; CHECK-NEXT:    %g0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gi0
; CHECK-NEXT:    %v0 = load float, ptr addrspace(1) %g0, align 4
; CHECK-NEXT:    %s0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y, i64 %x
; CHECK-NEXT:    store float %v0, ptr addrspace(3) %s0, align 4
; CHECK-NEXT:    %g1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gi1
; CHECK-NEXT:    %v1 = load float, ptr addrspace(1) %g1, align 4
; CHECK-NEXT:    %s1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y16, i64 %x
; CHECK-NEXT:    store float %v1, ptr addrspace(3) %s1, align 4
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    %l0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 %y
; CHECK-NEXT:    %w0 = load float, ptr addrspace(3) %l0, align 4
; CHECK-NEXT:    %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gi0
; CHECK-NEXT:    store float %w0, ptr addrspace(1) %o0, align 4
; CHECK-NEXT:    %l1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 %y16
; CHECK-NEXT:    %w1 = load float, ptr addrspace(3) %l1, align 4
; CHECK-NEXT:    %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gi1
; CHECK-NEXT:    store float %w1, ptr addrspace(1) %o1, align 4
; CHECK-NEXT:    ret void
; The copy, for 32x16 only: each tile address moves by
; ((chunk ^ (row & 31)) - chunk) * 4, chunk = the float's column.
; CHECK-EMPTY:
; CHECK-NEXT:  entry.ver:
; CHECK-NEXT:    %tx.ver = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    %ty.ver = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
; CHECK-NEXT:    %x.ver = zext i32 %tx.ver to i64
; CHECK-NEXT:    %y.ver = zext i32 %ty.ver to i64
; CHECK-NEXT:    %y16.ver = add nuw nsw i64 %y.ver, 16
; CHECK-NEXT:    %yrow.ver = shl nuw nsw i64 %y.ver, 5
; CHECK-NEXT:    %gi0.ver = add nuw nsw i64 %yrow.ver, %x.ver
; CHECK-NEXT:    %gi1.ver = add nuw nsw i64 %gi0.ver, 512
; CHECK-NEXT:    %g0.ver = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gi0.ver
; CHECK-NEXT:    %v0.ver = load float, ptr addrspace(1) %g0.ver, align 4
; tile[y][x]: row y, chunk x
; CHECK-NEXT:    %s0.ver = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y.ver, i64 %x.ver
; CHECK-NEXT:    {{%[0-9]+}} = shl nuw nsw i64 %x.ver, 2
; CHECK-NEXT:    [[MASK_0:%smemvec.swz.mask[0-9]*]] = and i64 %y.ver, 31
; CHECK-NEXT:    [[CHUNK_1:%smemvec.swz.chunk[0-9]*]] = xor i64 %x.ver, [[MASK_0]]
; CHECK-NEXT:    [[D_2:%smemvec.swz.d[0-9]*]] = sub i64 [[CHUNK_1]], %x.ver
; CHECK-NEXT:    [[OFF_3:%smemvec.swz.off[0-9]*]] = shl i64 [[D_2]], 2
; CHECK-NEXT:    [[PTR_4:%smemvec.swz.ptr[0-9]*]] = getelementptr inbounds i8, ptr addrspace(3) %s0.ver, i64 [[OFF_3]]
; CHECK-NEXT:    store float %v0.ver, ptr addrspace(3) [[PTR_4]], align 4
; CHECK-NEXT:    %g1.ver = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gi1.ver
; CHECK-NEXT:    %v1.ver = load float, ptr addrspace(1) %g1.ver, align 4
; tile[y + 16][x]: row y + 16, chunk x
; CHECK-NEXT:    %s1.ver = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y16.ver, i64 %x.ver
; CHECK-NEXT:    {{%[0-9]+}} = shl nuw nsw i64 %x.ver, 2
; CHECK-NEXT:    [[MASK_5:%smemvec.swz.mask[0-9]*]] = and i64 %y16.ver, 31
; CHECK-NEXT:    [[CHUNK_6:%smemvec.swz.chunk[0-9]*]] = xor i64 %x.ver, [[MASK_5]]
; CHECK-NEXT:    [[D_7:%smemvec.swz.d[0-9]*]] = sub i64 [[CHUNK_6]], %x.ver
; CHECK-NEXT:    [[OFF_8:%smemvec.swz.off[0-9]*]] = shl i64 [[D_7]], 2
; CHECK-NEXT:    [[PTR_9:%smemvec.swz.ptr[0-9]*]] = getelementptr inbounds i8, ptr addrspace(3) %s1.ver, i64 [[OFF_8]]
; CHECK-NEXT:    store float %v1.ver, ptr addrspace(3) [[PTR_9]], align 4
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; tile[x][y]: row x, chunk y
; CHECK-NEXT:    %l0.ver = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x.ver, i64 %y.ver
; CHECK-NEXT:    {{%[0-9]+}} = shl nuw nsw i64 %y.ver, 2
; CHECK-NEXT:    [[MASK_10:%smemvec.swz.mask[0-9]*]] = and i64 %x.ver, 31
; CHECK-NEXT:    [[CHUNK_11:%smemvec.swz.chunk[0-9]*]] = xor i64 %y.ver, [[MASK_10]]
; CHECK-NEXT:    [[D_12:%smemvec.swz.d[0-9]*]] = sub i64 [[CHUNK_11]], %y.ver
; CHECK-NEXT:    [[OFF_13:%smemvec.swz.off[0-9]*]] = shl i64 [[D_12]], 2
; CHECK-NEXT:    [[PTR_14:%smemvec.swz.ptr[0-9]*]] = getelementptr inbounds i8, ptr addrspace(3) %l0.ver, i64 [[OFF_13]]
; CHECK-NEXT:    %w0.ver = load float, ptr addrspace(3) [[PTR_14]], align 4
; CHECK-NEXT:    %o0.ver = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gi0.ver
; CHECK-NEXT:    store float %w0.ver, ptr addrspace(1) %o0.ver, align 4
; tile[x][y + 16]: row x, chunk (4y + 64) / 4
; CHECK-NEXT:    %l1.ver = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x.ver, i64 %y16.ver
; CHECK-NEXT:    [[B:%[0-9]+]] = shl nuw nsw i64 %y.ver, 2
; CHECK-NEXT:    [[C:%[0-9]+]] = add nuw nsw i64 [[B]], 64
; CHECK-NEXT:    [[COL_15:%smemvec.swz.col[0-9]*]] = lshr i64 [[C]], 2
; CHECK-NEXT:    [[MASK_16:%smemvec.swz.mask[0-9]*]] = and i64 %x.ver, 31
; CHECK-NEXT:    [[CHUNK_17:%smemvec.swz.chunk[0-9]*]] = xor i64 [[COL_15]], [[MASK_16]]
; CHECK-NEXT:    [[D_18:%smemvec.swz.d[0-9]*]] = sub i64 [[CHUNK_17]], [[COL_15]]
; CHECK-NEXT:    [[OFF_19:%smemvec.swz.off[0-9]*]] = shl i64 [[D_18]], 2
; CHECK-NEXT:    [[PTR_20:%smemvec.swz.ptr[0-9]*]] = getelementptr inbounds i8, ptr addrspace(3) %l1.ver, i64 [[OFF_19]]
; CHECK-NEXT:    %w1.ver = load float, ptr addrspace(3) [[PTR_20]], align 4
; CHECK-NEXT:    %o1.ver = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gi1.ver
; CHECK-NEXT:    store float %w1.ver, ptr addrspace(1) %o1.ver, align 4
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }

; The check and both bodies reach the PTX (the 4 KB tile unchanged).
; PTX:       .shared .align 16 .b8 tile[4096];
; PTX:       mov.u32 [[NX:%r[0-9]+]], %ntid.x;
; PTX-NEXT:  setp.eq.b32 [[PX:%p[0-9]+]], [[NX]], 32;
; PTX-NEXT:  mov.u32 [[NY:%r[0-9]+]], %ntid.y;
; PTX-NEXT:  setp.eq.b32 [[PY:%p[0-9]+]], [[NY]], 16;
; PTX-NEXT:  mov.u32 [[NZ:%r[0-9]+]], %ntid.z;
; PTX-NEXT:  setp.eq.b32 [[PZ:%p[0-9]+]], [[NZ]], 1;
; PTX-NEXT:  and.pred [[PXY:%p[0-9]+]], [[PX]], [[PY]];
; PTX-NEXT:  and.pred [[P:%p[0-9]+]], [[PXY]], [[PZ]];
; PTX-NEXT:  @[[P]] bra [[COPY:\$L__BB0_[0-9]+]];
; PTX:       [[COPY]]: // %entry.ver
; PTX-COUNT-4: xor.b64
; PTX:       ret;
; PTX:       // %entry
; PTX-NOT:   xor.b64
; PTX:       ret;

define ptx_kernel void @transpose(ptr addrspace(1) %out, ptr addrspace(1) %in) "target-cpu"="sm_90" {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %y16 = add nuw nsw i64 %y, 16
  %yrow = shl nuw nsw i64 %y, 5
  %gi0 = add nuw nsw i64 %yrow, %x
  %gi1 = add nuw nsw i64 %gi0, 512
  %g0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gi0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %s0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y, i64 %x
  store float %v0, ptr addrspace(3) %s0, align 4
  %g1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gi1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %s1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y16, i64 %x
  store float %v1, ptr addrspace(3) %s1, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %l0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 %y
  %w0 = load float, ptr addrspace(3) %l0, align 4
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gi0
  store float %w0, ptr addrspace(1) %o0, align 4
  %l1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 %y16
  %w1 = load float, ptr addrspace(3) %l1, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gi1
  store float %w1, ptr addrspace(1) %o1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
