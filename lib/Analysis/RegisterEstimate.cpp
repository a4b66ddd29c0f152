//===- RegisterEstimate.cpp - Peak live registers of an IR function ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: ptxas allocates registers after the PTX is written, so nothing in
// LLVM knows how many a kernel will get; smemvec's unrolling and inlining
// can raise that number past what a large block can launch with. This file
// gives an IR-level estimate that the launch check (LaunchCheck.cpp)
// computes before and after smemvec's middle-end transforms.
//
// Where: called by the launch check on kernels and by smemvec-unroll's
// register caps; module and CGSCC passes go through RegisterEstimateAnalysis
// (the cached result, recomputed after a change). By name for calibration:
// `opt -passes=print-smemvec-registers`.
//
// Steps:
//  1. registersOf (RegisterEstimate.h): each value in 32-bit units (i1
//     and allocas 0, 64-bit values 2); constant-offset GEPs and bitcasts
//     fold into their base.
//  2. SSA liveness, backward dataflow to a fixpoint.
//  3. Walk each block backwards from its live-out set; the estimate is the
//     peak, callees' own estimates added at their calls.
//
// Calibration against `ptxas -v` and complexity: docs/launch-check.md.
//
//===----------------------------------------------------------------------===//

#include "RegisterEstimate.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/NVPTXAddrSpace.h"

#include <map>
#include <vector>

using namespace llvm;

/// Largest liveness problem analysed, in bits (blocks x counted values):
/// 256 Mbit = 32 MB of bit vectors. A fully unrolled 16x8 tile is ~3000
/// values in ~20 blocks; this bound is only reached by generated code.
static constexpr uint64_t MaxLivenessBits = uint64_t(1) << 28;

unsigned smemvec::registersOf(Type *T, const DataLayout &DL) {
  if (T->isVoidTy() || T->isLabelTy() || T->isMetadataTy() || T->isTokenTy())
    return 0;
  if (T->isIntOrIntVectorTy(1))
    return 0; // predicate registers: a file of their own in ptxas' count
  if (auto *ST = dyn_cast<StructType>(T)) {
    unsigned Units = 0;
    for (Type *E : ST->elements())
      Units += registersOf(E, DL);
    return Units;
  }
  if (auto *AT = dyn_cast<ArrayType>(T))
    return AT->getNumElements() * registersOf(AT->getElementType(), DL);
  // Shared (and local) addresses are 32-bit windows in SASS whatever their
  // PTX width.
  if (auto *PT = dyn_cast<PointerType>(T))
    if (PT->getAddressSpace() == NVPTXAS::ADDRESS_SPACE_SHARED ||
        PT->getAddressSpace() == NVPTXAS::ADDRESS_SPACE_LOCAL)
      return 1;
  TypeSize Bits = DL.getTypeSizeInBits(T);
  if (Bits.isScalable())
    return 0;
  return registersOfBits(Bits.getFixedValue());
}

static bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::PTX_Kernel;
}

namespace {

/// Liveness and peak pressure of one function (steps 1-3).
class PressureWalker {
public:
  PressureWalker(const Function &F,
                 DenseMap<const Function *, unsigned> &CalleeMemo,
                 SmallPtrSetImpl<const Function *> &InProgress)
      : F(F), DL(F.getParent()->getDataLayout()), CalleeMemo(CalleeMemo),
        InProgress(InProgress) {}

  unsigned run();

private:
  const Function &F;
  const DataLayout &DL;
  DenseMap<const Function *, unsigned> &CalleeMemo;
  SmallPtrSetImpl<const Function *> &InProgress;
  DenseMap<const Value *, unsigned> Index; // counted values
  /// Variable GEPs -> the first GEP of their block with the same address
  /// up to a constant (step 1).
  DenseMap<const GetElementPtrInst *, const GetElementPtrInst *>
      SameAddressPart;
  SmallVector<unsigned, 0> Units; // per index
  DenseMap<const BasicBlock *, unsigned> BlockIndex;
  SmallVector<BitVector, 0> Defs, UpUses, LiveIn, LiveOut;

  /// Step 1: the value a use of \p V keeps live (its folded base).
  const Value *root(const Value *V) const;
  /// The index of \p V's root if it is counted, else -1.
  int indexOf(const Value *V) const;
  void findSameAddressParts();
  void numberValues();
  void computeLocalSets();
  void solveLiveness();
  unsigned peakOf(const BasicBlock &BB);
  unsigned calleeUnits(const CallBase &CB);
};

} // namespace

