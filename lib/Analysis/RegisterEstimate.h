//===- RegisterEstimate.h - Peak live registers of an IR function --------===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// An estimate of the 32-bit registers ptxas gives a thread of an NVPTX
// function, computed on LLVM IR: the peak, over all program points, of the
// sizes of the SSA values live there (RegisterEstimate.cpp says how each
// value is counted). smemvec's launch check (LaunchCheck.cpp) computes it
// before smemvec's middle-end transforms change a kernel and again at the
// end of the middle end; docs/launch-check.md gives its agreement with
// `ptxas -v`. Passes with a FunctionAnalysisManager ask for it through
// RegisterEstimateAnalysis, which keeps it while the function is unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_REGISTERESTIMATE_H
#define SMEMVEC_LIB_REGISTERESTIMATE_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/MathExtras.h"

#include <cstdint>

namespace llvm {
class DataLayout;
class Function;
class Type;
} // namespace llvm

namespace smemvec {

/// 32-bit registers a value of \p Bits bits takes, in the unit ptxas
/// allocates and reports: a 64-bit value two, a predicate (1 bit) none
/// (ptxas keeps predicates in a file of their own).
inline unsigned registersOfBits(uint64_t Bits) {
  return Bits <= 1 ? 0 : unsigned(llvm::divideCeil(Bits, 32));
}

/// 32-bit registers a value of type \p T takes: the one register size of
/// every smemvec estimator. i1 and vectors of i1 take none (predicates),
/// a shared or local pointer one (a 32-bit window in SASS whatever its PTX
/// width), any other pointer its DataLayout width, an aggregate the sum of
/// its elements; void, labels, metadata, tokens and scalable vectors none.
unsigned registersOf(llvm::Type *T, const llvm::DataLayout &DL);

/// The peak of live 32-bit register units in \p F (0 for a declaration, or
/// for a function too large to analyse within the complexity bound). A call
/// to a defined function adds that function's own estimate at the call.
unsigned estimateRegisters(const llvm::Function &F);

/// The same, with callee estimates shared across calls through \p Memo
/// (valid while no function in it changes).
unsigned
estimateRegisters(const llvm::Function &F,
                  llvm::DenseMap<const llvm::Function *, unsigned> &Memo);

/// estimateRegisters(F) as a new-PM function analysis (`require<smemvec-
/// register-estimate>`), registered by the plugin (PassRegistry.def).
class RegisterEstimateAnalysis
    : public llvm::AnalysisInfoMixin<RegisterEstimateAnalysis> {
  friend llvm::AnalysisInfoMixin<RegisterEstimateAnalysis>;
  static llvm::AnalysisKey Key;

public:
  struct Result {
    unsigned Registers = 0;
    /// F calls a defined function, whose estimate Registers includes: a
    /// change to that callee does not invalidate this result.
    bool CountsCallees = false;
    /// Any change to F may change the estimate: the result stays only
    /// where this analysis, or every analysis on functions, is preserved
    /// (preserved CFG analyses do not keep it).
    bool invalidate(llvm::Function &F, const llvm::PreservedAnalyses &PA,
                    llvm::FunctionAnalysisManager::Invalidator &);
  };
  Result run(llvm::Function &F, llvm::FunctionAnalysisManager &);
};

/// estimateRegisters(F) through \p FAM's cache: a cached result is reused
/// unless it counts callees (those may have changed since), which is
/// computed again.
unsigned estimateRegisters(llvm::Function &F,
                           llvm::FunctionAnalysisManager &FAM);

} // namespace smemvec

#endif // SMEMVEC_LIB_REGISTERESTIMATE_H
