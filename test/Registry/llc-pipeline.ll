; Where every smemvec codegen pass runs in llc's NVPTX pipeline
; (lib/PassRegistry.def, CodeGen rows), with its upstream neighbours, as
; -debug-pass=Structure prints them; no other smemvec pass appears.
; smemvec-pad is not inserted with -smemvec-pad=0, smemvec-sched not with
; -smemvec-sched=off; -O0 and -smemvec-pipeline=0 get none.
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -debug-pass=Structure \
; RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,PAD,SCHED --implicit-check-not=smemvec
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -debug-pass=Structure \
; RUN:   -smemvec-pad=0 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=CHECK,SCHED --implicit-check-not=smemvec
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -debug-pass=Structure \
; RUN:   -smemvec-sched=off %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=CHECK,PAD --implicit-check-not=smemvec
; RUN: llc -O0 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -debug-pass=Structure \
; RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not=smemvec
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -debug-pass=Structure \
; RUN:   -smemvec-pipeline=0 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NONE --implicit-check-not=smemvec
; NONE: NVPTX Assembly Printer

; CHECK:        Infer address spaces
; PAD-NEXT:     smemvec: pad shared tiles against bank conflicts
; CHECK-NEXT:   smemvec: raise shared-memory alignment
; CHECK-NEXT:   FunctionPass Manager
; CHECK:        Optimization Remark Emitter
; CHECK-NEXT:   smemvec: gapped shared-memory load vectorizer
; CHECK-NEXT:   NVPTX lower atomics of local memory
; CHECK:        Loop Strength Reduction
; CHECK:        Optimization Remark Emitter
; CHECK-NEXT:   smemvec: hand partially unrolled loops to ptxas
; CHECK:        CodeGen Prepare
; CHECK-NEXT:   smemvec: one register for each shared global's address
; CHECK-NEXT:   smemvec: keep a product used in other blocks out of its fmas
; CHECK-NEXT:   Lower invoke and unwind, for unwindless code generators
; CHECK:        Machine Instruction Scheduler
; SCHED-NEXT:   smemvec: NVPTX scheduler with shared-memory clustering
; CHECK-NEXT:   {{Live Stack Slot Analysis|Machine}}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  ret void
}
