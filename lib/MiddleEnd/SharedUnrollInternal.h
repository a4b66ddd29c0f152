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

#include "Analysis/GPULimits.h"
#include "LaunchCheckInternal.h"
#include "Support/Options.h"

#include <algorithm>
#include <cstdint>
#include <optional>

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

/// 32-bit registers a fully unrolled loop may want at once if the
/// scheduler hoisted every iteration's loads to the top: every value carried
/// around the loop stays live throughout, and all loads can be live
/// together. The worst case: the hand-off and the partial counts use it.
inline uint64_t estimateRegisters(uint64_t CarriedRegs,
                                  uint64_t LoadedRegsPerIteration,
                                  uint64_t TripCount) {
  return CarriedRegs + LoadedRegsPerIteration * TripCount;
}

/// How many iterations' loads ptxas keeps in flight ahead of their use once
/// a loop is unrolled: it hoists loads to hide latency, but not without
/// bound. Measured: the 2-D block-tiled SGEMM's k-loop (81 carried, 16
/// loads a step) fully unrolled takes 167 registers, 81 + 16 x 5.4; the
/// 16-wide accumulator's (17 + 17 a step, 8 steps) is faster fully unrolled
/// than by 4, so far fewer than its 8 steps are live at once.
constexpr uint64_t LookaheadIterations = 4;

/// The registers a full unroll is expected to need: carried values plus the
/// loads of at most LookaheadIterations iterations. The guard against
/// crossing a register (occupancy) step uses this estimate.
inline uint64_t estimatePressure(uint64_t CarriedRegs,
                                 uint64_t LoadedRegsPerIteration,
                                 uint64_t TripCount) {
  uint64_t Live =
      TripCount < LookaheadIterations ? TripCount : LookaheadIterations;
  return CarriedRegs + LoadedRegsPerIteration * Live;
}

/// How many iterations' loads ptxas keeps live at once in a fully unrolled
/// walk whose iterations do not merge (a step of 16 bytes or more: A stored
/// transposed, a column): each iteration's loads are separate LDS, issued
/// about two iterations ahead of their use. Measured on the H200 with the
/// transposed-A SGEMMs: 81 carried + 16 loaded a step went from 94 to 116
/// registers fully unrolled (81 + 2 x 16 = 113), 45 + 12 from 64 to 71
/// (45 + 2 x 12 = 69).
constexpr uint64_t WalkLookaheadIterations = 2;

/// The registers the hand-off guard expects a full unroll of a register
/// tile's k-loop to take. Loads that merge only across iterations (a row
/// walked by less than 16 bytes a step) become, fully unrolled, one
/// straight block of wide loads that ptxas hoists whole: every trip counts.
/// A step's other loads (already wide within the step, or a column) are
/// issued about WalkLookaheadIterations ahead. Measured on the H100
/// (bench/results/2026-12-06-h100-pad-buffers.md): the 1-D block tile (8 of
/// its 9 loads a step merge across steps) takes 48 registers fully unrolled
/// and 39 handed off, 1.09x faster; the 16-wide accumulator row (1 of 17)
/// takes 51 fully unrolled, as fast as handed off, where ptxas' own unroll
/// spilled 12 bytes under __launch_bounds__(256).
inline uint64_t estimateHandoffRegisters(uint64_t CarriedRegs,
                                         uint64_t StrideLoadedRegs,
                                         uint64_t OtherLoadedRegs,
                                         uint64_t TripCount) {
  uint64_t Ahead =
      TripCount < WalkLookaheadIterations ? TripCount : WalkLookaheadIterations;
  return CarriedRegs + StrideLoadedRegs * TripCount + OtherLoadedRegs * Ahead;
}

/// The block size the occupancy guard assumes for a kernel without
/// `__launch_bounds__`: the most common block of tiled kernels (and the one
/// whose register steps, at 32/40/48/64/80/128 registers, are the coarsest
/// that still matter: 8/6/5/4/3/2 blocks per multiprocessor).
constexpr uint64_t AssumedBlockThreads = 256;

/// Resident threads per multiprocessor above which losing a block costs
/// little: half of sm_90's 2048, where an FMA/LDS loop already hides its
/// latencies. An unroll that takes a kernel from 8 to 6 blocks of 256
/// threads keeps 1536 resident; one from 4 to 3 drops to 768 (the 0.70x
/// above).
constexpr uint64_t LatencyHidingThreads = gpu::MaxThreadsPerSM / 2;

/// Blocks of a block size per multiprocessor at a register count: the GPU
/// model's (Analysis/GPULimits.h).
using gpu::blocksPerMultiprocessor;

