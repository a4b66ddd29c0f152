//===- SCEVDisjoint.cpp - A ScalarEvolution proof of disjoint accesses ----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why this exists
// ---------------
// smemvec-lsv hoists a shared load over the stores between it and the first
// load of its window. Alias analysis cannot separate s[t][j+k] from s[t][i]
// (one object, two unknown indices); ScalarEvolution can, with the loop's
// guards: the rodinia LU row loads s[t][j..j+7] run while j + 7 < i.
//
// Algorithm
// ---------
// A load M and a store S (both in one block, both shared), that alias
// analysis calls MayAlias: let D = addr(S) - addr(M). They are disjoint if D >=
// size(M) or D <= -size(S). This is tried on D directly with isKnownPredicateAt
// (the dominating guards of S count), and, when D is an affine recurrence of a
// loop with a computable backedge-taken count, on D's values at the first and
// the last iteration: an affine D is monotonic, and it cannot wrap because
// both addresses lie in shared memory (< 2^18 bytes apart), which also lets
// D be truncated to the trip count's type. Two normalisations make the
// LU case provable: D is divided by its constant multiple (SCEV relates
// i - j - 1 to a guard on i, not 4 * (i - j - 1)), and the rounding lemma
// C * (X /u C) <= X (X >= 0) bounds the trip count of a loop unrolled by C:
// for `j < i` unrolled by 8 the last iteration has j = 8 * (i /u 8) - 8, so
// j + 7 < i; for `j <= i` only j + 6 < i follows, and s[t][j+7] stays put.
//
// Complexity: a few isKnownPredicateAt queries per (load, store) pair
// (SCEV caches its answers); the rounding lemma is applied at most
// MaxRoundingSteps times per bound.
//
// Used by: lib/SharedLSV.cpp (SharedLoadVectorizer::provablyDisjoint).
//
//===----------------------------------------------------------------------===//

#include "SCEVDisjoint.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

/// Times the rounding lemma is applied to one bound (nested unrolling).
static constexpr unsigned MaxRoundingSteps = 4;

/// A bound of \p E from the rounding lemma C * (X /u C) <= X (X >= 0): in a
/// sum, the term K * (X /u C) with C | K is >= (K / C) * X when K < 0 (for a
/// lower bound) and <= (K / C) * X when K > 0 (for an upper bound). This is
/// what proves j + 7 < i for a loop unrolled by 8 whose trip count was
/// rounded down to a multiple of 8.
const SCEV *smemvec::boundRoundedDown(ScalarEvolution &SE, const SCEV *E,
                                      bool Lower, const Instruction *CtxI) {
  auto *Add = dyn_cast<SCEVAddExpr>(E);
  if (!Add)
    return E;
  SmallVector<const SCEV *, 8> Ops;
  for (const SCEV *Op : Add->operands()) {
    const auto *M = dyn_cast<SCEVMulExpr>(Op);
    const SCEVConstant *K = M && M->getNumOperands() == 2
                                ? dyn_cast<SCEVConstant>(M->getOperand(0))
                                : nullptr;
    const auto *UD = M && M->getNumOperands() == 2
                         ? dyn_cast<SCEVUDivExpr>(M->getOperand(1))
                         : nullptr;
    const auto *C = UD ? dyn_cast<SCEVConstant>(UD->getRHS()) : nullptr;
    if (K && C && !C->getAPInt().isZero() &&
        K->getAPInt().isNegative() == Lower &&
        K->getAPInt().srem(C->getAPInt()).isZero() &&
        SE.isKnownPredicateAt(ICmpInst::ICMP_SGE, UD->getLHS(),
                              SE.getZero(UD->getLHS()->getType()), CtxI)) {
      Ops.push_back(SE.getMulExpr(
          SE.getConstant(K->getAPInt().sdiv(C->getAPInt())), UD->getLHS()));
      continue;
    }
    Ops.push_back(Op);
  }
  return SE.getAddExpr(Ops);
}

/// \p E / \p G for an expression that is an exact multiple of \p G, divided
/// term by term with signed arithmetic (SCEV's udiv would misread negative
/// constants); null when a term does not divide.
const SCEV *smemvec::divideExactly(ScalarEvolution &SE, const SCEV *E,
                                   uint64_t G) {
  if (auto *C = dyn_cast<SCEVConstant>(E)) {
    APInt GA(C->getAPInt().getBitWidth(), G);
    if (!C->getAPInt().srem(GA).isZero())
      return nullptr;
    return SE.getConstant(C->getAPInt().sdiv(GA));
  }
  auto DivideAll = [&](ArrayRef<const SCEV *> Ops,
                       SmallVectorImpl<const SCEV *> &Out) {
    for (const SCEV *Op : Ops) {
      const SCEV *D = divideExactly(SE, Op, G);
      if (!D)
        return false;
      Out.push_back(D);
    }
    return true;
  };
  SmallVector<const SCEV *, 4> Ops;
  if (auto *Add = dyn_cast<SCEVAddExpr>(E))
    return DivideAll(Add->operands(), Ops) ? SE.getAddExpr(Ops) : nullptr;
  if (auto *AR = dyn_cast<SCEVAddRecExpr>(E))
    return DivideAll(AR->operands(), Ops)
               ? SE.getAddRecExpr(Ops, AR->getLoop(), SCEV::FlagAnyWrap)
               : nullptr;
  if (auto *Mul = dyn_cast<SCEVMulExpr>(E)) {
    auto *K = dyn_cast<SCEVConstant>(Mul->getOperand(0));
    if (!K)
      return nullptr;
    const SCEV *KD = divideExactly(SE, K, G);
    if (!KD)
      return nullptr;
    SmallVector<const SCEV *, 4> Rest{KD};
    append_range(Rest, drop_begin(Mul->operands()));
    return SE.getMulExpr(Rest);
  }
  return nullptr;
}

