; A fence between two loads orders them against other threads: not merged.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; Fence between g[0] and g[1].
; CHECK-LABEL: define ptx_kernel void @across_fence(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    fence syncscope("block") acquire
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P4]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @across_fence(ptr addrspace(1) %out) {
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
  %a = load float, ptr addrspace(3) @g, align 16
  fence syncscope("block") acquire
  %b = load float, ptr addrspace(3) %p4, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
