//===- UnrollMarkersTest.cpp - unit tests for the unroll markers ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Every writer of UnrollMarkers (lib/Support/UnrollMarkers.h) on a real
// loop, read back by its readers and by name, in the order the passes
// write them (the PTX of every kernel depends on that order).
//
//===----------------------------------------------------------------------===//

#include "Support/UnrollMarkers.h"
#include "PassTestHelpers.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"

#include "gtest/gtest.h"

using namespace llvm;
using smemvec::UnrollMarkers;

namespace {

/// A counted loop whose latch may carry a loop ID (`!0`) given in \p MD.
std::string loopIR(StringRef MD) {
  std::string IR = R"(
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, 8
  br i1 %c, label %loop, label %exit)";
  IR += MD.empty() ? "\n" : ", !llvm.loop !0\n";
  IR += "exit:\n  ret void\n}\n";
  IR += MD.str();
  return IR;
}

/// Parses loopIR(MD) and gives its one loop to \p Check.
void withLoop(StringRef MD, function_ref<void(Loop &)> Check) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = smemvec::test::parseIR(Ctx, loopIR(MD));
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  DominatorTree DT(F);
  LoopInfo LI(DT);
  ASSERT_EQ(LI.getTopLevelLoops().size(), 1u);
  Check(*LI.getTopLevelLoops()[0]);
}

/// The names of L's loop-ID operands, in order.
std::vector<std::string> optionNames(const Loop &L) {
  std::vector<std::string> Names;
  if (MDNode *ID = L.getLoopID())
    for (unsigned I = 1; I < ID->getNumOperands(); ++I)
      Names.push_back(smemvec::loopOptionName(ID->getOperand(I)).str());
  return Names;
}

using Names = std::vector<std::string>;

TEST(UnrollMarkers, NamesAreFixed) {
  // Tests, tools and docs grep for these spellings.
  EXPECT_EQ(UnrollMarkers::Full, "smemvec.unroll.full");
  EXPECT_EQ(UnrollMarkers::Count, "smemvec.unroll.count");
  EXPECT_EQ(UnrollMarkers::Handoff, "smemvec.unroll.handoff");
  EXPECT_EQ(UnrollMarkers::Remainder, "smemvec.unroll.remainder");
  EXPECT_EQ(UnrollMarkers::LLVMRemainderFollowup,
            "llvm.loop.unroll.followup_remainder");
  EXPECT_EQ(UnrollMarkers::LLVMFull, "llvm.loop.unroll.full");
  EXPECT_EQ(UnrollMarkers::LLVMCount, "llvm.loop.unroll.count");
  EXPECT_TRUE(UnrollMarkers::LLVMEnable.starts_with(UnrollMarkers::LLVMPrefix));
  EXPECT_TRUE(
      UnrollMarkers::LLVMDisable.starts_with(UnrollMarkers::LLVMPrefix));
}

TEST(UnrollMarkers, FullRequestIsReadBackAndTakenBack) {
  withLoop("", [](Loop &L) {
    EXPECT_FALSE(UnrollMarkers::isDecided(L));
    UnrollMarkers::requestFull(L);
    EXPECT_EQ(optionNames(L),
              (Names{"llvm.loop.unroll.full", "smemvec.unroll.full"}));
    EXPECT_TRUE(UnrollMarkers::hasFullRequest(L));
    EXPECT_TRUE(UnrollMarkers::hasLLVMFull(L));
    EXPECT_TRUE(UnrollMarkers::isDecided(L));
    EXPECT_FALSE(UnrollMarkers::hasCountRequest(L));
    EXPECT_FALSE(UnrollMarkers::isHandedOff(L));
    // Ours: not a user pragma.
    EXPECT_FALSE(UnrollMarkers::hasForeignUnrollOption(L));
    UnrollMarkers::takeBackFull(L);
    EXPECT_EQ(optionNames(L), Names{});
    EXPECT_FALSE(UnrollMarkers::isDecided(L));
  });
}

TEST(UnrollMarkers, CountRequestWithAndWithoutHandoff) {
  withLoop("", [](Loop &L) {
    UnrollMarkers::requestCount(L, 4, /*HandToPtxas=*/false);
    EXPECT_EQ(optionNames(L),
              (Names{"smemvec.unroll.count", "llvm.loop.unroll.count"}));
    EXPECT_TRUE(UnrollMarkers::hasCountRequest(L));
    EXPECT_FALSE(UnrollMarkers::isHandedOff(L));
    EXPECT_EQ(UnrollMarkers::llvmCount(L), std::optional<int>(4));
    EXPECT_FALSE(UnrollMarkers::hasForeignUnrollOption(L));
  });
  withLoop("", [](Loop &L) {
    UnrollMarkers::requestCount(L, 2, /*HandToPtxas=*/true);
    EXPECT_EQ(optionNames(L),
              (Names{"smemvec.unroll.count", "smemvec.unroll.handoff",
                     "llvm.loop.unroll.count"}));
    EXPECT_TRUE(UnrollMarkers::isHandedOff(L));
    EXPECT_EQ(UnrollMarkers::llvmCount(L), std::optional<int>(2));
    // Codegen: the unroller's options go, the markers stay.
    UnrollMarkers::dropLLVMOptions(L);
    EXPECT_EQ(optionNames(L),
              (Names{"smemvec.unroll.count", "smemvec.unroll.handoff"}));
    EXPECT_TRUE(UnrollMarkers::isHandedOff(L));
    EXPECT_EQ(UnrollMarkers::llvmCount(L), std::nullopt);
  });
}

