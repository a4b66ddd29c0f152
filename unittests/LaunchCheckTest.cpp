//===- LaunchCheckTest.cpp - unit tests for smemvec's launch check --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The launch limits and the verdict (LaunchCheckInternal.h), and the IR
// register estimate (RegisterEstimate.h) on functions whose peak is known by
// construction.
//
//===----------------------------------------------------------------------===//

#include "Analysis/RegisterEstimate.h"
#include "MiddleEnd/LaunchCheckInternal.h"
#include "PassTestHelpers.h"

#include "gtest/gtest.h"

using namespace smemvec;
using namespace smemvec::launch;

namespace {

//===----------------------------------------------------------------------===//
// Launch limits
//===----------------------------------------------------------------------===//

TEST(LaunchLimits, LargestBlockSteps) {
  EXPECT_EQ(largestBlock(0), 1024u); // unknown
  EXPECT_EQ(largestBlock(32), 1024u);
  EXPECT_EQ(largestBlock(64), 1024u); // the 1024-thread limit
  EXPECT_EQ(largestBlock(65), 896u);  // 72 per thread after rounding
  EXPECT_EQ(largestBlock(72), 896u);
  EXPECT_EQ(largestBlock(128), 512u);
  EXPECT_EQ(largestBlock(167), 384u); // the issue's 16x8 tile
  EXPECT_EQ(largestBlock(255), 256u);
  EXPECT_EQ(largestBlock(400), 256u); // ptxas caps at 255 (and spills)
}

TEST(LaunchLimits, RegisterCapOfLaunchBounds) {
  EXPECT_EQ(registerCap(0, 0), 255u); // no bounds
  EXPECT_EQ(registerCap(256, 0), 255u);
  EXPECT_EQ(registerCap(256, 1), 255u);
  EXPECT_EQ(registerCap(256, 2), 128u);
  EXPECT_EQ(registerCap(1024, 0), 64u);
  EXPECT_EQ(registerCap(384, 0), 168u);
  EXPECT_EQ(registerCap(100, 0), 255u); // 4 warps
  EXPECT_EQ(registerCap(1024, 8), 8u);  // more than fits: the minimum
}

TEST(LaunchLimits, CapAndLargestBlockAgree) {
  // The cap for N threads always lets N threads launch, and one allocation
  // unit more would not (below the 255 ceiling).
  for (unsigned Threads = 32; Threads <= 1024; Threads += 32) {
    unsigned Cap = registerCap(Threads, 0);
    EXPECT_GE(largestBlock(Cap), Threads) << Threads;
    if (Cap < MaxRegistersPerThread) {
      EXPECT_LT(largestBlock(Cap + ThreadAllocationUnit), Threads) << Threads;
    }
  }
}

//===----------------------------------------------------------------------===//
// Verdict
//===----------------------------------------------------------------------===//

TEST(LaunchVerdict, UnboundedKernelPushedPastAStep) {
  Verdict V = judge(16, 163, 0, 0, 0);
  EXPECT_EQ(V.What, Finding::SmallerBlock);
  EXPECT_EQ(V.BlockBefore, 1024u);
  EXPECT_EQ(V.BlockAfter, 384u);
}

TEST(LaunchVerdict, SameStepIsNoFinding) {
  EXPECT_EQ(judge(16, 64, 0, 0, 0).What, Finding::None);   // still 1024
  EXPECT_EQ(judge(89, 91, 0, 0, 0).What, Finding::None);   // both 672
  EXPECT_EQ(judge(120, 100, 0, 0, 0).What, Finding::None); // fewer
}

TEST(LaunchVerdict, UnknownEstimatesAreNoFinding) {
  EXPECT_EQ(judge(0, 163, 0, 0, 0).What, Finding::None);
  EXPECT_EQ(judge(16, 0, 0, 0, 0).What, Finding::None);
}

TEST(LaunchVerdict, LaunchBoundsWithinTheirCapAreNoFinding) {
  // __launch_bounds__(256): 255 allowed, a block of 256 always launches.
  EXPECT_EQ(judge(16, 163, 256, 0, 0).What, Finding::None);
  // Already over the cap before smemvec: not smemvec's doing.
  EXPECT_EQ(judge(70, 163, 1024, 0, 0).What, Finding::None);
}

TEST(LaunchVerdict, LaunchBoundsPassedMeanSpills) {
  Verdict V = judge(16, 163, 1024, 0, 0);
  EXPECT_EQ(V.What, Finding::OverCap);
  EXPECT_EQ(V.Cap, 64u);
  V = judge(16, 163, 256, 2, 0);
  EXPECT_EQ(V.What, Finding::OverCap);
  EXPECT_EQ(V.Cap, 128u);
}

TEST(LaunchVerdict, UserCap) {
  Verdict V = judge(16, 100, 0, 0, 64);
  EXPECT_EQ(V.What, Finding::OverCap);
  EXPECT_EQ(V.Cap, 64u);
  EXPECT_EQ(judge(16, 60, 0, 0, 64).What, Finding::None);
}

//===----------------------------------------------------------------------===//
// Register estimate
//===----------------------------------------------------------------------===//

unsigned estimateOf(llvm::StringRef IR, llvm::StringRef Name) {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M = test::parseIR(Ctx, IR);
  if (!M)
    return ~0u;
  return estimateRegisters(*M->getFunction(Name));
}

constexpr const char *Header =
    "target datalayout = "
    "\"e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n";

TEST(RegisterEstimate, PeakOfStraightLineCode) {
  // Four floats live at once, then summed: peak 4 (the partial sums never
  // exceed it). Kernel arguments are constant-bank reads (0) and the
  // constant GEPs fold into them ([%p+4]).
  std::string IR = std::string(Header) + R"(
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load float, ptr addrspace(1) %p
  %q1 = getelementptr float, ptr addrspace(1) %p, i64 1
  %b = load float, ptr addrspace(1) %q1
  %q2 = getelementptr float, ptr addrspace(1) %p, i64 2
  %c = load float, ptr addrspace(1) %q2
  %q3 = getelementptr float, ptr addrspace(1) %p, i64 3
  %d = load float, ptr addrspace(1) %q3
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  store float %s3, ptr addrspace(1) %p
  ret void
}
)";
  EXPECT_EQ(estimateOf(IR, "k"), 4u);
}

