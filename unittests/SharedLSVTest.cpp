//===- SharedLSVTest.cpp - unit tests for smemvec-lsv ---------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The chain/gap/cost decisions (SharedLSVInternal.h) on their own, then the
// pass on IR strings for the decisions that need analyses.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedLSV.h"
#include "CodeGen/SharedLSVInternal.h"

#include "PassTestHelpers.h"
#include "Support/Options.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace smemvec::lsv;

namespace {

//===----------------------------------------------------------------------===//
// Window placement
//===----------------------------------------------------------------------===//

TEST(SharedLSVDecisions, WindowPhaseComesFromTheAnchor) {
  // Anchor 16-aligned at offset 0: the access at 5 lives in [0, 16).
  EXPECT_EQ(alignedWindowStart(5, 1, 0, Align(16), 16), 0);
  // Anchor 16-aligned at offset 4 (key is 4 past an aligned point).
  EXPECT_EQ(alignedWindowStart(5, 1, 4, Align(16), 16), 4);
  EXPECT_EQ(alignedWindowStart(2, 2, 4, Align(16), 16), -12);
  // The access at 20 starts the next window.
  EXPECT_EQ(alignedWindowStart(20, 4, 0, Align(16), 16), 16);
}

TEST(SharedLSVDecisions, WindowNeedsEnoughAlignment) {
  EXPECT_EQ(alignedWindowStart(0, 4, 0, Align(8), 16), std::nullopt);
  EXPECT_EQ(alignedWindowStart(0, 4, 0, Align(8), 8), 0);
  EXPECT_EQ(alignedWindowStart(0, 4, 0, Align(4), 4), 0);
}

TEST(SharedLSVDecisions, StraddlingAccessHasNoWindow) {
  // An i32 at 14 crosses the 16-byte boundary.
  EXPECT_EQ(alignedWindowStart(14, 4, 0, Align(16), 16), std::nullopt);
  EXPECT_TRUE(fitsInWindow({12, 4}, 0, 16));
  EXPECT_FALSE(fitsInWindow({13, 4}, 0, 16));
  EXPECT_FALSE(fitsInWindow({-1, 1}, 0, 16));
}

//===----------------------------------------------------------------------===//
// Gaps and lanes
//===----------------------------------------------------------------------===//

TEST(SharedLSVDecisions, UsefulBytesCountsTheUnion) {
  // f16 at 0, 2, 12, 14: 8 of 16 bytes.
  Access F16[] = {{0, 2}, {2, 2}, {12, 2}, {14, 2}};
  EXPECT_EQ(usefulBytes(F16, 0, 16), 8u);
  // i8 at 0, 5, 15.
  Access I8[] = {{0, 1}, {5, 1}, {15, 1}};
  EXPECT_EQ(usefulBytes(I8, 0, 16), 3u);
  // Duplicates and overlaps count once.
  Access Dup[] = {{0, 4}, {0, 4}, {2, 2}};
  EXPECT_EQ(usefulBytes(Dup, 0, 16), 4u);
  // Accesses outside the window are ignored.
  Access Out[] = {{0, 4}, {16, 4}};
  EXPECT_EQ(usefulBytes(Out, 0, 16), 4u);
}

TEST(SharedLSVDecisions, LaneIsTheLargestCommonDivisor) {
  Access Floats[] = {{0, 4}, {12, 4}};
  EXPECT_EQ(laneBytes(Floats, 0, 16), 4u);
  // The struct {i32, i16, i16, float}: 2-byte lanes.
  Access Struct[] = {{0, 4}, {4, 2}, {6, 2}, {8, 4}};
  EXPECT_EQ(laneBytes(Struct, 0, 16), 2u);
  Access Bytes[] = {{0, 1}, {5, 1}, {15, 1}};
  EXPECT_EQ(laneBytes(Bytes, 0, 16), 1u);
  // i64 pair: capped at 8-byte lanes.
  Access Longs[] = {{0, 8}, {8, 8}};
  EXPECT_EQ(laneBytes(Longs, 0, 16), 8u);
  // An i32 at offset 2 of the window forces 2-byte lanes.
  Access Odd[] = {{2, 4}, {8, 4}};
  EXPECT_EQ(laneBytes(Odd, 0, 16), 2u);
}

//===----------------------------------------------------------------------===//
// Cost model and bounds
//===----------------------------------------------------------------------===//

/// -smemvec-lsv-min-useful-ratio's default.
constexpr double DefaultRatio = smemvec::defaults::lsv::MinUsefulRatio;

TEST(SharedLSVDecisions, GapsAreFreeForWarpUniformAddresses) {
  EXPECT_TRUE(gapFillPays(true, 3, 16, DefaultRatio));
  EXPECT_TRUE(gapFillPays(true, 1, 16, 1.0));
}

TEST(SharedLSVDecisions, ThreadVaryingNeedsTheRatio) {
  EXPECT_FALSE(gapFillPays(false, 3, 16, DefaultRatio));
  EXPECT_FALSE(gapFillPays(false, 8, 16, DefaultRatio));
  EXPECT_TRUE(gapFillPays(false, 12, 16, DefaultRatio));
  EXPECT_TRUE(gapFillPays(false, 8, 16, 0.5));
  EXPECT_TRUE(gapFillPays(false, 16, 16, 1.0));
  EXPECT_FALSE(gapFillPays(false, 0, 16, 0.5));
}

TEST(SharedLSVDecisions, AlignedBlocksOfAlignedObjects) {
  // [16 x [16 x float]] at align 16: any 16-byte block is inside.
  EXPECT_TRUE(alignedWindowStaysInObject(Align(16), 1024, 16));
  // 100 bytes: the last block [96, 112) would leave the object.
  EXPECT_FALSE(alignedWindowStaysInObject(Align(16), 100, 16));
  EXPECT_TRUE(alignedWindowStaysInObject(Align(16), 100, 4));
  // The object's base must be aligned to the width.
  EXPECT_FALSE(alignedWindowStaysInObject(Align(8), 1024, 16));
}

TEST(SharedLSVDecisions, OffsetRangeMustFit) {
  EXPECT_TRUE(offsetRangeStaysInObject(0, 0, 16, 16));
  EXPECT_TRUE(offsetRangeStaysInObject(80, 84, 16, 100));
  EXPECT_FALSE(offsetRangeStaysInObject(80, 96, 16, 100));
  EXPECT_FALSE(offsetRangeStaysInObject(-4, 0, 16, 100));
  EXPECT_FALSE(offsetRangeStaysInObject(0, 0, 16, 12));
}

//===----------------------------------------------------------------------===//
// The pass on IR
//===----------------------------------------------------------------------===//

class SharedLSVPassTest : public testing::Test {
protected:
  std::unique_ptr<Module> parse(StringRef IR) {
    return smemvec::test::parseIR(Ctx, IR);
  }

