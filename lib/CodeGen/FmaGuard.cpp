//===- FmaGuard.cpp - Keep a shared product out of its fmas ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX code.
//
//===----------------------------------------------------------------------===//
//
// Why: NVPTX asks for aggressive FMA fusion, so instruction selection turns
// `fadd(fmul(a, b), c)` into `fma(a, b, c)` even when the product has other
// users, and keeps a second `fmul(a, b)` for them. Selection sees one block
// at a time: when another user is in a later block, MachineSink moves that
// multiply there, and both factors stay live across everything in between
// (in a softmax, `e = expf(x - max); sum += e; ... out[i] = e / sum`: ex2 and
// 2^k of every element live across the warp reductions, 80 registers where
// nvcc, which keeps the multiply, needs 48). This pass keeps the multiply:
// it wraps the product in llvm.arithmetic.fence where the adds of its block
// use it, and selection then emits mul + add as nvcc does.
//
// What: for each scalar fmul with an fadd/fsub user in its block, the facts
// of FmaGuardInternal.h and decide(); when it says Fence,
//   %p.fenced = call @llvm.arithmetic.fence(%p)
// right after the fmul, and the contractable adds of the block use it.
// Values change only where the adds were to be contracted: the fence
// forbids a contraction that -ffp-contract=fast allowed, never adds one.
//
// Where: the NVPTX codegen pipeline, right after CodeGenPrepare (after
// smemvec-shared-base; no IR pass after it moves instructions between
// blocks). By name: `opt -passes=smemvec-fma-guard`; off:
// -smemvec-fma-guard=0. The rule and its measurements: docs/fma-guard.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/FmaGuard.h"

#include "CodeGen/FmaGuardInternal.h"
#include "Support/Options.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/Debug.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace smemvec::fmaguard;

#define DEBUG_TYPE "smemvec-fma-guard"

STATISTIC(NumFenced, "Products fenced from the adds of their block");

using smemvec::fmaguard::EnableFmaGuard;

StringRef smemvec::fmaguard::reasonText(Reason R) {
  switch (R) {
  case Reason::NoUseElsewhere:
    return "no use in another block";
  case Reason::AddNotContract:
    return "no add of its block may be contracted";
  case Reason::MulNotContract:
    return "the multiply may not be contracted";
  case Reason::FactorsLiveAnyway:
    return "a factor is live beyond its block anyway";
  case Reason::Fence:
    return "fenced";
  }
  llvm_unreachable("unknown reason");
}

namespace {

/// What the back end contracts without the `contract` flag: everything
/// (TargetOptions::AllowFPOpFusion is Fast, clang's -ffp-contract=fast),
/// nothing, or unknown (opt by name, no target machine).
enum class FlaglessFusion { All, None, Unknown };

/// One fmul with an add in its block: the facts, and the adds a fence
/// would feed.
struct Candidate {
  BinaryOperator *Mul;
  MulFacts Facts;
  SmallVector<Instruction *, 4> ContractAdds;
};

} // namespace

/// True when \p I is an fadd or fsub the back end may contract with an
/// fmul operand.
static bool mayContract(const Instruction &I, FlaglessFusion Flagless) {
  return I.hasAllowContract() || Flagless == FlaglessFusion::All;
}

/// True when \p V is an instruction of \p BB whose every user is a non-PHI
/// instruction of \p BB: its live range ends in the block, unless a
/// multiply that uses it is sunk out of it.
static bool endsInBlock(const Value *V, const BasicBlock *BB) {
  const auto *Def = dyn_cast<Instruction>(V);
  if (!Def || Def->getParent() != BB)
    return false;
  return all_of(Def->users(), [BB](const User *U) {
    const auto *UI = cast<Instruction>(U);
    return UI->getParent() == BB && !isa<PHINode>(UI);
  });
}

/// Step 1: the facts of \p Mul, if an fadd or fsub of its block uses it.
static std::optional<Candidate> collectFacts(BinaryOperator &Mul,
                                             FlaglessFusion Flagless) {
  BasicBlock *BB = Mul.getParent();
  Candidate C{&Mul, {}, {}};
  bool HasAdd = false;
  for (User *U : Mul.users()) {
    auto *UI = cast<Instruction>(U);
    if (UI->getParent() != BB || isa<PHINode>(UI)) {
      ++C.Facts.UsesElsewhere;
      continue;
    }
    if (UI->getOpcode() != Instruction::FAdd &&
        UI->getOpcode() != Instruction::FSub)
      continue;
    HasAdd = true;
    if (mayContract(*UI, Flagless) && !is_contained(C.ContractAdds, UI))
      C.ContractAdds.push_back(UI);
  }
  if (!HasAdd)
    return std::nullopt;
  C.Facts.ContractAdds = C.ContractAdds.size();
  // Without a target machine, a contract add stands for clang's
  // -ffp-contract=fast, under which flagless multiplies are contracted too.
  C.Facts.MulContracts =
      Mul.hasAllowContract() || Flagless == FlaglessFusion::All ||
      (Flagless == FlaglessFusion::Unknown && C.Facts.ContractAdds > 0);
  Value *A = Mul.getOperand(0), *B = Mul.getOperand(1);
  C.Facts.FactorsEndingHere =
      endsInBlock(A, BB) + (A != B && endsInBlock(B, BB));
  return C;
}

