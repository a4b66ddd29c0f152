//===- SharedUnrollInternal.h - smemvec-unroll's pure decisions -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// The decisions of smemvec-unroll that need no IR: which stride lets
// consecutive iterations merge, the register estimate, and the verdict for
// one loop from the facts the pass gathered. Unit-tested in
// unittests/SharedUnrollTest.cpp; the pass (lib/SharedUnroll.cpp) only
// gathers facts and acts on the verdict.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_SHAREDUNROLLINTERNAL_H
#define SMEMVEC_LIB_SHAREDUNROLLINTERNAL_H

#include <cstdint>

namespace smemvec {
namespace unroll {

/// The widest shared-memory access NVPTX has (ld.shared.v4.b32 /
/// v2.b64): iterations whose accesses fall in one such window can merge.
constexpr int64_t MergeWindowBytes = 16;

/// True if an access of ElemBytes bytes whose address advances by
/// StepBytes per iteration puts at least two consecutive iterations into
/// one 16-byte window, and lands on the same element offset within every
/// window (the step divides the window), so that smemvec-lsv / ptxas can
/// merge neighbouring iterations once the loop is unrolled.
inline bool isMergeableStride(int64_t StepBytes, uint64_t ElemBytes) {
  if (StepBytes < 0)
    StepBytes = -StepBytes;
  if (StepBytes == 0 || ElemBytes == 0 ||
      ElemBytes >= static_cast<uint64_t>(MergeWindowBytes))
    return false;
  if (StepBytes < static_cast<int64_t>(ElemBytes))
    return false; // overlapping accesses: not a row walk
  return 2 * StepBytes <= MergeWindowBytes && MergeWindowBytes % StepBytes == 0;
}

/// 32-bit registers a fully unrolled loop may want at once: every value
/// carried around the loop stays live throughout, and the scheduler is free
/// to hoist every iteration's loads to the top (it does: that is the point
/// of unrolling), so all of them can be live together.
inline uint64_t estimateRegisters(uint64_t CarriedRegs,
                                  uint64_t LoadedRegsPerIteration,
                                  uint64_t TripCount) {
  return CarriedRegs + LoadedRegsPerIteration * TripCount;
}

/// The largest count C (2 <= C < TripCount, C divides TripCount) whose
/// register estimate stays within MaxRegisters; 0 if none.
inline unsigned partialCount(uint64_t CarriedRegs, uint64_t LoadedRegs,
                             unsigned TripCount, uint64_t MaxRegisters) {
  for (unsigned C = TripCount / 2; C >= 2; --C)
    if (TripCount % C == 0 &&
        estimateRegisters(CarriedRegs, LoadedRegs, C) <= MaxRegisters)
      return C;
  return 0;
}

/// The count that puts one merge window's worth of a row walk into one
/// iteration (16 / step bytes: 4 for floats, 2 for doubles or every other
/// float), if it divides the trip count and leaves at least two iterations
/// for ptxas; 0 otherwise.
inline unsigned windowCount(int64_t StepBytes, unsigned TripCount) {
  if (StepBytes < 0)
    StepBytes = -StepBytes;
  if (StepBytes <= 0 || StepBytes > MergeWindowBytes / 2 ||
      MergeWindowBytes % StepBytes != 0)
    return 0;
  unsigned C = unsigned(MergeWindowBytes / StepBytes);
  if (TripCount % C != 0 || TripCount / C < 2)
    return 0;
  return C;
}

/// Why a loop is (not) unrolled; the remark says the same words.
enum class Reason {
  PrivateArray,       // unrolled: it indexes a register tile
  SharedStride,       // unrolled: shared row walk, iterations merge
  OuterOfShared,      // unrolled: its inner shared walks get constant trips
  Staging,            // unrolled by a count: a runtime global->shared copy
  GlobalReduction,    // unrolled by a count: a runtime global-load reduction
  SharedStridePartial, // unrolled by a count: full unroll over registers
  SharedStrideHandoff, // unrolled by a count, the rest left to ptxas
  NoCandidate,        // neither private array nor shared stride
  UserPragma,         // #pragma unroll / nounroll, unroll metadata
  UnknownTripCount,   // no constant trip count
  TripCountLimit,     // trip count above -smemvec-unroll-max-trip-count
  Budget,             // unrolled size above -smemvec-unroll-max-size
  FunctionBudget,     // function above -smemvec-unroll-max-function-size
  RegisterEstimate,   // above -smemvec-unroll-max-registers
  Convergent,         // contains a convergent operation (a barrier)
  InnerLoopLeft,      // an inner loop stays rolled
  PrivateArrayGroup,  // another loop over the same array cannot unroll
};

/// Everything the verdict needs about one loop, gathered by the pass.
struct LoopFacts {
  bool UserPragma = false;
  bool Convergent = false;
  unsigned TripCount = 0;           // 0: not a known constant
  uint64_t UnrolledSize = 0;        // instructions once fully unrolled
  uint64_t FunctionSizeAfter = 0;   // the function's instructions after it
  uint64_t RegisterEstimate = 0;    // estimateRegisters() for shared walks
  bool IndexesPrivateArray = false; // an alloca indexed by the IV
  bool PrivateGroupUnrollable = false; // every loop over it can unroll
  bool SharedStride = false;        // a mergeable shared row walk
  bool OuterOfShared = false;       // inner shared walks, trip count = f(IV)
  bool Staging = false;             // runtime-trip global->shared copy loop
  bool GlobalReduction = false;     // runtime-trip reduction of global loads
  unsigned PartialCount = 0;        // largest count within the register
                                    // estimate, dividing the trip count
  bool InnerLoopLeft = false;       // an inner loop that will stay rolled
  bool CarriesTile = false;         // updates a promoted register tile
  unsigned HandoffCount = 0;        // windowCount() of its shared walk
};

struct Budgets {
  unsigned MaxTripCount;
  uint64_t MaxSize;
  uint64_t MaxRegisters;
  uint64_t MaxFunctionSize;
  unsigned StagingCount; // 0 or 1: no staging unroll
  unsigned ReductionCount = 4; // 0 or 1: no global-reduction unroll
  uint64_t HandoffRegisters = 64; // 0: never hand a walk over to ptxas
};

struct Verdict {
  bool Unroll;
  Reason Why;
};

/// The decision for one loop. Order matters: the user's pragma first (it
/// always wins), then whether the loop is a candidate at all (so that loops
/// that never were candidates stay quiet), then the guards.
inline Verdict decide(const LoopFacts &F, const Budgets &B) {
  bool Private = F.IndexesPrivateArray;
  bool Shared = F.SharedStride || F.OuterOfShared;
  bool Staging = F.Staging && B.StagingCount > 1 && F.TripCount == 0;
  bool Reduction =
      F.GlobalReduction && B.ReductionCount > 1 && F.TripCount == 0;
  if (!Private && !Shared && !Staging && !Reduction)
    return {false, Reason::NoCandidate};
  if (F.UserPragma)
    return {false, Reason::UserPragma};
  if (F.Convergent)
    return {false, Reason::Convergent};
  // A runtime-trip staging copy is unrolled by a count, with a remainder:
  // several global loads in flight per thread instead of one.
  if (Staging && !F.InnerLoopLeft)
    return {true, Reason::Staging};
  // So is a runtime-trip loop that folds global loads into a register
  // (`for (i = t; i < n; i += s) sum += a[i] * b[i];`): the chain of adds
  // stays in order, but the loads of four iterations are in flight at once.
  if (Reduction && !F.InnerLoopLeft)
    return {true, Reason::GlobalReduction};
  if (F.TripCount == 0)
    return {false, Reason::UnknownTripCount};
  if (F.TripCount > B.MaxTripCount)
    return {false, Reason::TripCountLimit};
  if (F.InnerLoopLeft)
    return {false, Reason::InnerLoopLeft};
  if (F.UnrolledSize > B.MaxSize)
    return {false, Reason::Budget};
  if (F.FunctionSizeAfter > B.MaxFunctionSize)
    return {false, Reason::FunctionBudget};
  // A register tile is promoted only if every loop over it unrolls; then its
  // registers are needed anyway, so no register guard applies.
  if (Private && F.PrivateGroupUnrollable)
    return {true, Reason::PrivateArray};
  if (!Shared)
    return {false, Reason::PrivateArrayGroup};
  if (F.RegisterEstimate > B.MaxRegisters) {
    // A shared walk still merges pairs when unrolled by 2: take the largest
    // count that divides the trip count (no remainder) and fits.
    if (F.SharedStride && F.PartialCount >= 2)
      return {true, Reason::SharedStridePartial};
    return {false, Reason::RegisterEstimate};
  }
  // A register-tile k-loop (an outer product accumulated over a shared
  // row) whose full unroll may want more than HandoffRegisters: unroll it
  // by one merge window and let ptxas, which allocates the registers,
  // finish the unroll with its own pressure heuristics (nvcc's split).
  if (F.SharedStride && F.CarriesTile && B.HandoffRegisters &&
      F.RegisterEstimate > B.HandoffRegisters && F.HandoffCount >= 2)
    return {true, Reason::SharedStrideHandoff};
  return {true, F.SharedStride ? Reason::SharedStride : Reason::OuterOfShared};
}

inline const char *reasonText(Reason R) {
  switch (R) {
  case Reason::PrivateArray:
    return "private array";
  case Reason::SharedStride:
    return "shared stride";
  case Reason::OuterOfShared:
    return "outer loop of shared strides";
  case Reason::Staging:
    return "global-to-shared staging copy";
  case Reason::GlobalReduction:
    return "global-load reduction";
  case Reason::SharedStridePartial:
    return "shared stride, partial: full unroll over the register estimate";
  case Reason::SharedStrideHandoff:
    return "shared stride over a register tile, the rest left to ptxas";
  case Reason::NoCandidate:
    return "no private array or shared stride";
  case Reason::UserPragma:
    return "user pragma or -fno-unroll-loops";
  case Reason::UnknownTripCount:
    return "unknown trip count";
  case Reason::TripCountLimit:
    return "trip count limit";
  case Reason::Budget:
    return "budget";
  case Reason::FunctionBudget:
    return "function budget";
  case Reason::RegisterEstimate:
    return "register estimate";
  case Reason::Convergent:
    return "convergent operation";
  case Reason::InnerLoopLeft:
    return "inner loop left rolled";
  case Reason::PrivateArrayGroup:
    return "private array: another loop over it cannot unroll";
  }
  return "unknown";
}

} // namespace unroll
} // namespace smemvec

#endif // SMEMVEC_LIB_SHAREDUNROLLINTERNAL_H
