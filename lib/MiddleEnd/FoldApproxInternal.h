//===- FoldApproxInternal.h - smemvec-fold-approx decision ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The pure decision of smemvec-fold-approx: which NVVM approximate
// intrinsics it knows, and which constant argument of each folds to which
// value. One source of truth for three users: the pass (lib/FoldApprox.cpp),
// the unit tests (unittests/FoldApproxTest.cpp) and the GPU check, whose
// expected values `smemvec-approx-table` prints from these functions
// (tools/smemvec-approx-table.cpp, bench/approx_check.py). Not an installed
// header.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_FOLDAPPROXINTERNAL_H
#define SMEMVEC_FOLDAPPROXINTERNAL_H

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Intrinsics.h"

#include <optional>
#include <vector>

namespace smemvec::foldapprox {

/// The function an approximate intrinsic approximates.
enum class ApproxOp { Lg2, Ex2, Rsqrt, Sqrt, Rcp };

/// The floating-point format of its argument and result.
enum class ApproxType { F16, BF16, F32, F64 };

/// One (intrinsic, type) pair that NVPTX lowers to one PTX instruction.
struct ApproxIntrinsic {
  llvm::Intrinsic::ID ID;
  ApproxType Type;
  ApproxOp Op;
  bool FTZ;           ///< .ftz: subnormal inputs and results are +-0
  const char *IRName; ///< the IR spelling, e.g. "llvm.nvvm.ex2.approx.f32"
  const char *PTX;    ///< the instruction llc emits, e.g. "ex2.approx.f32"
};

/// Every pair the fold knows, in a fixed order (the GPU check's kernels).
/// Left out on purpose: llvm.nvvm.lg2.approx.d (llc prints lg2.approx.f64,
/// which ptxas rejects), sin/cos/div approx (no exact results to prove).
llvm::ArrayRef<ApproxIntrinsic> approxIntrinsics();

/// The entry of approxIntrinsics() for intrinsic \p ID with argument type
/// \p Type, or null.
const ApproxIntrinsic *findApproxIntrinsic(llvm::Intrinsic::ID ID,
                                           ApproxType Type);

/// The APFloat semantics of \p Type.
const llvm::fltSemantics &semanticsOf(ApproxType Type);

/// Why a constant argument was folded or left alone (the remark says it).
enum class FoldReason {
  Exact,           ///< folded: the exact result, representable
  Flushed,         ///< folded: the exact result is subnormal and .ftz gives +-0
  NotFinite,       ///< argument is inf or NaN
  Zero,            ///< argument is +-0 (lg2, rsqrt, sqrt, rcp: a pole)
  Negative,        ///< lg2/rsqrt/sqrt of a negative number (NaN on hardware)
  NotPowerOfTwo,   ///< lg2/rsqrt/sqrt/rcp of a non-power of two: inexact
  OddPower,        ///< rsqrt/sqrt of 2^k with k odd: irrational
  NotInteger,      ///< ex2 of a non-integer: inexact
  FlushedInput,    ///< .ftz reads a subnormal argument as 0
  BelowOne,        ///< lg2 of 2^k, k < 0: the H200 returns k 1-2 ulp toward 0
  SubnormalResult, ///< no .ftz, exact result subnormal: ex2.approx.f32(-127)
                   ///< is 1 ulp low on the H200, so none of these fold
  OutOfRange,      ///< overflow, or an underflow the GPU check did not cover
};

/// A one-word name of \p R for remarks and the table ("exact", ...).
llvm::StringRef reasonName(FoldReason R);

/// True for the reasons that fold.
inline bool folds(FoldReason R) {
  return R == FoldReason::Exact || R == FoldReason::Flushed;
}

struct FoldDecision {
  FoldReason Reason;
  std::optional<llvm::APFloat> Value; ///< set exactly when folds(Reason)
};

/// ex2 with .ftz: integers below the subnormal range down to this many
/// powers of two past the smallest subnormal still fold to +0 (the GPU
/// check covers one more; below that the fold leaves the call alone).
constexpr int Ex2FlushMargin = 10;

/// The decision: what intrinsic \p I returns for the constant \p Arg (which
/// has I's format), where that is exact and the GPU check showed the H200
/// returns exactly it (bench/results/2026-12-01-h200-approx-fold.md):
///  - lg2(2^k) = k, k >= 0               (k < 0: the hardware is 1-2 ulp off)
///  - ex2(i) = 2^i, i integer, 2^i normal (.ftz: also +0 for i in
///    [min subnormal exp - Ex2FlushMargin, min normal exp - 1])
///  - rsqrt(2^k) = 2^(-k/2), k even      (.ftz: 2^k normal)
///  - sqrt(2^k) = 2^(k/2), k even        (.ftz: 2^k normal)
///  - rcp(+-2^k) = +-2^-k                (.ftz: 2^k normal; a subnormal
///    result is +-0)
/// Everything else is left alone with the reason. Every folded (intrinsic,
/// argument) pair is among checkInputs(I), so the GPU check evaluates it.
FoldDecision decide(const ApproxIntrinsic &I, const llvm::APFloat &Arg);

/// The arguments the GPU check evaluates for \p I: a superset of the ones
/// decide() folds (every +-2^k of the format; for ex2 every integer from
/// Ex2FlushMargin + 1 below the smallest subnormal exponent to 2 past the
/// largest exponent), plus +-0, +-inf, NaN and a few inexact values.
std::vector<llvm::APFloat> checkInputs(const ApproxIntrinsic &I);

} // namespace smemvec::foldapprox

#endif // SMEMVEC_FOLDAPPROXINTERNAL_H
