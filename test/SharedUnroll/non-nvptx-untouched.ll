; Only NVPTX modules are touched: the same register-tile and shared-row loops
; in an x86 module get no request and no remark (the host half of a CUDA
; compile stays byte-identical; see host-object-identical.cu).
; RUN: %opt %loadplugin -passes='loop(smemvec-unroll)' -S %s -o %t.plugin.ll
; RUN: %opt -passes='loop(no-op-loop)' -S %s -o %t.none.ll
; RUN: diff %t.none.ll %t.plugin.ll
; RUN: %opt %loadplugin -passes='loop(smemvec-unroll)' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --allow-empty
; RUN: %opt %loadplugin -passes='default<O3>' -S %s -o %t.plugin.o3.ll
; RUN: %opt -passes='default<O3>' -S %s -o %t.none.o3.ll
; RUN: diff %t.none.o3.ll %t.plugin.o3.ll
; CHECK-NOT: remark

target triple = "x86_64-unknown-linux-gnu"

@as = external addrspace(3) global [256 x float], align 4

define float @row(i64 %r, ptr %out) {
entry:
  %acc = alloca [4 x float], align 4
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %t = and i64 %k, 3
  %q = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 %t
  store float %v, ptr %q, align 4
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.memcpy.p0.p0.i64(ptr %out, ptr %acc, i64 16, i1 false)
  ret float %s.next
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
