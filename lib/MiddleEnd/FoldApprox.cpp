//===- FoldApprox.cpp - Fold NVVM approximate intrinsics of constants -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: CUDA's fast-math functions end in NVVM approximate intrinsics
// (`llvm.nvvm.lg2.approx.f`, ex2, rsqrt, sqrt, rcp) that LLVM does not
// constant-fold, so a loop bound computed from `__log2f(N)` stays unknown
// and the loop stays rolled where nvcc unrolls it. For some arguments the
// exact result is representable and the hardware returns exactly it; those
// are what this pass folds.
//
// Where: at every peephole point of the O1-O3 pipelines (before the loop
// passes, and again after full unrolling made more arguments constant), in
// NVPTX modules only. By name: `opt -passes=smemvec-fold-approx`; off:
// -smemvec-fold-approx=0.
//
// Steps per function:
//  1. Collect the calls of the intrinsics FoldApproxInternal.h knows.
//  2. For each with a constant argument, foldapprox::decide gives the exact
//     result where the GPU check showed the hardware returns it bit for bit.
//  3. Replace the call by it and simplify its users recursively; a remark
//     says what was folded or why a constant call was left.
// Cost model: none (a fold removes an instruction and never adds one).
//
// The table and its GPU check: docs/fold-approx.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/FoldApprox.h"
#include "FoldApproxInternal.h"
#include "Support/Options.h"

#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

#include <climits>

#define DEBUG_TYPE "smemvec-fold-approx"

using namespace llvm;
using namespace smemvec;
using namespace smemvec::foldapprox;

//===----------------------------------------------------------------------===//
// The decision (FoldApproxInternal.h)
//===----------------------------------------------------------------------===//

ArrayRef<ApproxIntrinsic> foldapprox::approxIntrinsics() {
  using T = ApproxType;
  using O = ApproxOp;
  static const ApproxIntrinsic Table[] = {
      {Intrinsic::nvvm_lg2_approx_f, T::F32, O::Lg2, false,
       "llvm.nvvm.lg2.approx.f", "lg2.approx.f32"},
      {Intrinsic::nvvm_lg2_approx_ftz_f, T::F32, O::Lg2, true,
       "llvm.nvvm.lg2.approx.ftz.f", "lg2.approx.ftz.f32"},
      {Intrinsic::nvvm_ex2_approx, T::F32, O::Ex2, false,
       "llvm.nvvm.ex2.approx.f32", "ex2.approx.f32"},
      {Intrinsic::nvvm_ex2_approx_ftz, T::F32, O::Ex2, true,
       "llvm.nvvm.ex2.approx.ftz.f32", "ex2.approx.ftz.f32"},
      {Intrinsic::nvvm_ex2_approx, T::F16, O::Ex2, false,
       "llvm.nvvm.ex2.approx.f16", "ex2.approx.f16"},
      {Intrinsic::nvvm_ex2_approx_ftz, T::BF16, O::Ex2, true,
       "llvm.nvvm.ex2.approx.ftz.bf16", "ex2.approx.ftz.bf16"},
      {Intrinsic::nvvm_rsqrt_approx_f, T::F32, O::Rsqrt, false,
       "llvm.nvvm.rsqrt.approx.f", "rsqrt.approx.f32"},
      {Intrinsic::nvvm_rsqrt_approx_ftz_f, T::F32, O::Rsqrt, true,
       "llvm.nvvm.rsqrt.approx.ftz.f", "rsqrt.approx.ftz.f32"},
      {Intrinsic::nvvm_rsqrt_approx_d, T::F64, O::Rsqrt, false,
       "llvm.nvvm.rsqrt.approx.d", "rsqrt.approx.f64"},
      {Intrinsic::nvvm_rsqrt_approx_ftz_d, T::F64, O::Rsqrt, true,
       "llvm.nvvm.rsqrt.approx.ftz.d", "rsqrt.approx.ftz.f64"},
      {Intrinsic::nvvm_sqrt_approx_f, T::F32, O::Sqrt, false,
       "llvm.nvvm.sqrt.approx.f", "sqrt.approx.f32"},
      {Intrinsic::nvvm_sqrt_approx_ftz_f, T::F32, O::Sqrt, true,
       "llvm.nvvm.sqrt.approx.ftz.f", "sqrt.approx.ftz.f32"},
      {Intrinsic::nvvm_rcp_approx_ftz_f, T::F32, O::Rcp, true,
       "llvm.nvvm.rcp.approx.ftz.f", "rcp.approx.ftz.f32"},
      {Intrinsic::nvvm_rcp_approx_ftz_d, T::F64, O::Rcp, true,
       "llvm.nvvm.rcp.approx.ftz.d", "rcp.approx.ftz.f64"},
  };
  return Table;
}

