//===- SharedUnrollHandoff.h - Leave the rest of an unroll to ptxas -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-unroll-handoff: a loop that smemvec-unroll unrolled by a count for
// ptxas to finish (loop-ID marker `smemvec.unroll.handoff`) gets the shape
// ptxas' own unroller needs: no `.pragma "nounroll"`, a conditional back
// edge, and an exit test on a 32-bit counter. See lib/SharedUnrollHandoff.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDUNROLLHANDOFF_H
#define SMEMVEC_SHAREDUNROLLHANDOFF_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
} // namespace llvm

namespace smemvec {

/// New-PM function pass, `opt -passes=smemvec-unroll-handoff`.
struct SharedUnrollHandoffPass : llvm::PassInfoMixin<SharedUnrollHandoffPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

/// Legacy wrapper, inserted into the NVPTX codegen pipeline right after
/// loop strength reduction (the last IR pass that rewrites induction
/// variables).
llvm::FunctionPass *createSharedUnrollHandoffLegacyPass();

} // namespace smemvec

#endif // SMEMVEC_SHAREDUNROLLHANDOFF_H
