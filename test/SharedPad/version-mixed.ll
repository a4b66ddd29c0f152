; Versioning on blockDim next to what it must not touch (docs/pad.md,
; "Versioning on blockDim"): in @k_mixed the tile @good is versioned on
; 32x8 (its stores are 8 rows apart) while @bad, whose address escapes
; (ptrtoint), keeps every access as written on both sides, and the
; private array's alloca moves to the check block, shared by both sides
; (it stays static). @k_token uses convergence control, whose entry token
; must stay in the entry block: not versioned, with the reason.
;
; RUN: opt %loadplugin -passes=smemvec-pad -S %s -pass-remarks=smemvec-pad -pass-remarks-missed=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: llc -O3 -mcpu=sm_90 %loadplugin %s -o %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; REMARK-DAG: remark: <unknown>:0:0: versioned 'k_mixed' on blockDim 32x8x1: shared array 'good' swizzled in the copy for that shape, 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 248 -> 0, 3 accesses rewritten; any other shape runs the original layout
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'bad': its address escapes through a ptrtoint in 'k_mixed'
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'tok': block shape of 'k_token' unknown; modeled bank conflicts per block 248 in 264 wavefronts if the block is 32x8; by hand: declare it [32][33] (0 conflicts); not versioned: 'k_token' has convergence tokens or a block whose address is taken; or state the shape

; CHECK:       @good = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; CHECK:       @bad = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; CHECK-LABEL: define ptx_kernel void @k_mixed(
; CHECK-NEXT:  smemvec.ver.check:
; CHECK-NEXT:    %priv = alloca [4 x float], align 4
; CHECK-NEXT:    %smemvec.ver.ntid.x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    %smemvec.ver.x = icmp eq i32 %smemvec.ver.ntid.x, 32
; CHECK-NEXT:    %smemvec.ver.ntid.y = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
; CHECK-NEXT:    %smemvec.ver.y = icmp eq i32 %smemvec.ver.ntid.y, 8
; CHECK-NEXT:    %smemvec.ver.ntid.z = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
; CHECK-NEXT:    %smemvec.ver.z = icmp eq i32 %smemvec.ver.ntid.z, 1
; CHECK-NEXT:    %smemvec.ver.xy = and i1 %smemvec.ver.x, %smemvec.ver.y
; CHECK-NEXT:    %smemvec.ver.shape = and i1 %smemvec.ver.xy, %smemvec.ver.z
; CHECK-NEXT:    br i1 %smemvec.ver.shape, label %entry.ver, label %entry
; The original body: nothing moves.
; CHECK:       entry:
; CHECK:         %s0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %y, i64 %x
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(3) %s0, align 4
; CHECK-NEXT:    %s1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %y8, i64 %x
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(3) %s1, align 4
; CHECK-NEXT:    %b = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @bad, i64 0, i64 %x, i64 %y
; CHECK-NEXT:    %bi = ptrtoint ptr addrspace(3) %b to i64
; CHECK-NEXT:    store float 3.000000e+00, ptr addrspace(3) %b, align 4
; CHECK-NEXT:    store float 0.000000e+00, ptr %priv, align 4
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %x, i64 %y
; CHECK-NEXT:    %w = load float, ptr addrspace(3) %l, align 4
; CHECK-NEXT:    %wb = load float, ptr addrspace(3) %b, align 4
; CHECK-NEXT:    %p = load float, ptr %priv, align 4
; CHECK:         ret void
; The copy: @good's three accesses swizzled, @bad's and the alloca's as written.
; CHECK:       entry.ver:
; CHECK:         %s0.ver = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %y.ver, i64 %x.ver
; CHECK:         [[M0:%smemvec.swz.mask[0-9]*]] = and i64 %y.ver, 31
; CHECK-NEXT:    [[C0:%smemvec.swz.chunk[0-9]*]] = xor i64 %x.ver, [[M0]]
; CHECK-NEXT:    [[D0:%smemvec.swz.d[0-9]*]] = sub i64 [[C0]], %x.ver
; CHECK-NEXT:    [[O0:%smemvec.swz.off[0-9]*]] = shl i64 [[D0]], 2
; CHECK-NEXT:    [[P0:%smemvec.swz.ptr[0-9]*]] = getelementptr inbounds i8, ptr addrspace(3) %s0.ver, i64 [[O0]]
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(3) [[P0]], align 4
; CHECK-NEXT:    %s1.ver = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %y8.ver, i64 %x.ver
; CHECK:         [[M1:%smemvec.swz.mask[0-9]*]] = and i64 %y8.ver, 31
; CHECK-NEXT:    [[C1:%smemvec.swz.chunk[0-9]*]] = xor i64 %x.ver, [[M1]]
; CHECK-NEXT:    [[D1:%smemvec.swz.d[0-9]*]] = sub i64 [[C1]], %x.ver
; CHECK-NEXT:    [[O1:%smemvec.swz.off[0-9]*]] = shl i64 [[D1]], 2
; CHECK-NEXT:    [[P1:%smemvec.swz.ptr[0-9]*]] = getelementptr inbounds i8, ptr addrspace(3) %s1.ver, i64 [[O1]]
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(3) [[P1]], align 4
; CHECK-NEXT:    %b.ver = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @bad, i64 0, i64 %x.ver, i64 %y.ver
; CHECK-NEXT:    %bi.ver = ptrtoint ptr addrspace(3) %b.ver to i64
; CHECK-NEXT:    store float 3.000000e+00, ptr addrspace(3) %b.ver, align 4
; CHECK-NEXT:    store float 0.000000e+00, ptr %priv, align 4
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    %l.ver = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %x.ver, i64 %y.ver
; CHECK:         [[M2:%smemvec.swz.mask[0-9]*]] = and i64 %x.ver, 31
; CHECK-NEXT:    [[C2:%smemvec.swz.chunk[0-9]*]] = xor i64 %y.ver, [[M2]]
; CHECK-NEXT:    [[D2:%smemvec.swz.d[0-9]*]] = sub i64 [[C2]], %y.ver
; CHECK-NEXT:    [[O2:%smemvec.swz.off[0-9]*]] = shl i64 [[D2]], 2
; CHECK-NEXT:    [[P2:%smemvec.swz.ptr[0-9]*]] = getelementptr inbounds i8, ptr addrspace(3) %l.ver, i64 [[O2]]
; CHECK-NEXT:    %w.ver = load float, ptr addrspace(3) [[P2]], align 4
; CHECK-NEXT:    %wb.ver = load float, ptr addrspace(3) %b.ver, align 4
; CHECK-NEXT:    %p.ver = load float, ptr %priv, align 4
; CHECK:         ret void
; CHECK-NEXT:  }
; CHECK-LABEL: define ptx_kernel void @k_token(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %tk = call token @llvm.experimental.convergence.entry()
; CHECK-NOT:     smemvec
; CHECK:         ret void
; CHECK-NEXT:  }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@good = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@bad = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@tok = internal addrspace(3) global [32 x [32 x float]] undef, align 4

