; A chain kernel -> run -> level -> lift where only the kernel's argument is
; visibly shared: marking kernel -> run makes run's parameter shared in
; context, so run's call of level is decided (and marked) too, and so on down.
; smemvec-inline-apply then inlines bottom-up. A call of @run with a global
; pointer (@other) stays a call of the original, whose generic accesses
; remain correct for it.
; RUN: %opt %loadplugin -passes=smemvec-inline -S %s | FileCheck %s --check-prefix=MARK
; RUN: %opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply),infer-address-spaces' -pass-remarks=smemvec-inline -S %s 2>%t.remarks | FileCheck %s --check-prefix=APPLY
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; A parameter shared only in context is never specialized: @run may still
; receive a global pointer. Over budget, its calls are left alone.
; RUN: %opt %loadplugin -passes=smemvec-inline -smemvec-inline-budget=3 -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline -S %s 2>%t.budget | FileCheck %s --check-prefix=BUDGET
; RUN: FileCheck %s --check-prefix=BUDGET-REMARK < %t.budget
; RUN: %opt %loadplugin -passes=smemvec-inline -smemvec-inline-budget=2 -S %s | FileCheck %s --check-prefix=SPEC

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

define void @lift(ptr %x) {
  %a = load float, ptr %x, align 4
  %x1 = getelementptr inbounds float, ptr %x, i64 1
  %b = load float, ptr %x1, align 4
  %s = fadd float %a, %b
  store float %s, ptr %x1, align 4
  ret void
}

define void @level(ptr %t, i64 %row) {
  %r = getelementptr inbounds float, ptr %t, i64 %row
  call void @lift(ptr %r)
  ret void
}

define void @run(ptr %t, i64 %row) {
  call void @level(ptr %t, i64 %row)
  call void @level(ptr %t, i64 8)
  ret void
}

; MARK-LABEL: define void @level(
; MARK:       call void @lift(ptr %r) #[[M3:[0-9]+]]
; MARK-LABEL: define void @run(
; MARK:       call void @level(ptr %t, i64 %row) #[[M3]]
; MARK-NEXT:  call void @level(ptr %t, i64 8) #[[M3]]
; MARK-LABEL: define ptx_kernel void @k(
; MARK:       call void @run(ptr %p, i64 %idx) #[[M6:[0-9]+]]
; MARK-LABEL: define ptx_kernel void @other(
; MARK:       call void @run(ptr %g, i64 0){{$}}
; MARK: attributes #[[M3]] = { "smemvec-inline"="3" }
; MARK: attributes #[[M6]] = { "smemvec-inline"="6" }
define ptx_kernel void @k() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  call void @run(ptr %p, i64 %idx)
  ret void
}

define ptx_kernel void @other(ptr %g) {
  call void @run(ptr %g, i64 0)
  ret void
}

; Everything in @k is shared after infer-address-spaces.
; APPLY-LABEL: define ptx_kernel void @k(
; APPLY-NOT:   call void
; APPLY-NOT:   load float, ptr %
; APPLY-NOT:   store float {{.*}}, ptr %
; APPLY:       ret void
; @other still calls @run, whose body is generic.
; APPLY-LABEL: define ptx_kernel void @other(
; APPLY-NEXT:  call void @run(ptr %g, i64 0)
; APPLY-NEXT:  ret void

; Bottom-up: lift into level (the copy in @run gets it already), then the
; levels into run, then run into k.
; REMARK-DAG: remark: <unknown>:0:0: inlined 'lift' into 'level': 3 accesses through shared pointer arguments become shared
; REMARK-DAG: remark: <unknown>:0:0: inlined 'level' into 'run': 3 accesses
; REMARK-DAG: remark: <unknown>:0:0: inlined 'run' into 'k': 6 accesses

; Budget 3: run (3 instructions, 1 call) is marked; level (3 x 2 calls) is
; over budget, and shared only in context: left alone, lift never reached.
; BUDGET-LABEL: define void @level(
; BUDGET-NEXT:  %r = getelementptr inbounds float, ptr %t, i64 %row
; BUDGET-NEXT:  call void @lift(ptr %r){{$}}
; BUDGET-LABEL: define void @run(
; BUDGET-NEXT:  call void @level(ptr %t, i64 %row){{$}}
; BUDGET-NEXT:  call void @level(ptr %t, i64 8){{$}}
; BUDGET-LABEL: define ptx_kernel void @k(
; BUDGET:       call void @run(ptr %p, i64 %idx) #[[M:[0-9]+]]
; BUDGET-NOT:   smemvec.shared
; BUDGET: attributes #[[M]] = { "smemvec-inline"="6" }
; BUDGET-REMARK: remark: <unknown>:0:0: call of 'level' in 'run' passes shared memory but is left alone: callee size x shared call sites exceeds -smemvec-inline-budget
; BUDGET-REMARK-NEXT: remark: <unknown>:0:0: call of 'level' in 'run' passes shared memory but is left alone
; BUDGET-REMARK-NOT: remark

; Budget 2: run is cloned; inside the clone the parameter is addrspace(3),
; so level and lift are shared in the IR and cloned in turn (one clone of
; level for both calls).
; SPEC-LABEL: define ptx_kernel void @k(
; SPEC:       %p.shared = addrspacecast ptr %p to ptr addrspace(3)
; SPEC-NEXT:  call void @run.smemvec.shared(ptr addrspace(3) %p.shared, i64 %idx)
; SPEC-LABEL: define ptx_kernel void @other(
; SPEC-NEXT:  call void @run(ptr %g, i64 0)
; SPEC-LABEL: define internal void @run.smemvec.shared(ptr addrspace(3) %t, i64 %row) {
; SPEC-NEXT:  %t.generic = addrspacecast ptr addrspace(3) %t to ptr
; SPEC-NEXT:  %t.generic.shared = addrspacecast ptr %t.generic to ptr addrspace(3)
; SPEC-NEXT:  call void @level.smemvec.shared(ptr addrspace(3) %t.generic.shared, i64 %row)
; SPEC-NEXT:  %t.generic.shared1 = addrspacecast ptr %t.generic to ptr addrspace(3)
; SPEC-NEXT:  call void @level.smemvec.shared(ptr addrspace(3) %t.generic.shared1, i64 8)
; SPEC-NEXT:  ret void
; SPEC-LABEL: define internal void @level.smemvec.shared(ptr addrspace(3) %t, i64 %row) {
; SPEC-NEXT:  %t.generic = addrspacecast ptr addrspace(3) %t to ptr
; SPEC-NEXT:  %r = getelementptr inbounds float, ptr %t.generic, i64 %row
; SPEC-NEXT:  %r.shared = addrspacecast ptr %r to ptr addrspace(3)
; SPEC-NEXT:  call void @lift.smemvec.shared(ptr addrspace(3) %r.shared)
; SPEC-NEXT:  ret void
; SPEC-LABEL: define internal void @lift.smemvec.shared(ptr addrspace(3) %x) {
; SPEC-NEXT:  %x.generic = addrspacecast ptr addrspace(3) %x to ptr
; SPEC-NEXT:  %a = load float, ptr %x.generic, align 4
; SPEC-NEXT:  %x1 = getelementptr inbounds float, ptr %x.generic, i64 1
; SPEC-NEXT:  %b = load float, ptr %x1, align 4
; SPEC-NEXT:  %s = fadd float %a, %b
; SPEC-NEXT:  store float %s, ptr %x1, align 4
; SPEC-NEXT:  ret void
; SPEC-NOT:   "smemvec-inline"=
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
