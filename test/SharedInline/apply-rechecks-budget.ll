; Decisions are made top-down on bodies before their own callees are inlined
; into them, so smemvec-inline-apply checks the budgets again with the sizes
; of now. A chain where each function calls the next twice would otherwise
; grow exponentially (300 levels did not finish in 60 s before this check,
; 3 s of CPU after). Here, budget 60: f4, f3 and f2 are inlined into their
; callers' clones bottom-up; f1's clone, holding them all, is over budget at
; its two call sites, so k (with f0 inlined) keeps two calls to f1's shared
; clone, whose accesses are shared.
; The inliner floor (test/SharedInline/inliner-floor.ll) is off here: it
; would inline the small clones the budget refuses, as LLVM's inliner would.
; RUN: opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -smemvec-inline-budget=60 -smemvec-inline-floor-threshold=0 -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4096 x float] undef, align 4

define void @f0(ptr %p) {
  %a = load float, ptr %p, align 4
  %b = fadd float %a, 1.0
  store float %b, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %p, i64 1
  call void @f1(ptr %q)
  call void @f1(ptr %p)
  ret void
}

define void @f1(ptr %p) {
  %a = load float, ptr %p, align 4
  %b = fadd float %a, 1.0
  store float %b, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %p, i64 1
  call void @f2(ptr %q)
  call void @f2(ptr %p)
  ret void
}

define void @f2(ptr %p) {
  %a = load float, ptr %p, align 4
  %b = fadd float %a, 1.0
  store float %b, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %p, i64 1
  call void @f3(ptr %q)
  call void @f3(ptr %p)
  ret void
}

define void @f3(ptr %p) {
  %a = load float, ptr %p, align 4
  %b = fadd float %a, 1.0
  store float %b, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %p, i64 1
  call void @f4(ptr %q)
  call void @f4(ptr %p)
  ret void
}

define void @f4(ptr %p) {
  %a = load float, ptr %p, align 4
  %b = fadd float %a, 1.0
  store float %b, ptr %p, align 4
  ret void
}

define ptx_kernel void @k() {
  call void @f0(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  ret void
}

; REMARK:      inlined 'f4' into 'f3.smemvec.shared': 2 accesses
; REMARK-NEXT: inlined 'f4' into 'f3.smemvec.shared': 2 accesses
; REMARK-NEXT: inlined 'f3' into 'f2.smemvec.shared': 6 accesses
; REMARK-NEXT: inlined 'f3' into 'f2.smemvec.shared': 6 accesses
; REMARK-NEXT: inlined 'f2' into 'f1.smemvec.shared': 14 accesses
; REMARK-NEXT: inlined 'f2' into 'f1.smemvec.shared': 14 accesses
; REMARK-NEXT: call of 'f1' in 'f0.smemvec.shared' was marked but is not inlined: callee size x shared call sites exceeds -smemvec-inline-budget once its callees were inlined into it
; REMARK-NEXT: call of 'f1' in 'f0.smemvec.shared' was marked but is not inlined
; REMARK-NEXT: inlined 'f0' into 'k': 62 accesses
; REMARK-NOT:  remark

; The originals are untouched.
; CHECK-LABEL: define void @f0(ptr %p) {
; CHECK:       call void @f1(ptr %q){{$}}
; CHECK-NEXT:  call void @f1(ptr %p){{$}}
; CHECK-LABEL: define ptx_kernel void @k() {
; CHECK:       call void @f1.smemvec.shared(ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 4) to ptr addrspace(3))){{$}}
; CHECK-NEXT:  call void @f1.smemvec.shared(ptr addrspace(3) @tile){{$}}
; CHECK-NEXT:  ret void
; f1's clone holds f2, f3 and f4: no call left in it.
; CHECK-LABEL: define internal void @f1.smemvec.shared(ptr addrspace(3) %p) {
; CHECK-NOT:   call
; CHECK:       ret void
; CHECK-NEXT:  }
