//===- SharedAlignTest.cpp - unit tests for smemvec-align -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "smemvec/SharedAlign.h"

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
  // linkonce_odr template tile is raised by default.
  EXPECT_EQ(M->getNamedGlobal("t")->getAlign(), MaybeAlign(16));
  EXPECT_EQ(loadAlign(*M, "row", 2), Align(16));
}

TEST_F(SharedAlignTest, LeavesDeclarationsAlone) {
  auto M = parse(RowPerThread);
  ASSERT_TRUE(M);
  runPass(*M);
  EXPECT_EQ(M->getNamedGlobal("e")->getAlign(), MaybeAlign(4));
  EXPECT_EQ(loadAlign(*M, "row", 3), Align(4));
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
