//===- SharedMemory.h - What every smemvec pass means by shared and ordered
//===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What more than one pass decides with, kept in one place so the passes
// cannot drift apart: a pointer into shared memory, the address space an
// object is known to live in, an access whose order with plain accesses CUDA
// code relies on, and the functions a kernel reaches (whose shared globals
// share its static layout), and whether the module is a whole device
// program (perTUWitness).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_SHAREDMEMORY_H
#define SMEMVEC_LIB_SHAREDMEMORY_H

#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/NVPTXAddrSpace.h"

namespace smemvec {

/// A pointer type into NVPTX shared memory (addrspace(3)).
inline bool isSharedPointerType(const llvm::Type *Ty) {
  return Ty->isPointerTy() &&
         Ty->getPointerAddressSpace() == llvm::NVPTXAS::ADDRESS_SPACE_SHARED;
}

/// A value that is a pointer into NVPTX shared memory.
inline bool isSharedPointer(const llvm::Value *V) {
  return isSharedPointerType(V->getType());
}

/// The address space an underlying object (getUnderlyingObject's answer)
/// is known to live in, or generic (0) if unknown. Typed pointers say it
/// themselves (shared globals, addrspace(3)/(1) values, the parameters of
/// smemvec-inline's clones). A pointer parameter of a CUDA kernel is global
/// memory: the host can only pass global addresses, and NVPTX's argument
/// lowering (NVPTXLowerArgs) assumes the same for the `nvptx64-nvidia-cuda`
/// driver interface. A byval parameter is a copy in parameter space, and an
/// alloca is local memory, neither of which is such a pointer.
inline unsigned knownAddressSpace(const llvm::Value *Obj) {
  const llvm::Type *Ty = Obj->getType();
  if (!Ty->isPointerTy())
    return llvm::NVPTXAS::ADDRESS_SPACE_GENERIC;
  if (unsigned AS = Ty->getPointerAddressSpace())
    return AS;
  auto *A = llvm::dyn_cast<llvm::Argument>(Obj);
  if (!A || A->hasByValAttr())
    return llvm::NVPTXAS::ADDRESS_SPACE_GENERIC;
  const llvm::Function &F = *A->getParent();
  if (F.getCallingConv() == llvm::CallingConv::PTX_Kernel &&
      F.getParent()->getTargetTriple().getOS() == llvm::Triple::CUDA)
    return llvm::NVPTXAS::ADDRESS_SPACE_GLOBAL;
  return llvm::NVPTXAS::ADDRESS_SPACE_GENERIC;
}

/// A pointer that addresses shared memory, typed or not: an addrspace(3)
/// pointer, or a generic one whose underlying object lives in shared memory
/// (the `addrspacecast (ptr addrspace(3) @tile to ptr)` clang emits, which
/// the middle end sees before infer-address-spaces runs in codegen).
inline bool addressesSharedMemory(const llvm::Value *Ptr) {
  return isSharedPointer(Ptr) ||
         knownAddressSpace(llvm::getUnderlyingObject(Ptr)) ==
             llvm::NVPTXAS::ADDRESS_SPACE_SHARED;
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

/// The functions \p K can reach through direct calls (and, conservatively,
/// every address-taken function through an indirect call), \p K included:
/// whose shared globals share \p K's static layout (smemvec-align's and
/// smemvec-pad's budgets).
inline llvm::SmallSetVector<const llvm::Function *, 8>
reachableFunctions(const llvm::Module &M, const llvm::Function &K) {
  llvm::SmallSetVector<const llvm::Function *, 8> Reach;
  Reach.insert(&K);
  for (unsigned Idx = 0; Idx < Reach.size(); ++Idx) {
    if (Reach[Idx]->isDeclaration())
      continue;
    for (const llvm::BasicBlock &BB : *Reach[Idx])
      for (const llvm::Instruction &I : BB)
        if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
          if (const llvm::Function *Callee = CB->getCalledFunction())
            Reach.insert(Callee);
          else if (!CB->isInlineAsm())
            for (const llvm::Function &F : M)
              if (F.hasAddressTaken())
                Reach.insert(&F);
        }
  }
  return Reach;
}

/// A kernel that proves the module is a per-TU (non -fgpu-rdc) device
/// compile, a whole device program that no other TU links against: clang 22
/// gives an instantiated template kernel (it has a comdat) external linkage
/// without -fgpu-rdc, and weak_odr/linkonce_odr with it; the device IR is
/// otherwise the same (diffed: flags, attributes, the ODR globals' linkage).
/// Null if none: nothing then proves that no other TU sees the module's
/// non-internal globals. smemvec-align raises, and smemvec-pad lays out, the
/// linkonce_odr/weak_odr shared globals of a module with a witness.
inline const llvm::Function *perTUWitness(const llvm::Module &M) {
  for (const llvm::Function &F : M)
    if (!F.isDeclaration() &&
        F.getCallingConv() == llvm::CallingConv::PTX_Kernel &&
        F.hasExternalLinkage() && F.hasComdat())
      return &F;
  return nullptr;
}

} // namespace smemvec

#endif // SMEMVEC_LIB_SHAREDMEMORY_H
