; Loads of pointers are not merged (no integer lane can hold them without
; ptrtoint); integer neighbours still are.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [2 x ptr] undef, align 16

; Two pointers of one 16-byte block.
; CHECK-LABEL: define ptx_kernel void @pointers(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
; CHECK-NEXT:    [[A:%.*]] = load ptr, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[B:%.*]] = load ptr, ptr addrspace(3) [[P8]], align 8
; CHECK-NEXT:    store ptr [[A]], ptr addrspace(1) %out, align 8
; CHECK-NEXT:    [[O8:%.*]] = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
; CHECK-NEXT:    store ptr [[B]], ptr addrspace(1) [[O8]], align 8
; CHECK-NEXT:    ret void
define ptx_kernel void @pointers(ptr addrspace(1) %out) {
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  %a = load ptr, ptr addrspace(3) @g, align 16
  %b = load ptr, ptr addrspace(3) %p8, align 8
  store ptr %a, ptr addrspace(1) %out, align 8
  %o8 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store ptr %b, ptr addrspace(1) %o8, align 8
  ret void
}