const ApproxIntrinsic *foldapprox::findApproxIntrinsic(Intrinsic::ID ID,
                                                       ApproxType Type) {
  for (const ApproxIntrinsic &I : approxIntrinsics())
    if (I.ID == ID && I.Type == Type)
      return &I;
  return nullptr;
}

const fltSemantics &foldapprox::semanticsOf(ApproxType Type) {
  switch (Type) {
  case ApproxType::F16:
    return APFloat::IEEEhalf();
  case ApproxType::BF16:
    return APFloat::BFloat();
  case ApproxType::F32:
    return APFloat::IEEEsingle();
  case ApproxType::F64:
    return APFloat::IEEEdouble();
  }
  llvm_unreachable("unknown ApproxType");
}

StringRef foldapprox::reasonName(FoldReason R) {
  switch (R) {
  case FoldReason::Exact:
    return "exact";
  case FoldReason::Flushed:
    return "flushed";
  case FoldReason::NotFinite:
    return "not-finite";
  case FoldReason::Zero:
    return "zero";
  case FoldReason::Negative:
    return "negative";
  case FoldReason::NotPowerOfTwo:
    return "not-power-of-two";
  case FoldReason::OddPower:
    return "odd-power";
  case FoldReason::NotInteger:
    return "not-integer";
  case FoldReason::FlushedInput:
    return "subnormal-input";
  case FoldReason::BelowOne:
    return "below-one";
  case FoldReason::SubnormalResult:
    return "subnormal-result";
  case FoldReason::OutOfRange:
    return "out-of-range";
  }
  llvm_unreachable("unknown FoldReason");
}

namespace {
/// The exponent range of a format: normal numbers are 2^[MinNormal,
/// MaxExp] times [1, 2), subnormals reach down to 2^MinSubnormal.
struct ExponentRange {
  int MinSubnormal, MinNormal, MaxExp;
  explicit ExponentRange(const fltSemantics &Sem)
      : MinNormal(APFloat::semanticsMinExponent(Sem)),
        MaxExp(APFloat::semanticsMaxExponent(Sem)) {
    MinSubnormal = MinNormal - int(APFloat::semanticsPrecision(Sem)) + 1;
  }
};
} // namespace

/// 2^E in \p Sem, negated when \p Negative; E must be in the format's range.
static APFloat powerOfTwo(const fltSemantics &Sem, int E, bool Negative) {
  APFloat V =
      scalbn(APFloat::getOne(Sem, Negative), E, APFloat::rmNearestTiesToEven);
  assert(V.isFiniteNonZero() && V.getExactLog2Abs() == E &&
         "powerOfTwo: exponent outside the format");
  return V;
}

/// The integer \p N in \p Sem (exact for every N used here: |N| < 2^14).
static APFloat fromInt(const fltSemantics &Sem, int N) {
  APFloat V(Sem);
  APFloat::opStatus S =
      V.convertFromAPInt(APInt(32, N, /*isSigned=*/true),
                         /*IsSigned=*/true, APFloat::rmNearestTiesToEven);
  assert(S == APFloat::opOK && "fromInt: inexact");
  (void)S;
  return V;
}

static FoldDecision keep(FoldReason R) { return {R, std::nullopt}; }

