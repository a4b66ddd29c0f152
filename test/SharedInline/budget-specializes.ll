; Inline while callee size x shared call sites <= -smemvec-inline-budget and
; the caller stays within -smemvec-inline-max-caller-size; otherwise clone.
; @work has 6 instructions and 3 call sites that pass typed memory (two
; shared, one the kernel's global parameter, which counts as well): S x C = 18.
; RUN: opt %loadplugin -passes=smemvec-inline -smemvec-inline-budget=18 -S %s | FileCheck %s --check-prefix=INLINE
; RUN: opt %loadplugin -passes=smemvec-inline -smemvec-inline-budget=17 -pass-remarks=smemvec-inline -S %s 2>%t.remarks | FileCheck %s --check-prefix=SPEC
; RUN: FileCheck %s --check-prefix=SPEC-REMARK < %t.remarks
; The caller @k has 9 instructions: 9 + 6 = 15 fits a cap of 15; the second
; call would bring it to 21.
; RUN: opt %loadplugin -passes=smemvec-inline -smemvec-inline-max-caller-size=15 -pass-remarks=smemvec-inline -S %s 2>%t.cap | FileCheck %s --check-prefix=CAP
; RUN: FileCheck %s --check-prefix=CAP-REMARK < %t.cap

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

define void @work(ptr %p) {
  %a = load float, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %p, i64 1
  %b = load float, ptr %q, align 4
  %s = fadd float %a, %b
  store float %s, ptr %p, align 4
  ret void
}

; INLINE-LABEL: define ptx_kernel void @k(
; INLINE:       call void @work(ptr %p0) #[[MARK:[0-9]+]]
; INLINE-NEXT:  call void @work(ptr %p1) #[[MARK]]
; INLINE-NEXT:  call void @work(ptr %out) #[[GMARK:[0-9]+]]
; INLINE-NEXT:  ret void
; INLINE: attributes #[[MARK]] = { "smemvec-inline"="3" }
; INLINE: attributes #[[GMARK]] = { "smemvec-inline"="3 global" }

; SPEC-LABEL: define ptx_kernel void @k(
; SPEC:       %p0.shared = addrspacecast ptr %p0 to ptr addrspace(3)
; SPEC-NEXT:  call void @work.smemvec.shared(ptr addrspace(3) %p0.shared)
; SPEC-NEXT:  %p1.shared = addrspacecast ptr %p1 to ptr addrspace(3)
; SPEC-NEXT:  call void @work.smemvec.shared(ptr addrspace(3) %p1.shared)
; SPEC-NEXT:  %out.global = addrspacecast ptr %out to ptr addrspace(1)
; SPEC-NEXT:  call void @work.smemvec.global(ptr addrspace(1) %out.global)
; SPEC-NEXT:  ret void
; SPEC-NOT:   smemvec-inline"=
; SPEC-REMARK: remark: <unknown>:0:0: call of 'work' in 'k' now calls 'work.smemvec.shared': 3 accesses through shared pointer arguments become shared (not inlined: callee size x shared call sites exceeds -smemvec-inline-budget)
; SPEC-REMARK: remark: <unknown>:0:0: call of 'work' in 'k' now calls 'work.smemvec.global': 3 accesses through global pointer arguments become global (not inlined: callee size x shared call sites exceeds -smemvec-inline-budget)

; CAP-LABEL: define ptx_kernel void @k(
; CAP:       call void @work(ptr %p0) #[[MARK:[0-9]+]]
; CAP-NEXT:  %p1.shared = addrspacecast ptr %p1 to ptr addrspace(3)
; CAP-NEXT:  call void @work.smemvec.shared(ptr addrspace(3) %p1.shared)
; CAP-NEXT:  %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CAP-NEXT:  call void @work.smemvec.global(ptr addrspace(1) %out.global)
; CAP: attributes #[[MARK]] = { "smemvec-inline"="3" }
; CAP-REMARK: (not inlined: caller would exceed -smemvec-inline-max-caller-size)
define ptx_kernel void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p0 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  %idx1 = add nuw nsw i64 %idx, 128
  %p1 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx1
  call void @work(ptr %p0)
  call void @work(ptr %p1)
  call void @work(ptr %out)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
