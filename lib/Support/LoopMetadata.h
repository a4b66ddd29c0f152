//===- LoopMetadata.h - Reading and rewriting loop IDs ----------*- C++ -*-===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// smemvec-unroll writes its decisions into loop IDs (`llvm.loop.unroll.*`
// plus its own `smemvec.unroll.*` markers) and smemvec-unroll-handoff reads
// and rewrites them in codegen: one reader and one rewriter for both, on top
// of LLVM's own (findOptionMDForLoop, makePostTransformationMetadata). What
// LLVM has no helper for is a scan by name prefix (anyLoopOption).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_LOOPMETADATA_H
#define SMEMVEC_LIB_LOOPMETADATA_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Metadata.h"

namespace smemvec {

/// The name of a loop-ID operand such as `!{!"llvm.loop.unroll.count", i32 4}`.
inline llvm::StringRef loopOptionName(const llvm::MDOperand &Op) {
  auto *Node = llvm::dyn_cast<llvm::MDNode>(Op);
  if (!Node || Node->getNumOperands() == 0)
    return {};
  auto *Name = llvm::dyn_cast<llvm::MDString>(Node->getOperand(0));
  return Name ? Name->getString() : llvm::StringRef();
}

/// True if an operand of L's loop ID satisfies Pred (by name).
inline bool anyLoopOption(const llvm::Loop &L,
                          llvm::function_ref<bool(llvm::StringRef)> Pred) {
  llvm::MDNode *ID = L.getLoopID();
  if (!ID)
    return false;
  for (unsigned I = 1, E = ID->getNumOperands(); I != E; ++I)
    if (Pred(loopOptionName(ID->getOperand(I))))
      return true;
  return false;
}

/// True if L's loop ID has an operand named Name.
inline bool hasLoopOption(const llvm::Loop &L, llvm::StringRef Name) {
  return llvm::findOptionMDForLoop(&L, Name) != nullptr;
}

/// Gives L a new distinct loop ID: the old one without the operands whose
/// names start with one of RemovePrefixes, followed by Add
/// (makePostTransformationMetadata, as upstream's transforms do it).
inline void replaceLoopOptions(llvm::Loop &L,
                               llvm::ArrayRef<llvm::StringRef> RemovePrefixes,
                               llvm::ArrayRef<llvm::MDNode *> Add = {}) {
  L.setLoopID(llvm::makePostTransformationMetadata(
      L.getHeader()->getContext(), L.getLoopID(), RemovePrefixes, Add));
}

} // namespace smemvec

#endif // SMEMVEC_LIB_LOOPMETADATA_H