/// lg2, rsqrt, sqrt, rcp: all fold only powers of two.
static FoldDecision decidePowerOfTwoOp(const ApproxIntrinsic &I,
                                       const APFloat &Arg,
                                       const ExponentRange &R) {
  const fltSemantics &Sem = Arg.getSemantics();
  if (!Arg.isFinite())
    return keep(FoldReason::NotFinite);
  if (Arg.isZero())
    return keep(FoldReason::Zero);
  if (Arg.isNegative() && I.Op != ApproxOp::Rcp)
    return keep(FoldReason::Negative);
  int K = Arg.getExactLog2Abs();
  if (K == INT_MIN)
    return keep(FoldReason::NotPowerOfTwo);
  if (I.FTZ && Arg.isDenormal())
    return keep(FoldReason::FlushedInput);
  switch (I.Op) {
  case ApproxOp::Lg2:
    if (K < 0) // measured: lg2.approx(0.5) is -0.99999988 (0xbf7ffffe)
      return keep(FoldReason::BelowOne);
    return {FoldReason::Exact, fromInt(Sem, K)};
  case ApproxOp::Rsqrt:
  case ApproxOp::Sqrt: {
    if (K % 2 != 0)
      return keep(FoldReason::OddPower);
    int E = I.Op == ApproxOp::Sqrt ? K / 2 : -K / 2;
    return {FoldReason::Exact, powerOfTwo(Sem, E, false)};
  }
  case ApproxOp::Rcp: {
    int E = -K;
    if (E > R.MaxExp)
      return keep(FoldReason::OutOfRange);
    if (E < R.MinNormal) // .ftz flushes the subnormal result
      return I.FTZ ? FoldDecision{FoldReason::Flushed,
                                  APFloat::getZero(Sem, Arg.isNegative())}
                   : keep(FoldReason::SubnormalResult);
    return {FoldReason::Exact, powerOfTwo(Sem, E, Arg.isNegative())};
  }
  case ApproxOp::Ex2:
    break;
  }
  llvm_unreachable("decidePowerOfTwoOp: not a power-of-two op");
}

/// ex2: folds integers.
static FoldDecision decideEx2(const ApproxIntrinsic &I, const APFloat &Arg,
                              const ExponentRange &R) {
  const fltSemantics &Sem = Arg.getSemantics();
  if (!Arg.isFinite())
    return keep(FoldReason::NotFinite);
  if (!Arg.isInteger())
    return keep(FoldReason::NotInteger);
  // Far outside every range below: no integer conversion needed.
  APFloat Limit = fromInt(Sem, 1 << 14);
  APFloat Mag = abs(Arg);
  if (Mag.compare(Limit) != APFloat::cmpLessThan)
    return keep(FoldReason::OutOfRange);
  bool Exact = false;
  APSInt Int(32, /*isUnsigned=*/false);
  Arg.convertToInteger(Int, APFloat::rmTowardZero, &Exact);
  int E = int(Int.getExtValue());
  if (E > R.MaxExp)
    return keep(FoldReason::OutOfRange);
  if (E >= R.MinNormal)
    return {FoldReason::Exact, powerOfTwo(Sem, E, false)};
  if (!I.FTZ) // measured: ex2.approx.f32(-127) is 0x003fffff, not 2^-127
    return keep(E >= R.MinSubnormal ? FoldReason::SubnormalResult
                                    : FoldReason::OutOfRange);
  return E >= R.MinSubnormal - Ex2FlushMargin
             ? FoldDecision{FoldReason::Flushed, APFloat::getZero(Sem)}
             : keep(FoldReason::OutOfRange);
}

FoldDecision foldapprox::decide(const ApproxIntrinsic &I, const APFloat &Arg) {
  assert(&Arg.getSemantics() == &semanticsOf(I.Type) &&
         "decide: argument of another format");
  ExponentRange R(Arg.getSemantics());
  FoldDecision D = I.Op == ApproxOp::Ex2 ? decideEx2(I, Arg, R)
                                         : decidePowerOfTwoOp(I, Arg, R);
  assert(folds(D.Reason) == D.Value.has_value() &&
         "decide: a value exactly when folded");
  return D;
}

/// \p D rounded to \p Sem.
static APFloat inFormat(double D, const fltSemantics &Sem) {
  APFloat V(D);
  bool LosesInfo = false;
  V.convert(Sem, APFloat::rmNearestTiesToEven, &LosesInfo);
  return V;
}

