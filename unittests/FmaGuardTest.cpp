//===- FmaGuardTest.cpp - unit tests for smemvec-fma-guard ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The decision (FmaGuardInternal.h) on facts, one test per reason and the
// order of the checks; then the pass on IR strings: which adds get the
// fenced product, and how a flagless multiply is judged without a target
// machine.
//
//===----------------------------------------------------------------------===//

#include "smemvec/FmaGuard.h"
#include "CodeGen/FmaGuardInternal.h"

#include "PassTestHelpers.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace smemvec::fmaguard;

namespace {

/// The softmax shape: one add absorbs the product, a later block divides
/// it, and both factors end in the multiply's block.
MulFacts softmaxShape() {
  MulFacts F;
  F.ContractAdds = 1;
  F.MulContracts = true;
  F.UsesElsewhere = 1;
  F.FactorsEndingHere = 2;
  return F;
}

TEST(FmaGuardDecide, FencesTheSoftmaxShape) {
  EXPECT_EQ(decide(softmaxShape()), Reason::Fence);
}

TEST(FmaGuardDecide, NoUseElsewhereLeavesTheFma) {
  MulFacts F = softmaxShape();
  F.UsesElsewhere = 0;
  EXPECT_EQ(decide(F), Reason::NoUseElsewhere);
}

TEST(FmaGuardDecide, AddWithoutContractLeavesIt) {
  MulFacts F = softmaxShape();
  F.ContractAdds = 0;
  EXPECT_EQ(decide(F), Reason::AddNotContract);
}

TEST(FmaGuardDecide, MulWithoutContractLeavesIt) {
  MulFacts F = softmaxShape();
  F.MulContracts = false;
  EXPECT_EQ(decide(F), Reason::MulNotContract);
}

TEST(FmaGuardDecide, FewerThanTwoEndingFactorsLeaveIt) {
  MulFacts F = softmaxShape();
  for (unsigned N : {0u, 1u}) {
    F.FactorsEndingHere = N;
    EXPECT_EQ(decide(F), Reason::FactorsLiveAnyway) << N;
  }
}

TEST(FmaGuardDecide, ChecksInOrder) {
  MulFacts None; // nothing holds: the first check decides
  EXPECT_EQ(decide(None), Reason::NoUseElsewhere);
  None.UsesElsewhere = 3;
  EXPECT_EQ(decide(None), Reason::AddNotContract);
  None.ContractAdds = 2;
  EXPECT_EQ(decide(None), Reason::MulNotContract);
  None.MulContracts = true;
  EXPECT_EQ(decide(None), Reason::FactorsLiveAnyway);
  None.FactorsEndingHere = 2;
  EXPECT_EQ(decide(None), Reason::Fence);
}

TEST(FmaGuardDecide, EveryReasonHasText) {
  for (Reason R :
       {Reason::NoUseElsewhere, Reason::AddNotContract, Reason::MulNotContract,
        Reason::FactorsLiveAnyway, Reason::Fence})
    EXPECT_FALSE(reasonText(R).empty());
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

std::unique_ptr<Module> runGuard(LLVMContext &Ctx, StringRef IR) {
  std::unique_ptr<Module> M = smemvec::test::parseIR(Ctx, IR);
  if (!M)
    return nullptr;
  smemvec::test::runPipeline(*M, [](ModulePassManager &MPM) {
    MPM.addPass(createModuleToFunctionPassAdaptor(smemvec::FmaGuardPass()));
  });
  return M;
}

/// The fence calls of \p F.
unsigned fences(Function &F) {
  unsigned N = 0;
  for (Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      N += II->getIntrinsicID() == Intrinsic::arithmetic_fence;
  return N;
}

Instruction *named(Function &F, StringRef Name) {
  for (Instruction &I : instructions(F))
    if (I.getName() == Name)
      return &I;
  return nullptr;
}

// %a and %b end in the entry block; %p feeds a contract add there and a
// division in %late.
constexpr const char *Shape = R"(
target triple = "nvptx64-nvidia-cuda"
define float @f(float %x, float %y, float %acc, ptr %out) {
entry:
  %a = fadd float %x, 1.0
  %b = fadd float %y, 2.0
  %p = fmul MULFLAGS float %a, %b
  %s = fadd contract float %p, %acc
  %t = fsub contract float %acc, %p
  %u = fadd float %p, %x
  store float %s, ptr %out
  br label %late
late:
  %d = fdiv float %p, %t
  %r = fadd float %d, %u
  ret float %r
}
)";

std::string shapeWith(StringRef MulFlags) {
  std::string IR = Shape;
  IR.replace(IR.find("MULFLAGS"), 8, MulFlags.str());
  return IR;
}

TEST(FmaGuardPass, ContractAddsGetTheFencedProduct) {
  LLVMContext Ctx;
  auto M = runGuard(Ctx, shapeWith("contract"));
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  ASSERT_EQ(fences(F), 1u);
  Instruction *P = named(F, "p");
  auto *Fence = dyn_cast<IntrinsicInst>(P->getNextNode());
  ASSERT_NE(Fence, nullptr);
  EXPECT_EQ(Fence->getIntrinsicID(), Intrinsic::arithmetic_fence);
  EXPECT_EQ(Fence->getArgOperand(0), P);
  EXPECT_EQ(named(F, "s")->getOperand(0), Fence);
  EXPECT_EQ(named(F, "t")->getOperand(1), Fence);
  // The flagless add may not be contracted, and the later block's user
  // keeps the product itself.
  EXPECT_EQ(named(F, "u")->getOperand(0), P);
  EXPECT_EQ(named(F, "d")->getOperand(0), P);
}

TEST(FmaGuardPass, WithoutTargetAContractAddVouchesForAFlaglessMul) {
  // clang's libdevice multiplies carry no flags; the back end contracts them
  // under -ffp-contract=fast, which is also when clang flags its adds.
  LLVMContext Ctx;
  auto M = runGuard(Ctx, shapeWith(""));
  ASSERT_TRUE(M);
  EXPECT_EQ(fences(*M->getFunction("f")), 1u);
}

TEST(FmaGuardPass, OtherTargetsAreUntouched) {
  LLVMContext Ctx;
  std::string IR = shapeWith("contract");
  IR.replace(IR.find("nvptx64-nvidia-cuda"), 19, "x86_64-unknown-linux-gnu");
  auto M = runGuard(Ctx, IR);
  ASSERT_TRUE(M);
  EXPECT_EQ(fences(*M->getFunction("f")), 0u);
}

TEST(FmaGuardPass, FactorUsedElsewhereLeavesTheFma) {
  LLVMContext Ctx;
  auto M = runGuard(Ctx, R"(
target triple = "nvptx64-nvidia-cuda"
define float @f(float %x, float %y, float %acc) {
entry:
  %a = fadd float %x, 1.0
  %p = fmul contract float %a, %y
  %s = fadd contract float %p, %acc
  br label %late
late:
  %d = fdiv float %p, %s
  ret float %d
}
)");
  ASSERT_TRUE(M);
  // %y is an argument, live across anyway: the sunk multiply costs nothing.
  EXPECT_EQ(fences(*M->getFunction("f")), 0u);
}

TEST(FmaGuardPass, SquareHasOneFactor) {
  LLVMContext Ctx;
  auto M = runGuard(Ctx, R"(
target triple = "nvptx64-nvidia-cuda"
define float @f(float %x, float %acc) {
entry:
  %a = fadd float %x, 1.0
  %p = fmul contract float %a, %a
  %s = fadd contract float %p, %acc
  br label %late
late:
  %d = fdiv float %p, %s
  ret float %d
}
)");
  ASSERT_TRUE(M);
  EXPECT_EQ(fences(*M->getFunction("f")), 0u);
}

TEST(FmaGuardPass, PhiUserCountsAsElsewhere) {
  LLVMContext Ctx;
  auto M = runGuard(Ctx, R"(
target triple = "nvptx64-nvidia-cuda"
define float @f(float %x, float %y, float %acc, i1 %c) {
entry:
  %a = fadd float %x, 1.0
  %b = fadd float %y, 1.0
  %p = fmul contract float %a, %b
  %s = fadd contract float %p, %acc
  br i1 %c, label %late, label %other
other:
  br label %late
late:
  %m = phi float [ %p, %entry ], [ 0.0, %other ]
  %d = fdiv float %m, %s
  ret float %d
}
)");
  ASSERT_TRUE(M);
  EXPECT_EQ(fences(*M->getFunction("f")), 1u);
}

} // namespace
