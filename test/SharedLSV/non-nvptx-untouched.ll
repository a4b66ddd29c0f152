; Modules for other targets are left byte-identical.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s -o %t.after.ll
; RUN: opt -S %s -o %t.before.ll
; RUN: diff %t.before.ll %t.after.ll
; RUN: FileCheck %s < %t.after.ll

target triple = "x86_64-unknown-linux-gnu"

@g = internal addrspace(3) global [16 x i8] undef, align 16

; Gapped bytes that would merge on NVPTX.
; CHECK-LABEL: @host(
; CHECK: load i8, ptr addrspace(3) @g
; CHECK: load i8, ptr addrspace(3) %p9
; CHECK-NOT: load <
define i8 @host() {
  %p9 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 9
  %a = load i8, ptr addrspace(3) @g, align 16
  %b = load i8, ptr addrspace(3) %p9, align 1
  %s = add i8 %a, %b
  ret i8 %s
}
