; A chain kernel -> run -> level -> lift where only the kernel's argument is
; visibly shared. An inlining decision whose callee passes the pointer on
; goes through the callee's clone (pointer parameter in addrspace(3)), so the
; clone's calls see the pointer as shared in the IR and are decided in turn:
; top-down decisions, bottom-up inlining by smemvec-inline-apply. A call of
; @run with a pointer of unknown space (@other is a device function, not a
; kernel: its parameter may point anywhere) keeps calling the untouched
; original.
; The original functions' own (unmarked) calls are the inliner floor's
; (test/SharedInline/inliner-floor.ll): off here, so only the marks act.
; RUN: opt %loadplugin -passes=smemvec-inline -S %s | FileCheck %s --check-prefix=MARK
; RUN: opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply),infer-address-spaces' -smemvec-inline-floor-threshold=0 -pass-remarks=smemvec-inline -S %s 2>%t.remarks | FileCheck %s --check-prefix=APPLY
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Over budget, the clones' calls are specialized in turn: all shared, still.
; RUN: opt %loadplugin -passes=smemvec-inline -smemvec-inline-budget=3 -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline -S %s 2>%t.budget | FileCheck %s --check-prefix=BUDGET
; RUN: FileCheck %s --check-prefix=BUDGET-REMARK < %t.budget

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

define ptx_kernel void @k() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  call void @run(ptr %p, i64 %idx)
  ret void
}

define void @other(ptr %g) {
  call void @run(ptr %g, i64 0)
  ret void
}

