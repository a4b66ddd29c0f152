//===- SharedInline.h - Inline or specialize calls that take shared memory ===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// smemvec-inline: inlines device calls whose pointer arguments are proven to
// point into shared memory (or clones the callee with those parameters in
// addrspace(3)), so the callee's accesses become ld/st.shared. See
// lib/SharedInline.cpp for the algorithm and the cost model.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDINLINE_H
#define SMEMVEC_SHAREDINLINE_H

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/IR/PassManager.h"

namespace smemvec {

/// New-PM module pass, `opt -passes=smemvec-inline`.
struct SharedInlinePass : llvm::PassInfoMixin<SharedInlinePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << "smemvec-inline";
  }
};

/// New-PM CGSCC pass, `opt -passes='cgscc(smemvec-inline-apply)'`: inlines
/// the calls smemvec-inline marked, bottom-up, after each function was
/// simplified.
struct SharedInlineApplyPass : llvm::PassInfoMixin<SharedInlineApplyPass> {
  llvm::PreservedAnalyses run(llvm::LazyCallGraph::SCC &C,
                              llvm::CGSCCAnalysisManager &AM,
                              llvm::LazyCallGraph &CG,
                              llvm::CGSCCUpdateResult &UR);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << "smemvec-inline-apply";
  }
};

} // namespace smemvec

#endif // SMEMVEC_SHAREDINLINE_H
