//===- SharedInlineTest.cpp - unit tests for smemvec-inline ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The per-call-site decision (SharedInlineInternal.h) on its own, then both
// halves of the pass on an IR string.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedInline.h"
#include "MiddleEnd/SharedInlineInternal.h"

#include "PassTestHelpers.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace smemvec::inl;

namespace {

/// A call site that inlining would take: 10 instructions, 2 shared call
/// sites, 4 accesses, a caller of 100 instructions.
CallSiteFacts goodFacts() {
  CallSiteFacts F;
  F.SharedAccesses = 4;
  F.CalleeSize = 10;
  F.SharedCallSites = 2;
  F.CallerSize = 100;
  return F;
}

Budgets budgets(uint64_t Budget = 20, unsigned MaxCaller = 110,
                bool Specialize = true) {
  return {Budget, MaxCaller, Specialize};
}

TEST(SharedInlineDecisions, InlinesWithinBothBudgets) {
  Decision D = decide(goodFacts(), budgets());
  EXPECT_EQ(D.What, Action::Inline);
  EXPECT_EQ(D.Why, Reason::None);
}

TEST(SharedInlineDecisions, BudgetIsSizeTimesCallSites) {
  // 10 x 2 = 20: at the budget inlines, one below specializes.
  EXPECT_EQ(decide(goodFacts(), budgets(20)).What, Action::Inline);
  Decision D = decide(goodFacts(), budgets(19));
  EXPECT_EQ(D.What, Action::Specialize);
  EXPECT_EQ(D.Why, Reason::OverBudget);
  CallSiteFacts Many = goodFacts();
  Many.SharedCallSites = 3;
  EXPECT_EQ(decide(Many, budgets(20)).Why, Reason::OverBudget);
}

TEST(SharedInlineDecisions, ProductDoesNotOverflow) {
  CallSiteFacts Huge = goodFacts();
  Huge.CalleeSize = 4000000000u;
  Huge.SharedCallSites = 4000000000u;
  EXPECT_EQ(decide(Huge, budgets(100000000)).Why, Reason::OverBudget);
}

TEST(SharedInlineDecisions, CallerCapCountsTheCallee) {
  // 100 + 10 = 110 fits a cap of 110, not 109.
  EXPECT_EQ(decide(goodFacts(), budgets(20, 110)).What, Action::Inline);
  Decision D = decide(goodFacts(), budgets(20, 109));
  EXPECT_EQ(D.What, Action::Specialize);
  EXPECT_EQ(D.Why, Reason::CallerTooLarge);
}

TEST(SharedInlineDecisions, NoInlineSpecializesNeverInlines) {
  CallSiteFacts F = goodFacts();
  F.NoInline = true;
  Decision D = decide(F, budgets(1000000, 1000000));
  EXPECT_EQ(D.What, Action::Specialize);
  EXPECT_EQ(D.Why, Reason::NoInline);
  D = decide(F, budgets(1000000, 1000000, /*Specialize=*/false));
  EXPECT_EQ(D.What, Action::Leave);
  EXPECT_EQ(D.Why, Reason::NoInline);
}

TEST(SharedInlineDecisions, SpecializeOffLeavesOverBudgetCalls) {
  Decision D = decide(goodFacts(), budgets(1, 110, /*Specialize=*/false));
  EXPECT_EQ(D.What, Action::Leave);
  EXPECT_EQ(D.Why, Reason::OverBudget);
}

TEST(SharedInlineDecisions, HardLimitsLeaveTheCallWhateverTheBudget) {
  struct Case {
    void (*Set)(CallSiteFacts &);
    Reason Expected;
  } Cases[] = {
      {[](CallSiteFacts &F) { F.Declaration = true; }, Reason::Declaration},
      {[](CallSiteFacts &F) { F.VarArg = true; }, Reason::VarArg},
      {[](CallSiteFacts &F) { F.OptNone = true; }, Reason::OptNone},
      {[](CallSiteFacts &F) { F.Recursive = true; }, Reason::Recursive},
      {[](CallSiteFacts &F) { F.Interposable = true; }, Reason::Interposable},
      {[](CallSiteFacts &F) { F.InlineViable = false; }, Reason::NotViable},
      {[](CallSiteFacts &F) { F.SharedAccesses = 0; }, Reason::NoSharedAccess},
  };
  for (const Case &C : Cases) {
    CallSiteFacts F = goodFacts();
    C.Set(F);
    Decision D = decide(F, budgets(1000000, 1000000));
    EXPECT_EQ(D.What, Action::Leave) << reasonText(C.Expected);
    EXPECT_EQ(D.Why, C.Expected) << reasonText(C.Expected);
  }
}

TEST(SharedInlineDecisions, RecursionBeatsNoInline) {
  // A recursive noinline callee is not even cloned.
  CallSiteFacts F = goodFacts();
  F.Recursive = true;
  F.NoInline = true;
  EXPECT_EQ(decide(F, budgets()).What, Action::Leave);
  EXPECT_EQ(decide(F, budgets()).Why, Reason::Recursive);
}

TEST(SharedInlineDecisions, EveryReasonHasText) {
  for (Reason R : {Reason::None, Reason::Declaration, Reason::VarArg,
                   Reason::OptNone, Reason::Recursive, Reason::Interposable,
                   Reason::NotViable, Reason::NoSharedAccess, Reason::NoInline,
                   Reason::OverBudget, Reason::CallerTooLarge})
    EXPECT_STRNE(reasonText(R), "unknown");
}

//===----------------------------------------------------------------------===//
// The pass on IR
//===----------------------------------------------------------------------===//

constexpr const char *ChainIR = R"(
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [64 x float] undef, align 4
define void @leaf(ptr %p) {
  store float 1.0, ptr %p, align 4
  ret void
}
define void @mid(ptr %p) {
  call void @leaf(ptr %p)
  ret void
}
define ptx_kernel void @k() {
  call void @mid(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  ret void
}
)";

unsigned countCallsIn(Function &F) {
  unsigned N = 0;
  for (Instruction &I : instructions(F))
    N += isa<CallInst>(I);
  return N;
}

TEST(SharedInlinePass, ChainIsMarkedThenInlinedBottomUp) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = smemvec::test::parseIR(Ctx, ChainIR);
  ASSERT_TRUE(M);
  smemvec::test::runPipeline(*M, [](ModulePassManager &MPM) {
    MPM.addPass(smemvec::SharedInlinePass());
  });
  // Both calls carry the mark: the kernel's goes to mid's shared clone, in
  // which the call of leaf is shared too; the original mid is untouched.
  for (const char *Name : {"k", "mid.smemvec.shared"}) {
    Function *F = M->getFunction(Name);
    ASSERT_TRUE(F);
    bool Marked = false;
    for (Instruction &I : instructions(*F))
      if (auto *CB = dyn_cast<CallInst>(&I))
        Marked |= CB->hasFnAttr("smemvec-inline");
    EXPECT_TRUE(Marked) << Name;
  }
  smemvec::test::runPipeline(*M, [](ModulePassManager &MPM) {
    MPM.addPass(createModuleToPostOrderCGSCCPassAdaptor(
        smemvec::SharedInlineApplyPass()));
  });
  Function *K = M->getFunction("k");
  EXPECT_EQ(countCallsIn(*K), 0u);
  // The original mid's unmarked call of leaf (a generic pointer) is the
  // floor's: LLVM's inliner inlines it at -inline-threshold=5000.
  EXPECT_EQ(countCallsIn(*M->getFunction("mid")), 0u);
  // The store of @leaf now sits in the kernel.
  bool HasStore = false;
  for (Instruction &I : instructions(*K))
    HasStore |= isa<StoreInst>(I);
  EXPECT_TRUE(HasStore);
}

TEST(SharedInlinePass, OtherTargetsAreUntouched) {
  LLVMContext Ctx;
  std::string IR = ChainIR;
  IR.replace(IR.find("nvptx64-nvidia-cuda"), 19, "x86_64-unknown-linux-gnu");
  std::unique_ptr<Module> M = smemvec::test::parseIR(Ctx, IR);
  ASSERT_TRUE(M);
  smemvec::test::runPipeline(*M, [](ModulePassManager &MPM) {
    MPM.addPass(smemvec::SharedInlinePass());
    MPM.addPass(createModuleToPostOrderCGSCCPassAdaptor(
        smemvec::SharedInlineApplyPass()));
  });
  EXPECT_EQ(countCallsIn(*M->getFunction("k")), 1u);
  for (Instruction &I : instructions(*M->getFunction("k"))) {
    if (auto *CB = dyn_cast<CallInst>(&I)) {
      EXPECT_FALSE(CB->hasFnAttr("smemvec-inline"));
    }
  }
}

} // namespace
