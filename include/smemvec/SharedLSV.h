//===- SharedLSV.h - Gapped load vectorizer for shared memory ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-lsv: merges chains of addrspace(3) loads, gapped and of mixed
// element sizes, into the widest legal vector load. See lib/SharedLSV.cpp for
// the algorithm, the cost model and the safety rules.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDLSV_H
#define SMEMVEC_SHAREDLSV_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
} // namespace llvm

namespace smemvec {

/// New-PM function pass, `opt -passes=smemvec-lsv`.
struct SharedLSVPass : llvm::PassInfoMixin<SharedLSVPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

/// Legacy wrapper, inserted into the NVPTX codegen pipeline after
/// smemvec-align (and so before upstream's LoadStoreVectorizer).
llvm::FunctionPass *createSharedLSVLegacyPass();

} // namespace smemvec

#endif // SMEMVEC_SHAREDLSV_H
