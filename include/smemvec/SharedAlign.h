//===- SharedAlign.h - Raise and propagate shared-memory alignment -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-align: raises the alignment of addrspace(3) global definitions and
// propagates the provable alignment to every access derived from them. See
// lib/SharedAlign.cpp for the algorithm.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDALIGN_H
#define SMEMVEC_SHAREDALIGN_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class ModulePass;
} // namespace llvm

namespace smemvec {

/// New-PM module pass, `opt -passes=smemvec-align`.
struct SharedAlignPass : llvm::PassInfoMixin<SharedAlignPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
};

/// Legacy wrapper, inserted into the NVPTX codegen pipeline right after
/// infer-address-spaces by the plugin.
llvm::ModulePass *createSharedAlignLegacyPass();

} // namespace smemvec

#endif // SMEMVEC_SHAREDALIGN_H