bool smemvec::provablyDisjointBySCEV(ScalarEvolution &SE, const SCEV *LP,
                                     uint64_t LSize, const SCEV *SP,
                                     uint64_t SSize, const Instruction *S) {
  assert(LSize && SSize && "accesses have a size");
  const SCEV *D = SE.getMinusSCEV(SP, LP);
  if (isa<SCEVCouldNotCompute>(D) || !D->getType()->isIntegerTy())
    return false;
  Type *Ty = D->getType();
  const SCEV *Above = SE.getConstant(Ty, LSize);           // D >= size(L)
  const SCEV *Below = SE.getConstant(Ty, -int64_t(SSize)); // D <= -size(S)
  auto Separated = [&](const SCEV *X) {
    return SE.isKnownPredicateAt(ICmpInst::ICMP_SGE, X, Above, S) ||
           SE.isKnownPredicateAt(ICmpInst::ICMP_SLE, X, Below, S);
  };
  if (Separated(D))
    return true;
  auto *AR = dyn_cast<SCEVAddRecExpr>(D);
  if (!AR || !AR->isAffine() || !isa<SCEVConstant>(AR->getStepRecurrence(SE)))
    return false;
  const SCEV *BTC = SE.getBackedgeTakenCount(AR->getLoop());
  if (isa<SCEVCouldNotCompute>(BTC))
    return false;
  // Evaluate in the (usually narrower) type of the trip count, where SCEV
  // folds (BTC * step) of an unrolled loop back into the bound it came from.
  // Truncation keeps D exact: both addresses lie in one shared object, so
  // |D| is far below 2^31.
  Type *NTy = BTC->getType();
  if (SE.getTypeSizeInBits(NTy) < SE.getTypeSizeInBits(Ty)) {
    if (SE.getTypeSizeInBits(NTy) < 32)
      return false;
    AR = dyn_cast<SCEVAddRecExpr>(SE.getTruncateExpr(AR, NTy));
    if (!AR || !AR->isAffine())
      return false;
    Ty = NTy;
    Above = SE.getConstant(Ty, LSize);
    Below = SE.getConstant(Ty, -int64_t(SSize));
  }
  // Work on D / g (g: D's constant multiple, e.g. the element size): SCEV
  // relates i - j - 1 to a guard on i far more often than 4 * (i - j - 1).
  // For D = g * Q: D >= a  <=>  Q >= ceil(a / g);  D <= -b  <=>  Q <= -ceil(b /
  // g).
  uint64_t G = 1;
  {
    APInt M = SE.getConstantMultiple(AR);
    if (M.getActiveBits() <= 16)
      G = M.getZExtValue();
  }
  if (G > 1) {
    if (const SCEV *Q = divideExactly(SE, AR, G))
      if (auto *QAR = dyn_cast<SCEVAddRecExpr>(Q)) {
        AR = QAR;
        Above = SE.getConstant(Ty, divideCeil(LSize, G));
        Below = SE.getConstant(Ty, -int64_t(divideCeil(SSize, G)));
      }
  }
  const SCEV *First = AR->getStart();
  const SCEV *Last =
      AR->evaluateAtIteration(SE.getTruncateOrZeroExtend(BTC, Ty), SE);
  // Monotonic: both ends on the same side means every iteration is. The
  // rounding lemma is applied until nothing changes (nested unroll bounds).
  auto Holds = [&](ICmpInst::Predicate P, const SCEV *X, const SCEV *Bound,
                   bool Lower) {
    for (unsigned Round = 0; Round < MaxRoundingSteps; ++Round) {
      if (SE.isKnownPredicateAt(P, X, Bound, S))
        return true;
      const SCEV *Next = boundRoundedDown(SE, X, Lower, S);
      if (Next == X)
        return false;
      X = Next;
    }
    return false;
  };
  auto AllAbove = [&] {
    return Holds(ICmpInst::ICMP_SGE, First, Above, true) &&
           Holds(ICmpInst::ICMP_SGE, Last, Above, true);
  };
  auto AllBelow = [&] {
    return Holds(ICmpInst::ICMP_SLE, First, Below, false) &&
           Holds(ICmpInst::ICMP_SLE, Last, Below, false);
  };
  return AllAbove() || AllBelow();
}
