//===- LoopMetadata.h - Reading and rewriting loop IDs -----------*- C++ -*-===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// smemvec-unroll writes its decisions into loop IDs (`llvm.loop.unroll.*`
// plus its own `smemvec.unroll.*` markers) and smemvec-unroll-handoff reads
// and rewrites them in codegen: one reader and one rewriter for both.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_LOOPMETADATA_H
#define SMEMVEC_LIB_LOOPMETADATA_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
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
  return anyLoopOption(L, [Name](llvm::StringRef N) { return N == Name; });
}

/// Replaces L's loop ID by a distinct one with the operands Keep accepts
/// (by name), followed by Extra.
inline void replaceLoopOptions(llvm::Loop &L,
                          llvm::function_ref<bool(llvm::StringRef)> Keep,
                          llvm::ArrayRef<llvm::Metadata *> Extra = {}) {
  llvm::SmallVector<llvm::Metadata *, 8> Ops = {nullptr};
  if (llvm::MDNode *Old = L.getLoopID())
    for (unsigned I = 1, E = Old->getNumOperands(); I != E; ++I)
      if (Keep(loopOptionName(Old->getOperand(I))))
        Ops.push_back(Old->getOperand(I));
  Ops.append(Extra.begin(), Extra.end());
  llvm::MDNode *New =
      llvm::MDNode::getDistinct(L.getHeader()->getContext(), Ops);
  New->replaceOperandWith(0, New);
  L.setLoopID(New);
}

} // namespace smemvec

#endif // SMEMVEC_LIB_LOOPMETADATA_H
