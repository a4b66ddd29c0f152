//===- SharedMemory.h - What every smemvec pass means by shared and ordered ===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Two predicates more than one pass decides with, kept in one place so the
// passes cannot drift apart: a pointer into shared memory, and an access
// whose order with plain accesses CUDA code relies on.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_SHAREDMEMORY_H
#define SMEMVEC_LIB_SHAREDMEMORY_H

#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/NVPTXAddrSpace.h"

namespace smemvec {

/// A pointer type into NVPTX shared memory (addrspace(3)).
inline bool isSharedPointerType(const llvm::Type *Ty) {
  return Ty->isPointerTy() && Ty->getPointerAddressSpace() ==
                                  llvm::NVPTXAS::ADDRESS_SPACE_SHARED;
}

/// A value that is a pointer into NVPTX shared memory.
inline bool isSharedPointer(const llvm::Value *V) {
  return isSharedPointerType(V->getType());
}

/// Volatile accesses and atomics of any ordering, to any memory: what
/// upstream's LoadStoreVectorizer (22.1) moves plain accesses across, and
/// what warp-synchronous CUDA code relies on staying in order. Fences are
/// not: alias analysis answers ModRef for them, so every chain stops there
/// (checked on 22.1.8; test/SharedAlign/ordered-accesses.ll pins it).
inline bool isOrderedAccess(const llvm::Instruction &I) {
  if (llvm::isa<llvm::FenceInst>(I))
    return false;
  if (I.isAtomic())
    return true; // atomic load/store (any ordering), RMW, cmpxchg
  if (auto *LI = llvm::dyn_cast<llvm::LoadInst>(&I))
    return LI->isVolatile();
  if (auto *SI = llvm::dyn_cast<llvm::StoreInst>(&I))
    return SI->isVolatile();
  if (auto *MI = llvm::dyn_cast<llvm::MemIntrinsic>(&I))
    return MI->isVolatile();
  return false;
}

} // namespace smemvec

#endif // SMEMVEC_LIB_SHAREDMEMORY_H
