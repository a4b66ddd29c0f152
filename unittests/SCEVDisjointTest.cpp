//===- SCEVDisjointTest.cpp - unit tests for lib/SCEVDisjoint -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The ScalarEvolution disjointness proof of smemvec-lsv on small functions:
// constant distances, a dominating guard, and the two normalisations
// (exact division by the constant multiple, the rounding lemma).
//
//===----------------------------------------------------------------------===//

#include "Analysis/SCEVDisjoint.h"

#include "PassTestHelpers.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace smemvec;

namespace {

/// ScalarEvolution over one function of a parsed module.
struct SCEVFixture {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Function *F = nullptr;
  std::unique_ptr<TargetLibraryInfoImpl> TLII;
  std::unique_ptr<TargetLibraryInfo> TLI;
  std::unique_ptr<AssumptionCache> AC;
  std::unique_ptr<DominatorTree> DT;
  std::unique_ptr<LoopInfo> LI;
  std::unique_ptr<ScalarEvolution> SE;

  explicit SCEVFixture(StringRef IR) {
    M = smemvec::test::parseIR(Ctx, IR);
    if (!M)
      return;
    F = &*M->begin();
    TLII = std::make_unique<TargetLibraryInfoImpl>(M->getTargetTriple());
    TLI = std::make_unique<TargetLibraryInfo>(*TLII);
    AC = std::make_unique<AssumptionCache>(*F);
    DT = std::make_unique<DominatorTree>(*F);
    LI = std::make_unique<LoopInfo>(*DT);
    SE = std::make_unique<ScalarEvolution>(*F, *TLI, *AC, *DT, *LI);
  }

  /// The first load and the first store of the function.
  std::pair<LoadInst *, StoreInst *> loadAndStore() const {
    LoadInst *L = nullptr;
    StoreInst *S = nullptr;
    for (Instruction &I : instructions(*F)) {
      if (!L)
        L = dyn_cast<LoadInst>(&I);
      if (!S)
        S = dyn_cast<StoreInst>(&I);
    }
    return {L, S};
  }

  bool disjoint() {
    auto [L, S] = loadAndStore();
    const DataLayout &DL = M->getDataLayout();
    return provablyDisjointBySCEV(
        *SE, SE->getSCEV(L->getPointerOperand()),
        DL.getTypeStoreSize(L->getType()).getFixedValue(),
        SE->getSCEV(S->getPointerOperand()),
        DL.getTypeStoreSize(S->getValueOperand()->getType()).getFixedValue(),
        S);
  }

