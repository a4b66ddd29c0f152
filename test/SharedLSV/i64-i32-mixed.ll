; An i64 at offset 0 and an i32 at offset 12 share one 128-bit load with
; 4-byte lanes; a double at 16 and an i32 at 28 the next one.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --le %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x i64] undef, align 16

; Two windows, each with a 4-byte gap.
; CHECK-LABEL: @i64_i32(
; CHECK: %smemvec.lsv = load <4 x i32>, ptr addrspace(3) @g, align 16
; CHECK: shufflevector <4 x i32> %smemvec.lsv, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
; CHECK: %a = bitcast <2 x i32> %{{.*}} to i64
; CHECK: %smemvec.lsv{{[0-9]+}} = load <4 x i32>
; CHECK: %c = bitcast <2 x i32> %{{.*}} to double
; CHECK-NOT: load i64
define ptx_kernel void @i64_i32(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %p16 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 16
  %p28 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 28
  %a = load i64, ptr addrspace(3) @g, align 16
  %b = load i32, ptr addrspace(3) %p12, align 4
  %c = load double, ptr addrspace(3) %p16, align 16
  %d = load i32, ptr addrspace(3) %p28, align 4
  %b64 = zext i32 %b to i64
  %d64 = zext i32 %d to i64
  %ci = fptosi double %c to i64
  %s1 = add i64 %a, %b64
  %s2 = add i64 %s1, %ci
  %s3 = add i64 %s2, %d64
  store i64 %s3, ptr addrspace(1) %out, align 8
  ret void
}