const Value *PressureWalker::root(const Value *V) const {
  while (true) {
    if (auto *GEP = dyn_cast<GetElementPtrInst>(V)) {
      if (!GEP->hasAllConstantIndices()) {
        auto It = SameAddressPart.find(GEP);
        if (It == SameAddressPart.end() || It->second == GEP)
          return V;
        V = It->second;
        continue;
      }
      V = GEP->getPointerOperand();
    } else if (auto *BC = dyn_cast<BitCastInst>(V)) {
      V = BC->getOperand(0);
    } else if (isa<ZExtInst, SExtInst>(V) &&
               cast<Instruction>(V)->getOperand(0)->getType()->isIntegerTy(
                   32)) {
      // A widened 32-bit index: SASS keeps the 32-bit value and widens in
      // the address arithmetic (IMAD.WIDE).
      V = cast<Instruction>(V)->getOperand(0);
    } else {
      return V;
    }
  }
}

int PressureWalker::indexOf(const Value *V) const {
  auto It = Index.find(root(V));
  return It == Index.end() ? -1 : int(It->second);
}

/// A GEP's address up to a constant: its base without constant offsets and
/// casts, and its variable indices with their scales. Two GEPs of a block
/// with the same key differ by an immediate offset (`[%r+16]`).
static std::vector<uint64_t> addressKey(const GetElementPtrInst &GEP,
                                        const DataLayout &DL) {
  std::vector<uint64_t> Key;
  unsigned Bits = DL.getIndexTypeSizeInBits(GEP.getType());
  SmallMapVector<Value *, APInt, 4> Variable;
  APInt Constant(Bits, 0);
  if (!GEP.collectOffset(DL, Bits, Variable, Constant))
    return Key;
  APInt BaseOffset(Bits, 0);
  const Value *Base =
      GEP.getPointerOperand()->stripAndAccumulateConstantOffsets(
          DL, BaseOffset, /*AllowNonInbounds=*/true);
  Key.push_back(reinterpret_cast<uintptr_t>(Base));
  Key.push_back(GEP.getType()->getPointerAddressSpace());
  SmallVector<std::pair<uint64_t, uint64_t>, 4> Parts;
  for (auto &[V, Scale] : Variable)
    Parts.push_back({reinterpret_cast<uintptr_t>(V), Scale.getZExtValue()});
  llvm::sort(Parts);
  for (auto [V, Scale] : Parts) {
    Key.push_back(V);
    Key.push_back(Scale);
  }
  return Key;
}

void PressureWalker::findSameAddressParts() {
  for (const BasicBlock &BB : F) {
    std::map<std::vector<uint64_t>, const GetElementPtrInst *> First;
    for (const Instruction &I : BB) {
      auto *GEP = dyn_cast<GetElementPtrInst>(&I);
      if (!GEP || GEP->hasAllConstantIndices())
        continue;
      std::vector<uint64_t> Key = addressKey(*GEP, DL);
      if (Key.empty())
        continue;
      SameAddressPart[GEP] = First.try_emplace(Key, GEP).first->second;
    }
  }
}

void PressureWalker::numberValues() {
  findSameAddressParts();
  auto Add = [&](const Value &V) {
    if (root(&V) != &V)
      return;
    unsigned U = smemvec::registersOf(V.getType(), DL);
    if (U == 0)
      return;
    Index[&V] = Units.size();
    Units.push_back(U);
  };
  if (!isKernel(F))
    for (const Argument &A : F.args())
      Add(A);
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (!isa<AllocaInst>(I))
        Add(I);
}

void PressureWalker::computeLocalSets() {
  unsigned NB = 0;
  for (const BasicBlock &BB : F)
    BlockIndex[&BB] = NB++;
  BitVector Empty(Units.size());
  Defs.assign(NB, Empty);
  UpUses.assign(NB, Empty);
  LiveIn.assign(NB, Empty);
  LiveOut.assign(NB, Empty);
  for (const BasicBlock &BB : F) {
    unsigned B = BlockIndex[&BB];
    for (const Instruction &I : BB) {
      if (!isa<PHINode>(I))
        for (const Value *Op : I.operands()) {
          int OpIdx = indexOf(Op);
          if (OpIdx >= 0 && !Defs[B].test(OpIdx))
            UpUses[B].set(OpIdx);
        }
      int Idx = indexOf(&I);
      if (Idx >= 0 && root(&I) == &I)
        Defs[B].set(Idx);
    }
  }
}

