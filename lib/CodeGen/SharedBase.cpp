//===- SharedBase.cpp - One register for each shared object's address -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: once a loop over a shared array is fully unrolled, NVPTX prints its
// accesses as symbol + offset (`[Ls+136]`), and on sm_90 ptxas rebuilds a
// shared symbol's address, a long-latency special-register read, in every
// basic block that names it. nvcc moves the symbol into a register once.
// This pass does the same.
//
// What: for each shared array that constant-address loads, stores or
// atomics use from two or more basic blocks (scalar shared variables keep
// their symbol):
//  1. `%G.base = freeze ptr addrspace(3) @G` at the top of the entry block
//     (a copy instruction selection cannot fold back into the addresses);
//  2. each such address becomes `%G.base` or an `i8` GEP of it right before
//     its user, which instruction selection folds into the access.
// Every value is unchanged; only where the address is formed moves.
//
// Where: the NVPTX codegen pipeline, right after CodeGenPrepare (every IR
// pass that would fold the freeze back runs before). By name:
// `opt -passes=smemvec-shared-base`; off: -smemvec-shared-base=0.
//
// Measurements and the cases left alone: docs/shared-base.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedBase.h"

#include "Analysis/SharedMemory.h"
#include "Support/Options.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

#include <optional>

using namespace llvm;

#define DEBUG_TYPE "smemvec-shared-base"

STATISTIC(NumGlobalsBased, "Shared globals addressed through one register");
STATISTIC(NumAccessesBased,
          "Constant shared accesses rewritten to that register");

using smemvec::sharedbase::EnableSharedBase;

namespace {

/// One operand that names a shared global by a constant address.
struct ConstantUse {
  Instruction *User;
  unsigned OperandNo;
  APInt Offset;
};

} // namespace

/// The shared global that constant C addresses, with its byte offset, if C
/// is the global or a constant-offset getelementptr of it.
static GlobalVariable *sharedGlobalOf(Value *V, const DataLayout &DL,
                                      APInt &Offset) {
  auto *C = dyn_cast<Constant>(V);
  if (!C || !smemvec::isSharedPointer(C))
    return nullptr;
  Offset = APInt(DL.getIndexTypeSizeInBits(C->getType()), 0);
  auto *G = dyn_cast<GlobalVariable>(C->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/true));
  if (!G || !smemvec::isSharedPointer(G))
    return nullptr;
  return G;
}

/// The operand number of I's address if I is a load, store or atomic.
static std::optional<unsigned> pointerOperandNo(const Instruction &I) {
  if (isa<LoadInst>(I))
    return LoadInst::getPointerOperandIndex();
  if (isa<StoreInst>(I))
    return StoreInst::getPointerOperandIndex();
  if (isa<AtomicRMWInst>(I))
    return AtomicRMWInst::getPointerOperandIndex();
  if (isa<AtomicCmpXchgInst>(I))
    return AtomicCmpXchgInst::getPointerOperandIndex();
  return std::nullopt;
}

/// G holds one scalar (a flag, a counter, an accumulator), not an array or
/// a struct: nothing is unrolled over it, so ptxas forms its address where
/// it is used, and a register for it made a contended `atomicAdd` kernel
/// 2.7% slower (docs/shared-base.md).
static bool isScalarObject(const GlobalVariable &G) {
  Type *T = G.getValueType();
  return T->isIntegerTy() || T->isFloatingPointTy() || T->isPointerTy();
}

static bool runOnFunction(Function &F, OptimizationRemarkEmitter &ORE) {
  if (!EnableSharedBase || F.isDeclaration() ||
      !F.getParent()->getTargetTriple().isNVPTX())
    return false;
  const DataLayout &DL = F.getDataLayout();

  // Step 0: every constant use of each shared global, in program order.
  MapVector<GlobalVariable *, SmallVector<ConstantUse, 8>> Uses;
  for (Instruction &I : instructions(F)) {
    std::optional<unsigned> N = pointerOperandNo(I);
    APInt Offset;
    if (!N)
      continue;
    if (GlobalVariable *G = sharedGlobalOf(I.getOperand(*N), DL, Offset))
      Uses[G].push_back({&I, *N, Offset});
  }

  // The bases go before the entry block's first non-alloca, in the order
  // their globals are first accessed.
  Instruction *Top = &*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca();
  bool Changed = false;
  for (auto &[G, GUses] : Uses) {
    SmallPtrSet<BasicBlock *, 8> Blocks;
    for (const ConstantUse &U : GUses)
      Blocks.insert(U.User->getParent());
    if (Blocks.size() < 2)
      continue;
    if (isScalarObject(*G)) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "ScalarObject", Top)
               << "shared global '" << ore::NV("Global", G->getName())
               << "' keeps its symbol: a scalar, "
               << ore::NV("Uses", GUses.size()) << " constant addresses in "
               << ore::NV("Blocks", Blocks.size()) << " blocks";
      });
      continue;
    }

    // Step 1: the address once, in a register.
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << ": '"
                      << G->getName() << "', " << GUses.size()
                      << " constant accesses in " << Blocks.size()
                      << " blocks\n");
    IRBuilder<> B(Top);
    Value *Base = B.CreateFreeze(G, G->getName() + ".base");

    // Step 2: each use through it.
    for (const ConstantUse &U : GUses) {
      Value *Addr = Base;
      if (!U.Offset.isZero()) {
        B.SetInsertPoint(U.User);
        // No inbounds: the constant may not have had it; selection folds
        // the offset into the access either way.
        Addr = B.CreatePtrAdd(Base, B.getInt(U.Offset), G->getName() + ".addr");
      }
      U.User->setOperand(U.OperandNo, Addr);
    }
    Changed = true;
    ++NumGlobalsBased;
    NumAccessesBased += GUses.size();
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "SharedBase", Top)
             << "addressing shared global '" << ore::NV("Global", G->getName())
             << "' through one register: " << ore::NV("Uses", GUses.size())
             << " constant addresses in " << ore::NV("Blocks", Blocks.size())
             << " blocks";
    });
  }
  return Changed;
}

PreservedAnalyses smemvec::SharedBasePass::run(Function &F,
                                               FunctionAnalysisManager &AM) {
  if (!runOnFunction(F, AM.getResult<OptimizationRemarkEmitterAnalysis>(F)))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {

class SharedBaseLegacy : public FunctionPass {
public:
  static char ID;
  SharedBaseLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: one register for each shared global's address";
  }

  // No analysis is required: asking for one here would have the pass
  // manager compute it between CodeGenPrepare and instruction selection,
  // and instruction selection then sees fresh analyses where it saw
  // CodeGenPrepare's, which moved one load of a function this pass leaves
  // alone. The remarks need no block frequencies.
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F))
      return false;
    OptimizationRemarkEmitter ORE(&F);
    return ::runOnFunction(F, ORE);
  }
};

} // namespace

char SharedBaseLegacy::ID = 0;

FunctionPass *smemvec::createSharedBaseLegacyPass() {
  return new SharedBaseLegacy();
}
