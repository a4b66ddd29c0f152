//===- FmaGuard.h - Keep a shared product out of its fmas -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-fma-guard: an fmul whose product an add in its block would absorb
// into an fma, and which another block also uses, gets its product fenced
// (llvm.arithmetic.fence) where those adds use it, so instruction selection
// keeps one mul and plain adds, as nvcc does, instead of an fma plus a
// second mul that keeps both factors live into the other block. See
// lib/CodeGen/FmaGuard.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_FMAGUARD_H
#define SMEMVEC_FMAGUARD_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
} // namespace llvm

namespace smemvec {

/// New-PM function pass, `opt -passes=smemvec-fma-guard`. Without a target
/// machine, an fmul counts as contractable when an add of its block carries
/// `contract` (clang flags every add only under -ffp-contract=fast, which
/// also lets the back end contract flagless multiplies).
struct FmaGuardPass : llvm::PassInfoMixin<FmaGuardPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

/// Legacy wrapper, inserted into the NVPTX codegen pipeline right after
/// CodeGenPrepare; it reads the target machine's fp-contract mode.
llvm::FunctionPass *createFmaGuardLegacyPass();

} // namespace smemvec

#endif // SMEMVEC_FMAGUARD_H
