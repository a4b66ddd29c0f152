; When LLVM's InlineFunction refuses a call smemvec-inline-apply asked for
; (here: caller and callee name different garbage collectors), the call stays
; a call, no "inlined" remark is given for it, and one missed remark gives
; LLVM's reason, whether the call was marked (it carries a shared pointer)
; or came from the inliner floor. The call next to it is inlined as usual.
; RUN: opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: < %t.remarks

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define internal void @bump(ptr %p) gc "other" {
  %a = load float, ptr %p, align 4
  %b = fadd float %a, 1.0
  store float %b, ptr %p, align 4
  ret void
}

define internal void @bump2(ptr %p) {
  %a = load float, ptr %p, align 4
  %b = fadd float %a, 2.0
  store float %b, ptr %p, align 4
  ret void
}

define internal float @twice(float %x) gc "other" {
  %y = fmul float %x, 2.0
  ret float %y
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:    %g = addrspacecast ptr addrspace(3) @tile to ptr
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr %g, i32 %i
; CHECK-NEXT:    call void @bump(ptr %p)
; CHECK-NOT:     "smemvec-inline"
; CHECK-NEXT:    %a.i = load float, ptr %p, align 4
; CHECK-NEXT:    %b.i = fadd float %a.i, 2.000000e+00
; CHECK-NEXT:    store float %b.i, ptr %p, align 4
; CHECK-NEXT:    %v = load float, ptr %p, align 4
; CHECK-NEXT:    %t = call float @twice(float %v)
; CHECK-NEXT:    store float %t, ptr %p, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @k(i32 %i) gc "mine" {
  %g = addrspacecast ptr addrspace(3) @tile to ptr
  %p = getelementptr inbounds float, ptr %g, i32 %i
  call void @bump(ptr %p)
  call void @bump2(ptr %p)
  %v = load float, ptr %p, align 4
  %t = call float @twice(float %v)
  store float %t, ptr %p, align 4
  ret void
}

; REMARK-DAG: remark: <unknown>:0:0: inlined 'bump2' into 'k': 2 accesses through shared pointer arguments become shared
; REMARK-DAG: remark: <unknown>:0:0: call of 'bump' in 'k' not inlined: LLVM's InlineFunction refused it (incompatible GC)
; REMARK-DAG: remark: <unknown>:0:0: call of 'twice' in 'k' not inlined: LLVM's InlineFunction refused it (incompatible GC)
