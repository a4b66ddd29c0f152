; Other targets are left alone: x86-64 code is byte-identical with the plugin
; loaded (all smemvec flags at their defaults, and with -smemvec-sched=full).
;
; RUN: llc -O3 -mtriple=x86_64-unknown-linux-gnu %s -o %t.stock.s
; RUN: llc -O3 -mtriple=x86_64-unknown-linux-gnu %loadplugin %s -o %t.plugin.s
; RUN: diff %t.stock.s %t.plugin.s
; RUN: llc -O3 -mtriple=x86_64-unknown-linux-gnu %loadplugin -smemvec-sched=full %s -o %t.full.s
; RUN: diff %t.stock.s %t.full.s

@a = internal addrspace(3) global [8 x float] zeroinitializer, align 4
@b = internal addrspace(3) global [8 x float] zeroinitializer, align 4

define float @dot3() {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %b0 = load float, ptr addrspace(3) @b, align 4
  %p0 = fmul float %a0, %b0
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %b1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 4), align 4
  %p1 = fmul float %a1, %b1
  %s1 = fadd float %p0, %p1
  ret float %s1
}
