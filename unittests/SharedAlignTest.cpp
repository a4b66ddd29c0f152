//===- SharedAlignTest.cpp - unit tests for smemvec-align -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "smemvec/SharedAlign.h"
#include "CodeGen/SharedAlignInternal.h"

#include "PassTestHelpers.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {

class SharedAlignTest : public testing::Test {
protected:
  std::unique_ptr<Module> parse(StringRef IR) {
    return smemvec::test::parseIR(Ctx, IR);
  }

  void runPass(Module &M) {
    smemvec::test::runPipeline(M, [](ModulePassManager &MPM) {
      MPM.addPass(smemvec::SharedAlignPass());
    });
  }

  static Align loadAlign(Module &M, StringRef Fn, unsigned Nth = 0) {
    for (Instruction &I : instructions(*M.getFunction(Fn)))
      if (auto *L = dyn_cast<LoadInst>(&I))
        if (Nth-- == 0)
          return L->getAlign();
    ADD_FAILURE() << "no such load";
    return Align(1);
  }

  LLVMContext Ctx;
};

constexpr const char *RowPerThread = R"(
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [32 x [4 x float]] undef, align 4
@t = linkonce_odr addrspace(3) global [32 x float] undef, comdat, align 4
$t = comdat any
@e = external addrspace(3) global [0 x float], align 4

define float @row(i32 %tid) {
  %i = zext i32 %tid to i64
  %p = getelementptr [32 x [4 x float]], ptr addrspace(3) @s, i64 0, i64 %i, i64 0
  %v = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr [32 x [4 x float]], ptr addrspace(3) @s, i64 0, i64 %i, i64 1
  %w = load float, ptr addrspace(3) %q, align 4
  %x = load float, ptr addrspace(3) @t, align 4
  %y = load float, ptr addrspace(3) @e, align 4
  %r = fadd float %v, %w
  %r2 = fadd float %r, %x
  %r3 = fadd float %r2, %y
  ret float %r3
}
)";

TEST_F(SharedAlignTest, RaisesDefinitionsAndKnownBitsOfRows) {
  auto M = parse(RowPerThread);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(M->getNamedGlobal("s")->getAlign(), MaybeAlign(16));
  // Row base: tid * 16 bytes from a 16-aligned global.
  EXPECT_EQ(loadAlign(*M, "row", 0), Align(16));
  // Second element of the row: only 4 is provable.
  EXPECT_EQ(loadAlign(*M, "row", 1), Align(4));
  // A linkonce_odr global used by a device function (not a kernel): another
  // TU's copy may win at -fgpu-rdc link time, so it keeps its alignment.
  EXPECT_EQ(M->getNamedGlobal("t")->getAlign(), MaybeAlign(4));
  EXPECT_EQ(loadAlign(*M, "row", 2), Align(4));
}

TEST_F(SharedAlignTest, RaisesDynamicSharedMemoryTo16) {
  auto M = parse(RowPerThread);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(M->getNamedGlobal("e")->getAlign(), MaybeAlign(16));
  EXPECT_EQ(loadAlign(*M, "row", 3), Align(16));
}

using namespace smemvec::align;

TEST(SharedAlignDecisions, WantedAlignmentStopsAtTheObjectSize) {
  EXPECT_EQ(wantedAlignment(4, Align(16)), Align(4));
  EXPECT_EQ(wantedAlignment(12, Align(16)), Align(8));
  EXPECT_EQ(wantedAlignment(516, Align(16)), Align(16));
  EXPECT_EQ(wantedAlignment(516, Align(8)), Align(8));
  EXPECT_EQ(wantedAlignment(3, Align(16)), Align(2));
  EXPECT_EQ(wantedAlignment(0, Align(16)), Align(1));
}

TEST(SharedAlignDecisions, BlocksPerSMOnHopper) {
  ArrayRef<SmemLimits> H = smemLimitsFor("sm_90");
  ASSERT_EQ(H.size(), 1u);
  EXPECT_EQ(blocksPerSM(H[0], 0), 32u);
  // 228 KB / (8192 + 1 KB) = 25.3; one more 128-byte granule: 24.98.
  EXPECT_EQ(blocksPerSM(H[0], 8192), 25u);
  EXPECT_EQ(blocksPerSM(H[0], 8193), 24u);
  EXPECT_EQ(blocksPerSM(H[0], 49152), 4u);
  EXPECT_EQ(blocksPerSM(H[0], 100), 32u); // capped by resident blocks
  EXPECT_EQ(smemLimitsFor("sm_90a").size(), 1u);
  EXPECT_TRUE(smemLimitsFor("sm_52").empty());
  EXPECT_TRUE(smemLimitsFor("").empty());
}

TEST(SharedAlignDecisions, LayoutBoundCoversEveryOrder) {
  // The issue's 48 KB kernel with the tile raised: the flag may come first.
  EXPECT_EQ(layoutBound({{49148, 16}, {4, 4}}), 49164u);
  EXPECT_EQ(layoutBound({{49148, 4}, {4, 4}}), 49152u);
  // Sizes that are multiples of the alignment never pad each other.
  EXPECT_EQ(layoutBound({{4096, 16}, {4096, 16}}), 8192u);
  // Odd bytes: anything may follow them.
  EXPECT_EQ(layoutBound({{5, 1}, {16, 16}}), 5u + 16u + 15u);
  // A lone object starts at 0.
  EXPECT_EQ(layoutBound({{12, 16}}), 12u);
  EXPECT_EQ(layoutBound({}), 0u);
  // The dynamic window (size 0) after odd static data.
  EXPECT_EQ(layoutBound({{3, 1}, {0, 16}}), 3u + 15u);
}

TEST(SharedAlignDecisions, LocalStaticOfAFunctionByItaniumName) {
  EXPECT_TRUE(isLocalStaticOf("_ZZ2tkILi8EEvPfE4tile", "_Z2tkILi8EEvPf"));
  EXPECT_TRUE(
      isLocalStaticOf("_ZZ4tileILi64EEvPKfPfE2As", "_Z4tileILi64EEvPKfPf"));
  // A template device function's static inlined into the kernel.
  EXPECT_FALSE(isLocalStaticOf("_ZZ6rowsumILi32EEfPKfE3buf", "_Z2tkILi8EEvPf"));
  // A prefix of the kernel's name is not its encoding.
  EXPECT_FALSE(isLocalStaticOf("_ZZ2tkILi8EEvPfiE4tile", "_Z2tkILi8EEvPf"));
  EXPECT_FALSE(isLocalStaticOf("_ZZ2tkILi8EEvPfE", "_Z2tkILi8EEvPf"));
  EXPECT_FALSE(isLocalStaticOf("tile", "kernel"));
  EXPECT_FALSE(isLocalStaticOf("_ZZ2tkE4tile", "_Z"));
}

TEST_F(SharedAlignTest, IgnoresNonNVPTXModules) {
  std::string IR(RowPerThread);
  IR.replace(IR.find("nvptx64-nvidia-cuda"), 19, "x86_64-unknown-linux");
  auto M = parse(IR);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(M->getNamedGlobal("s")->getAlign(), MaybeAlign(4));
  EXPECT_EQ(loadAlign(*M, "row", 0), Align(4));
}

} // namespace