/// 32-bit registers per thread a kernel may use so that a block of
/// MaxThreads threads, MinBlocks of them per multiprocessor, still fits
/// (`__launch_bounds__(MaxThreads, MinBlocks)`, `nvvm.maxntid` /
/// `nvvm.minctasm`): the launch check's rule (LaunchCheckInternal.h),
/// except that an unknown block (MaxThreads 0) gives 0, no cap.
inline uint64_t registerCap(uint64_t MaxThreads, uint64_t MinBlocks) {
  if (MaxThreads == 0)
    return 0;
  return gpu::registerCap(unsigned(MaxThreads), unsigned(MinBlocks));
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
  PrivateArray,        // unrolled: it indexes a register tile
  SharedStride,        // unrolled: shared row walk, iterations merge
  OuterOfShared,       // unrolled: its inner shared walks get constant trips
  SharedWalk,          // unrolled: shared loads move with the IV (any step)
  SmallLoop,           // unrolled: small constant loop over known memory
  Staging,             // unrolled by a count: a runtime global->shared copy
  GlobalReduction,     // unrolled by a count: a runtime global-load reduction
  StagedReduction,     // ... whose global load is staged through a private
                       // array (a 16-byte memcpy into `float v[4]`)
  SharedStridePartial, // unrolled by a count: full unroll over registers
  SharedStrideHandoff, // unrolled by a count, the rest left to ptxas
  NoCandidate,         // neither private array nor shared stride
  UserPragma,          // #pragma unroll / nounroll, unroll metadata
  UnknownTripCount,    // no constant trip count
  TripCountLimit,      // trip count above -smemvec-unroll-max-trip-count
  Budget,              // unrolled size above -smemvec-unroll-max-size
  FunctionBudget,      // function above -smemvec-unroll-max-function-size
  RegisterEstimate,    // above -smemvec-unroll-max-registers
  Convergent,          // a barrier: only a full unroll keeps their count
  InnerLoopLeft,       // an inner loop stays rolled
  PrivateArrayGroup,   // another loop over the same array cannot unroll
  UnpromotableArray,   // it walks a private array too large for registers
  SerialChain,         // a long serial integer chain once unrolled
  BodyAtMostOnce,      // a count unroll whose unrolled body runs once at most
  EnclosingTile,       // an enclosing loop carries a register tile
  TileWalkLeftToPtxas, // a tile's walk whose unroll costs a block per SM
  BarrierLeftToPtxas,  // barriers, and only loop overhead to gain
  TripFromMemory,      // a count unroll of a ragged, loaded trip count
  DivisionByIV,        // unrolled: its divisions get constant divisors
  LaunchBoundsCap,     // the function past its launch bounds' register cap
  RegisterCap,         // the function past -smemvec-max-registers
  CountOnPrivateArray, // a count would keep its register tile in memory
  StockUnrollsMore,    // LLVM's unroller already unrolls it by as much
  LongLatencyChain,    // a count unroll of a chain bound by fdiv/sqrt/div
  FilterWindow,        // a count unroll of a window nested in its twin
  SharedRuntimeWalk,   // unrolled by a count: a runtime-trip shared walk
  StockUnrollsWalk,    // LLVM's unroller already unrolls a runtime walk
  UnrollerFloor,       // unrolled: LLVM's unroller at the floor threshold
                       // (-unroll-threshold=1500, "blunt") unrolls it fully
};

/// Everything the verdict needs about one loop, gathered by the pass.
struct LoopFacts {
  bool UserPragma = false;
  bool Convergent = false;
  unsigned TripCount = 0;              // 0: not a known constant
  uint64_t UnrolledSize = 0;           // instructions once fully unrolled
  uint64_t FunctionSizeAfter = 0;      // the function's instructions after it
  uint64_t RegisterEstimate = 0;       // estimateHandoffRegisters()
  uint64_t PressureEstimate = 0;       // estimatePressure() of a full unroll
  bool IndexesPrivateArray = false;    // an alloca indexed by the IV
  bool IndexesUnpromotable = false;    // ... one too large for registers
  bool PrivateGroupUnrollable = false; // every loop over it can unroll
  bool SharedStride = false;           // a mergeable shared row walk
  bool SharedWalk = false;             // a shared load moving with the IV
  bool TouchesKnownMemory = false;     // loads/stores of shared, global or
                                       // private memory in L (inner included)
  uint64_t SerialChain = 0;            // integer multiplies in a row on one
                                       // carried value once fully unrolled
  unsigned MaxTripCount = 0;           // SCEV's constant maximum trip count
  bool EnclosedByTile = false;         // an enclosing loop touches a tile
  bool TripFromMemory = false;         // the trip count uses a loaded value
  bool DividesByIV = false;            // an integer division or remainder by
                                       // a value that moves with the loop
  bool OuterOfShared = false;          // inner shared walks, trip count = f(IV)
  bool Staging = false;                // runtime-trip global->shared copy loop
  bool GlobalReduction = false;        // runtime-trip reduction of global loads
  bool StagedReduction = false;        // ... of global loads staged through a
                                       // private array (memcpy of <= 16 bytes
                                       // overwritten every iteration); set
                                       // only where no other runtime rule
                                       // (d, e, j) claims the loop
  bool RuntimeSharedWalk = false;      // runtime-trip loop whose shared loads
                                       // move with it (a strip of rows)
  bool InnerLoopLeft = false;          // an inner loop that will stay rolled
  bool CarriesTile = false;            // updates a promoted register tile
  unsigned HandoffCount = 0;           // windowCount() of its shared walk
  uint64_t CarriedRegs = 0;            // shared walks and innermost shared
                                       // strides: registers carried
  uint64_t LoadedRegs = 0;             // ... and loaded per iteration
  uint64_t FunctionRegisters = 0;      // the function's register estimate
                                       // now (0: not estimated, no cap)
  uint64_t PrivateArrayWords = 0;      // 32-bit words of the private arrays
                                       // L's loads and stores use
  unsigned StockCount = 0;             // LLVM's LoopUnrollPass's own count for
                                       // L (runtime/partial or full; 0: none
                                       // or not asked)
  bool LongLatencyChain = false;       // the carried update of a reduction
                                       // has an fdiv/frem/sqrt/div/rem/call
  bool WindowLoop = false;             // a runtime trip from the same values
                                       // as its parent's (a filter window)
  bool FloorUnrollsFully = false;      // LLVM's unroller fully unrolls L at
                                       // Budgets::FloorThreshold and not at
                                       // its default (asked only for loops no
                                       // rule claims)
  bool RuntimeOverMemory = false;      // an innermost runtime-trip loop that
                                       // loads or stores shared, global or
                                       // private memory
  bool TripFromBlockSize = false;      // the trip count is blockDim.{x,y,z}
                                       // or a multiple of it
};