  const SCEV *arg(unsigned I) { return SE->getSCEV(F->getArg(I)); }
};

constexpr const char *Header =
    "target datalayout = \"e-p3:32:32-i64:64-i128:128-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "@s = internal addrspace(3) global [64 x i32] undef, align 4\n";

TEST(SCEVDisjoint, ConstantDistance) {
  // Load of s[1] (bytes 4..7), store of an i64 at bytes 8..15: disjoint.
  SCEVFixture Apart((Twine(Header) + R"(
define void @f(i64 %v) {
  %p = getelementptr inbounds i8, ptr addrspace(3) @s, i32 4
  %q = getelementptr inbounds i8, ptr addrspace(3) @s, i32 8
  %l = load i32, ptr addrspace(3) %p, align 4
  store i64 %v, ptr addrspace(3) %q, align 4
  ret void
})")
                        .str());
  ASSERT_TRUE(Apart.M);
  EXPECT_TRUE(Apart.disjoint());
  // Store of an i64 at bytes 0..7 overlaps bytes 4..7.
  SCEVFixture Overlap((Twine(Header) + R"(
define void @f(i64 %v) {
  %p = getelementptr inbounds i8, ptr addrspace(3) @s, i32 4
  %l = load i32, ptr addrspace(3) %p, align 4
  store i64 %v, ptr addrspace(3) @s, align 4
  ret void
})")
                          .str());
  ASSERT_TRUE(Overlap.M);
  EXPECT_FALSE(Overlap.disjoint());
}

TEST(SCEVDisjoint, LoopFirstAndLastIteration) {
  // for (j = 0; j < i; ++j) { load s[j]; store s[i]; }: D = 4 * (i - j) is
  // an affine recurrence, >= 4 at the first (j = 0, i > 0) and the last
  // iteration (j = i - 1).
  SCEVFixture Loop((Twine(Header) + R"(
define void @f(i32 %i, i32 %v) {
entry:
  %pos = icmp sgt i32 %i, 0
  br i1 %pos, label %loop, label %exit
loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %pj = getelementptr inbounds i32, ptr addrspace(3) @s, i32 %j
  %pi = getelementptr inbounds i32, ptr addrspace(3) @s, i32 %i
  %l = load i32, ptr addrspace(3) %pj, align 4
  store i32 %v, ptr addrspace(3) %pi, align 4
  %j.next = add nuw nsw i32 %j, 1
  %more = icmp slt i32 %j.next, %i
  br i1 %more, label %loop, label %exit
exit:
  ret void
})")
                       .str());
  ASSERT_TRUE(Loop.M);
  EXPECT_TRUE(Loop.disjoint());
  // j <= i: the last iteration loads s[i] itself.
  SCEVFixture LoopLE((Twine(Header) + R"(
define void @f(i32 %i, i32 %v) {
entry:
  %pos = icmp sgt i32 %i, 0
  br i1 %pos, label %loop, label %exit
loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %pj = getelementptr inbounds i32, ptr addrspace(3) @s, i32 %j
  %pi = getelementptr inbounds i32, ptr addrspace(3) @s, i32 %i
  %l = load i32, ptr addrspace(3) %pj, align 4
  store i32 %v, ptr addrspace(3) %pi, align 4
  %j.next = add nuw nsw i32 %j, 1
  %more = icmp sle i32 %j.next, %i
  br i1 %more, label %loop, label %exit
exit:
  ret void
})")
                         .str());
  ASSERT_TRUE(LoopLE.M);
  EXPECT_FALSE(LoopLE.disjoint());
  // Two unknown indices without a guard.
  SCEVFixture Unguarded((Twine(Header) + R"(
define void @f(i32 %i, i32 %j, i32 %v) {
  %pj = getelementptr inbounds i32, ptr addrspace(3) @s, i32 %j
  %pi = getelementptr inbounds i32, ptr addrspace(3) @s, i32 %i
  %l = load i32, ptr addrspace(3) %pj, align 4
  store i32 %v, ptr addrspace(3) %pi, align 4
  ret void
})")
                            .str());
  ASSERT_TRUE(Unguarded.M);
  EXPECT_FALSE(Unguarded.disjoint());
}

TEST(SCEVDisjoint, DivideExactly) {
  SCEVFixture T(R"(
define void @f(i64 %x, i64 %y) {
  ret void
})");
  ASSERT_TRUE(T.M);
  ScalarEvolution &SE = *T.SE;
  const SCEV *X = T.arg(0), *Y = T.arg(1);
  // (8x - 16y + 24) / 8 = x - 2y + 3
  SmallVector<const SCEV *, 3> EOps{
      SE.getMulExpr(SE.getConstant(X->getType(), 8), X),
      SE.getMulExpr(SE.getConstant(X->getType(), -16, true), Y),
      SE.getConstant(X->getType(), 24)};
  const SCEV *E = SE.getAddExpr(EOps);
  SmallVector<const SCEV *, 3> WantOps{
      X, SE.getMulExpr(SE.getConstant(X->getType(), -2, true), Y),
      SE.getConstant(X->getType(), 3)};
  const SCEV *Want = SE.getAddExpr(WantOps);
  EXPECT_EQ(divideExactly(SE, E, 8), Want);
  // A negative constant divides with its sign: -24 / 8 = -3.
  EXPECT_EQ(divideExactly(SE, SE.getConstant(X->getType(), -24, true), 8),
            SE.getConstant(X->getType(), -3, true));
  // 8x + 4 is not a multiple of 8.
  EXPECT_EQ(divideExactly(
                SE,
                SE.getAddExpr(SE.getMulExpr(SE.getConstant(X->getType(), 8), X),
                              SE.getConstant(X->getType(), 4)),
                8),
            nullptr);
}

TEST(SCEVDisjoint, RoundingLemma) {
  // X = zext of an i32 argument: provably >= 0.
  SCEVFixture T(R"(
define void @f(i32 %a) {
  %x = zext i32 %a to i64
  ret void
})");
  ASSERT_TRUE(T.M);
  ScalarEvolution &SE = *T.SE;
  Instruction *Ret = T.F->getEntryBlock().getTerminator();
  const SCEV *X = SE.getSCEV(&*T.F->getEntryBlock().begin());
  Type *Ty = X->getType();
  const SCEV *Eight = SE.getConstant(Ty, 8);
  const SCEV *Rounded = SE.getUDivExpr(X, Eight); // X /u 8
  // Upper bound of 8 * (X /u 8) + 1 is X + 1.
  const SCEV *Up =
      SE.getAddExpr(SE.getMulExpr(Eight, Rounded), SE.getConstant(Ty, 1));
  EXPECT_EQ(boundRoundedDown(SE, Up, /*Lower=*/false, Ret),
            SE.getAddExpr(X, SE.getConstant(Ty, 1)));
  // Lower bound of -16 * (X /u 8) + 1 is -2X + 1.
  const SCEV *Down =
      SE.getAddExpr(SE.getMulExpr(SE.getConstant(Ty, -16, true), Rounded),
                    SE.getConstant(Ty, 1));
  EXPECT_EQ(boundRoundedDown(SE, Down, /*Lower=*/true, Ret),
            SE.getAddExpr(SE.getMulExpr(SE.getConstant(Ty, -2, true), X),
                          SE.getConstant(Ty, 1)));
  // The lemma does not give an upper bound of a negative multiple.
  EXPECT_EQ(boundRoundedDown(SE, Down, /*Lower=*/false, Ret), Down);
}

} // namespace
