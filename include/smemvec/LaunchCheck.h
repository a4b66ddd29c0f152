//===- LaunchCheck.h - Warn when smemvec shrinks a kernel's largest block -===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec's launch check: the register estimate of each kernel that
// smemvec-unroll or smemvec-inline changes is recorded before the change
// (the watching wrappers below, which Plugin.cpp puts into the O1-O3
// pipelines in place of the bare passes) and compared with the estimate at
// the end of the middle end (LaunchCheckPass). See lib/LaunchCheck.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LAUNCHCHECK_H
#define SMEMVEC_LAUNCHCHECK_H

#include "smemvec/SharedInline.h"
#include "smemvec/SharedUnroll.h"

#include "llvm/IR/PassManager.h"

namespace smemvec {

/// The string function attribute holding a kernel's register estimate from
/// before smemvec's first middle-end change to it. LaunchCheckPass removes
/// it, so it never reaches the PTX or the end of the middle end's IR.
constexpr const char *RegistersBeforeAttr = "smemvec-registers-before";

/// smemvec-unroll, plus: when it attached a request to a loop of a kernel,
/// the kernel's estimate (the IR is unchanged so far: only loop metadata)
/// is recorded unless already there, and unless LLVM's full unroller would
/// have fully unrolled the loop anyway. Prints as `smemvec-unroll`.
struct WatchedSharedUnrollPass : llvm::PassInfoMixin<WatchedSharedUnrollPass> {
  /// \p OptLevel: the speedup level of the pipeline (its full unroller's).
  explicit WatchedSharedUnrollPass(int OptLevel) : OptLevel(OptLevel) {}
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)> F) {
    Inner.printPipeline(OS, F);
  }
  SharedUnrollPass Inner;
  int OptLevel;
};

/// smemvec-inline-apply, plus: the estimate of each kernel of the SCC is
/// taken before, and recorded on those the pass changed. Prints as
/// `smemvec-inline-apply`.
struct WatchedSharedInlineApplyPass
    : llvm::PassInfoMixin<WatchedSharedInlineApplyPass> {
  llvm::PreservedAnalyses run(llvm::LazyCallGraph::SCC &C,
                              llvm::CGSCCAnalysisManager &AM,
                              llvm::LazyCallGraph &CG,
                              llvm::CGSCCUpdateResult &UR);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)> F) {
    Inner.printPipeline(OS, F);
  }
  SharedInlineApplyPass Inner;
};

/// New-PM module pass, `opt -passes=smemvec-launch-check` (and at the
/// OptimizerLast extension point): warns for each kernel carrying
/// RegistersBeforeAttr whose estimate now shrinks the largest block that
/// launches, or passes the registers its launch bounds allow; then removes
/// the attribute.
struct LaunchCheckPass : llvm::PassInfoMixin<LaunchCheckPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << "smemvec-launch-check";
  }
};

/// New-PM module pass, `opt -passes=print-smemvec-registers`: prints
/// "smemvec-registers: <function>: <estimate>" for every defined function of
/// an NVPTX module to stderr (calibration against `ptxas -v`).
struct RegisterEstimatePrinterPass
    : llvm::PassInfoMixin<RegisterEstimatePrinterPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << "print-smemvec-registers";
  }
};

} // namespace smemvec

#endif // SMEMVEC_LAUNCHCHECK_H