struct Budgets {
  unsigned MaxTripCount;
  uint64_t MaxSize;
  uint64_t MaxRegisters;
  uint64_t MaxFunctionSize;
  unsigned StagingCount; // 0 or 1: no staging unroll
  // The members an option sets start at its default (docs/options.md).
  unsigned ReductionCount = defaults::unroll::ReductionCount; // 0/1: none
  // Rule (e) for a load staged through a private array; false: plain
  // loads only.
  bool StagedLoads = defaults::unroll::StagedLoads;
  unsigned WalkCount = defaults::unroll::WalkCount;               // 0/1: none
  uint64_t HandoffRegisters = defaults::unroll::HandoffRegisters; // 0: never
  uint64_t SmallSize = defaults::unroll::SmallSize; // 0: no small-loop rule
  uint64_t MaxSerialChain = defaults::unroll::MaxSerialChain;
  // Rules (f) without a tile and (g) for loops with barriers.
  bool BarrierOverhead = defaults::unroll::BarrierOverhead;
  uint64_t RegisterCap = 0;          // registerCap() of the kernel; 0: none
  uint64_t MaxFunctionRegisters = 0; // -smemvec-max-registers; 0: none
  uint64_t BlockThreads = 0;         // launch bounds' block size; 0: unknown
  uint64_t MinBlocks = 0;            // launch bounds' blocks per SM; 0: none
  // No count unroll under a register tile.
  bool GuardTileCounts = defaults::unroll::GuardTileCounts;
  // The unroller floor's full-unroll threshold; 0: no floor.
  uint64_t FloorThreshold = defaults::unroll::FloorThreshold;
  // Most iterations of a remainder unrolled straight-line; 0: none.
  unsigned RemainderTrips = defaults::unroll::RemainderTrips;
};

/// The register limit the estimate of a full unroll must stay within: the
/// option, or the kernel's launch bounds where they allow fewer.
inline uint64_t registerLimit(const Budgets &B) {
  return B.RegisterCap && B.RegisterCap < B.MaxRegisters ? B.RegisterCap
                                                         : B.MaxRegisters;
}

/// The function's registers predicted after a full unroll of the loop:
/// its estimate now (LaunchCheck's estimator, in which a private array
/// costs nothing), plus the private arrays the unroll lets SROA put in
/// registers, plus the loads of the iterations ptxas keeps in flight beyond
/// the one the estimate already holds (WalkLookaheadIterations for a walk
/// whose loads do not merge, LookaheadIterations otherwise). Under a
/// launch-bounds cap, where an optimistic guess spills, a walk gets the
/// general lookahead too: an 8x8 tile's 32-step skewed walk whose outer
/// product sits in an inlined helper was predicted at 104 registers with 2
/// steps in flight, and ptxas held 128 and spilled 192 bytes
/// (lc_helper_skew_8x8; 4 steps predict 136).
inline uint64_t predictedFunctionRegisters(const LoopFacts &F,
                                           const Budgets &B) {
  uint64_t Lookahead = F.SharedWalk && !B.RegisterCap ? WalkLookaheadIterations
                                                      : LookaheadIterations;
  uint64_t Live = std::min<uint64_t>(F.TripCount, Lookahead);
  uint64_t Hoisted = Live > 1 ? F.LoadedRegs * (Live - 1) : 0;
  return F.FunctionRegisters + F.PrivateArrayWords + Hoisted;
}

