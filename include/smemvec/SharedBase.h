//===- SharedBase.h - One register for each shared object's address -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-shared-base: a shared global addressed by constants (`@tile`,
// `@tile + 136`) in more than one basic block gets its address computed
// once, in the entry block, and every such access becomes register +
// offset, as nvcc's PTX has it; unrolled taps over a 32-bit index that
// extensions keep apart get one 32-bit window address (windows). See
// lib/CodeGen/SharedBase.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDBASE_H
#define SMEMVEC_SHAREDBASE_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
} // namespace llvm

namespace smemvec {

/// New-PM function pass, `opt -passes=smemvec-shared-base`.
struct SharedBasePass : llvm::PassInfoMixin<SharedBasePass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

/// Legacy wrapper, inserted into the NVPTX codegen pipeline right after
/// CodeGenPrepare (the last IR pass that folds or sinks addresses).
llvm::FunctionPass *createSharedBaseLegacyPass();

} // namespace smemvec

#endif // SMEMVEC_SHAREDBASE_H