  void runPass(Module &M) {
    smemvec::test::runPipeline(M, [](ModulePassManager &MPM) {
      MPM.addPass(createModuleToFunctionPassAdaptor(smemvec::SharedLSVPass()));
    });
  }

  /// Types of the shared loads of \p Fn, in order.
  static std::vector<std::string> sharedLoads(Module &M, StringRef Fn) {
    std::vector<std::string> Out;
    for (Instruction &I : instructions(*M.getFunction(Fn)))
      if (auto *L = dyn_cast<LoadInst>(&I);
          L && L->getPointerAddressSpace() == 3) {
        std::string S;
        raw_string_ostream OS(S);
        L->getType()->print(OS);
        Out.push_back(S);
      }
    return Out;
  }

  LLVMContext Ctx;
};

constexpr const char *Kernels = R"(
target triple = "nvptx64-nvidia-cuda"
@u = internal addrspace(3) global [4 x i32] undef, align 16
@rows = internal addrspace(3) global [256 x [16 x i8]] undef, align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel i32 @uniform_gap() {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @u, i64 12
  %a = load i32, ptr addrspace(3) @u, align 16
  %b = load i32, ptr addrspace(3) %p12, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define ptx_kernel i8 @varying_sparse() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %row = getelementptr inbounds [16 x i8], ptr addrspace(3) @rows, i64 %t
  %p9 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 9
  %a = load i8, ptr addrspace(3) %row, align 16
  %b = load i8, ptr addrspace(3) %p9, align 1
  %s = add i8 %a, %b
  ret i8 %s
}

define ptx_kernel i8 @varying_dense() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %row = getelementptr inbounds [16 x i8], ptr addrspace(3) @rows, i64 %t
  %p1 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 1
  %p2 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 2
  %a = load i8, ptr addrspace(3) %row, align 16
  %b = load i8, ptr addrspace(3) %p1, align 1
  %c = load i8, ptr addrspace(3) %p2, align 1
  %s = add i8 %a, %b
  %s2 = add i8 %s, %c
  ret i8 %s2
}