/// The register cap a full unroll would pass: LaunchBoundsCap for the
/// kernel's launch bounds (ptxas would have to spill), RegisterCap for
/// -smemvec-max-registers (the user's cap on loops over register tiles);
/// PrivateArray (not a veto) when it passes none or nothing was estimated.
inline std::optional<Reason> capExceeded(const LoopFacts &F, const Budgets &B) {
  if (!F.FunctionRegisters)
    return std::nullopt;
  uint64_t Predicted = predictedFunctionRegisters(F, B);
  if (B.RegisterCap && Predicted > B.RegisterCap)
    return Reason::LaunchBoundsCap;
  if (B.MaxFunctionRegisters && F.PrivateArrayWords &&
      Predicted > B.MaxFunctionRegisters)
    return Reason::RegisterCap;
  return std::nullopt;
}

/// The count of a partial unroll of an innermost shared stride: the largest
/// one that divides the trip count and keeps both the loop's worst-case
/// estimate within registerLimit() and the function's prediction (the
/// loads of Count - 1 more iterations in flight) within the launch-bounds
/// cap; 0 if none. The same limit as the full-unroll guard, so a kernel
/// with launch bounds never gets a count larger than its own cap allows.
inline unsigned partialCountWithin(const LoopFacts &F, const Budgets &B) {
  // No loads measured: not an innermost walk, nothing to size a count by.
  if (F.LoadedRegs == 0)
    return 0;
  uint64_t Limit = registerLimit(B);
  if (F.FunctionRegisters && B.RegisterCap) {
    uint64_t Base = F.FunctionRegisters + F.PrivateArrayWords;
    if (Base >= B.RegisterCap)
      return 0;
    // Base + LoadedRegs x (C - 1) <= cap, as carried + loaded x C <= limit.
    uint64_t MaxCount = (B.RegisterCap - Base) / F.LoadedRegs + 1;
    Limit = std::min(Limit, F.CarriedRegs + F.LoadedRegs * MaxCount);
  }
  return partialCount(F.CarriedRegs, F.LoadedRegs, F.TripCount, Limit);
}

/// What a full unroll of a register tile's walk does to occupancy: the
/// registers of the rolled loop (one iteration's loads live) and of the
/// unrolled one (WalkLookaheadIterations), and the blocks of Threads
/// threads per multiprocessor each allows.
struct OccupancyStep {
  uint64_t RegistersBefore = 0, RegistersAfter = 0;
  uint64_t Threads = 0;
  unsigned BlocksBefore = 0, BlocksAfter = 0;
  /// Fewer blocks per multiprocessor, down to at most
  /// LatencyHidingThreads resident threads.
  bool crossed() const {
    return BlocksAfter < BlocksBefore &&
           BlocksAfter * Threads <= LatencyHidingThreads;
  }
};

inline OccupancyStep walkOccupancy(const LoopFacts &F, const Budgets &B) {
  OccupancyStep S;
  uint64_t Live = F.TripCount < WalkLookaheadIterations
                      ? F.TripCount
                      : WalkLookaheadIterations;
  S.RegistersBefore = F.CarriedRegs + F.LoadedRegs;
  S.RegistersAfter = F.CarriedRegs + F.LoadedRegs * Live;
  S.Threads = B.BlockThreads ? B.BlockThreads : AssumedBlockThreads;
  S.BlocksBefore = blocksPerMultiprocessor(S.RegistersBefore, S.Threads);
  S.BlocksAfter = blocksPerMultiprocessor(S.RegistersAfter, S.Threads);
  return S;
}

/// Rule (e) claims the loop's fold: a plain global load, or (unless
/// -smemvec-unroll-staged-loads=0) one staged through a private array.
inline bool isReduction(const LoopFacts &F, const Budgets &B) {
  return F.GlobalReduction || (F.StagedReduction && B.StagedLoads);
}

/// The count of the runtime-count rule that takes a runtime-trip loop:
/// (d) staging copies, (e) global reductions, (j) shared walks, in that
/// order, as decide() tries them.
inline unsigned runtimeCount(const LoopFacts &F, const Budgets &B) {
  if (F.Staging && B.StagingCount > 1)
    return B.StagingCount;
  if (isReduction(F, B) && B.ReductionCount > 1)
    return B.ReductionCount;
  return B.WalkCount;
}

struct Verdict {
  bool Unroll;
  Reason Why;
  OccupancyStep Step = {}; // register-tile walks: the guard's numbers
  unsigned Count = 0;      // count unrolls: the count asked for
};

/// What a loop is a candidate for: the rules that claim it, before any
/// guard (decide() step 1). A barrier keeps each iteration's loads apart
/// from the next one's, so where the only gain is overlap and loop
/// overhead, a loop with barriers is the blunt threshold's at most: (f) for
/// a walk that carries no register tile up to the small-loop size (a
/// 127-step wavefront, 3556 instructions, ran the same either way with 38x
/// the PTX), and never (g), whose loops ptxas, which fully unrolls small
/// constant loops itself, does better (a layer kernel's shared tree of 8
/// guarded halving steps: 0.965x of stock unrolled in LLVM, 1.000x left to
/// ptxas with the same 129 LDS in its SASS).
struct Candidate {
  bool OverheadOnly = false; // barriers, and overhead alone to gain
  bool Private = false;      // (a) indexes a promotable register tile
  bool Shared = false;       // (b), (c) or (f): a shared walk of some kind
  bool Small = false;        // (g) a small constant loop over known memory
  bool Divides = false;      // (h) divisions by the loop's variable
  bool Staging = false;      // (d) runtime-trip global->shared copy
  bool Reduction = false;    // (e) runtime-trip global-load reduction
  bool RuntimeWalk = false;  // (j) runtime-trip shared walk

