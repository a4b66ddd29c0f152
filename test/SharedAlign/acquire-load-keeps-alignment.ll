; Regression test (found by smemvec-fuzz): upstream's LoadStoreVectorizer
; hoists a plain load above an acquire atomic load once the chain is
; aligned. smemvec-align must not hand it that alignment: a function with an
; acquire/seq_cst atomic load keeps its accesses' alignment and the shared
; globals it uses stay as declared. Other functions are still aligned.
;
; RUN: %opt -S %loadplugin -passes=smemvec-align -pass-remarks-missed=smemvec-align %s -o - 2> %t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -S %loadplugin -passes=smemvec-align -smemvec-align-guard-acquire=0 %s -o - | FileCheck %s --check-prefix=NOGUARD
; RUN: %llc -O3 -mcpu=sm_90 %loadplugin %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @data = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @other = internal addrspace(3) global [4 x i32] undef, align 16
; NOGUARD: @data = internal addrspace(3) global [2 x i32] undef, align 16
@data = internal addrspace(3) global [2 x i32] undef, align 4
@flag = internal addrspace(3) global i32 undef, align 4
@other = internal addrspace(3) global [4 x i32] undef, align 4

; The load of data[1] is ordered after the acquire of flag: it must not be
; merged with data[0] into a vector above the acquire.
; CHECK-LABEL: @consumer(
; CHECK: load i32, ptr addrspace(3) @data, align 4
; CHECK: load atomic i32, ptr addrspace(3) @flag acquire, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry consumer(
; PTX: ld.shared.b32 {{.*}}[data];
; PTX: ld.acquire.{{.*}}[flag];
; PTX: ld.shared.b32 {{.*}}[data+4];
define ptx_kernel void @consumer(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) @data, align 4
  %f = load atomic i32, ptr addrspace(3) @flag acquire, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @data, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %f
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

; A monotonic atomic load gives no ordering to plain loads: no guard.
; CHECK-LABEL: @relaxed(
; CHECK: load i32, ptr addrspace(3) @other, align 16
; PTX-LABEL: .entry relaxed(
; PTX: ld.shared.v2.b32 {{.*}}[other];
define ptx_kernel void @relaxed(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) @other, align 4
  %f = load atomic i32, ptr addrspace(3) @flag monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @other, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %f
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

; REMARK: remark: {{.*}}shared-memory alignment left alone: the function has an acquire atomic load
; REMARK-NOT: relaxed
