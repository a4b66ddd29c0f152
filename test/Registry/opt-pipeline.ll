; Where every smemvec pass runs in opt's O1-O3 pipelines (lib/PassRegistry.def,
; MiddleEnd rows), with its upstream neighbours, as -print-pipeline-passes
; prints them; no other smemvec pass appears (--implicit-check-not). O0 and
; -smemvec-pipeline=0 get none. smemvec-fold-approx runs at every peephole
; point; the watched smemvec-unroll and smemvec-inline-apply print as the
; bare passes.
; RUN: opt %loadplugin -passes='default<O1>' -print-pipeline-passes -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=O1 --implicit-check-not=smemvec
; RUN: opt %loadplugin -passes='default<O2>' -print-pipeline-passes -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=O2 --implicit-check-not=smemvec
; RUN: opt %loadplugin -passes='default<O3>' -print-pipeline-passes -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=O3 --implicit-check-not=smemvec
; RUN: opt %loadplugin -passes='default<O0>' -print-pipeline-passes -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=NONE --implicit-check-not=smemvec
; RUN: opt %loadplugin -smemvec-pipeline=0 -passes='default<O3>' -print-pipeline-passes \
; RUN:   -disable-output %s | FileCheck %s --check-prefix=NONE --implicit-check-not=smemvec
; NONE: verify

; O1: ,openmp-opt,smemvec-launch-check-early,smemvec-inline,ipsccp
; O1-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>)
; O1-SAME: ,function-attrs<skip-non-recursive-function-attrs>,smemvec-inline-apply,function<eager-inv;no-rerun>(sroa<modify-cfg>
; O1-SAME: ,libcalls-shrinkwrap,smemvec-fold-approx,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>
; O1-SAME: ,indvars,smemvec-unroll,loop-deletion
; O1-SAME: ,loop-unroll-full,smemvec-unroll-cleanup),sroa<modify-cfg>
; O1-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx,coro-elide
; O1-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx),function-attrs
; O1-SAME: ,alignment-from-assumptions,smemvec-unroll-remainder,loop-sink
; O1-SAME: ,alloc-token,smemvec-launch-check,globaldce

; O2: ,openmp-opt,smemvec-launch-check-early,smemvec-inline,ipsccp
; O2-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>)
; O2-SAME: ,openmp-opt-cgscc,smemvec-inline-apply,function<eager-inv;no-rerun>(sroa<modify-cfg>
; O2-SAME: ,libcalls-shrinkwrap,smemvec-fold-approx,tailcallelim
; O2-SAME: ,extra-simple-loop-unswitch-passes,smemvec-unroll,loop-deletion
; O2-SAME: ,loop-unroll-full,smemvec-unroll-cleanup),sroa<modify-cfg>
; O2-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx,jump-threading
; O2-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx),function-attrs
; O2-SAME: ,alignment-from-assumptions,smemvec-unroll-remainder,loop-sink
; O2-SAME: ,alloc-token,smemvec-launch-check,globaldce

; O3: ,openmp-opt,smemvec-launch-check-early,smemvec-inline,ipsccp
; O3-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>)
; O3-SAME: ,openmp-opt-cgscc,smemvec-inline-apply,function<eager-inv;no-rerun>(sroa<modify-cfg>
; O3-SAME: ,libcalls-shrinkwrap,smemvec-fold-approx,tailcallelim
; O3-SAME: ,extra-simple-loop-unswitch-passes,smemvec-unroll,loop-deletion
; O3-SAME: ,loop-unroll-full,smemvec-unroll-cleanup),sroa<modify-cfg>
; O3-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx,jump-threading
; O3-SAME: ,instcombine<max-iterations=1;no-verify-fixpoint>,smemvec-fold-approx),function-attrs
; O3-SAME: ,alignment-from-assumptions,smemvec-unroll-remainder,loop-sink
; O3-SAME: ,alloc-token,smemvec-launch-check,globaldce

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  ret void
}
