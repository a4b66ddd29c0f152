; A function without shared-memory accesses gets exactly the stock PTX, with
; and without -enable-misched (the shape of upstream's
; test/CodeGen/NVPTX/misched_func_call.ll, where the GenericScheduler moves a
; mov), in every -smemvec-sched mode: smemvec's scheduler only touches
; functions it can cluster, and upstream's MachineScheduler still runs as
; the user asked.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o %t.stock.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin \
; RUN:   -verify-machineinstrs %s -o %t.plugin.ptx
; RUN: diff %t.stock.ptx %t.plugin.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin \
; RUN:   -smemvec-sched=full %s -o %t.full.ptx
; RUN: diff %t.stock.ptx %t.full.ptx
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -enable-misched \
; RUN:   %s -o %t.stock.misched.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -enable-misched \
; RUN:   -verify-machineinstrs -verify-misched %s -o %t.plugin.misched.ptx
; RUN: diff %t.stock.misched.ptx %t.plugin.misched.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -enable-misched \
; RUN:   -smemvec-sched=full %s -o %t.full.misched.ptx
; RUN: diff %t.stock.misched.ptx %t.full.misched.ptx
;
; The GenericScheduler did run with -enable-misched: it sinks the mov of
; the phi's initial value below the parameter loads.
; RUN: FileCheck %s --check-prefix=MISCHED < %t.plugin.misched.ptx
; MISCHED-LABEL: .entry loop_with_call
; MISCHED:       // %bb.0:
; MISCHED-NEXT:  ld.param.b32
; MISCHED-NEXT:  ld.param.b32
; MISCHED-NEXT:  ld.param.b32
; MISCHED-NEXT:  mov.b32 {{%r[0-9]+}}, 0;
; RUN: FileCheck %s --check-prefix=NOMISCHED < %t.plugin.ptx
; NOMISCHED-LABEL: .entry loop_with_call
; NOMISCHED:       // %bb.0:
; NOMISCHED-NEXT:  mov.b32 {{%r[0-9]+}}, 0;
; NOMISCHED-NEXT:  ld.param.b32
;
; RUN: %if ptxas %{ %ptxas -c %t.plugin.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas -c %t.plugin.misched.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_with_call(i32 %arg, i32 %arg1, i32 %arg2) {
entry:
  br label %loop

loop:
  %phi = phi i32 [ 0, %entry ], [ 1, %loop ]
  %call = tail call double @ext(double 0.000000e+00)
  %mul = mul i32 %phi, %arg1
  %or = or i32 %arg2, %mul
  %mul4 = mul i32 %arg, %or
  %sitofp = sitofp i32 %mul4 to double
  %uitofp = uitofp i32 %phi to double
  %fadd = fadd double %uitofp, %sitofp
  store double %fadd, ptr addrspace(1) null, align 8
  br label %loop
}

; Global loads and stores only: nothing for smemvec to cluster.
define ptx_kernel void @global_only(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 1
  %i2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 2
  %a = load float, ptr addrspace(1) %in, align 4
  %b = load float, ptr addrspace(1) %i2, align 4
  %m = fmul float %a, %b
  %c = load float, ptr addrspace(1) %i1, align 4
  %s = fadd float %m, %c
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

declare double @ext(double)
