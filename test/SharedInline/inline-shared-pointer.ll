; A call whose pointer argument is a GEP of an addrspacecast shared global is
; marked for inlining (the mark carries the number of accesses made shared),
; and smemvec-inline-apply inlines it: infer-address-spaces then sees the
; accesses derive from @tile.
; RUN: %opt %loadplugin -passes=smemvec-inline -S %s | FileCheck %s --check-prefix=MARK
; RUN: %opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -S %s | FileCheck %s --check-prefix=APPLY
; RUN: %opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply),infer-address-spaces' -S %s | FileCheck %s --check-prefix=IAS

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

; The callee itself is kept (it is not internal) and unchanged.
; APPLY-LABEL: define float @sum4(ptr %p)
; APPLY-NEXT:  %a = load float, ptr %p, align 4
; Four loads and one store through %p: 5 accesses become shared.
define float @sum4(ptr %p) {
  %a = load float, ptr %p, align 4
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %b = load float, ptr %p1, align 4
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %c = load float, ptr %p2, align 4
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %d = load float, ptr %p3, align 4
  %ab = fadd float %a, %b
  %cd = fadd float %c, %d
  %s = fadd float %ab, %cd
  store float %s, ptr %p, align 4
  ret float %s
}

; MARK-LABEL: define ptx_kernel void @k(
; MARK: %v = call float @sum4(ptr %base) #[[ATTR:[0-9]+]]
; MARK: attributes #[[ATTR]] = { "smemvec-inline"="5" }

; APPLY-LABEL: define ptx_kernel void @k(
; APPLY-NOT:   call float
; APPLY:       %a.i = load float, ptr %base, align 4
; APPLY-NOT:   call float
; APPLY:       store float %s.i, ptr %base, align 4
; APPLY-NEXT:  store float %s.i, ptr %out, align 4
; APPLY-NEXT:  ret void

; IAS-LABEL: define ptx_kernel void @k(
; IAS:         %base = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %i4
; IAS-NEXT:    %a.i = load float, ptr addrspace(3) %base, align 4
; IAS-NEXT:    %p1.i = getelementptr inbounds float, ptr addrspace(3) %base, i64 1
; IAS-NEXT:    %b.i = load float, ptr addrspace(3) %p1.i, align 4
; IAS-NEXT:    %p2.i = getelementptr inbounds float, ptr addrspace(3) %base, i64 2
; IAS-NEXT:    %c.i = load float, ptr addrspace(3) %p2.i, align 4
; IAS-NEXT:    %p3.i = getelementptr inbounds float, ptr addrspace(3) %base, i64 3
; IAS-NEXT:    %d.i = load float, ptr addrspace(3) %p3.i, align 4
; IAS-NEXT:    %ab.i = fadd float %a.i, %b.i
; IAS-NEXT:    %cd.i = fadd float %c.i, %d.i
; IAS-NEXT:    %s.i = fadd float %ab.i, %cd.i
; IAS-NEXT:    store float %s.i, ptr addrspace(3) %base, align 4
; IAS-NEXT:    store float %s.i, ptr addrspace(1) %{{.*}}, align 4
; IAS-NEXT:    ret void
define ptx_kernel void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %i4 = shl i64 %idx, 2
  %base = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i4
  %v = call float @sum4(ptr %base)
  store float %v, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
