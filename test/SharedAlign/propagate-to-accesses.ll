; After raising @s to 16, every access derived from it gets the alignment its
; address provably has, through each path the pass follows.
; RUN: opt %loadplugin -passes=smemvec-align -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align=0 -S %s | FileCheck %s --check-prefix=OFF
; RUN: opt %loadplugin -passes=smemvec-align -S %s | llc -mcpu=sm_90 -o %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [32 x [4 x float]] undef, align 4
@t = internal addrspace(3) global [64 x float] undef, align 4

; Constant offsets keep the global's alignment up to their trailing zeros.
; CHECK-LABEL: @constant_gep
; CHECK: load float, ptr addrspace(3) @s, align 16
; CHECK: load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @s, i64 8), align 8
; CHECK: load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @s, i64 32), align 16
; OFF-LABEL: @constant_gep
; OFF: load float, ptr addrspace(3) @s, align 4
define float @constant_gep() {
  %a = load float, ptr addrspace(3) @s, align 4
  %b = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @s, i64 8), align 4
  %c = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @s, i64 32), align 4
  %r = fadd float %a, %b
  %r2 = fadd float %r, %c
  ret float %r2
}

; A 16-byte row indexed by threadIdx.x is 16-aligned: s[tid][0].
; CHECK-LABEL: @row_per_thread
; CHECK: load float, ptr addrspace(3) %p, align 16
define float @row_per_thread() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds [32 x [4 x float]], ptr addrspace(3) @s, i64 0, i64 %i, i64 0
  %v = load float, ptr addrspace(3) %p, align 4
  ret float %v
}

; Not provable: tid * 4 bytes is only 4-aligned; nothing is claimed.
; CHECK-LABEL: @element_per_thread
; CHECK: load float, ptr addrspace(3) %p, align 4
define float @element_per_thread() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(3) @t, i64 %i
  %v = load float, ptr addrspace(3) %p, align 4
  ret float %v
}

; Generic pointers built from addrspacecast constant expressions (clang's IR
; before infer-address-spaces): shared -> generic keeps the alignment.
; CHECK-LABEL: @generic_constexpr
; CHECK: load float, ptr %p, align 16
define float @generic_constexpr() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %i
  %v = load float, ptr %p, align 4
  ret float %v
}

; The same through an addrspacecast instruction, and a store.
; CHECK-LABEL: @generic_instruction
; CHECK: store float %x, ptr %g, align 16
define void @generic_instruction(float %x) {
  %g = addrspacecast ptr addrspace(3) @t to ptr
  store float %x, ptr %g, align 4
  ret void
}

; select and phi take the smallest alignment of their inputs.
; CHECK-LABEL: @select_of_rows
; CHECK: load float, ptr addrspace(3) %p, align 16
; CHECK: load float, ptr addrspace(3) %q, align 4
define float @select_of_rows(i1 %c) {
  %p = select i1 %c, ptr addrspace(3) @s, ptr addrspace(3) @t
  %v = load float, ptr addrspace(3) %p, align 4
  %t4 = getelementptr inbounds i8, ptr addrspace(3) @t, i64 4
  %q = select i1 %c, ptr addrspace(3) @s, ptr addrspace(3) %t4
  %w = load float, ptr addrspace(3) %q, align 4
  %r = fadd float %v, %w
  ret float %r
}

; CHECK-LABEL: @phi_of_rows
; CHECK: load float, ptr addrspace(3) %p, align 16
define float @phi_of_rows(i1 %c) {
entry:
  br i1 %c, label %left, label %right
left:
  %l = getelementptr inbounds i8, ptr addrspace(3) @s, i64 32
  br label %join
right:
  br label %join
join:
  %p = phi ptr addrspace(3) [ %l, %left ], [ @t, %right ]
  %v = load float, ptr addrspace(3) %p, align 4
  ret float %v
}

; A pointer induction (phi on a cycle) is not proven: kept as is.
; CHECK-LABEL: @pointer_induction
; CHECK: load float, ptr addrspace(3) %p, align 4
define float @pointer_induction(i32 %n) {
entry:
  br label %loop
loop:
  %p = phi ptr addrspace(3) [ @t, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %v = load float, ptr addrspace(3) %p, align 4
  %sum = fadd float %acc, %v
  %next = getelementptr inbounds i8, ptr addrspace(3) %p, i64 4
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret float %sum
}

; memcpy/memset into and out of shared memory.
; CHECK-LABEL: @mem_intrinsics
; CHECK: call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 @t, ptr addrspace(1) align 4 %src, i64 64, i1 false)
; CHECK: call void @llvm.memset.p3.i64(ptr addrspace(3) align 16 @s, i8 0, i64 64, i1 false)
define void @mem_intrinsics(ptr addrspace(1) %src) {
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 4 @t, ptr addrspace(1) align 4 %src, i64 64, i1 false)
  call void @llvm.memset.p3.i64(ptr addrspace(3) align 4 @s, i8 0, i64 64, i1 false)
  ret void
}

; Volatile and atomic accesses (and volatile intrinsics) keep their
; alignment. They do not stop @s and @t from being raised: the guard is about
; *plain* accesses in their block (ordered-accesses.ll).
; CHECK-LABEL: @volatile_and_atomic
; CHECK: call void @llvm.memset.p3.i64(ptr addrspace(3) align 4 @s, i8 0, i64 64, i1 true)
; CHECK: load volatile float, ptr addrspace(3) @s, align 4
; CHECK: store atomic i32 1, ptr addrspace(3) @t monotonic, align 4
define float @volatile_and_atomic() {
  call void @llvm.memset.p3.i64(ptr addrspace(3) align 4 @s, i8 0, i64 64, i1 true)
  %v = load volatile float, ptr addrspace(3) @s, align 4
  store atomic i32 1, ptr addrspace(3) @t monotonic, align 4
  ret float %v
}

; Accesses not derived only from shared globals are left to others.
; CHECK-LABEL: @not_shared
; CHECK: load float, ptr addrspace(1) %g, align 4
; CHECK: load float, ptr %m, align 4
define float @not_shared(ptr addrspace(1) align 16 %g, ptr %gen, i1 %c) {
  %a = load float, ptr addrspace(1) %g, align 4
  %sg = addrspacecast ptr addrspace(3) @s to ptr
  %m = select i1 %c, ptr %sg, ptr %gen
  %b = load float, ptr %m, align 4
  %r = fadd float %a, %b
  ret float %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)
