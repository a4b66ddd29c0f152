; An x86-64 module with addrspace(3) globals and loads: the plugin must
; leave it byte-identical (opt and llc).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
@s = internal addrspace(3) global [8 x i32] zeroinitializer, align 4
define i32 @f() {
  %p = getelementptr inbounds i32, ptr addrspace(3) @s, i32 1
  %a = load i32, ptr addrspace(3) @s, align 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %c = add i32 %a, %b
  ret i32 %c
}
