//===- LaunchBoundsTest.cpp - the one launch-bounds reader ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Analysis/LaunchBounds.h: what the unroll budgets, the launch check and
// smemvec-pad read from `__launch_bounds__`, malformed values included.
//
//===----------------------------------------------------------------------===//

#include "Analysis/LaunchBounds.h"
#include "PassTestHelpers.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include "gtest/gtest.h"

using namespace llvm;
using smemvec::LaunchBounds;
using smemvec::readLaunchBounds;

namespace {

const char *BoundsIR = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @clang22() #0 { ret void }
define ptx_kernel void @xyz() #1 { ret void }
define ptx_kernel void @none() { ret void }
define ptx_kernel void @blocks_only() #2 { ret void }
define ptx_kernel void @malformed() #3 { ret void }
define ptx_kernel void @too_many() #4 { ret void }
define ptx_kernel void @zero() #5 { ret void }
attributes #0 = { "nvvm.maxntid"="256" "nvvm.minctasm"="2" }
attributes #1 = { "nvvm.maxntid"="32,8" }
attributes #2 = { "nvvm.minctasm"="4" }
attributes #3 = { "nvvm.maxntid"="256x" "nvvm.minctasm"="two" }
attributes #4 = { "nvvm.maxntid"="1024,1024,1024" }
attributes #5 = { "nvvm.maxntid"="0" }
)IR";

TEST(LaunchBounds, ReadsWhatClangWrites) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = smemvec::test::parseIR(Ctx, BoundsIR);
  ASSERT_TRUE(M);
  LaunchBounds LB = readLaunchBounds(*M->getFunction("clang22"));
  EXPECT_EQ(LB.Threads, 256u);
  EXPECT_EQ(LB.MinBlocks, 2u);
  // One number bounds every dimension (their product does).
  for (unsigned D = 0; D < 3; ++D)
    EXPECT_EQ(LB.maxThreadIndex(D), std::optional<unsigned>(255));
  EXPECT_EQ(LB.maxThreadIndex(3), std::nullopt);
}

TEST(LaunchBounds, DimensionsEachTheirOwn) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = smemvec::test::parseIR(Ctx, BoundsIR);
  ASSERT_TRUE(M);
  LaunchBounds LB = readLaunchBounds(*M->getFunction("xyz"));
  EXPECT_EQ(LB.Threads, 256u);
  EXPECT_EQ(LB.MinBlocks, 0u);
  EXPECT_EQ(LB.maxThreadIndex(0), std::optional<unsigned>(31));
  EXPECT_EQ(LB.maxThreadIndex(1), std::optional<unsigned>(7));
  EXPECT_EQ(LB.maxThreadIndex(2), std::nullopt); // not written: unknown
}

TEST(LaunchBounds, AbsentOrMalformedIsUnknown) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = smemvec::test::parseIR(Ctx, BoundsIR);
  ASSERT_TRUE(M);
  for (const char *Name : {"none", "malformed", "too_many", "zero"}) {
    LaunchBounds LB = readLaunchBounds(*M->getFunction(Name));
    EXPECT_EQ(LB.Threads, 0u) << Name;
    EXPECT_EQ(LB.MinBlocks, 0u) << Name;
    EXPECT_EQ(LB.maxThreadIndex(0), std::nullopt) << Name;
  }
  // A minctasm alone is read; the unroll budgets ignore it without a block.
  LaunchBounds LB = readLaunchBounds(*M->getFunction("blocks_only"));
  EXPECT_EQ(LB.Threads, 0u);
  EXPECT_EQ(LB.MinBlocks, 4u);
}

} // namespace
