; Calls that pass shared memory but must not be inlined or cloned keep their
; callee, with a missed remark naming the reason: recursion (direct and
; mutual), a callee that never accesses memory through the pointer, optnone,
; variadic, interposable (weak) and external callees. No clone is made.
; RUN: opt %loadplugin -passes=smemvec-inline -pass-remarks-missed=smemvec-inline -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

; REMARK: call of 'rec' in 'k' passes shared memory but is left alone: callee is recursive
; REMARK: call of 'ping' in 'k' passes shared memory but is left alone: callee is recursive
; REMARK: call of 'addr_only' in 'k' passes shared memory but is left alone: callee does not access memory through the pointer
; REMARK: call of 'opt_none' in 'k' passes shared memory but is left alone: caller or callee is optnone
; REMARK: call of 'vararg' in 'k' passes shared memory but is left alone: callee is variadic
; REMARK: call of 'weak_fn' in 'k' passes shared memory but is left alone: callee is interposable (the linker may choose another body)
; REMARK: call of 'external' in 'k' passes shared memory but is left alone: callee has no body in this module
; The recursive callees' own calls pass shared memory only in their own
; (unknown) context: no remark for them.
; REMARK-NOT: remark

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  %idx = zext i32 %tid to i64
; CHECK-NEXT:  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
; CHECK-NEXT:  %a = call float @rec(ptr %p, i32 4)
; CHECK-NEXT:  %b = call float @ping(ptr %p, i32 4)
; CHECK-NEXT:  %c = call i64 @addr_only(ptr %p)
; CHECK-NEXT:  %d = call float @opt_none(ptr %p)
; CHECK-NEXT:  %e = call float (ptr, ...) @vararg(ptr %p, i32 1)
; CHECK-NEXT:  %f = call float @weak_fn(ptr %p)
; CHECK-NEXT:  %g = call float @external(ptr %p)
; CHECK-NEXT:  ret void
; CHECK-NOT: smemvec.shared
; CHECK-NOT: "smemvec-inline"
define ptx_kernel void @k() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  %a = call float @rec(ptr %p, i32 4)
  %b = call float @ping(ptr %p, i32 4)
  %c = call i64 @addr_only(ptr %p)
  %d = call float @opt_none(ptr %p)
  %e = call float (ptr, ...) @vararg(ptr %p, i32 1)
  %f = call float @weak_fn(ptr %p)
  %g = call float @external(ptr %p)
  ret void
}

define float @rec(ptr %p, i32 %n) {
  %v = load float, ptr %p, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %q = getelementptr inbounds float, ptr %p, i64 1
  %m = sub i32 %n, 1
  %r = call float @rec(ptr %q, i32 %m)
  %s = fadd float %v, %r
  ret float %s
done:
  ret float %v
}

define float @ping(ptr %p, i32 %n) {
  %v = load float, ptr %p, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call float @pong(ptr %p, i32 %m)
  ret float %r
done:
  ret float %v
}

define float @pong(ptr %p, i32 %n) {
  %r = call float @ping(ptr %p, i32 %n)
  ret float %r
}

define i64 @addr_only(ptr %p) {
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

define float @opt_none(ptr %p) #0 {
  %v = load float, ptr %p, align 4
  ret float %v
}

define float @vararg(ptr %p, ...) {
  %v = load float, ptr %p, align 4
  ret float %v
}

define weak float @weak_fn(ptr %p) {
  %v = load float, ptr %p, align 4
  ret float %v
}

declare float @external(ptr)

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline optnone }
