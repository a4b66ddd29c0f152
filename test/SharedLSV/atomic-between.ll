; An atomic read-modify-write between two loads (even to another address)
; is a synchronisation point: the loads are not merged across it.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x i32] undef, align 16
@flag = internal addrspace(3) global i32 0, align 4

; atomicrmw on a different shared variable between g[0] and g[3].
; CHECK-LABEL: define ptx_kernel void @across_atomic(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[A:%.*]] = load i32, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[O:%.*]] = atomicrmw add ptr addrspace(3) @flag, i32 1 syncscope("block") monotonic, align 4
; CHECK-NEXT:    [[B:%.*]] = load i32, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[S:%.*]] = add i32 [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = add i32 [[S]], [[O]]
; CHECK-NEXT:    store i32 [[S2]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @across_atomic(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load i32, ptr addrspace(3) @g, align 16
  %o = atomicrmw add ptr addrspace(3) @flag, i32 1 syncscope("block") monotonic
  %b = load i32, ptr addrspace(3) %p12, align 4
  %s = add i32 %a, %b
  %s2 = add i32 %s, %o
  store i32 %s2, ptr addrspace(1) %out, align 4
  ret void
}
