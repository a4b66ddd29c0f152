//===- FoldApproxTest.cpp - unit tests for smemvec-fold-approx ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The fold decision (FoldApproxInternal.h) on its own: the folded values,
// the reasons of every left-alone class, that the table's names are the
// intrinsics' IR names, and that every argument the decision folds is one
// the GPU check evaluates (exhaustively for the 16-bit formats). Then the
// pass on IR strings.
//
//===----------------------------------------------------------------------===//

#include "smemvec/FoldApprox.h"
#include "MiddleEnd/FoldApproxInternal.h"

#include "PassTestHelpers.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/RandomNumberGenerator.h"
#include "gtest/gtest.h"

#include <random>
#include <set>

using namespace llvm;
using namespace smemvec::foldapprox;

namespace {

const ApproxIntrinsic &get(Intrinsic::ID ID, ApproxType T) {
  const ApproxIntrinsic *I = findApproxIntrinsic(ID, T);
  EXPECT_NE(I, nullptr);
  return *I;
}

APFloat f32(float F) { return APFloat(F); }
APFloat f64(double D) { return APFloat(D); }
APFloat bits(ApproxType T, uint64_t B) {
  unsigned W = T == ApproxType::F64 ? 64 : T == ApproxType::F32 ? 32 : 16;
  return APFloat(semanticsOf(T), APInt(W, B));
}

/// The folded value's encoding, or ~0 when left alone.
uint64_t foldedBits(const ApproxIntrinsic &I, const APFloat &Arg) {
  FoldDecision D = decide(I, Arg);
  return D.Value ? D.Value->bitcastToAPInt().getZExtValue() : ~uint64_t(0);
}

FoldReason reason(const ApproxIntrinsic &I, const APFloat &Arg) {
  return decide(I, Arg).Reason;
}

constexpr uint64_t Left = ~uint64_t(0);

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

TEST(FoldApproxTable, NamesAreTheIntrinsicsIRNames) {
  LLVMContext Ctx;
  Module M("m", Ctx);
  for (const ApproxIntrinsic &I : approxIntrinsics()) {
    Type *Ty = I.Type == ApproxType::F16    ? Type::getHalfTy(Ctx)
               : I.Type == ApproxType::BF16 ? Type::getBFloatTy(Ctx)
               : I.Type == ApproxType::F32  ? Type::getFloatTy(Ctx)
                                            : Type::getDoubleTy(Ctx);
    SmallVector<Type *, 1> Tys;
    if (Intrinsic::isOverloaded(I.ID))
      Tys.push_back(Ty);
    EXPECT_EQ(Intrinsic::getName(I.ID, Tys, &M), I.IRName);
    EXPECT_EQ(findApproxIntrinsic(I.ID, I.Type), &I);
  }
}

TEST(FoldApproxTable, UnknownPairsAreNotInTheTable) {
  // ex2.approx.f64 and non-ftz bf16 ex2 have no PTX instruction; lg2 of f64
  // prints lg2.approx.f64, which ptxas rejects; sin has no exact results.
  EXPECT_EQ(findApproxIntrinsic(Intrinsic::nvvm_ex2_approx, ApproxType::F64),
            nullptr);
  EXPECT_EQ(findApproxIntrinsic(Intrinsic::nvvm_ex2_approx, ApproxType::BF16),
            nullptr);
  EXPECT_EQ(findApproxIntrinsic(Intrinsic::nvvm_lg2_approx_d, ApproxType::F64),
            nullptr);
  EXPECT_EQ(findApproxIntrinsic(Intrinsic::nvvm_sin_approx_f, ApproxType::F32),
            nullptr);
}

//===----------------------------------------------------------------------===//
// lg2
//===----------------------------------------------------------------------===//

TEST(FoldApproxLg2, PowersOfTwoFoldToTheirExponent) {
  const ApproxIntrinsic &L = get(Intrinsic::nvvm_lg2_approx_f, ApproxType::F32);
  EXPECT_EQ(foldedBits(L, f32(16.0f)), 0x40800000u); // 4
  EXPECT_EQ(foldedBits(L, f32(1.0f)), 0x00000000u);  // +0, not -0
  EXPECT_EQ(foldedBits(L, f32(2.0f)), 0x3f800000u);  // 1
  EXPECT_EQ(foldedBits(L, bits(ApproxType::F32, 0x7f000000)),
            0x42fe0000u); // 127
}

TEST(FoldApproxLg2, NegativeResultsAreLeft) {
  // The H200 returns lg2.approx(0.5) = 0xbf7ffffe, lg2.approx(2^-126) =
  // 0xc2fbffff: 2^k with k < 0 never folds, subnormal or not.
  const ApproxIntrinsic &L = get(Intrinsic::nvvm_lg2_approx_f, ApproxType::F32);
  EXPECT_EQ(reason(L, f32(0.5f)), FoldReason::BelowOne);
  EXPECT_EQ(reason(L, f32(0.125f)), FoldReason::BelowOne);
  EXPECT_EQ(reason(L, bits(ApproxType::F32, 0x00800000)), FoldReason::BelowOne);
  EXPECT_EQ(reason(L, bits(ApproxType::F32, 0x00000001)), FoldReason::BelowOne);
}

TEST(FoldApproxLg2, FtzLeavesSubnormalInputs) {
  const ApproxIntrinsic &L =
      get(Intrinsic::nvvm_lg2_approx_ftz_f, ApproxType::F32);
  EXPECT_EQ(foldedBits(L, bits(ApproxType::F32, 0x7f000000)), 0x42fe0000u);
  EXPECT_EQ(reason(L, bits(ApproxType::F32, 0x00400000)),
            FoldReason::FlushedInput);
  EXPECT_EQ(reason(L, bits(ApproxType::F32, 0x00000001)),
            FoldReason::FlushedInput);
}

TEST(FoldApproxLg2, EverythingElseIsLeft) {
  const ApproxIntrinsic &L = get(Intrinsic::nvvm_lg2_approx_f, ApproxType::F32);
  EXPECT_EQ(reason(L, f32(-16.0f)), FoldReason::Negative);
  EXPECT_EQ(reason(L, f32(0.0f)), FoldReason::Zero);
  EXPECT_EQ(reason(L, f32(-0.0f)), FoldReason::Zero);
  EXPECT_EQ(reason(L, APFloat::getInf(APFloat::IEEEsingle())),
            FoldReason::NotFinite);
  EXPECT_EQ(reason(L, APFloat::getQNaN(APFloat::IEEEsingle())),
            FoldReason::NotFinite);
  EXPECT_EQ(reason(L, f32(3.0f)), FoldReason::NotPowerOfTwo);
  EXPECT_EQ(reason(L, f32(10.0f)), FoldReason::NotPowerOfTwo);
  EXPECT_EQ(reason(L, bits(ApproxType::F32, 0x00000003)),
            FoldReason::NotPowerOfTwo);
}

//===----------------------------------------------------------------------===//
// ex2
//===----------------------------------------------------------------------===//

TEST(FoldApproxEx2, IntegersFoldToPowersOfTwo) {
  const ApproxIntrinsic &E = get(Intrinsic::nvvm_ex2_approx, ApproxType::F32);
  EXPECT_EQ(foldedBits(E, f32(0.0f)), 0x3f800000u);
  EXPECT_EQ(foldedBits(E, f32(-0.0f)), 0x3f800000u);
  EXPECT_EQ(foldedBits(E, f32(3.0f)), 0x41000000u);
  EXPECT_EQ(foldedBits(E, f32(-2.0f)), 0x3e800000u);
  EXPECT_EQ(foldedBits(E, f32(127.0f)), 0x7f000000u);
  EXPECT_EQ(foldedBits(E, f32(-126.0f)), 0x00800000u);
  // Without ftz no subnormal result folds: the H200 returns 0x003fffff
  // for ex2.approx.f32(-127).
  EXPECT_EQ(reason(E, f32(-127.0f)), FoldReason::SubnormalResult);
  EXPECT_EQ(reason(E, f32(-149.0f)), FoldReason::SubnormalResult);
  EXPECT_EQ(reason(E, f32(-150.0f)), FoldReason::OutOfRange);
  EXPECT_EQ(reason(E, f32(128.0f)), FoldReason::OutOfRange);
  EXPECT_EQ(reason(E, f32(1e30f)), FoldReason::OutOfRange);
  EXPECT_EQ(reason(E, f32(-1e30f)), FoldReason::OutOfRange);
}

TEST(FoldApproxEx2, FtzFlushesSubnormalResults) {
  const ApproxIntrinsic &E =
      get(Intrinsic::nvvm_ex2_approx_ftz, ApproxType::F32);
  EXPECT_EQ(foldedBits(E, f32(-126.0f)), 0x00800000u);
  EXPECT_EQ(foldedBits(E, f32(-127.0f)), 0x00000000u);
  EXPECT_EQ(reason(E, f32(-127.0f)), FoldReason::Flushed);
  EXPECT_EQ(foldedBits(E, f32(-149.0f - Ex2FlushMargin)), 0x00000000u);
  EXPECT_EQ(reason(E, f32(-150.0f - Ex2FlushMargin)), FoldReason::OutOfRange);
}

TEST(FoldApproxEx2, NonIntegersAndSpecialsAreLeft) {
  const ApproxIntrinsic &E = get(Intrinsic::nvvm_ex2_approx, ApproxType::F32);
  EXPECT_EQ(reason(E, f32(0.5f)), FoldReason::NotInteger);
  EXPECT_EQ(reason(E, f32(-3.25f)), FoldReason::NotInteger);
  EXPECT_EQ(reason(E, APFloat::getInf(APFloat::IEEEsingle(), true)),
            FoldReason::NotFinite);
  EXPECT_EQ(reason(E, APFloat::getQNaN(APFloat::IEEEsingle())),
            FoldReason::NotFinite);
}

TEST(FoldApproxEx2, HalfAndBFloat) {
  const ApproxIntrinsic &H = get(Intrinsic::nvvm_ex2_approx, ApproxType::F16);
  EXPECT_EQ(foldedBits(H, bits(ApproxType::F16, 0x4200)), 0x4800u); // 3 -> 8
  EXPECT_EQ(foldedBits(H, bits(ApproxType::F16, 0xcb00)), 0x0400u); // -14
  EXPECT_EQ(foldedBits(H, bits(ApproxType::F16, 0x4b80)), 0x7800u); // 15
  EXPECT_EQ(reason(H, bits(ApproxType::F16, 0x4c00)), FoldReason::OutOfRange);
  EXPECT_EQ(reason(H, bits(ApproxType::F16, 0xce00)),
            FoldReason::SubnormalResult); // -24
  const ApproxIntrinsic &B =
      get(Intrinsic::nvvm_ex2_approx_ftz, ApproxType::BF16);
  EXPECT_EQ(foldedBits(B, bits(ApproxType::BF16, 0x4040)), 0x4100u); // 3 -> 8
  EXPECT_EQ(foldedBits(B, bits(ApproxType::BF16, 0xc2fc)), 0x0080u); // -126
  EXPECT_EQ(reason(B, bits(ApproxType::BF16, 0xc2fe)),
            FoldReason::Flushed); // -127
}

//===----------------------------------------------------------------------===//
// rsqrt, sqrt, rcp
//===----------------------------------------------------------------------===//

TEST(FoldApproxRoots, EvenPowersFold) {
  const ApproxIntrinsic &R =
      get(Intrinsic::nvvm_rsqrt_approx_f, ApproxType::F32);
  const ApproxIntrinsic &S =
      get(Intrinsic::nvvm_sqrt_approx_f, ApproxType::F32);
  EXPECT_EQ(foldedBits(R, f32(4.0f)), 0x3f000000u);  // 0.5
  EXPECT_EQ(foldedBits(R, f32(0.25f)), 0x40000000u); // 2
  EXPECT_EQ(foldedBits(R, f32(1.0f)), 0x3f800000u);
  EXPECT_EQ(foldedBits(S, f32(16.0f)), 0x40800000u);
  EXPECT_EQ(foldedBits(S, bits(ApproxType::F32, 0x00000002)),
            0x1a800000u); // sqrt(2^-148) = 2^-74
  EXPECT_EQ(reason(R, f32(2.0f)), FoldReason::OddPower);
  EXPECT_EQ(reason(S, f32(8.0f)), FoldReason::OddPower);
  EXPECT_EQ(reason(R, f32(-4.0f)), FoldReason::Negative);
  EXPECT_EQ(reason(S, f32(-0.0f)), FoldReason::Zero);
  EXPECT_EQ(reason(S, f32(9.0f)), FoldReason::NotPowerOfTwo);
  const ApproxIntrinsic &RD =
      get(Intrinsic::nvvm_rsqrt_approx_d, ApproxType::F64);
  EXPECT_EQ(foldedBits(RD, f64(0x1p-1074)), 0x6180000000000000ull); // 2^537
  EXPECT_EQ(foldedBits(RD, f64(64.0)), 0x3fc0000000000000ull);      // 1/8
  const ApproxIntrinsic &RF =
      get(Intrinsic::nvvm_rsqrt_approx_ftz_d, ApproxType::F64);
  EXPECT_EQ(reason(RF, f64(0x1p-1074)), FoldReason::FlushedInput);
}

TEST(FoldApproxRoots, ReciprocalKeepsTheSign) {
  const ApproxIntrinsic &C =
      get(Intrinsic::nvvm_rcp_approx_ftz_f, ApproxType::F32);
  EXPECT_EQ(foldedBits(C, f32(4.0f)), 0x3e800000u);
  EXPECT_EQ(foldedBits(C, f32(-0.5f)), 0xc0000000u);
  EXPECT_EQ(foldedBits(C, f32(0x1p126f)), 0x00800000u);
  // 1/2^127 is subnormal: .ftz gives a zero of the argument's sign.
  EXPECT_EQ(foldedBits(C, f32(0x1p127f)), 0x00000000u);
  EXPECT_EQ(foldedBits(C, f32(-0x1p127f)), 0x80000000u);
  EXPECT_EQ(reason(C, f32(0x1p127f)), FoldReason::Flushed);
  EXPECT_EQ(reason(C, bits(ApproxType::F32, 0x00000100)),
            FoldReason::FlushedInput);
  EXPECT_EQ(reason(C, f32(0.0f)), FoldReason::Zero);
  EXPECT_EQ(reason(C, f32(3.0f)), FoldReason::NotPowerOfTwo);
  const ApproxIntrinsic &CD =
      get(Intrinsic::nvvm_rcp_approx_ftz_d, ApproxType::F64);
  EXPECT_EQ(foldedBits(CD, f64(-8.0)), 0xbfc0000000000000ull);
  EXPECT_EQ(foldedBits(CD, f64(0x1p1023)), 0ull); // flushed
}

//===----------------------------------------------------------------------===//
// The GPU check covers every fold
//===----------------------------------------------------------------------===//

std::set<uint64_t> checkedBits(const ApproxIntrinsic &I) {
  std::set<uint64_t> S;
  for (const APFloat &V : checkInputs(I))
    S.insert(V.bitcastToAPInt().getZExtValue());
  return S;
}

TEST(FoldApproxCoverage, EveryFolded16BitArgumentIsChecked) {
  for (const ApproxIntrinsic &I : approxIntrinsics()) {
    if (I.Type != ApproxType::F16 && I.Type != ApproxType::BF16)
      continue;
    std::set<uint64_t> Checked = checkedBits(I);
    unsigned Folded = 0;
    for (uint32_t B = 0; B <= 0xffff; ++B) {
      if (!decide(I, bits(I.Type, B)).Value)
        continue;
      ++Folded;
      EXPECT_TRUE(Checked.count(B)) << I.IRName << " folds 0x" << B;
    }
    EXPECT_GT(Folded, 30u) << I.IRName;
  }
}

TEST(FoldApproxCoverage, EveryFoldedWideArgumentIsChecked) {
  // Exhaustive is too long for 32/64 bits: every power of two, every
  // integer in a wide range, and random encodings.
  std::mt19937_64 Rng(20261201);
  for (const ApproxIntrinsic &I : approxIntrinsics()) {
    if (I.Type != ApproxType::F32 && I.Type != ApproxType::F64)
      continue;
    std::set<uint64_t> Checked = checkedBits(I);
    unsigned W = I.Type == ApproxType::F64 ? 64 : 32;
    auto Expect = [&](const APFloat &V) {
      if (decide(I, V).Value) {
        EXPECT_TRUE(Checked.count(V.bitcastToAPInt().getZExtValue()))
            << I.IRName << " folds an unchecked argument";
      }
    };
    const fltSemantics &Sem = semanticsOf(I.Type);
    for (int E = -1100; E <= 1100; ++E) {
      APFloat P = scalbn(APFloat::getOne(Sem), E, APFloat::rmNearestTiesToEven);
      Expect(P);
      Expect(neg(P));
      APFloat N(Sem);
      N.convertFromAPInt(APInt(32, E, true), true,
                         APFloat::rmNearestTiesToEven);
      Expect(N);
    }
    for (unsigned K = 0; K < 200000; ++K) {
      uint64_t B = Rng();
      Expect(APFloat(Sem, APInt(W, W == 64 ? B : (B & 0xffffffffu))));
    }
  }
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

TEST(FoldApproxPass, FoldsConstantsAndSimplifiesUsers) {
  LLVMContext Ctx;
  auto M = smemvec::test::parseIR(Ctx, R"(
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.f32(float)
define i32 @f(float %x) {
  %l = call float @llvm.nvvm.lg2.approx.f(float 16.0)
  %n = fptosi float %l to i32
  %e = call float @llvm.nvvm.ex2.approx.f32(float %l)
  %m = fptosi float %e to i32
  %s = add i32 %n, %m
  %v = call float @llvm.nvvm.lg2.approx.f(float %x)
  %w = fptosi float %v to i32
  %r = add i32 %s, %w
  ret i32 %r
}
)");
  ASSERT_TRUE(M);
  smemvec::test::runPipeline(*M, [](ModulePassManager &MPM) {
    MPM.addPass(createModuleToFunctionPassAdaptor(smemvec::FoldApproxPass()));
  });
  Function *F = M->getFunction("f");
  unsigned Calls = 0;
  for (Instruction &I : instructions(*F))
    if (auto *CI = dyn_cast<CallInst>(&I)) {
      ++Calls;
      EXPECT_FALSE(isa<Constant>(CI->getArgOperand(0)));
    }
  EXPECT_EQ(Calls, 1u); // only lg2(%x) is left
  // 4 + 16 folded into the add's constant operand.
  auto *Ret = cast<ReturnInst>(F->getEntryBlock().getTerminator());
  auto *Add = cast<BinaryOperator>(Ret->getReturnValue());
  auto *C = dyn_cast<ConstantInt>(Add->getOperand(0));
  ASSERT_NE(C, nullptr);
  EXPECT_EQ(C->getSExtValue(), 20);
}

TEST(FoldApproxPass, OtherTargetsAreUntouched) {
  LLVMContext Ctx;
  auto M = smemvec::test::parseIR(Ctx, R"(
target triple = "x86_64-unknown-linux-gnu"
declare float @llvm.nvvm.lg2.approx.f(float)
define float @f() {
  %l = call float @llvm.nvvm.lg2.approx.f(float 16.0)
  ret float %l
}
)");
  ASSERT_TRUE(M);
  smemvec::test::runPipeline(*M, [](ModulePassManager &MPM) {
    MPM.addPass(createModuleToFunctionPassAdaptor(smemvec::FoldApproxPass()));
  });
  auto *Ret =
      cast<ReturnInst>(M->getFunction("f")->getEntryBlock().getTerminator());
  EXPECT_TRUE(isa<CallInst>(Ret->getReturnValue()));
}

} // namespace
