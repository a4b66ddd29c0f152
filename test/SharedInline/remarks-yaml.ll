; The three remarks as YAML (-pass-remarks-output): Inlined (from
; smemvec-inline-apply, when the call is inlined), Specialized and
; NotInlined, each naming callee, caller and the number of accesses made
; shared (or the reason).
; RUN: opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s < %t.yaml
; RUN: opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -smemvec-inline=0 -pass-remarks-output=%t.off.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=OFF --allow-empty < %t.off.yaml
; OFF-NOT: smemvec-inline

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

define float @get(ptr %p) {
  %a = load float, ptr %p, align 4
  ret float %a
}

define float @get_noinline(ptr %p) noinline {
  %a = load float, ptr %p, align 4
  ret float %a
}

define i64 @addr(ptr %p) {
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

; CHECK:      --- !Passed
; CHECK-NEXT: Pass:            smemvec-inline
; CHECK-NEXT: Name:            Specialized
; CHECK-NEXT: Function:        k
; CHECK-NEXT: Args:
; CHECK-NEXT:   - String:          'call of '''
; CHECK-NEXT:   - Callee:          get_noinline
; CHECK-NEXT:   - String:          ''' in '''
; CHECK-NEXT:   - Caller:          k
; CHECK-NEXT:   - String:          ''' now calls '''
; CHECK-NEXT:   - Clone:           get_noinline.smemvec.shared
; CHECK-NEXT:   - String:          ''': '
; CHECK-NEXT:   - SharedAccesses:  '1'
; CHECK-NEXT:   - String:          ' accesses through shared pointer arguments become shared'
; CHECK-NEXT:   - String:          ' (not inlined: '
; CHECK-NEXT:   - Reason:          callee or call site is noinline
; CHECK-NEXT:   - String:          ')'
; CHECK-NEXT: ...
; CHECK:      --- !Missed
; CHECK-NEXT: Pass:            smemvec-inline
; CHECK-NEXT: Name:            NotInlined
; CHECK-NEXT: Function:        k
; CHECK-NEXT: Args:
; CHECK-NEXT:   - String:          'call of '''
; CHECK-NEXT:   - Callee:          addr
; CHECK-NEXT:   - String:          ''' in '''
; CHECK-NEXT:   - Caller:          k
; CHECK-NEXT:   - String:          ''' passes shared memory but is left alone: '
; CHECK-NEXT:   - Reason:          callee does not access memory through the pointer
; CHECK-NEXT: ...
; CHECK:      --- !Passed
; CHECK-NEXT: Pass:            smemvec-inline
; CHECK-NEXT: Name:            Inlined
; CHECK-NEXT: Function:        k
; CHECK-NEXT: Args:
; CHECK-NEXT:   - String:          'inlined '''
; CHECK-NEXT:   - Callee:          get
; CHECK-NEXT:   - String:          ''' into '''
; CHECK-NEXT:   - Caller:          k
; CHECK-NEXT:   - String:          ''': '
; CHECK-NEXT:   - SharedAccesses:  '1'
; CHECK-NEXT:   - String:          ' accesses through shared pointer arguments become shared'
; CHECK-NEXT: ...
define ptx_kernel void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  %a = call float @get(ptr %p)
  %b = call float @get_noinline(ptr %p)
  %c = call i64 @addr(ptr %p)
  %s = fadd float %a, %b
  store float %s, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
