; The register estimate as a function analysis (smemvec-register-estimate,
; Analysis/RegisterEstimate.h): a second print-smemvec-registers reuses the
; estimate of @leaf, which calls no defined function, and computes that of
; @caller again (it counts @leaf's, and a callee's change would not
; invalidate it). The numbers are those of the first run.
; RUN: opt %loadplugin -passes='print-smemvec-registers,print-smemvec-registers' \
; RUN:   -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s
; CHECK: Running analysis: smemvec::RegisterEstimateAnalysis on leaf
; CHECK: smemvec-registers: leaf: [[LEAF:[0-9]+]]
; CHECK: Running analysis: smemvec::RegisterEstimateAnalysis on caller
; CHECK: smemvec-registers: caller: [[CALLER:[0-9]+]]
; CHECK-NOT: Running analysis: smemvec::RegisterEstimateAnalysis on leaf
; CHECK: smemvec-registers: leaf: [[LEAF]]
; CHECK: Invalidating analysis: smemvec::RegisterEstimateAnalysis on caller
; CHECK: Running analysis: smemvec::RegisterEstimateAnalysis on caller
; CHECK: smemvec-registers: caller: [[CALLER]]

; By name: require<> computes it, invalidate<> drops it.
; RUN: opt %loadplugin -passes='function(require<smemvec-register-estimate>,invalidate<smemvec-register-estimate>)' \
; RUN:   -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=NAME
; NAME: Running analysis: smemvec::RegisterEstimateAnalysis on leaf
; NAME: Invalidating analysis: smemvec::RegisterEstimateAnalysis on leaf

target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define <8 x float> @leaf(<8 x float> %a, <8 x float> %b) {
  %s = fadd <8 x float> %a, %b
  ret <8 x float> %s
}

define ptx_kernel void @caller(ptr addrspace(1) %p) {
  %a = load <8 x float>, ptr addrspace(1) %p
  %q = getelementptr <8 x float>, ptr addrspace(1) %p, i64 1
  %b = load <8 x float>, ptr addrspace(1) %q
  %s = call <8 x float> @leaf(<8 x float> %a, <8 x float> %b)
  store <8 x float> %s, ptr addrspace(1) %p
  ret void
}
