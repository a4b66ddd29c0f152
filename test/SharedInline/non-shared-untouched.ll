; Calls whose pointer is not proven to point into one known space (shared or
; global) are left exactly as they are, without a passed or missed remark: a
; device function's own pointer parameter (only a *kernel's* parameters are
; known to be global), a local alloca, a select of a shared and a global
; pointer (two spaces: no one type fits), a phi of a shared pointer and an
; unknown one, an inttoptr, a pointer loaded from memory, and a pointer that
; is already `ptr addrspace(3)` (nothing to prove). The analysis remark says
; why each call was left to the inliner.
; RUN: opt %loadplugin -passes=smemvec-inline -S %s -o %t.ll
; RUN: opt -passes=verify -S %s -o %t.orig.ll
; RUN: diff %t.orig.ll %t.ll
; RUN: opt %loadplugin -passes=smemvec-inline -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline -disable-output %s 2>&1 | FileCheck %s --allow-empty
; CHECK-NOT: remark
; RUN: opt %loadplugin -passes=smemvec-inline -pass-remarks-analysis=smemvec-inline -disable-output %s 2>&1 | FileCheck %s --check-prefix=WHY
; WHY-COUNT-6: remark: <unknown>:0:0: call of 'get' in 'dev' left to the inliner: no pointer argument proven to point into shared or global memory
; WHY-NEXT:    remark: <unknown>:0:0: call of 'get_shared' in 'dev' left to the inliner: no pointer argument proven to point into shared or global memory
; WHY-NEXT:    remark: <unknown>:0:0: call of 'get' in 'dev' left to the inliner
; WHY-NOT:     remark

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

define void @dev(ptr %param, ptr %slots, i1 %c, i64 %bits) {
  %local = alloca float, align 4
  store float 1.0, ptr %local, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %sh = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  %gl = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(1) @gmem to ptr), i64 %idx
  %a = call float @get(ptr %param)
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
  %loaded = load ptr, ptr %slots, align 8
  %h = call float @get(ptr %loaded)
  %shp = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %idx
  %g = call float @get_shared(ptr addrspace(3) %shp)
  %last = call float @get(ptr %param)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