define ptx_kernel i32 @store_between(ptr addrspace(3) %q) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @u, i64 12
  %a = load i32, ptr addrspace(3) @u, align 16
  store i32 0, ptr addrspace(3) %q, align 4
  %b = load i32, ptr addrspace(3) %p12, align 4
  %s = add i32 %a, %b
  ret i32 %s
}
)";

TEST_F(SharedLSVPassTest, UniformGapIsFilled) {
  auto M = parse(Kernels);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(sharedLoads(*M, "uniform_gap"),
            std::vector<std::string>{"<4 x i32>"});
}

TEST_F(SharedLSVPassTest, ThreadVaryingSparseWindowIsRefused) {
  auto M = parse(Kernels);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(sharedLoads(*M, "varying_sparse"),
            (std::vector<std::string>{"i8", "i8"}));
}

TEST_F(SharedLSVPassTest, ThreadVaryingDenseWindowNarrows) {
  // Bytes 0..2: 16 and 8 bytes fail the ratio; the 4-byte window has 3/4.
  auto M = parse(Kernels);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(sharedLoads(*M, "varying_dense"),
            std::vector<std::string>{"<4 x i8>"});
}

TEST_F(SharedLSVPassTest, MayAliasStoreBlocksTheHoist) {
  auto M = parse(Kernels);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(sharedLoads(*M, "store_between"),
            (std::vector<std::string>{"i32", "i32"}));
}

TEST_F(SharedLSVPassTest, OtherTargetsAreUntouched) {
  std::string IR(Kernels);
  IR.replace(IR.find("nvptx64-nvidia-cuda"), 19, "x86_64-unknown-linux");
  auto M = parse(IR);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(sharedLoads(*M, "uniform_gap"),
            (std::vector<std::string>{"i32", "i32"}));
}

// The LU row loop unrolled by 2: s[t][j], s[t][j+1] with a store to s[t][i]
// between them. With trip count i & -2 (j < i) SCEV proves j + 1 < i and the
// pair merges; with (i + 1) & -2 (j <= i) j + 1 may equal i and it must not.
constexpr const char *LURow = R"(
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x [16 x float]] undef, align 16

define ptx_kernel void @lu(i32 %t, i32 %i, i32 %inclusive) {
entry:
  %tt = and i32 %t, 15
  %ii = and i32 %i, 15
  %t64 = zext nneg i32 %tt to i64
  %row = getelementptr inbounds [16 x float], ptr addrspace(3) @s, i64 %t64
  %i64 = zext nneg i32 %ii to i64
  %dst = getelementptr inbounds float, ptr addrspace(3) %row, i64 %i64
  %small = icmp ult i32 %ii, 2
  br i1 %small, label %exit, label %pre
pre:
  %bound = add nuw nsw i32 %ii, BOUND_ADD
  %n = and i32 %bound, -2
  br label %loop
loop:
  %j = phi i32 [ 0, %pre ], [ %j.next, %loop ]
  %niter = phi i32 [ 0, %pre ], [ %niter.next, %loop ]
  %jk0 = zext nneg i32 %j to i64
  %pr0 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk0
  %r0 = load float, ptr addrspace(3) %pr0, align 8
  store float %r0, ptr addrspace(3) %dst, align 4
  %j1 = or disjoint i32 %j, 1
  %jk1 = zext nneg i32 %j1 to i64
  %pr1 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk1
  %r1 = load float, ptr addrspace(3) %pr1, align 4
  store float %r1, ptr addrspace(3) %dst, align 4
  %j.next = add nuw nsw i32 %j, 2
  %niter.next = add i32 %niter, 2
  %done = icmp eq i32 %niter.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
)";

TEST_F(SharedLSVPassTest, SCEVProvesUnrolledRowBelowTheStore) {
  std::string IR(LURow);
  IR.replace(IR.find("BOUND_ADD"), 9, "0");
  auto M = parse(IR);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(sharedLoads(*M, "lu"), std::vector<std::string>{"<2 x i32>"});
}

TEST_F(SharedLSVPassTest, SCEVKeepsAMayAliasRowLoadInPlace) {
  std::string IR(LURow);
  IR.replace(IR.find("BOUND_ADD"), 9, "1");
  auto M = parse(IR);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(sharedLoads(*M, "lu"),
            (std::vector<std::string>{"float", "float"}));
}

} // namespace
