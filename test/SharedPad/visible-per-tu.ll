; Template and inline-function statics in a per-TU (non -fgpu-rdc) device
; compile: clang gives them linkonce_odr linkage (a comdat), and the module
; holds an instantiated template kernel with external linkage, which only a
; compile without -fgpu-rdc produces (smemvec::perTUWitness). No other TU
; links against such a module, so these definitions, and a strong
; namespace-scope one, are the only copies and their layout may change.
; A weak (non-ODR) definition may still be replaced: left. The same module
; as -fgpu-rdc emits it: visible-rdc.ll.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -S %s -pass-remarks=smemvec-pad -pass-remarks-missed=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: < %t.remarks
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z2tkILi32EEvPf = comdat any
$_ZZ2tkILi32EEvPfE1t = comdat any
$_ZZ3inlvE1s = comdat any

; The template kernel's static, the inline function's static and a
; namespace-scope array: padded, each keeping its linkage (and comdat).
; CHECK: @_ZZ2tkILi32EEvPfE1t = linkonce_odr addrspace(3) global [32 x [33 x float]] undef, comdat, align 4
; CHECK: @_ZZ3inlvE1s = linkonce_odr addrspace(3) global [32 x [33 x float]] undef, comdat, align 4
; CHECK: @gs = addrspace(3) global [32 x [33 x float]] undef, align 4
; A weak (non-ODR) array: another definition may replace it.
; CHECK: @wk = weak addrspace(3) global [32 x [32 x float]] undef, align 4
; PTX-DAG: .weak .shared .align 16 .b8 _ZZ2tkILi32EEvPfE1t[4224];
; PTX-DAG: .weak .shared .align 16 .b8 _ZZ3inlvE1s[4224];
; PTX-DAG: .visible .shared .align 16 .b8 gs[4224];
; PTX-DAG: .weak .shared .align 4 .b8 wk[4096];
@_ZZ2tkILi32EEvPfE1t = linkonce_odr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ3inlvE1s = linkonce_odr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@gs = addrspace(3) global [32 x [32 x float]] undef, align 4
@wk = weak addrspace(3) global [32 x [32 x float]] undef, align 4

; REMARK-DAG: remark: <unknown>:0:0: padded shared array '_ZZ2tkILi32EEvPfE1t' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 248 -> 0, 2 accesses rewritten, +128 bytes
; The template kernel: tile[ty][tx] = ...; ... = tile[tx][ty].
; CHECK-LABEL: define ptx_kernel void @_Z2tkILi32EEvPf(
; CHECK:      %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ2tkILi32EEvPfE1t, i64 0, i64 %y, i64 %x
; CHECK-NEXT: %[[O0:.+]] = mul nsw i64 %y, 4
; CHECK-NEXT: %[[P0:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p, i64 %[[O0]]
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(3) %[[P0]], align 4
; CHECK:      %q = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ2tkILi32EEvPfE1t, i64 0, i64 %x, i64 %y
; CHECK-NEXT: %[[O1:.+]] = mul nsw i64 %x, 4
; CHECK-NEXT: %[[P1:.+]] = getelementptr inbounds i8, ptr addrspace(3) %q, i64 %[[O1]]
; CHECK-NEXT: %v = load float, ptr addrspace(3) %[[P1]], align 4
; CHECK-NOT:  addrspace(3)
; CHECK:      ret void
define ptx_kernel void @_Z2tkILi32EEvPf(ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" comdat {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ2tkILi32EEvPfE1t, i64 0, i64 %y, i64 %x
  store float 1.0, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %q = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ2tkILi32EEvPfE1t, i64 0, i64 %x, i64 %y
  %v = load float, ptr addrspace(3) %q, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; A plain kernel reading the inline function's static, the namespace-scope
; array and the weak one by columns (inl()[tx * 32] after inlining).
; REMARK-DAG: remark: <unknown>:0:0: padded shared array '_ZZ3inlvE1s' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 248 -> 0, 1 accesses rewritten, +128 bytes
; REMARK-DAG: remark: <unknown>:0:0: padded shared array 'gs' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 248 -> 0, 1 accesses rewritten, +128 bytes
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'wk': visible to other TUs or the linker (another definition may replace it at link time (weak, linkonce or common)); modeled bank conflicts per block 248 in 256 wavefronts; by hand: declare it [32][33] (0 conflicts)
; CHECK-LABEL: define ptx_kernel void @_Z5plainPf(
; CHECK:      %a = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ3inlvE1s, i64 0, i64 %x, i64 %y
; CHECK-NEXT: %[[O2:.+]] = mul nsw i64 %x, 4
; CHECK-NEXT: %[[P2:.+]] = getelementptr inbounds i8, ptr addrspace(3) %a, i64 %[[O2]]
; CHECK-NEXT: %va = load float, ptr addrspace(3) %[[P2]], align 4
; CHECK:      %b = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @gs, i64 0, i64 %x, i64 %y
; CHECK-NEXT: %[[O3:.+]] = mul nsw i64 %x, 4
; CHECK-NEXT: %[[P3:.+]] = getelementptr inbounds i8, ptr addrspace(3) %b, i64 %[[O3]]
; CHECK-NEXT: %vb = load float, ptr addrspace(3) %[[P3]], align 4
; CHECK:      %c = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @wk, i64 0, i64 %x, i64 %y
; CHECK-NEXT: %vc = load float, ptr addrspace(3) %c, align 4
; CHECK-NOT:  smemvec
; CHECK:      ret void
define ptx_kernel void @_Z5plainPf(ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %a = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ3inlvE1s, i64 0, i64 %x, i64 %y
  %va = load float, ptr addrspace(3) %a, align 4
  %b = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @gs, i64 0, i64 %x, i64 %y
  %vb = load float, ptr addrspace(3) %b, align 4
  %c = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @wk, i64 0, i64 %x, i64 %y
  %vc = load float, ptr addrspace(3) %c, align 4
  %s = fadd float %va, %vb
  %t = fadd float %s, %vc
  store float %t, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
