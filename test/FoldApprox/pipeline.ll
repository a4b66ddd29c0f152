; smemvec-fold-approx in the O1-O3 pipelines: at the peephole extension
; point (after InstCombine, before the loop passes), so a loop bound computed
; from lg2.approx of a constant is a constant when LoopFullUnroll runs, and
; the 4-trip loop is gone. With the kill switch or -smemvec-pipeline=0 (and
; without the plugin) the call stays and the loop stays a runtime loop; at
; O0 the pass is not in the pipeline; in a host module the call stays.
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O2>' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-fold-approx=0 -S %s | FileCheck %s --check-prefix=OFF
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-pipeline=0 -S %s | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='default<O3>' -S %s | FileCheck %s --check-prefix=OFF
; RUN: opt %loadplugin -passes='default<O3>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=PIPE
; RUN: opt %loadplugin -passes='default<O1>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=PIPE
; RUN: opt %loadplugin -passes='default<O0>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=O0
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s | opt %loadplugin -passes='default<O3>' -S | FileCheck %s --check-prefix=OFF
; The PTX of both assembles.
; RUN: opt %loadplugin -passes='default<O3>' %s | llc -mcpu=sm_90 -o %t.ptx
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-fold-approx=0 %s | llc -mcpu=sm_90 -o %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: FileCheck %s --check-prefix=PTXOFF < %t.off.ptx

target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.lg2.approx.f(float)

; CHECK-LABEL: define ptx_kernel void @sum_steps(
; CHECK-NOT:     call
; CHECK-NOT:     br
; CHECK:         load float, ptr addrspace(1) %in
; CHECK:         getelementptr {{.*}} i64 4
; CHECK:         getelementptr {{.*}} i64 8
; CHECK:         getelementptr {{.*}} i64 12
; CHECK-NEXT:    load float
; CHECK-NOT:     br
; CHECK-NOT:     load
; CHECK:         ret void
; OFF-LABEL: define {{.*}}void @sum_steps(
; OFF:         call float @llvm.nvvm.lg2.approx.f(float 1.600000e+01)
; OFF:         br i1
; PIPE: instcombine{{[^,]*}},smemvec-fold-approx
; O0-NOT: smemvec-fold-approx
; PTX-NOT: lg2.approx
; PTX-NOT: bra
; PTXOFF: lg2.approx.f32
; PTXOFF: bra
define ptx_kernel void @sum_steps(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %lg = call float @llvm.nvvm.lg2.approx.f(float 16.0)
  %steps = fptosi float %lg to i32
  br label %loop
loop:
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = zext i32 %s to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %p
  %acc.next = fadd float %acc, %v
  %s.next = add nuw nsw i32 %s, 1
  %cont = icmp slt i32 %s.next, %steps
  br i1 %cont, label %loop, label %exit
exit:
  store float %acc.next, ptr addrspace(1) %out
  ret void
}
