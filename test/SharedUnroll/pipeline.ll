; Where smemvec-unroll runs: in the O1-O3 (and Os/Oz) function simplification
; pipeline's loop pass manager, after indvars and right before the full
; unroller (LateLoopOptimizations), with the cleanup right after it
; (LoopOptimizerEnd). Not at O0 (no unroller there), not with
; -smemvec-pipeline=0 (the stock pipeline). Both by name too, also with the
; switch off.
; RUN: opt %loadplugin -passes='default<O3>' -print-pipeline-passes -disable-output %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O2>' -print-pipeline-passes -disable-output %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O1>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=O1
; RUN: opt %loadplugin -passes='default<Os>' -print-pipeline-passes -disable-output %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O0>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=O0
; RUN: opt %loadplugin -smemvec-pipeline=0 -passes='default<O3>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=O0
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,smemvec-unroll-cleanup)' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=NAME
; RUN: opt %loadplugin -smemvec-pipeline=0 -passes='loop(smemvec-unroll,smemvec-unroll-cleanup)' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=NAME
; CHECK: indvars,{{([a-z-]+,)*}}smemvec-unroll,loop-deletion,loop-unroll-full,smemvec-unroll-cleanup)
; O1: indvars,{{([a-z-]+,)*}}smemvec-unroll,loop-deletion,loop-unroll-full,smemvec-unroll-cleanup)
; O0-NOT: smemvec-unroll
; NAME: function(loop(smemvec-unroll,smemvec-unroll-cleanup))

target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
