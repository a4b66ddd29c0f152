//===- SharedPad.h - Remove shared-memory bank conflicts by layout -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-pad: pads the row pitch of (or XOR-swizzles) internal shared
// tiles whose accesses the bank-conflict model says conflict, where every
// access can be rewritten. See lib/SharedPad.cpp for the algorithm.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDPAD_H
#define SMEMVEC_SHAREDPAD_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class ModulePass;
} // namespace llvm

namespace smemvec {

/// New-PM module pass, `opt -passes=smemvec-pad`.
struct SharedPadPass : llvm::PassInfoMixin<SharedPadPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
};

/// Legacy wrapper, inserted into the NVPTX codegen pipeline right after
/// infer-address-spaces (before smemvec-align) by the plugin.
llvm::ModulePass *createSharedPadLegacyPass();

/// -smemvec-pad (the kill switch; also read by the pass itself).
bool isSharedPadEnabled();

} // namespace smemvec

#endif // SMEMVEC_SHAREDPAD_H