define ptx_kernel void @k_mixed(ptr addrspace(1) %out) "target-cpu"="sm_90" {
entry:
  %priv = alloca [4 x float], align 4
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %y8 = add nuw nsw i64 %y, 8
  %s0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %y, i64 %x
  store float 1.0, ptr addrspace(3) %s0, align 4
  %s1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %y8, i64 %x
  store float 2.0, ptr addrspace(3) %s1, align 4
  %b = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @bad, i64 0, i64 %x, i64 %y
  %bi = ptrtoint ptr addrspace(3) %b to i64
  store float 3.0, ptr addrspace(3) %b, align 4
  store float 0.0, ptr %priv, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @good, i64 0, i64 %x, i64 %y
  %w = load float, ptr addrspace(3) %l, align 4
  %wb = load float, ptr addrspace(3) %b, align 4
  %p = load float, ptr %priv, align 4
  %s = fadd float %w, %wb
  %t = fadd float %s, %p
  store float %t, ptr addrspace(1) %out, align 4
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store i64 %bi, ptr addrspace(1) %o, align 8
  ret void
}

define ptx_kernel void @k_token(ptr addrspace(1) %out) convergent "target-cpu"="sm_90" {
entry:
  %tk = call token @llvm.experimental.convergence.entry()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %s = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tok, i64 0, i64 %y, i64 %x
  store float 1.0, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0) [ "convergencectrl"(token %tk) ]
  %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tok, i64 0, i64 %x, i64 %y
  %w = load float, ptr addrspace(3) %l, align 4
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
