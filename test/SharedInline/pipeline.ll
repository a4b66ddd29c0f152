; Where smemvec-inline runs in the O1-O3 pipelines: the deciding half at
; early simplification, before the always-inliner and the CGSCC inliner; the
; applying half in the CGSCC pipeline after the inliner (CGSCCOptimizerLate).
; Both print under their own names, so -print-pipeline-passes output stays
; parseable. Not at O0; not with -smemvec-pipeline=0.
; RUN: %opt %loadplugin -passes='default<O3>' -print-pipeline-passes -disable-output %s | FileCheck %s
; RUN: %opt %loadplugin -passes='default<O1>' -print-pipeline-passes -disable-output %s | FileCheck %s
; RUN: %opt %loadplugin -passes='default<O0>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=OFF
; RUN: %opt %loadplugin -smemvec-pipeline=0 -passes='default<O3>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=OFF
; RUN: %opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=NAME
; CHECK: smemvec-inline,{{.*}}always-inline,{{.*}}cgscc(devirt<4>(inline,{{.*}}smemvec-inline-apply
; OFF-NOT: smemvec-inline
; NAME: smemvec-inline,cgscc(smemvec-inline-apply)

target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
