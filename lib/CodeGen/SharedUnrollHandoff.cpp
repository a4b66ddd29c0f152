//===- SharedUnrollHandoff.cpp - Leave the rest of an unroll to ptxas -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: nvcc unrolls a register-tiled k-loop by a small count and ptxas
// finishes the unroll with its own register heuristics (fewer registers than
// a full unroll in LLVM). ptxas never finishes an unroll clang started: the
// `.pragma "nounroll"` LoopUnrollPass's `llvm.loop.unroll.disable` prints,
// a latch that exits on the taken branch, and an exit test folded into a
// 64-bit induction variable each stop it.
//
// Where: the NVPTX codegen pipeline right after loop strength reduction
// (the plugin's TargetPassConfig callback); only loops smemvec-unroll marked
// `smemvec.unroll.handoff`; non-NVPTX modules: nothing.
//
// What, per marked loop: a 32-bit counter and a `br (next != TC), header,
// exit` latch where the trip count is a constant and the shape allows it,
// then every `llvm.loop.unroll.*` operand dropped from the loop ID. The
// steps, their conditions and measurements: docs/unroll.md ("Design notes
// from the source: the hand-off").
//
// Run it: opt -load-pass-plugin=build/lib/SmemVec.so
//             -passes=smemvec-unroll-handoff kernel.ll -S
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedUnrollHandoff.h"

#include "Support/Options.h"
#include "Support/UnrollMarkers.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "smemvec-unroll-handoff"

using smemvec::handoff::EnableHandoff;

static bool isHandedOff(const Loop &L) {
  return smemvec::UnrollMarkers::isHandedOff(L);
}

/// Step 3: L's loop ID without its `llvm.loop.unroll.*` operands.
static void dropUnrollMetadata(Loop &L) {
  smemvec::UnrollMarkers::dropLLVMOptions(L);
}

/// Step 1: why L cannot be handed over, or null if it can. TC gets the trip
/// count.
static const char *whyNot(const Loop &L, ScalarEvolution &SE, unsigned &TC) {
  BasicBlock *Header = L.getHeader();
  BasicBlock *Latch = L.getLoopLatch();
  if (!L.getLoopPreheader() || !Latch || Header->hasNPredecessorsOrMore(3))
    return "not in simplified form";
  if (L.getExitingBlock() != Latch)
    return "an exit other than the latch";
  auto *BI = dyn_cast<BranchInst>(Latch->getTerminator());
  if (!BI || !BI->isConditional())
    return "no conditional latch branch";
  TC = SE.getSmallConstantTripCount(&L);
  if (TC < 2)
    return "no constant trip count";
  return nullptr;
}

/// Step 2: the 32-bit counter and the back edge as the taken branch.
static void rewriteExitTest(Loop &L, unsigned TC) {
  BasicBlock *Header = L.getHeader();
  BasicBlock *Latch = L.getLoopLatch();
  auto *BI = cast<BranchInst>(Latch->getTerminator());
  BasicBlock *Exit =
      BI->getSuccessor(0) == Header ? BI->getSuccessor(1) : BI->getSuccessor(0);
  assert(!L.contains(Exit) && "the latch's other successor leaves the loop");
  Type *I32 = Type::getInt32Ty(Header->getContext());
  PHINode *Count =
      PHINode::Create(I32, 2, "smemvec.trip", Header->getFirstNonPHIIt());
  // Keep the new phi after the existing ones (getFirstNonPHIIt points past
  // them) and feed it from both predecessors.
  IRBuilder<> B(BI);
  Value *Next =
      B.CreateAdd(Count, ConstantInt::get(I32, 1), "smemvec.trip.next",
                  /*HasNUW=*/true, /*HasNSW=*/true);
  Count->addIncoming(ConstantInt::get(I32, 0), L.getLoopPreheader());
  Count->addIncoming(Next, Latch);
  Value *Again =
      B.CreateICmpNE(Next, ConstantInt::get(I32, TC), "smemvec.trip.again");
  Value *OldCond = BI->getCondition();
  BI->setCondition(Again);
  BI->setSuccessor(0, Header);
  BI->setSuccessor(1, Exit);
  RecursivelyDeleteTriviallyDeadInstructions(OldCond);
}

static bool runOnFunction(Function &F, LoopInfo &LI, ScalarEvolution &SE,
                          OptimizationRemarkEmitter &ORE) {
  if (!EnableHandoff || !F.getParent()->getTargetTriple().isNVPTX())
    return false;
  bool Changed = false;
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!isHandedOff(*L))
      continue;
    unsigned TC = 0;
    if (const char *Why = whyNot(*L, SE, TC)) {
      dropUnrollMetadata(*L);
      ORE.emit([&] {
        return OptimizationRemark(DEBUG_TYPE, "HandedOff", L->getStartLoc(),
                                  L->getHeader())
               << "loop left for ptxas to unroll: no nounroll pragma (exit "
                  "test kept: "
               << ore::NV("Reason", Why) << ")";
      });
      Changed = true;
      continue;
    }
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": handing " << L->getName()
                      << " (trip count " << TC << ") to ptxas\n");
    rewriteExitTest(*L, TC);
    dropUnrollMetadata(*L);
    SE.forgetLoop(L);
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "HandedOff", L->getStartLoc(),
                                L->getHeader())
             << "loop left for ptxas to unroll (trip count "
             << ore::NV("TripCount", TC)
             << "): no nounroll pragma, conditional back edge, 32-bit exit "
                "counter";
    });
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses
smemvec::SharedUnrollHandoffPass::run(Function &F,
                                      FunctionAnalysisManager &AM) {
  if (!runOnFunction(F, AM.getResult<LoopAnalysis>(F),
                     AM.getResult<ScalarEvolutionAnalysis>(F),
                     AM.getResult<OptimizationRemarkEmitterAnalysis>(F)))
    return PreservedAnalyses::all();
  // New instructions in existing blocks; the CFG (edges, not their order in
  // one branch) is unchanged.
  PreservedAnalyses PA;
  PA.preserve<LoopAnalysis>();
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {

class SharedUnrollHandoffLegacy : public FunctionPass {
public:
  static char ID;
  SharedUnrollHandoffLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: hand partially unrolled loops to ptxas";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LoopInfoWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.addRequired<OptimizationRemarkEmitterWrapperPass>();
    AU.addPreserved<LoopInfoWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F))
      return false;
    return ::runOnFunction(
        F, getAnalysis<LoopInfoWrapperPass>().getLoopInfo(),
        getAnalysis<ScalarEvolutionWrapperPass>().getSE(),
        getAnalysis<OptimizationRemarkEmitterWrapperPass>().getORE());
  }
};

} // namespace

char SharedUnrollHandoffLegacy::ID = 0;

FunctionPass *smemvec::createSharedUnrollHandoffLegacyPass() {
  return new SharedUnrollHandoffLegacy();
}
