; Calls whose pointer is not proven to be shared memory are left exactly as
; they are, without a remark: a kernel parameter, a global-memory pointer, a
; local alloca, a phi or select that may also be global, an inttoptr, and a
; pointer that is already `ptr addrspace(3)` (nothing to prove).
; RUN: %opt %loadplugin -passes=smemvec-inline -S %s -o %t.ll
; RUN: %opt -passes=verify -S %s -o %t.orig.ll
; RUN: diff %t.orig.ll %t.ll
; RUN: %opt %loadplugin -passes=smemvec-inline -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline -disable-output %s 2>&1 | FileCheck %s --allow-empty
; CHECK-NOT: remark

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4
@gmem = internal addrspace(1) global [256 x float] undef, align 4

define float @get(ptr %p) {
  %a = load float, ptr %p, align 4
  ret float %a
}

define float @get_shared(ptr addrspace(3) %p) {
  %a = load float, ptr addrspace(3) %p, align 4
  ret float %a
}

define ptx_kernel void @k(ptr %param, i1 %c, i64 %bits) {
  %local = alloca float, align 4
  store float 1.0, ptr %local, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %sh = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  %gl = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(1) @gmem to ptr), i64 %idx
  %a = call float @get(ptr %param)
  %b = call float @get(ptr %gl)
  %l = call float @get(ptr %local)
  %sel = select i1 %c, ptr %sh, ptr %gl
  %d = call float @get(ptr %sel)
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %phi = phi ptr [ %sh, %then ], [ %param, %0 ]
  %e = call float @get(ptr %phi)
  %i2p = inttoptr i64 %bits to ptr
  %f = call float @get(ptr %i2p)
  %shp = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %idx
  %g = call float @get_shared(ptr addrspace(3) %shp)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
