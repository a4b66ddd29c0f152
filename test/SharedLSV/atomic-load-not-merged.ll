; Atomic shared loads are never merged, even unordered ones next to each other.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x i32] undef, align 16

; Two monotonic loads of one block.
; REMARK: shared load left scalar: atomic access
; CHECK-LABEL: define ptx_kernel void @atomic_pair(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
; CHECK-NEXT:    [[A:%.*]] = load atomic i32, ptr addrspace(3) @g syncscope("block") monotonic, align 16
; CHECK-NEXT:    [[B:%.*]] = load atomic i32, ptr addrspace(3) [[P8]] syncscope("block") monotonic, align 8
; CHECK-NEXT:    [[S:%.*]] = add i32 [[A]], [[B]]
; CHECK-NEXT:    store i32 [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @atomic_pair(ptr addrspace(1) %out) {
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  %a = load atomic i32, ptr addrspace(3) @g syncscope("block") monotonic, align 16
  %b = load atomic i32, ptr addrspace(3) %p8 syncscope("block") monotonic, align 8
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
