; Atomic shared loads are never merged, even unordered ones next to each other.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --le %t.off.ptx
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x i32] undef, align 16

; Two monotonic loads of one block.
; CHECK-LABEL: @atomic_pair(
; CHECK: load atomic i32, ptr addrspace(3) @g syncscope("block") monotonic
; CHECK: load atomic i32, ptr addrspace(3) %p8 syncscope("block") monotonic
; CHECK-NOT: load <
; REMARK: shared load left scalar: atomic access
define ptx_kernel void @atomic_pair(ptr addrspace(1) %out) {
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  %a = load atomic i32, ptr addrspace(3) @g syncscope("block") monotonic, align 16
  %b = load atomic i32, ptr addrspace(3) %p8 syncscope("block") monotonic, align 8
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
