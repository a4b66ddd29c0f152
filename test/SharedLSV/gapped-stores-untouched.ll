; Stores are never merged across a gap (that would write bytes the program
; does not write): the pass leaves all stores alone; upstream's LSV still
; merges the contiguous pair after it.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; Stores to floats 0 and 2 (gap at 1), then 2 and 3 of another block.
; CHECK-LABEL: define ptx_kernel void @stores(float %x)
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
; CHECK-NEXT:    store float %x, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    store float %x, ptr addrspace(3) [[P8]], align 8
; CHECK-NEXT:    ret void
define ptx_kernel void @stores(float %x) {
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  store float %x, ptr addrspace(3) @g, align 16
  store float %x, ptr addrspace(3) %p8, align 8
  ret void
}
