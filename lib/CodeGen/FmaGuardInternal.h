//===- FmaGuardInternal.h - smemvec-fma-guard decision ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The pure decision of smemvec-fma-guard (lib/CodeGen/FmaGuard.cpp): the
// facts the pass reads off one fmul, and whether it fences the product
// where its adds use it. Unit-tested in unittests/FmaGuardTest.cpp. Not an
// installed header.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_FMAGUARDINTERNAL_H
#define SMEMVEC_FMAGUARDINTERNAL_H

#include "llvm/ADT/StringRef.h"

namespace smemvec::fmaguard {

/// What the pass knows about one fmul that has an fadd or fsub user in its
/// own basic block (the shape instruction selection contracts to an fma).
struct MulFacts {
  /// Users of the product in its own block that may be contracted with it:
  /// fadd/fsub carrying the `contract` flag.
  unsigned ContractAdds = 0;
  /// The fmul may be contracted: it carries `contract`, or the target
  /// contracts flagless multiplies (TargetOptions' AllowFPOpFusion is Fast,
  /// which clang's -ffp-contract=fast sets; unknown counts as yes).
  bool MulContracts = false;
  /// Users of the product that no contraction can absorb because they are
  /// in another block (or are PHIs): instruction selection, one block at a
  /// time, keeps a multiply for them next to each fma.
  unsigned UsesElsewhere = 0;
  /// Distinct non-constant operands of the fmul that are defined in its
  /// block and used only there (0 to 2): values whose live range the
  /// fusion stretches into the other blocks, where the kept multiply is
  /// sunk.
  unsigned FactorsEndingHere = 0;
};

/// Why an fmul was fenced or left alone, in the order decide() checks.
enum class Reason {
  /// Every user is in the block: the fused form is the cheaper one.
  NoUseElsewhere,
  /// No add in the block may be contracted.
  AddNotContract,
  /// The fmul has no `contract` and the target contracts only flagged ones.
  MulNotContract,
  /// Fewer than two factors end in the block: the fused form keeps no more
  /// registers live than the fenced one.
  FactorsLiveAnyway,
  /// Fenced.
  Fence,
};

/// A few words for \p R in remarks ("no use in another block", ...).
llvm::StringRef reasonText(Reason R);

/// The decision, in order: the product must have a user in another block
/// (else the fused form is the cheaper one), an add that may be contracted,
/// a multiply that may be contracted, and two factors that end in its block
/// (the multiply kept for the other block then needs them there; fencing
/// carries one product instead of two factors).
inline Reason decide(const MulFacts &F) {
  if (F.UsesElsewhere == 0)
    return Reason::NoUseElsewhere;
  if (F.ContractAdds == 0)
    return Reason::AddNotContract;
  if (!F.MulContracts)
    return Reason::MulNotContract;
  if (F.FactorsEndingHere < 2)
    return Reason::FactorsLiveAnyway;
  return Reason::Fence;
}

} // namespace smemvec::fmaguard

#endif // SMEMVEC_FMAGUARDINTERNAL_H