std::vector<APFloat> foldapprox::checkInputs(const ApproxIntrinsic &I) {
  const fltSemantics &Sem = semanticsOf(I.Type);
  ExponentRange R(Sem);
  std::vector<APFloat> In;
  if (I.Op == ApproxOp::Ex2) {
    for (int E = R.MinSubnormal - Ex2FlushMargin - 1; E <= R.MaxExp + 2; ++E)
      In.push_back(fromInt(Sem, E));
    In.push_back(APFloat::getZero(Sem, /*Negative=*/true));
    for (double D : {0.5, -0.5, 1.5, -1.5, 0.25, 3.75, -100.5})
      In.push_back(inFormat(D, Sem));
  } else {
    for (bool Neg : {false, true})
      for (int E = R.MinSubnormal; E <= R.MaxExp; ++E)
        In.push_back(powerOfTwo(Sem, E, Neg));
    In.push_back(APFloat::getZero(Sem));
    In.push_back(APFloat::getZero(Sem, /*Negative=*/true));
    for (double D : {3.0, 0.75, 1.5, 5.0, -3.0, 0.1})
      In.push_back(inFormat(D, Sem));
    In.push_back(APFloat::getLargest(Sem));
    In.push_back(APFloat::getSmallest(Sem));
    In.push_back(scalbn(fromInt(Sem, 3), R.MinSubnormal,
                        APFloat::rmNearestTiesToEven)); // 3 * 2^min: subnormal
  }
  In.push_back(APFloat::getInf(Sem));
  In.push_back(APFloat::getInf(Sem, /*Negative=*/true));
  In.push_back(APFloat::getQNaN(Sem));
  return In;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// The ApproxType of \p Ty, if it is a scalar the fold knows.
static std::optional<ApproxType> approxTypeOf(Type *Ty) {
  if (Ty->isHalfTy())
    return ApproxType::F16;
  if (Ty->isBFloatTy())
    return ApproxType::BF16;
  if (Ty->isFloatTy())
    return ApproxType::F32;
  if (Ty->isDoubleTy())
    return ApproxType::F64;
  return std::nullopt;
}

/// The table entry of \p CI, if it calls a known intrinsic on a scalar.
static const ApproxIntrinsic *classify(const CallInst &CI) {
  const Function *Callee = CI.getCalledFunction();
  if (!Callee || !Callee->isIntrinsic() || CI.arg_size() != 1)
    return nullptr;
  std::optional<ApproxType> Ty = approxTypeOf(CI.getType());
  if (!Ty || CI.getArgOperand(0)->getType() != CI.getType())
    return nullptr;
  return findApproxIntrinsic(Callee->getIntrinsicID(), *Ty);
}

static std::string printed(const APFloat &V) {
  SmallString<32> S;
  V.toString(S);
  return std::string(S);
}

/// Phase 2 and 3 for one call: decide, remark, replace. True if folded.
static bool foldCall(CallInst &CI, const ApproxIntrinsic &I,
                     OptimizationRemarkEmitter &ORE) {
  auto *Arg = dyn_cast<ConstantFP>(CI.getArgOperand(0));
  if (!Arg)
    return false;
  FoldDecision D = decide(I, Arg->getValueAPF());
  if (!folds(D.Reason)) {
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotFolded", &CI)
             << "left " << I.PTX << "(" << printed(Arg->getValueAPF())
             << "): " << reasonName(D.Reason);
    });
    return false;
  }
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "Folded", &CI)
           << "folded " << I.PTX << "(" << printed(Arg->getValueAPF())
           << ") to " << printed(*D.Value) << " (" << reasonName(D.Reason)
           << ")";
  });
  Constant *C = ConstantFP::get(CI.getType(), *D.Value);
  // Erases CI (it has no side effects) and every user that became constant.
  WeakTrackingVH Call(&CI);
  replaceAndRecursivelySimplify(&CI, C);
  if (auto *Left = dyn_cast_or_null<Instruction>(Call))
    Left->eraseFromParent();
  return true;
}

PreservedAnalyses FoldApproxPass::run(Function &F,
                                      FunctionAnalysisManager &AM) {
  if (!EnableFoldApprox || !F.getParent()->getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  // Phase 1: collect first; simplifying users may delete instructions.
  SmallVector<std::pair<WeakTrackingVH, const ApproxIntrinsic *>, 8> Calls;
  for (Instruction &Inst : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&Inst))
      if (const ApproxIntrinsic *I = classify(*CI))
        Calls.push_back({WeakTrackingVH(CI), I});
  if (Calls.empty())
    return PreservedAnalyses::all();
  LLVM_DEBUG(dbgs() << DEBUG_TYPE ": " << F.getName() << ": " << Calls.size()
                    << " approx calls\n");
  auto &ORE = AM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  bool Changed = false;
  for (auto &[VH, I] : Calls)
    if (auto *CI = dyn_cast_or_null<CallInst>(VH))
      Changed |= foldCall(*CI, *I, ORE);
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
