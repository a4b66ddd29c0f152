; Two loads of one address plus a neighbour: every copy gets its lane.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --le %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; Offset 0 twice, offset 8 once.
; CHECK-LABEL: @dup(
; CHECK: %smemvec.lsv = load <4 x i32>
; CHECK-DAG: %a = bitcast i32 %{{.*}} to float
; CHECK-DAG: %b = bitcast i32 %{{.*}} to float
; CHECK-DAG: %c = bitcast i32 %{{.*}} to float
; CHECK-NOT: load float
define ptx_kernel void @dup(ptr addrspace(1) %out) {
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  %a = load float, ptr addrspace(3) @g, align 16
  %b = load float, ptr addrspace(3) %p8, align 8
  %c = load float, ptr addrspace(3) @g, align 16
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}