  /// A rule that asks for a count with a runtime remainder claims it.
  bool runtimeCount() const { return Staging || Reduction || RuntimeWalk; }
  /// Some rule claims it.
  bool any() const {
    return Private || Shared || Small || Divides || runtimeCount();
  }
};

inline Candidate classify(const LoopFacts &F, const Budgets &B) {
  Candidate C;
  C.OverheadOnly = F.Convergent && !B.BarrierOverhead;
  C.Private = F.IndexesPrivateArray && !F.IndexesUnpromotable;
  C.Shared = F.SharedStride || F.OuterOfShared ||
             (F.SharedWalk && (F.CarriesTile || !C.OverheadOnly ||
                               F.UnrolledSize <= B.SmallSize));
  C.Small = F.TouchesKnownMemory && B.SmallSize && F.TripCount &&
            F.UnrolledSize <= B.SmallSize && !C.OverheadOnly;
  // (h) An integer division or remainder by a value that moves with the
  // loop (`t / half`, `t % half` in an FFT's `half *= 2` stage loop) costs
  // a few dozen instructions on the GPU; unrolled, each divisor is a
  // constant and the division a shift or a multiply. That is more than loop
  // overhead, so barriers do not stop it, and neither does an inner loop
  // left rolled (a sincosf slow path): the size budgets bound the copies.
  C.Divides = F.DividesByIV && F.TripCount;
  C.Staging = F.Staging && B.StagingCount > 1 && F.TripCount == 0;
  C.Reduction = isReduction(F, B) && B.ReductionCount > 1 && F.TripCount == 0;
  // (j) A runtime-trip loop whose shared loads move with it (a thread's
  // strip of `n` rows of a tile, a 3x3 neighbourhood per row): unrolled by
  // a count, neighbouring copies load the same rows once (GVN) and several
  // rows are in flight; ptxas does not unroll a runtime trip itself.
  C.RuntimeWalk = F.RuntimeSharedWalk && B.WalkCount > 1 && F.TripCount == 0;
  return C;
}

/// (i) The floor: a loop none of the rules claims, which LLVM's own
/// unroller fully unrolls at -unroll-threshold=FloorThreshold but not at
/// its default, is fully unrolled as that unroller would ("blunt", the
/// global-threshold recipe the plugin must never lose to), unless a guard
/// says no: the function's size budget (code size and compile time), a
/// serial integer chain (SLSR's quadratic time), a register cap that the
/// function's prediction passes (ptxas would spill where stock does not).
/// A loop with barriers and only overhead to gain never reaches here: it
/// is left to ptxas (BarrierLeftToPtxas).
inline Verdict decideFloor(const LoopFacts &F, const Budgets &B) {
  if (F.FunctionSizeAfter > B.MaxFunctionSize)
    return {false, Reason::FunctionBudget};
  if (F.SerialChain > B.MaxSerialChain)
    return {false, Reason::SerialChain};
  if (std::optional<Reason> Cap = capExceeded(F, B))
    return {false, *Cap};
  return {true, Reason::UnrollerFloor};
}

/// Step 2: the verdict for a loop no rule claims (or one that only walks a
/// register tile too large for registers): left alone, quietly
/// (NoCandidate), unless its barriers are why (BarrierLeftToPtxas) or the
/// unroller floor takes it.
inline std::optional<Verdict>
decideNoCandidate(const LoopFacts &F, const Budgets &B, const Candidate &C) {
  if (F.IndexesPrivateArray && F.IndexesUnpromotable && !C.Shared && !C.Small)
    return Verdict{false, Reason::UnpromotableArray};
  if (C.any())
    return std::nullopt;
  bool WouldBeSmall = F.TouchesKnownMemory && B.SmallSize && F.TripCount &&
                      F.UnrolledSize <= B.SmallSize;
  if (C.OverheadOnly && (WouldBeSmall || F.SharedWalk))
    return Verdict{false, F.UserPragma ? Reason::UserPragma
                                       : Reason::BarrierLeftToPtxas};
  if (F.FloorUnrollsFully && B.FloorThreshold && !F.UserPragma)
    return decideFloor(F, B);
  return Verdict{false, Reason::NoCandidate};
}

/// Step 3: the user's pragma (or -fno-unroll-loops' disable) always wins.
inline std::optional<Verdict> decideUserPragma(const LoopFacts &F) {
  if (F.UserPragma)
    return Verdict{false, Reason::UserPragma};
  return std::nullopt;
}

