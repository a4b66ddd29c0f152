; Where smemvec-pad runs in llc, and its switches: on by default (the same
; PTX as -smemvec-pad=1), off with -smemvec-pad=0 (the codegen pipeline is
; the plugin's without it), on
; (before smemvec-align, so the padded tile is raised and its accesses
; aligned like any other), and -smemvec-pipeline=0 means the stock pipeline
; whatever -smemvec-pad says. -O0 runs none of the plugin.
;
; RUN: llc -O3 -mcpu=sm_90 %s -o %t.stock.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pipeline=0 -smemvec-pad=1 %s -o %t.nopipe.ptx
; RUN: diff %t.stock.ptx %t.nopipe.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin %s -o %t.default.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=0 %s -o %t.off.ptx
; RUN: FileCheck %s --check-prefix=DISABLED < %t.off.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o %t.on.ptx
; RUN: diff %t.default.ptx %t.on.ptx
; RUN: FileCheck %s --check-prefix=ENABLED < %t.on.ptx
; RUN: llc -O0 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o - | FileCheck %s --check-prefix=DISABLED
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.default.ptx -o /dev/null %}
; A bad value is rejected with the option's name, never read as something.
; RUN: not llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: smemvec-pad

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; DISABLED: .b8 tile[4096];
; DISABLED-NOT: 132
; ENABLED: .shared .align 16 .b8 tile[4224];
; The fill loop steps one padded row (132 bytes) per iteration, and the
; column read starts at thread tx's padded row (tx * 132).
; ENABLED: add.s64 {{.*}}, 132;
; ENABLED: mad.lo.s64 {{.*}}, 132,
@tile = internal addrspace(3) global [32 x [32 x float]] undef, align 4

define ptx_kernel void @colread(ptr addrspace(1) %in, ptr addrspace(1) %out) "nvvm.reqntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %x
  br label %fill

fill:
  %r = phi i64 [ 0, %0 ], [ %r.next, %fill ]
  %g = getelementptr inbounds float, ptr addrspace(1) %src, i64 %r
  %v = load float, ptr addrspace(1) %g, align 4
  %s = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %r, i64 %x
  store float %v, ptr addrspace(3) %s, align 4
  %r.next = add nuw nsw i64 %r, 1
  %fill.done = icmp eq i64 %r.next, 32
  br i1 %fill.done, label %sync, label %fill

sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %sum

sum:
  %k = phi i64 [ 0, %sync ], [ %k.next, %sum ]
  %acc = phi float [ 0.0, %sync ], [ %acc.next, %sum ]
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 %k
  %a = load float, ptr addrspace(3) %p, align 4
  %acc.next = fadd float %acc, %a
  %k.next = add nuw nsw i64 %k, 1
  %sum.done = icmp eq i64 %k.next, 32
  br i1 %sum.done, label %exit, label %sum

exit:
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %acc.next, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