TEST(RegisterEstimate, WidthsOfValues) {
  // A double and an i64 count 2 each, a <4 x float> 4, i1 nothing.
  std::string IR = std::string(Header) + R"(
define void @f(ptr %p, i1 %c) {
  %d = load double, ptr %p
  %i = load i64, ptr %p
  %v = load <4 x float>, ptr %p
  %e = extractelement <4 x float> %v, i32 0
  %d2 = fpext float %e to double
  %s = fadd double %d, %d2
  %i2 = add i64 %i, 1
  %sel = select i1 %c, i64 %i2, i64 0
  store double %s, ptr %p
  store i64 %sel, ptr %p
  ret void
}
)";
  // Before the extractelement: %p (2) + %d (2) + %i (2) + %v (4) = 10.
  EXPECT_EQ(estimateOf(IR, "f"), 10u);
}

TEST(RegisterEstimate, LoopCarriedValuesStayLive) {
  // An accumulator of 8 floats carried around a loop, plus the counter.
  std::string IR = std::string(Header) + R"(
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a0 = phi float [ 0.0, %entry ], [ %b0, %loop ]
  %a1 = phi float [ 0.0, %entry ], [ %b1, %loop ]
  %a2 = phi float [ 0.0, %entry ], [ %b2, %loop ]
  %a3 = phi float [ 0.0, %entry ], [ %b3, %loop ]
  %x = load float, ptr addrspace(1) %p
  %b0 = fadd float %a0, %x
  %b1 = fadd float %a1, %x
  %b2 = fadd float %a2, %x
  %b3 = fadd float %a3, %x
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %s0 = fadd float %b0, %b1
  %s1 = fadd float %b2, %b3
  %s = fadd float %s0, %s1
  store float %s, ptr addrspace(1) %p
  ret void
}
)";
  // In the loop: four accumulators + %x + %i = 6 (the new sums reuse the
  // old ones' registers; the counter's successor replaces it).
  EXPECT_EQ(estimateOf(IR, "k"), 6u);
}

TEST(RegisterEstimate, AllocasAreMemory) {
  std::string IR = std::string(Header) + R"(
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i) {
  %tile = alloca [128 x float], align 4
  %e = getelementptr [128 x float], ptr %tile, i32 0, i32 %i
  store float 1.0, ptr %e
  %v = load float, ptr %e
  store float %v, ptr addrspace(1) %p
  ret void
}
)";
  // %e (a 64-bit generic address) and %v; the 128-float array is not.
  EXPECT_EQ(estimateOf(IR, "k"), 2u);
}

TEST(RegisterEstimate, DeclarationsAreUnknown) {
  std::string IR = std::string(Header) + "declare void @g()\n";
  EXPECT_EQ(estimateOf(IR, "g"), 0u);
}

} // namespace
