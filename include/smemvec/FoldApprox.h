//===- FoldApprox.h - Fold NVVM approximate intrinsics of constants -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-fold-approx: replaces calls of NVVM approximate intrinsics
// (lg2/ex2/rsqrt/sqrt/rcp .approx) whose constant argument has an exact
// result that the hardware was shown to return, so loop bounds such as
// `(int)__log2f(16)` become constants before the loop passes. See
// lib/FoldApprox.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_FOLDAPPROX_H
#define SMEMVEC_FOLDAPPROX_H

#include "llvm/IR/PassManager.h"

namespace smemvec {

/// New-PM function pass, `opt -passes=smemvec-fold-approx`.
struct FoldApproxPass : llvm::PassInfoMixin<FoldApproxPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << "smemvec-fold-approx";
  }
};

} // namespace smemvec

#endif // SMEMVEC_FOLDAPPROX_H
