//===- SharedUnrollRecognitionTest.cpp - smemvec-unroll on IR -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// What smemvec-unroll recognizes in IR, one shape at a time: rule (e)'s
// global load staged through a private array (a 16-byte memcpy into
// `float v[4]`), and each way the staging can fail. The verdicts' order is
// SharedUnrollTest.cpp's; here only whether the loop gets the count.
//
//===----------------------------------------------------------------------===//

#include "PassTestHelpers.h"
#include "Support/Options.h"
#include "Support/UnrollMarkers.h"
#include "smemvec/SharedUnroll.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"

#include "gtest/gtest.h"

#include <string>

using namespace llvm;

namespace {

/// A runtime-trip sum over a float4 per trip, staged through %v (an alloca
/// of ALLOCA): COPY is the staging write (its %src is global), EXTRA one
/// more instruction in the body, AFTER one in the exit block.
constexpr const char *StagedSumTemplate = R"(
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@buf = external addrspace(3) global [0 x float], align 16
declare void @sink(ptr)
define float @f(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca ALLOCA, align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  COPY
  %x0 = load float, ptr %v, align 16
  %p3 = getelementptr inbounds float, ptr %v, i64 3
  %x3 = load float, ptr %p3, align 4
  %s0 = fadd float %sum, %x0
  %s1 = fadd float %s0, %x3
  EXTRA
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  AFTER
  ret float %r
}
)";

std::string stagedSum(StringRef Copy, StringRef Extra = "",
                      StringRef After = "", StringRef Alloca = "[4 x float]") {
  std::string IR = StagedSumTemplate;
  for (auto [Key, Text] : {std::pair<StringRef, StringRef>{"ALLOCA", Alloca},
                           {"COPY", Copy},
                           {"EXTRA", Extra},
                           {"AFTER", After}})
    IR.replace(IR.find(Key.str()), Key.size(), Text.str());
  return IR;
}

constexpr const char *Memcpy16 =
    "call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) "
    "align 16 %src, i64 16, i1 false)";

class StagedReduction : public ::testing::Test {
protected:
  /// The count smemvec-unroll asks for on @f's loop; 0: none.
  int countFor(const std::string &IR) {
    std::unique_ptr<Module> M = smemvec::test::parseIR(Ctx, IR);
    if (!M)
      return -1;
    smemvec::test::runPipeline(*M, [](ModulePassManager &MPM) {
      MPM.addPass(createModuleToFunctionPassAdaptor(
          createFunctionToLoopPassAdaptor(smemvec::SharedUnrollPass())));
    });
    Function &F = *M->getFunction("f");
    DominatorTree DT(F);
    LoopInfo LI(DT);
    if (LI.empty())
      return -1;
    return smemvec::UnrollMarkers::llvmCount(**LI.begin()).value_or(0);
  }

  LLVMContext Ctx;
};

TEST_F(StagedReduction, AWholeCopyFromGlobalMemoryIsTheLoad) {
  EXPECT_EQ(countFor(stagedSum(Memcpy16)), 4);
  // memmove, and a vector loaded and stored whole, stage the same way.
  EXPECT_EQ(countFor(stagedSum("call void @llvm.memmove.p0.p1.i64(ptr align "
                               "16 %v, ptr addrspace(1) align 16 %src, i64 "
                               "16, i1 false)")),
            4);
  EXPECT_EQ(countFor(stagedSum("%w = load <4 x float>, ptr addrspace(1) "
                               "%src, align 16\n  store <4 x float> %w, ptr "
                               "%v, align 16")),
            4);
}

TEST_F(StagedReduction, TheSwitchTurnsItOff) {
  smemvec::unroll::StagedLoads = false;
  int Count = countFor(stagedSum(Memcpy16));
  smemvec::unroll::StagedLoads = true;
  EXPECT_EQ(Count, 0);
}

TEST_F(StagedReduction, OnlyAWholeCopyOfAPrivateArrayFromGlobalMemory) {
  // Half the array: the rest is what was there before the loop.
  EXPECT_EQ(countFor(stagedSum("call void @llvm.memcpy.p0.p1.i64(ptr align "
                               "16 %v, ptr addrspace(1) align 16 %src, i64 "
                               "8, i1 false)")),
            0);
  // The array escapes into a call.
  EXPECT_EQ(countFor(stagedSum(Memcpy16, "", "call void @sink(ptr %v)")), 0);
  // The copy reads shared memory.
  EXPECT_EQ(countFor(stagedSum(
                "%sh = getelementptr inbounds float, ptr addrspacecast (ptr "
                "addrspace(3) @buf to ptr), i64 %i64\n  call void "
                "@llvm.memcpy.p0.p0.i64(ptr align 16 %v, ptr align 16 %sh, "
                "i64 16, i1 false)")),
            0);
  // A volatile copy.
  EXPECT_EQ(countFor(stagedSum("call void @llvm.memcpy.p0.p1.i64(ptr align "
                               "16 %v, ptr addrspace(1) align 16 %src, i64 "
                               "16, i1 true)")),
            0);
  // Wider than one 16-byte load.
  EXPECT_EQ(countFor(stagedSum("call void @llvm.memcpy.p0.p1.i64(ptr align "
                               "16 %v, ptr addrspace(1) align 16 %src, i64 "
                               "32, i1 false)",
                               "", "", "[8 x float]")),
            0);
}

TEST_F(StagedReduction, OtherWritesAreNoFold) {
  // A store to global memory that may alias the source.
  EXPECT_EQ(
      countFor(stagedSum(Memcpy16, "%dst = getelementptr inbounds float, ptr "
                                   "addrspace(1) %out, i64 %i64\n  store float "
                                   "%s1, ptr addrspace(1) %dst, align 4")),
      0);
  // A second write into the staging array after the copy.
  EXPECT_EQ(countFor(stagedSum(Memcpy16, "store float %s1, ptr %v, align 16")),
            0);
}

} // namespace