; MARK-LABEL: define void @lift(
; MARK-LABEL: define void @level(
; MARK-NEXT:  %r = getelementptr inbounds float, ptr %t, i64 %row
; MARK-NEXT:  call void @lift(ptr %r){{$}}
; MARK-LABEL: define void @run(
; MARK-NEXT:  call void @level(ptr %t, i64 %row){{$}}
; MARK-NEXT:  call void @level(ptr %t, i64 8){{$}}
; MARK-LABEL: define ptx_kernel void @k(
; MARK:       %p.shared = addrspacecast ptr %p to ptr addrspace(3)
; MARK-NEXT:  call void @run.smemvec.shared(ptr addrspace(3) %p.shared, i64 %idx) #[[M6:[0-9]+]]
; MARK-LABEL: define void @other(
; MARK-NEXT:  call void @run(ptr %g, i64 0){{$}}
; MARK-LABEL: define internal void @run.smemvec.shared(ptr addrspace(3) %t, i64 %row) {
; MARK-NEXT:  %t.generic = addrspacecast ptr addrspace(3) %t to ptr
; MARK-NEXT:  %t.generic.shared = addrspacecast ptr %t.generic to ptr addrspace(3)
; MARK-NEXT:  call void @level.smemvec.shared(ptr addrspace(3) %t.generic.shared, i64 %row) #[[M3:[0-9]+]]
; MARK-NEXT:  %t.generic.shared1 = addrspacecast ptr %t.generic to ptr addrspace(3)
; MARK-NEXT:  call void @level.smemvec.shared(ptr addrspace(3) %t.generic.shared1, i64 8) #[[M3]]
; MARK-NEXT:  ret void
; lift passes the pointer nowhere: its call is marked without a clone.
; MARK-LABEL: define internal void @level.smemvec.shared(ptr addrspace(3) %t, i64 %row) {
; MARK-NEXT:  %t.generic = addrspacecast ptr addrspace(3) %t to ptr
; MARK-NEXT:  %r = getelementptr inbounds float, ptr %t.generic, i64 %row
; MARK-NEXT:  call void @lift(ptr %r) #[[M3]]
; MARK-NEXT:  ret void
; MARK-NOT:   define
; MARK: attributes #[[M6]] = { "smemvec-inline"="6" }
; MARK: attributes #[[M3]] = { "smemvec-inline"="3" }

; Everything in @k is shared after infer-address-spaces.
; APPLY-LABEL: define ptx_kernel void @k(
; APPLY-NEXT:  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; APPLY-NEXT:  %idx = zext i32 %tid to i64
; APPLY-NEXT:  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %idx
; APPLY-NEXT:  %[[R0:.*]] = getelementptr inbounds float, ptr addrspace(3) %p, i64 %idx
; APPLY-NEXT:  %[[A0:.*]] = load float, ptr addrspace(3) %[[R0]], align 4
; APPLY-NEXT:  %[[X0:.*]] = getelementptr inbounds float, ptr addrspace(3) %[[R0]], i64 1
; APPLY-NEXT:  %[[B0:.*]] = load float, ptr addrspace(3) %[[X0]], align 4
; APPLY-NEXT:  %[[S0:.*]] = fadd float %[[A0]], %[[B0]]
; APPLY-NEXT:  store float %[[S0]], ptr addrspace(3) %[[X0]], align 4
; APPLY-NEXT:  %[[R1:.*]] = getelementptr inbounds float, ptr addrspace(3) %p, i64 8
; APPLY-NEXT:  %[[A1:.*]] = load float, ptr addrspace(3) %[[R1]], align 4
; APPLY-NEXT:  %[[X1:.*]] = getelementptr inbounds float, ptr addrspace(3) %[[R1]], i64 1
; APPLY-NEXT:  %[[B1:.*]] = load float, ptr addrspace(3) %[[X1]], align 4
; APPLY-NEXT:  %[[S1:.*]] = fadd float %[[A1]], %[[B1]]
; APPLY-NEXT:  store float %[[S1]], ptr addrspace(3) %[[X1]], align 4
; APPLY-NEXT:  ret void
; APPLY-LABEL: define void @other(
; APPLY-NEXT:  call void @run(ptr %g, i64 0)
; APPLY-NEXT:  ret void

; Bottom-up; remarks name the user's functions, not the clones.
; REMARK: remark: <unknown>:0:0: inlined 'lift' into 'level.smemvec.shared': 3 accesses through shared pointer arguments become shared
; REMARK-NEXT: remark: <unknown>:0:0: inlined 'level' into 'run.smemvec.shared': 3 accesses
; REMARK-NEXT: remark: <unknown>:0:0: inlined 'level' into 'run.smemvec.shared': 3 accesses
; REMARK-NEXT: remark: <unknown>:0:0: inlined 'run' into 'k': 6 accesses
; REMARK-NOT: remark

; Budget 3: run (3 instructions, 1 call site) is inlined through its clone;
; level (3 x 2 call sites) and then lift (5) are over budget and cloned.
; BUDGET-LABEL: define ptx_kernel void @k(
; BUDGET:       call void @run.smemvec.shared(ptr addrspace(3) %p.shared, i64 %idx) #[[M:[0-9]+]]
; BUDGET-LABEL: define internal void @run.smemvec.shared(
; BUDGET:       call void @level.smemvec.shared(ptr addrspace(3) %t.generic.shared, i64 %row){{$}}
; BUDGET:       call void @level.smemvec.shared(ptr addrspace(3) %t.generic.shared1, i64 8){{$}}
; BUDGET-LABEL: define internal void @level.smemvec.shared(
; BUDGET:       %r.shared = addrspacecast ptr %r to ptr addrspace(3)
; BUDGET-NEXT:  call void @lift.smemvec.shared(ptr addrspace(3) %r.shared){{$}}
; BUDGET-LABEL: define internal void @lift.smemvec.shared(ptr addrspace(3) %x) {
; BUDGET-NEXT:  %x.generic = addrspacecast ptr addrspace(3) %x to ptr
; BUDGET-NEXT:  %a = load float, ptr %x.generic, align 4
; BUDGET: attributes #[[M]] = { "smemvec-inline"="6" }
; BUDGET-REMARK: remark: <unknown>:0:0: call of 'level' in 'run.smemvec.shared' now calls 'level.smemvec.shared': 3 accesses through shared pointer arguments become shared (not inlined: callee size x shared call sites exceeds -smemvec-inline-budget)
; BUDGET-REMARK-NEXT: remark: <unknown>:0:0: call of 'level' in 'run.smemvec.shared' now calls 'level.smemvec.shared': 3 accesses
; BUDGET-REMARK-NEXT: remark: <unknown>:0:0: call of 'lift' in 'level.smemvec.shared' now calls 'lift.smemvec.shared': 3 accesses
; BUDGET-REMARK-NOT: remark

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