/// Step 4: runtime-trip loops (rules d, e, j), unrolled by a count with a
/// remainder: several global loads in flight per thread instead of one. The
/// chain of a reduction stays in source order (the unroller only copies the
/// body). Each guard can only say no; the count is runtimeCount().
inline Verdict decideRuntimeCount(const LoopFacts &F, const Budgets &B,
                                  const Candidate &C) {
  unsigned Count = runtimeCount(F, B);
  // A count, unlike a full unroll, changes how many barriers a thread runs.
  if (F.Convergent)
    return {false, Reason::Convergent};
  // Under twice the count, the unrolled body runs once at most and the
  // remainder does the rest: code, and no more loads in flight than the
  // remainder's (a halo copy of 6 trips: 0.983x of stock unrolled by 4,
  // 0.997x not; bench/results/2026-12-02-h200-round5.md).
  if (F.MaxTripCount && F.MaxTripCount < 2 * Count)
    return {false, Reason::BodyAtMostOnce};
  // A trip count loaded from memory is a ragged segment's (a CSR row of
  // a few dozen entries over 32 lanes): the unrolled body rarely runs,
  // the remainder does (a warp-per-row SpMV: 0.950x of stock).
  if (F.TripFromMemory)
    return {false, Reason::TripFromMemory};
  // LICM hoists the copies' addresses into an enclosing tile's loop:
  // registers past an occupancy step.
  if (F.EnclosedByTile && B.GuardTileCounts)
    return {false, Reason::EnclosingTile};
  if (F.InnerLoopLeft)
    return {false, Reason::InnerLoopLeft};
  // A count on a loop whose variable indexes a register tile keeps every
  // access at a variable offset: the tile stays in local memory.
  if (C.Private)
    return {false, Reason::CountOnPrivateArray};
  // A serial fdiv/sqrt/div (a Welford step) bounds the loop, not the
  // loads: copies buy no overlap and cost registers (26 -> 39, 8 -> 6
  // blocks of 256: 0.79x of stock).
  if (F.LongLatencyChain)
    return {false, Reason::LongLatencyChain};
  // A filter window (`for fr in -fs/2..fs/2 for fc in -fs/2..fs/2`) runs
  // a few trips per row: the unrolled body runs once and the remainder
  // and its trip arithmetic once per row (0.97x of stock at width 5).
  if (F.WindowLoop)
    return {false, Reason::FilterWindow};
  // A request is a floor, never a cap: LLVM's own runtime unroll by 8 of
  // a strided column sum, lowered to 4, ran 0.54x of stock. At an equal
  // count ours is kept: it also leaves ptxas free to unroll further.
  if (F.StockCount > Count)
    return {false, Reason::StockUnrollsMore, {}, F.StockCount};
  // A walk is claimed only where stock leaves it rolled: a pointer strip
  // that LLVM already unrolls by 2 ran 0.975x of stock by 4 at 6 trips,
  // 1.001x at 16 (bench/kernels/strip_stencil.cu, strip_ptr).
  if (C.RuntimeWalk && F.StockCount >= 2)
    return {false, Reason::StockUnrollsWalk, {}, F.StockCount};
  return {true,
          C.Staging     ? Reason::Staging
          : C.Reduction ? (F.GlobalReduction ? Reason::GlobalReduction
                                             : Reason::StagedReduction)
                        : Reason::SharedRuntimeWalk,
          {},
          Count};
}

/// Step 5: the guards every full unroll passes: a constant trip count
/// within the limit, no inner loop left rolled (rule h excepted), the size
/// and function budgets, and no serial integer chain longer than
/// MaxSerialChain (upstream SLSR is quadratic in it). A full unroll of a
/// loop with barriers runs exactly the barriers the loop ran: allowed.
inline std::optional<Verdict> checkFullUnrollGuards(const LoopFacts &F,
                                                    const Budgets &B,
                                                    const Candidate &C) {
  if (F.TripCount == 0)
    return Verdict{false, Reason::UnknownTripCount};
  if (F.TripCount > B.MaxTripCount)
    return Verdict{false, Reason::TripCountLimit};
  if (F.InnerLoopLeft && !C.Divides)
    return Verdict{false, Reason::InnerLoopLeft};
  if (F.UnrolledSize > B.MaxSize)
    return Verdict{false, Reason::Budget};
  if (F.FunctionSizeAfter > B.MaxFunctionSize)
    return Verdict{false, Reason::FunctionBudget};
  if (F.SerialChain > B.MaxSerialChain)
    return Verdict{false, Reason::SerialChain};
  return std::nullopt;
}

/// Step 6 (rule a): a register tile is promoted only if every loop over it
/// unrolls; then its registers are needed anyway, so only a cap the
/// function's prediction passes (Cap) stops it, no other register guard.
/// A loop over a tile whose group cannot unroll is taken by no other rule
/// either when none claims it (PrivateArrayGroup).
inline std::optional<Verdict> decidePrivateArray(const LoopFacts &F,
                                                 const Candidate &C,
                                                 std::optional<Reason> Cap) {
  if (C.Private && F.PrivateGroupUnrollable) {
    if (Cap)
      return Verdict{false, *Cap};
    return Verdict{true, Reason::PrivateArray};
  }
  if (!C.Shared && !C.Small && !C.Divides)
    return Verdict{false, Reason::PrivateArrayGroup};
  return std::nullopt;
}

