; bf16 loads at byte offsets 0, 6 and 14 (warp-uniform) share one 128-bit load.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --le %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [16 x bfloat] undef, align 16

; Three bf16 of one block, bitcast back from i16 lanes.
; CHECK-LABEL: @bf16_0_6_14(
; CHECK: %smemvec.lsv = load <8 x i16>, ptr addrspace(3) @g, align 16
; CHECK: %b = bitcast i16 %{{.*}} to bfloat
; CHECK-NOT: load bfloat
define ptx_kernel void @bf16_0_6_14(ptr addrspace(1) %out) {
  %p6 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 6
  %p14 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 14
  %a = load bfloat, ptr addrspace(3) @g, align 16
  %b = load bfloat, ptr addrspace(3) %p6, align 2
  %c = load bfloat, ptr addrspace(3) %p14, align 2
  %s1 = fadd bfloat %a, %b
  %s2 = fadd bfloat %s1, %c
  store bfloat %s2, ptr addrspace(1) %out, align 2
  ret void
}