/// Step 2: the fence right after the multiply, used by the adds that would
/// have absorbed it.
static void fence(const Candidate &C) {
  IRBuilder<> B(C.Mul->getNextNode());
  Value *Fenced = B.CreateArithmeticFence(C.Mul, C.Mul->getType(),
                                          C.Mul->getName() + ".fenced");
  for (Instruction *Add : C.ContractAdds)
    Add->replaceUsesOfWith(C.Mul, Fenced);
}

static void emitRemark(const Candidate &C, Reason R,
                       OptimizationRemarkEmitter &ORE) {
  if (R == Reason::Fence) {
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "Fenced", C.Mul)
             << "kept the multiply out of "
             << ore::NV("Adds", C.Facts.ContractAdds)
             << " fma(s): the product has "
             << ore::NV("UsesElsewhere", C.Facts.UsesElsewhere)
             << " use(s) in other blocks";
    });
    return;
  }
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotFenced", C.Mul)
           << "left the multiply to fuse: " << ore::NV("Reason", reasonText(R))
           << " (adds " << ore::NV("Adds", C.Facts.ContractAdds)
           << ", uses elsewhere "
           << ore::NV("UsesElsewhere", C.Facts.UsesElsewhere)
           << ", factors ending in the block "
           << ore::NV("FactorsEndingHere", C.Facts.FactorsEndingHere) << ")";
  });
}

static bool runOnFunction(Function &F, FlaglessFusion Flagless,
                          OptimizationRemarkEmitter &ORE) {
  if (!EnableFmaGuard || F.isDeclaration() ||
      !F.getParent()->getTargetTriple().isNVPTX())
    return false;

  SmallVector<Candidate, 8> Candidates;
  for (Instruction &I : instructions(F)) {
    auto *Mul = dyn_cast<BinaryOperator>(&I);
    if (!Mul || Mul->getOpcode() != Instruction::FMul ||
        Mul->getType()->isVectorTy())
      continue;
    if (std::optional<Candidate> C = collectFacts(*Mul, Flagless))
      Candidates.push_back(std::move(*C));
  }

  bool Changed = false;
  for (const Candidate &C : Candidates) {
    Reason R = decide(C.Facts);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << ": " << *C.Mul
                      << ": " << reasonText(R) << "\n");
    // Every ordinary mul + add is NoUseElsewhere; a remark each would bury
    // the few that matter.
    if (R != Reason::NoUseElsewhere)
      emitRemark(C, R, ORE);
    if (R != Reason::Fence)
      continue;
    fence(C);
    ++NumFenced;
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses smemvec::FmaGuardPass::run(Function &F,
                                             FunctionAnalysisManager &AM) {
  if (!runOnFunction(F, FlaglessFusion::Unknown,
                     AM.getResult<OptimizationRemarkEmitterAnalysis>(F)))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {

class FmaGuardLegacy : public FunctionPass {
public:
  static char ID;
  FmaGuardLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: keep a product used in other blocks out of its fmas";
  }

  // As smemvec-shared-base: nothing required between CodeGenPrepare and
  // instruction selection. TargetPassConfig is an immutable pass of every
  // codegen pipeline, so asking whether it is there computes nothing.
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F))
      return false;
    FlaglessFusion Flagless = FlaglessFusion::Unknown;
    if (auto *TPC = getAnalysisIfAvailable<TargetPassConfig>())
      Flagless = TPC->getTM<TargetMachine>().Options.AllowFPOpFusion ==
                         FPOpFusion::Fast
                     ? FlaglessFusion::All
                     : FlaglessFusion::None;
    OptimizationRemarkEmitter ORE(&F);
    return ::runOnFunction(F, Flagless, ORE);
  }
};

} // namespace

char FmaGuardLegacy::ID = 0;

FunctionPass *smemvec::createFmaGuardLegacyPass() {
  return new FmaGuardLegacy();
}