/// Step 7 (rule f over a register tile): a tile's k-loop walking shared
/// memory with a step nothing merges gains overlap and index arithmetic
/// from a full unroll, and costs the registers of the loads ptxas hoists.
/// Unrolled unless that crosses an occupancy step of the kernel's block
/// (its launch bounds, else 256 threads): then it is left rolled, for
/// ptxas, which allocates the registers, to unroll as far as they allow (A
/// transposed, float4, 8x4 tile: 64 -> 71 registers, 4 -> 3 blocks, 0.70x;
/// the 8x8 tile: 94 -> 116, 2 blocks either way: blunt, which unrolls it,
/// ran 1.04x faster).
inline std::optional<Verdict> decideTileWalk(const LoopFacts &F,
                                             const Budgets &B,
                                             std::optional<Reason> Cap) {
  if (!F.SharedWalk || !F.CarriesTile)
    return std::nullopt;
  OccupancyStep Step = walkOccupancy(F, B);
  if (Step.RegistersAfter > registerLimit(B))
    return Verdict{false, Reason::RegisterEstimate, Step};
  if (Cap)
    return Verdict{false, *Cap, Step};
  if (B.HandoffRegisters && Step.crossed())
    return Verdict{false, Reason::TileWalkLeftToPtxas, Step};
  return Verdict{true, Reason::SharedWalk, Step};
}

/// Step 8: a full unroll over the register estimate or past a cap is not
/// taken (past the launch bounds' cap ptxas must spill where stock clang,
/// which leaves the loop rolled, does not; past -smemvec-max-registers the
/// user asked for the tile to stay in memory). A shared stride still
/// merges pairs when unrolled by 2: it gets the largest count that divides
/// the trip count (no remainder) and fits.
inline std::optional<Verdict> decideOverRegisters(const LoopFacts &F,
                                                  const Budgets &B,
                                                  const Candidate &C,
                                                  std::optional<Reason> Cap) {
  bool OverEstimate = F.PressureEstimate > registerLimit(B);
  if (!OverEstimate && !Cap)
    return std::nullopt;
  unsigned Count = F.SharedStride && !F.Convergent && !C.Private
                       ? partialCountWithin(F, B)
                       : 0;
  if (Count >= 2)
    return Verdict{true, Reason::SharedStridePartial, {}, Count};
  return Verdict{false, OverEstimate ? Reason::RegisterEstimate : *Cap};
}

/// Step 9: a register-tile k-loop (an outer product accumulated over a
/// shared row) whose full unroll may want more than HandoffRegisters is
/// unrolled by one merge window, and ptxas, which allocates the registers,
/// finishes the unroll with its own pressure heuristics (nvcc's split).
inline std::optional<Verdict>
decideHandoff(const LoopFacts &F, const Budgets &B, const Candidate &C) {
  if (F.SharedStride && F.CarriesTile && B.HandoffRegisters &&
      F.RegisterEstimate > B.HandoffRegisters && F.HandoffCount >= 2 &&
      !F.Convergent && !C.Private)
    return Verdict{true, Reason::SharedStrideHandoff, {}, F.HandoffCount};
  return std::nullopt;
}

/// Step 10: every guard passed; the full unroll is named after the first
/// rule that claims the loop, in priority order.
inline Verdict fullUnrollReason(const LoopFacts &F, const Candidate &C) {
  if (F.SharedStride)
    return {true, Reason::SharedStride};
  if (F.OuterOfShared)
    return {true, Reason::OuterOfShared};
  if (C.Shared)
    return {true, Reason::SharedWalk};
  return {true, C.Small ? Reason::SmallLoop : Reason::DivisionByIV};
}

/// The decision for one loop, as LoopUnrollPass's computeUnrollCount: one
/// function per priority, each returning a verdict with its reason or
/// nothing to go on. Order matters: whether the loop is a candidate at all
/// (so that loops that never were candidates stay quiet), then the user's
/// pragma (it always wins), then the count rules of runtime-trip loops,
/// then the guards of a full unroll, each of which can only say no.
inline Verdict decide(const LoopFacts &F, const Budgets &B) {
  Candidate C = classify(F, B);
  if (std::optional<Verdict> V = decideNoCandidate(F, B, C))
    return *V;
  if (std::optional<Verdict> V = decideUserPragma(F))
    return *V;
  if (C.runtimeCount())
    return decideRuntimeCount(F, B, C);
  if (std::optional<Verdict> V = checkFullUnrollGuards(F, B, C))
    return *V;
  std::optional<Reason> Cap = capExceeded(F, B);
  if (std::optional<Verdict> V = decidePrivateArray(F, C, Cap))
    return *V;
  if (std::optional<Verdict> V = decideTileWalk(F, B, Cap))
    return *V;
  if (std::optional<Verdict> V = decideOverRegisters(F, B, C, Cap))
    return *V;
  if (std::optional<Verdict> V = decideHandoff(F, B, C))
    return *V;
  return fullUnrollReason(F, C);
}

