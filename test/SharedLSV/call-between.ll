; A call to an unknown function may write shared memory: not merged across.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; Opaque to the pass: it writes g[1].
; CHECK-LABEL: define void @unknown()
; CHECK-NEXT:    [[P:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(3) [[P]], align 4
; CHECK-NEXT:    ret void
define void @unknown() noinline {
  %p = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
  store float 2.0, ptr addrspace(3) %p, align 4
  ret void
}

; Opaque call between g[0] and g[1].
; CHECK-LABEL: define ptx_kernel void @across_call(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    call void @unknown()
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P4]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @across_call(ptr addrspace(1) %out) {
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
  %a = load float, ptr addrspace(3) @g, align 16
  call void @unknown()
  %b = load float, ptr addrspace(3) %p4, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
