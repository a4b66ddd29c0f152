//===- SharedUnroll.h - Unroll loops over register tiles and shared rows -===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// smemvec-unroll: decides, per loop, to fully unroll constant-trip loops
// that index a private array (register tile) or walk a shared-memory row,
// and asks LLVM's full unroller to do it. See lib/SharedUnroll.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDUNROLL_H
#define SMEMVEC_SHAREDUNROLL_H

#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"

namespace smemvec {

/// New-PM loop pass, `opt -passes='loop(smemvec-unroll)'`: attaches
/// `llvm.loop.unroll.full` to the loops it selects (and nothing else).
struct SharedUnrollPass : llvm::PassInfoMixin<SharedUnrollPass> {
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << "smemvec-unroll";
  }
};

/// New-PM loop pass, `loop(smemvec-unroll-cleanup)`, run right after the
/// full unroller: takes smemvec-unroll's request off every loop the unroller
/// left rolled, so no later pass reports a failed user pragma.
struct SharedUnrollCleanupPass : llvm::PassInfoMixin<SharedUnrollCleanupPass> {
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << "smemvec-unroll-cleanup";
  }
};

/// New-PM function pass, `smemvec-unroll-remainder`, run after LLVM's
/// LoopUnrollPass (VectorizerEnd): unrolls straight-line the remainder
/// loops of runtime unrolls that smemvec-unroll asked for (rule r) when
/// they run at most -smemvec-unroll-remainder iterations.
struct SharedUnrollRemainderPass
    : llvm::PassInfoMixin<SharedUnrollRemainderPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << "smemvec-unroll-remainder";
  }
};

} // namespace smemvec

#endif // SMEMVEC_SHAREDUNROLL_H
