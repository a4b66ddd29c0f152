//===- SharedUnrollHandoff.cpp - Leave the rest of an unroll to ptxas -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why this pass exists
// --------------------
// nvcc does not unroll a register-tiled k-loop fully: NVVM unrolls it by a
// small count and ptxas finishes the job, scheduling the unrolled body with
// its own register-pressure heuristics. On the pragma-free 1-D block-tiled
// SGEMM (bench/kernels/sgemm_regtile.cu) that gives 39 registers where the
// same loop fully unrolled in LLVM gives 48 (one 512-thread block less per
// SM, 0.89x of nvcc). ptxas never finishes an unroll that clang started,
// for three reasons in clang's PTX, each of which alone stops it (checked
// with ptxas' code size on the host):
//  - LoopUnrollPass marks the loop it unrolled by a count
//    `llvm.loop.unroll.disable`, which the NVPTX printer emits as
//    `.pragma "nounroll"`;
//  - the latch branches to the exit and jumps back unconditionally
//    (`@%p bra EXIT; bra.uni HEADER;`) when the IR's exit test is the true
//    edge: NVPTX cannot reverse a branch;
//  - loop strength reduction folds the exit test into the 64-bit address
//    induction variable (`cvt.u32.u64` + `setp`), which ptxas does not
//    take for a counted loop.
// This pass undoes the three for the loops smemvec-unroll hands over (loop
// ID marker `smemvec.unroll.handoff`), and only for those: the k-loops of
// register tiles it unrolled by one merge window, and every loop it
// unrolled by a count (runtime-trip staging copies and reductions, partial
// shared walks), where the pragma alone is what stops ptxas (a dot-product
// reduction: 1.37x over stock without it, nvcc 1.29x).
//
// Where it runs
// -------------
// In the NVPTX codegen pipeline right after loop strength reduction (the
// last pass that rewrites induction variables before instruction
// selection), inserted by the plugin's TargetPassConfig callback; by name:
// `opt -passes=smemvec-unroll-handoff`. Non-NVPTX modules: nothing.
//
// Algorithm (per marked loop L)
// -----------------------------
//  1. For the exit test: require a preheader, a header with two
//     predecessors (preheader and latch), a single exiting block that is
//     the latch, a conditional branch there, and a constant trip count
//     TC >= 2 (SCEV). Otherwise (a runtime trip count, the remainder of a
//     runtime unroll, an odd shape) skip step 2: ptxas unrolls such loops
//     by its own counted-loop analysis, or leaves them.
//  2. Add an i32 counter to the header (`0` from the preheader, `+1` at the
//     latch) and make the latch `br (next != TC), header, exit`: the back
//     edge is the taken branch and the exit test is on a 32-bit value.
//     L runs exactly TC times, so the new test is equivalent; the old one
//     is deleted if nothing else uses it.
//  3. Drop every `llvm.loop.unroll.*` operand from the loop ID (the marker
//     stays), so no `.pragma "nounroll"` is printed. Metadata only: always
//     legal.
//
// Cost model
// ----------
// None here: smemvec-unroll decides which loops to hand over (docs/unroll.md).
// The counter costs one register and one add per iteration of the rolled
// loop; ptxas removes both when it unrolls.
//
// Complexity: linear in the number of loops.
//
// Run it:  opt -load-pass-plugin=build/lib/SmemVec.so
//          -passes=smemvec-unroll-handoff kernel.ll -S
//          (llc and clang run it automatically; -smemvec-unroll-handoff=0
//          turns it off)
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedUnrollHandoff.h"

#include "Support/LoopMetadata.h"
#include "Support/Options.h"

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
  return smemvec::hasLoopOption(L, smemvec::HandoffMarkerName);
}

/// Step 3: L's loop ID without its `llvm.loop.unroll.*` operands.
static void dropUnrollMetadata(Loop &L) {
  smemvec::replaceLoopOptions(L, {"llvm.loop.unroll."});
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