/// The reasons that ask LoopUnrollPass for a count with a runtime remainder
/// (and hand the loop to ptxas afterwards).
inline bool isRuntimeCount(Reason R) {
  return R == Reason::Staging || R == Reason::GlobalReduction ||
         R == Reason::StagedReduction || R == Reason::SharedRuntimeWalk;
}

/// Rule (r), remainders: whether the remainder loop LLVM's runtime unroll
/// may leave of a loop is a candidate to be unrolled straight-line
/// afterwards (by smemvec-unroll-remainder, once its maximum trip count is
/// known to be at most Budgets::RemainderTrips). LLVM leaves it a rolled
/// loop of up to count - 1 trips (3 or 7: it unrolls by 4 or 8), run after
/// every unrolled trip of the loop; nvcc emits its copies one after the
/// other, each with its own exit test. Candidates: innermost runtime-trip
/// loops over known memory that smemvec itself does not unroll (its count
/// requests are handed to ptxas, remainder included) and the user did not
/// annotate; a barrier loop gets no remainder from LLVM.
inline bool isRemainderCandidate(const LoopFacts &F, const Verdict &V,
                                 const Budgets &B) {
  return B.RemainderTrips > 0 && !V.Unroll && !F.UserPragma && !F.Convergent &&
         F.RuntimeOverMemory;
}

/// Rule (r)'s decision: a candidate, unless its trip count is the block
/// size. blockDim is a multiple of the warp in practice (a partial warp
/// wastes lanes), so LLVM's remainder never runs and its straight-line
/// copies are code for nothing (a tiled matmul's `j < blockDim.x`: 4 LDS
/// more, 0.7% slower on the H200).
inline bool wantsRemainderUnroll(const LoopFacts &F, const Verdict &V,
                                 const Budgets &B) {
  return isRemainderCandidate(F, V, B) && !F.TripFromBlockSize;
}

/// A candidate that only the block-size guard vetoed (for its remark).
inline bool remainderOnlyVetoedByBlockSize(const LoopFacts &F, const Verdict &V,
                                           const Budgets &B) {
  return isRemainderCandidate(F, V, B) && F.TripFromBlockSize;
}

inline const char *reasonText(Reason R) {
  switch (R) {
  case Reason::PrivateArray:
    return "private array";
  case Reason::SharedStride:
    return "shared stride";
  case Reason::OuterOfShared:
    return "outer loop of shared strides";
  case Reason::SharedWalk:
    return "shared loads moving with the loop";
  case Reason::SmallLoop:
    return "small loop over shared, global or private memory";
  case Reason::Staging:
    return "global-to-shared staging copy";
  case Reason::GlobalReduction:
    return "global-load reduction";
  case Reason::StagedReduction:
    return "global-load reduction, staged through a private array";
  case Reason::SharedRuntimeWalk:
    return "runtime-trip walk over shared memory";
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
    return "convergent operation (a barrier): only a full unroll keeps it";
  case Reason::InnerLoopLeft:
    return "inner loop left rolled";
  case Reason::PrivateArrayGroup:
    return "private array: another loop over it cannot unroll";
  case Reason::UnpromotableArray:
    return "private array too large for registers";
  case Reason::SerialChain:
    return "serial integer chain too long once unrolled";
  case Reason::BodyAtMostOnce:
    return "maximum trip count under twice the unroll count: the unrolled "
           "body would run once at most";
  case Reason::EnclosingTile:
    return "an enclosing loop carries a register tile";
  case Reason::LaunchBoundsCap:
    return "launch-bounds register cap";
  case Reason::RegisterCap:
    return "register cap";
  case Reason::CountOnPrivateArray:
    return "indexes a register tile: a count would keep it in local memory, "
           "full unroll or nothing";
  case Reason::StockUnrollsMore:
    return "stock already unrolls it by more";
  case Reason::StockUnrollsWalk:
    return "stock already unrolls this runtime walk";
  case Reason::LongLatencyChain:
    return "carried update bound by a long-latency operation (fdiv, sqrt, "
           "integer division, call)";
  case Reason::FilterWindow:
    return "runtime trip from the same bound as its enclosing loop (a "
           "filter window)";
  case Reason::DivisionByIV:
    return "divisions by the loop's variable become divisions by constants";
  case Reason::UnrollerFloor:
    return "LLVM's unroller unrolls it fully at the floor threshold";
  case Reason::TripFromMemory:
    return "trip count loaded from memory (a ragged segment)";
  case Reason::BarrierLeftToPtxas:
    return "a loop with barriers and only loop overhead to gain, left to "
           "ptxas";
  case Reason::TileWalkLeftToPtxas:
    return "register-tile walk whose full unroll crosses an occupancy step, "
           "left to ptxas";
  }
  return "unknown";
}

} // namespace unroll
} // namespace smemvec

#endif // SMEMVEC_LIB_SHAREDUNROLLINTERNAL_H