TEST(UnrollMarkers, UserPragmasAreForeign) {
  withLoop("!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.disable\"}\n",
           [](Loop &L) {
             EXPECT_TRUE(UnrollMarkers::hasForeignUnrollOption(L));
             EXPECT_TRUE(UnrollMarkers::hasLLVMDisable(L));
             EXPECT_FALSE(UnrollMarkers::isDecided(L));
           });
  withLoop("!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.enable\"}\n",
           [](Loop &L) {
             EXPECT_TRUE(UnrollMarkers::hasForeignUnrollOption(L));
             EXPECT_TRUE(UnrollMarkers::hasLLVMEnable(L));
           });
  // Not an unroll option: no pragma.
  withLoop("!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.mustprogress\"}\n",
           [](Loop &L) {
             EXPECT_FALSE(UnrollMarkers::hasForeignUnrollOption(L));
             UnrollMarkers::requestFull(L);
             EXPECT_EQ(optionNames(L),
                       (Names{"llvm.loop.mustprogress", "llvm.loop.unroll.full",
                              "smemvec.unroll.full"}));
           });
}

TEST(UnrollMarkers, RemainderRequestIsOursAndComesOff) {
  withLoop("!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.mustprogress\"}\n",
           [](Loop &L) {
             UnrollMarkers::requestRemainderUnroll(L);
             EXPECT_EQ(optionNames(L),
                       (Names{"llvm.loop.mustprogress",
                              "llvm.loop.unroll.followup_remainder"}));
             // The follow-up holds what LoopUnrollPass gives the remainder:
             // its default `disable` and smemvec's marker.
             MDNode *Followup =
                 findOptionMDForLoop(&L, UnrollMarkers::LLVMRemainderFollowup);
             ASSERT_TRUE(Followup);
             ASSERT_EQ(Followup->getNumOperands(), 3u);
             EXPECT_EQ(smemvec::loopOptionName(Followup->getOperand(1)),
                       "llvm.loop.unroll.disable");
             EXPECT_EQ(smemvec::loopOptionName(Followup->getOperand(2)),
                       "smemvec.unroll.remainder");
             EXPECT_TRUE(UnrollMarkers::hasRemainderRequest(L));
             // Ours: not a pragma, not a decision, not a remainder itself.
             EXPECT_FALSE(UnrollMarkers::hasForeignUnrollOption(L));
             EXPECT_FALSE(UnrollMarkers::isDecided(L));
             EXPECT_FALSE(UnrollMarkers::isRemainderToUnroll(L));
             // Asked twice: one follow-up.
             UnrollMarkers::requestRemainderUnroll(L);
             EXPECT_EQ(optionNames(L).size(), 2u);
             UnrollMarkers::takeBackRemainderRequest(L);
             EXPECT_EQ(optionNames(L), Names{"llvm.loop.mustprogress"});
           });
  // Nothing else in the loop ID: no loop ID at all afterwards.
  withLoop("", [](Loop &L) {
    UnrollMarkers::requestRemainderUnroll(L);
    UnrollMarkers::takeBackRemainderRequest(L);
    EXPECT_EQ(L.getLoopID(), nullptr);
  });
  // A user's follow-up (an IR producer's, without the marker) is foreign.
  withLoop("!0 = distinct !{!0, !1}\n"
           "!1 = !{!\"llvm.loop.unroll.followup_remainder\", !2}\n"
           "!2 = !{!\"llvm.loop.unroll.disable\"}\n",
           [](Loop &L) {
             EXPECT_FALSE(UnrollMarkers::hasRemainderRequest(L));
             EXPECT_TRUE(UnrollMarkers::hasForeignUnrollOption(L));
           });
  // The remainder LoopUnrollPass made from the follow-up.
  withLoop("!0 = distinct !{!0, !1, !2}\n"
           "!1 = !{!\"llvm.loop.unroll.disable\"}\n"
           "!2 = !{!\"smemvec.unroll.remainder\"}\n",
           [](Loop &L) {
             EXPECT_TRUE(UnrollMarkers::isRemainderToUnroll(L));
             UnrollMarkers::takeBackRemainder(L);
             EXPECT_EQ(optionNames(L), Names{"llvm.loop.unroll.disable"});
             EXPECT_FALSE(UnrollMarkers::isRemainderToUnroll(L));
           });
}

} // namespace