void PressureWalker::solveLiveness() {
  SmallVector<const BasicBlock *, 0> Order(post_order(&F.getEntryBlock()));
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const BasicBlock *BB : Order) {
      unsigned B = BlockIndex[BB];
      BitVector Out(Units.size());
      for (const BasicBlock *S : successors(BB)) {
        Out |= LiveIn[BlockIndex[S]];
        for (const PHINode &Phi : S->phis()) {
          int Idx = indexOf(Phi.getIncomingValueForBlock(BB));
          if (Idx >= 0)
            Out.set(Idx);
        }
      }
      BitVector In = Out;
      In.reset(Defs[B]);
      In |= UpUses[B];
      if (In != LiveIn[B] || Out != LiveOut[B]) {
        LiveIn[B] = std::move(In);
        LiveOut[B] = std::move(Out);
        Changed = true;
      }
    }
  }
}

unsigned PressureWalker::calleeUnits(const CallBase &CB) {
  const Function *Callee = CB.getCalledFunction();
  if (!Callee || Callee->isDeclaration() || Callee->isIntrinsic())
    return 0;
  auto It = CalleeMemo.find(Callee);
  if (It != CalleeMemo.end())
    return It->second;
  if (!InProgress.insert(Callee).second)
    return 0; // recursion: the cycle's own estimate is counted once
  unsigned U = PressureWalker(*Callee, CalleeMemo, InProgress).run();
  InProgress.erase(Callee);
  CalleeMemo[Callee] = U;
  return U;
}

unsigned PressureWalker::peakOf(const BasicBlock &BB) {
  BitVector Live = LiveOut[BlockIndex[&BB]];
  unsigned Cur = 0;
  for (unsigned Idx : Live.set_bits())
    Cur += Units[Idx];
  unsigned Peak = Cur;
  for (const Instruction &I : reverse(BB)) {
    if (isa<PHINode>(I))
      break;
    int Idx = indexOf(&I);
    if (Idx >= 0 && root(&I) == &I && Live.test(Idx)) {
      Live.reset(Idx);
      Cur -= Units[Idx];
    }
    if (auto *CB = dyn_cast<CallBase>(&I))
      Peak = std::max(Peak, Cur + calleeUnits(*CB));
    for (const Value *Op : I.operands()) {
      int OpIdx = indexOf(Op);
      if (OpIdx >= 0 && !Live.test(OpIdx)) {
        Live.set(OpIdx);
        Cur += Units[OpIdx];
      }
    }
    Peak = std::max(Peak, Cur);
  }
  return Peak;
}

unsigned PressureWalker::run() {
  if (F.isDeclaration())
    return 0;
  numberValues();
  if (uint64_t(F.size()) * Units.size() > MaxLivenessBits)
    return 0;
  computeLocalSets();
  solveLiveness();
  unsigned Peak = 0;
  for (const BasicBlock &BB : F)
    Peak = std::max(Peak, peakOf(BB));
  return Peak;
}

unsigned
smemvec::estimateRegisters(const Function &F,
                           DenseMap<const Function *, unsigned> &Memo) {
  auto It = Memo.find(&F);
  if (It != Memo.end())
    return It->second;
  SmallPtrSet<const Function *, 8> InProgress;
  InProgress.insert(&F);
  unsigned U = PressureWalker(F, Memo, InProgress).run();
  Memo[&F] = U;
  return U;
}

unsigned smemvec::estimateRegisters(const Function &F) {
  DenseMap<const Function *, unsigned> Memo;
  return estimateRegisters(F, Memo);
}

AnalysisKey smemvec::RegisterEstimateAnalysis::Key;

smemvec::RegisterEstimateAnalysis::Result
smemvec::RegisterEstimateAnalysis::run(Function &F, FunctionAnalysisManager &) {
  Result R;
  R.Registers = estimateRegisters(F);
  R.CountsCallees = any_of(instructions(F), [](const Instruction &I) {
    const auto *CB = dyn_cast<CallBase>(&I);
    const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    return Callee && !Callee->isDeclaration() && !Callee->isIntrinsic();
  });
  return R;
}

bool smemvec::RegisterEstimateAnalysis::Result::invalidate(
    Function &, const PreservedAnalyses &PA,
    FunctionAnalysisManager::Invalidator &) {
  auto PAC = PA.getChecker<RegisterEstimateAnalysis>();
  return !PAC.preserved() && !PAC.preservedSet<AllAnalysesOn<Function>>();
}

unsigned smemvec::estimateRegisters(Function &F, FunctionAnalysisManager &FAM) {
  if (auto *Cached = FAM.getCachedResult<RegisterEstimateAnalysis>(F)) {
    if (!Cached->CountsCallees)
      return Cached->Registers;
    PreservedAnalyses PA = PreservedAnalyses::all();
    PA.abandon<RegisterEstimateAnalysis>();
    FAM.invalidate(F, PA);
  }
  return FAM.getResult<RegisterEstimateAnalysis>(F).Registers;
}
