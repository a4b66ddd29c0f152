//===- SharedAlignInternal.h - smemvec-align's pure decisions -------------===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The decisions of smemvec-align that need no IR: how far an object may be
// raised, which global is a kernel's own local static, and how many blocks of
// a kernel fit on one multiprocessor for a given static shared size. Kept
// here so the unit tests can pin them (unittests/SharedAlignTest.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_SHAREDALIGNINTERNAL_H
#define SMEMVEC_LIB_SHAREDALIGNINTERNAL_H

#include "Analysis/GPULimits.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/MathExtras.h"

#include <cstdint>
#include <optional>

namespace smemvec {
namespace align {

// Shared memory per architecture is the GPU model's (Analysis/GPULimits.h).
using gpu::blocksPerSM;
using gpu::KnownSmemLimits;
using gpu::SmemLimits;
using gpu::smemLimitsFor;
using gpu::StaticSharedLimit;

/// What a new static layout does to a kernel's budget (see kernelBudget).
enum class BudgetFit {
  Fits,            ///< builds, and as many blocks per SM as before
  OverStaticLimit, ///< past ptxas's 48 KB static limit (stock was within)
  LosesBlocks,     ///< fewer blocks per SM on some architecture of Limits
};

/// The budget rule of smemvec-align and smemvec-pad: a kernel whose stock
/// layout needs at least \p StockBytes of static shared memory may grow to
/// a layout bounded by \p NewBound only if ptxas still accepts it (unless
/// stock was over the limit already) and no architecture of \p Limits
/// loses a block per multiprocessor.
inline BudgetFit kernelBudget(llvm::ArrayRef<SmemLimits> Limits,
                              uint64_t StockBytes, uint64_t NewBound) {
  if (NewBound > StaticSharedLimit && StockBytes <= StaticSharedLimit)
    return BudgetFit::OverStaticLimit;
  for (const SmemLimits &L : Limits)
    if (blocksPerSM(L, NewBound) < blocksPerSM(L, StockBytes))
      return BudgetFit::LosesBlocks;
  return BudgetFit::Fits;
}

/// The limits to check a kernel with "target-cpu" \p TargetCPU against:
/// its own, or every known architecture when it names none we know.
inline llvm::ArrayRef<SmemLimits> budgetLimitsFor(llvm::StringRef TargetCPU) {
  llvm::ArrayRef<SmemLimits> Limits = smemLimitsFor(TargetCPU);
  return Limits.empty() ? llvm::ArrayRef<SmemLimits>(KnownSmemLimits) : Limits;
}

/// One shared object of a kernel's static layout.
struct LayoutObject {
  uint64_t Size;  ///< bytes (0: the dynamic window's start)
  uint64_t Align; ///< power of two
};

/// An upper bound of a kernel's static shared bytes for \p Objects,
/// whatever order ptxas lays them out in (each at the next multiple of its
/// alignment after the previous one, the first at 0): object i ends at a
/// multiple of D_i = min(align_i, lowest set bit of size_i), so the padding
/// before object j is at most align_j - min over i != j of D_i.
inline uint64_t layoutBound(llvm::ArrayRef<LayoutObject> Objects) {
  auto EndGranule = [](const LayoutObject &O) -> uint64_t {
    return O.Size ? std::min<uint64_t>(O.Align,
                                       uint64_t(1) << llvm::countr_zero(O.Size))
                  : O.Align;
  };
  uint64_t Min1 = UINT64_MAX, Min2 = UINT64_MAX; // two smallest D_i
  for (const LayoutObject &O : Objects) {
    uint64_t D = EndGranule(O);
    if (D < Min1) {
      Min2 = Min1;
      Min1 = D;
    } else if (D < Min2) {
      Min2 = D;
    }
  }
  uint64_t Bound = 0;
  for (const LayoutObject &O : Objects) {
    uint64_t Prev = EndGranule(O) == Min1 ? Min2 : Min1;
    Bound +=
        O.Size + (Prev != UINT64_MAX && O.Align > Prev ? O.Align - Prev : 0);
  }
  return Bound;
}

/// The alignment worth giving an object of \p SizeInBytes when at most
/// \p MaxAlign is asked for: never past the largest power of two that is
/// not larger than the object (no access to it can be wider than that).
inline llvm::Align wantedAlignment(uint64_t SizeInBytes, llvm::Align MaxAlign) {
  if (SizeInBytes == 0)
    return llvm::Align(1);
  return std::min(MaxAlign, llvm::Align(llvm::bit_floor(SizeInBytes)));
}

/// True if \p GlobalName is a local static of the function \p FunctionName
/// (Itanium mangling: `_ZZ` <function encoding> `E` <entity>): such a
/// global is emitted only by a TU that emits the function's body.
inline bool isLocalStaticOf(llvm::StringRef GlobalName,
                            llvm::StringRef FunctionName) {
  if (!FunctionName.consume_front("_Z") || FunctionName.empty() ||
      !GlobalName.consume_front("_ZZ") ||
      !GlobalName.consume_front(FunctionName))
    return false;
  return GlobalName.size() > 1 && GlobalName.front() == 'E';
}

} // namespace align
} // namespace smemvec

#endif // SMEMVEC_LIB_SHAREDALIGNINTERNAL_H
