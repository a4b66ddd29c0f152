//===- SharedUnrollTest.cpp - unit tests for smemvec-unroll ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The pure decisions of smemvec-unroll (SharedUnrollInternal.h): which
// strides merge, the register estimate, and the verdict's order of guards.
//
//===----------------------------------------------------------------------===//

#include "MiddleEnd/SharedUnrollInternal.h"
#include "Support/Options.h"

#include "gtest/gtest.h"

using namespace smemvec::unroll;

namespace {

//===----------------------------------------------------------------------===//
// Strides
//===----------------------------------------------------------------------===//

TEST(SharedUnrollDecisions, ContiguousRowsMerge) {
  EXPECT_TRUE(isMergeableStride(4, 4));  // float, every element
  EXPECT_TRUE(isMergeableStride(8, 8));  // double, every element
  EXPECT_TRUE(isMergeableStride(2, 2));  // half
  EXPECT_TRUE(isMergeableStride(-4, 4)); // walking backwards
}

TEST(SharedUnrollDecisions, GappedStepsMergeWhileTwoFitAWindow) {
  EXPECT_TRUE(isMergeableStride(8, 4));   // every other float: 2 per window
  EXPECT_FALSE(isMergeableStride(12, 4)); // does not divide 16
  EXPECT_FALSE(isMergeableStride(16, 4)); // one per window: nothing to merge
  EXPECT_FALSE(isMergeableStride(32, 4)); // a column walk
}

TEST(SharedUnrollDecisions, DegenerateStridesNeverMerge) {
  EXPECT_FALSE(isMergeableStride(0, 4));   // loop-invariant address
  EXPECT_FALSE(isMergeableStride(2, 4));   // overlapping accesses
  EXPECT_FALSE(isMergeableStride(16, 16)); // already a full window
  EXPECT_FALSE(isMergeableStride(4, 0));
}

//===----------------------------------------------------------------------===//
// Register estimate
//===----------------------------------------------------------------------===//

TEST(SharedUnrollDecisions, RegisterEstimateSeparatesTheTiledSgemms) {
  // 1-D block tiling, k-loop of 8: 8 accumulators + the IV, 9 loads a step.
  EXPECT_EQ(estimateRegisters(9, 9, 8), 81u);
  // 2-D block tiling, k-loop of 8: 64 accumulators + regM/regN (16) + IV,
  // 16 shared loads a step: far above 128.
  EXPECT_EQ(estimateRegisters(81, 16, 8), 209u);
}

TEST(SharedUnrollDecisions, PartialCountIsTheLargestDivisorThatFits) {
  // The 2-D SGEMM's k-loop: 81 carried, 16 loaded a step, 8 steps.
  EXPECT_EQ(partialCount(81, 16, 8, 128), 2u); // 4 would need 145
  EXPECT_EQ(partialCount(81, 16, 8, 145), 4u);
  EXPECT_EQ(partialCount(81, 16, 8, 112), 0u); // even 2 needs 113
  // Only divisors of the trip count: no remainder loop.
  EXPECT_EQ(partialCount(0, 1, 31, 1000), 0u); // prime
  EXPECT_EQ(partialCount(0, 1, 12, 5), 4u);    // 5 does not divide 12
  EXPECT_EQ(partialCount(0, 1, 2, 1000), 0u);  // 2 steps: that is full
}

//===----------------------------------------------------------------------===//
// Verdict
//===----------------------------------------------------------------------===//

namespace opt_defaults = smemvec::defaults::unroll;

/// The budgets smemvec-unroll runs with when no option is given.
const Budgets Defaults = {opt_defaults::MaxTripCount, opt_defaults::MaxSize,
                          opt_defaults::MaxRegisters,
                          opt_defaults::MaxFunctionSize,
                          opt_defaults::StagingCount};

// Budgets' member initializers restate option defaults; they must agree
// with Options.def.
TEST(SharedUnrollDecisions, BudgetsStartAtTheOptionDefaults) {
  Budgets B{};
  EXPECT_EQ(B.ReductionCount, opt_defaults::ReductionCount);
  EXPECT_EQ(B.StagedLoads, opt_defaults::StagedLoads);
  EXPECT_EQ(B.WalkCount, opt_defaults::WalkCount);
  EXPECT_EQ(B.HandoffRegisters, opt_defaults::HandoffRegisters);
  EXPECT_EQ(B.SmallSize, opt_defaults::SmallSize);
  EXPECT_EQ(B.MaxSerialChain, opt_defaults::MaxSerialChain);
  EXPECT_EQ(B.BarrierOverhead, opt_defaults::BarrierOverhead);
  EXPECT_EQ(B.MaxFunctionRegisters, smemvec::defaults::launch::MaxRegisters);
  EXPECT_EQ(B.GuardTileCounts, opt_defaults::GuardTileCounts);
  EXPECT_EQ(B.FloorThreshold, opt_defaults::FloorThreshold);
  EXPECT_EQ(B.RemainderTrips, opt_defaults::RemainderTrips);
}

LoopFacts sharedWalk() {
  LoopFacts F;
  F.SharedStride = true;
  F.TripCount = 8;
  F.UnrolledSize = 72;
  F.RegisterEstimate = 11;
  return F;
}

LoopFacts registerTile() {
  LoopFacts F;
  F.IndexesPrivateArray = true;
  F.PrivateGroupUnrollable = true;
  F.TripCount = 8;
  F.UnrolledSize = 100;
  return F;
}

TEST(SharedUnrollDecisions, CandidatesUnroll) {
  Verdict V = decide(sharedWalk(), Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedStride);
  V = decide(registerTile(), Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::PrivateArray);
  LoopFacts Outer = sharedWalk();
  Outer.SharedStride = false;
  Outer.OuterOfShared = true;
  V = decide(Outer, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::OuterOfShared);
}

TEST(SharedUnrollDecisions, NonCandidatesStayQuiet) {
  LoopFacts F;
  F.TripCount = 8;
  F.UserPragma = true; // even a pragma is not reported on a non-candidate
  EXPECT_EQ(decide(F, Defaults).Why, Reason::NoCandidate);
}

TEST(SharedUnrollDecisions, UserPragmaWinsOverEverything) {
  LoopFacts F = registerTile();
  F.UserPragma = true;
  Verdict V = decide(F, Defaults);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::UserPragma);
}

TEST(SharedUnrollDecisions, GuardsInOrder) {
  LoopFacts F = sharedWalk();
  F.TripCount = 0;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::UnknownTripCount);
  F = sharedWalk();
  F.TripCount = 129;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::TripCountLimit);
  F = sharedWalk();
  F.InnerLoopLeft = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::InnerLoopLeft);
  F = sharedWalk();
  F.UnrolledSize = 8193;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::Budget);
  F = sharedWalk();
  F.FunctionSizeAfter = 20001;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::FunctionBudget);
  F = registerTile();
  F.FunctionSizeAfter = 20001;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::FunctionBudget);
  F = sharedWalk();
  F.PressureEstimate = 129;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::RegisterEstimate);
  F = sharedWalk();
  F.SerialChain = 17;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SerialChain);
  F = registerTile(); // a tile's hash update: refused too
  F.SerialChain = 17;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SerialChain);
  // Limits are inclusive.
  F = sharedWalk();
  F.TripCount = 64;
  F.UnrolledSize = 8192;
  F.FunctionSizeAfter = 20000;
  F.PressureEstimate = 128;
  F.SerialChain = 16;
  EXPECT_TRUE(decide(F, Defaults).Unroll);
}

TEST(SharedUnrollDecisions, PressureCountsAFewIterationsOfLoads) {
  // The 2-D block-tiled k-loop: over 128 fully unrolled, 113 by 2.
  EXPECT_EQ(estimatePressure(81, 16, 8), 145u);
  EXPECT_EQ(estimatePressure(81, 16, 2), 113u);
  // The 16-wide accumulator's k-loop of 8 and the 1-D tile's fit.
  EXPECT_EQ(estimatePressure(17, 17, 8), 85u);
  EXPECT_EQ(estimatePressure(9, 9, 8), 45u);
  // Worst case: all iterations (the partial count's guard).
  EXPECT_EQ(estimateRegisters(17, 17, 8), 153u);
}

TEST(SharedUnrollDecisions, HandoffEstimateCountsEveryTripOnlyForRowWalks) {
  // The 1-D block tile: 9 carried, 8 loads a step walk rows of As across
  // steps (every trip), 1 load of Bs (2 trips): above 64, handed off.
  EXPECT_EQ(estimateHandoffRegisters(9, 8, 1, 8), 75u);
  EXPECT_GT(estimateHandoffRegisters(9, 8, 1, 8), Budgets().HandoffRegisters);
  // The 16-wide accumulator row: 17 carried, 1 row walk, 16 loads of one
  // row each step: 57, fully unrolled.
  EXPECT_EQ(estimateHandoffRegisters(17, 1, 16, 8), 57u);
  EXPECT_LE(estimateHandoffRegisters(17, 1, 16, 8), Budgets().HandoffRegisters);
  // A single trip looks ahead no further than itself.
  EXPECT_EQ(estimateHandoffRegisters(17, 1, 16, 1), 34u);
}

TEST(SharedUnrollDecisions, LaunchBoundsCapTheRegisters) {
  EXPECT_EQ(registerCap(256, 2), 128u); // __launch_bounds__(256, 2)
  EXPECT_EQ(registerCap(1024, 0), 64u); // a full block of 1024
  EXPECT_EQ(registerCap(384, 1), 168u); // 170, in units of 8
  EXPECT_EQ(registerCap(128, 0), 255u); // more than a thread can have
  EXPECT_EQ(registerCap(100, 3), 168u); // 100 threads take 4 warps
  EXPECT_EQ(registerCap(0, 2), 0u);     // unknown block: no cap
  Budgets Capped = Defaults;
  Capped.RegisterCap = 64;
  EXPECT_EQ(registerLimit(Capped), 64u);
  Capped.RegisterCap = 255; // the option is lower
  EXPECT_EQ(registerLimit(Capped), 128u);
  Capped.RegisterCap = 64;
  LoopFacts F = sharedWalk();
  F.PressureEstimate = 81;
  EXPECT_TRUE(decide(F, Defaults).Unroll);
  EXPECT_EQ(decide(F, Capped).Why, Reason::RegisterEstimate);
}

TEST(SharedUnrollDecisions, BarrierLoopsUnrollOnlyFully) {
  // A full unroll runs exactly the barriers the loop ran.
  LoopFacts F = sharedWalk();
  F.Convergent = true;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedStride);
  // Never by a count: not partially over the estimate...
  F.PressureEstimate = 145;
  F.CarriedRegs = 81; // a count of 2 fits 128 registers (113), 4 not (145)
  F.LoadedRegs = 16;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::RegisterEstimate);
  // ...not handed to ptxas by a window (fully unrolled instead)...
  F = sharedWalk();
  F.Convergent = true;
  F.CarriesTile = true;
  F.HandoffCount = 4;
  F.RegisterEstimate = 81;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SharedStride);
  // ...and not as runtime-trip copies or reductions.
  LoopFacts Copy;
  Copy.Staging = true;
  Copy.Convergent = true;
  EXPECT_EQ(decide(Copy, Defaults).Why, Reason::Convergent);
  LoopFacts Fold;
  Fold.GlobalReduction = true;
  Fold.Convergent = true;
  EXPECT_EQ(decide(Fold, Defaults).Why, Reason::Convergent);
}

TEST(SharedUnrollDecisions, CountUnrollsThatCannotPayAreSkipped) {
  LoopFacts F;
  F.Staging = true;
  F.MaxTripCount = 4; // never more than the count: nothing to overlap
  EXPECT_EQ(decide(F, Defaults).Why, Reason::BodyAtMostOnce);
  F.MaxTripCount = 7; // a 38x38 halo over 256 threads runs 6 times at most:
  EXPECT_EQ(decide(F, Defaults).Why, Reason::BodyAtMostOnce); // body once
  F.MaxTripCount = 8; // the unrolled body can run twice
  EXPECT_EQ(decide(F, Defaults).Why, Reason::Staging);
  Budgets Count2 = Defaults; // -smemvec-unroll-staging-count=2: 4 is enough
  Count2.StagingCount = 2;
  F.MaxTripCount = 4;
  EXPECT_EQ(decide(F, Count2).Why, Reason::Staging);
  F.MaxTripCount = 3;
  EXPECT_EQ(decide(F, Count2).Why, Reason::BodyAtMostOnce);
  F.MaxTripCount = 0; // unknown
  EXPECT_EQ(decide(F, Defaults).Why, Reason::Staging);
  F.EnclosedByTile = true; // the k-loop of an 8x8 tile
  EXPECT_EQ(decide(F, Defaults).Why, Reason::EnclosingTile);
  Budgets NoTileGuard = Defaults; // -smemvec-unroll-count-under-tile-guard=0
  LoopFacts Ragged; // a CSR row: rowptr[r] + lane .. rowptr[r + 1], step 32
  Ragged.GlobalReduction = true;
  Ragged.TripFromMemory = true;
  EXPECT_EQ(decide(Ragged, Defaults).Why, Reason::TripFromMemory);
  Ragged.TripFromMemory = false;
  EXPECT_EQ(decide(Ragged, Defaults).Why, Reason::GlobalReduction);
  NoTileGuard.GuardTileCounts = false;
  EXPECT_EQ(decide(F, NoTileGuard).Why, Reason::Staging);
  LoopFacts Fold;
  Fold.GlobalReduction = true;
  Fold.MaxTripCount = 3;
  EXPECT_EQ(decide(Fold, Defaults).Why, Reason::BodyAtMostOnce);
}

TEST(SharedUnrollDecisions, RemaindersOfLoopsLeftToLLVMUnrollStraight) {
  // A filter window whose radius is read per pixel: a runtime-trip,
  // innermost loop over shared memory that no rule claims.
  LoopFacts Window;
  Window.RuntimeOverMemory = true;
  Verdict V = decide(Window, Defaults);
  EXPECT_EQ(V.Why, Reason::NoCandidate);
  EXPECT_TRUE(wantsRemainderUnroll(Window, V, Defaults));
  // A guard's veto leaves the loop to LLVM too (a ragged CSR row).
  LoopFacts Ragged = Window;
  Ragged.GlobalReduction = true;
  Ragged.TripFromMemory = true;
  V = decide(Ragged, Defaults);
  EXPECT_EQ(V.Why, Reason::TripFromMemory);
  EXPECT_TRUE(wantsRemainderUnroll(Ragged, V, Defaults));
  // smemvec's own count request: its remainder goes to ptxas with it.
  Ragged.TripFromMemory = false;
  V = decide(Ragged, Defaults);
  EXPECT_EQ(V.Why, Reason::GlobalReduction);
  EXPECT_FALSE(wantsRemainderUnroll(Ragged, V, Defaults));
  // The user's pragma, a barrier, no memory, the option at 0: none.
  LoopFacts Pragma = Window;
  Pragma.UserPragma = true;
  EXPECT_FALSE(
      wantsRemainderUnroll(Pragma, decide(Pragma, Defaults), Defaults));
  LoopFacts Barrier = Window;
  Barrier.Convergent = true;
  EXPECT_FALSE(
      wantsRemainderUnroll(Barrier, decide(Barrier, Defaults), Defaults));
  LoopFacts Registers;
  EXPECT_FALSE(
      wantsRemainderUnroll(Registers, decide(Registers, Defaults), Defaults));
  Budgets Off = Defaults; // -smemvec-unroll-remainder=0
  Off.RemainderTrips = 0;
  EXPECT_FALSE(wantsRemainderUnroll(Window, decide(Window, Off), Off));
  EXPECT_FALSE(
      remainderOnlyVetoedByBlockSize(Window, decide(Window, Off), Off));
  // `j < blockDim.x`: a multiple of the warp in practice, no remainder
  // runs; the veto, and only it, says so.
  LoopFacts Block = Window;
  Block.TripFromBlockSize = true;
  V = decide(Block, Defaults);
  EXPECT_EQ(V.Why, Reason::NoCandidate);
  EXPECT_FALSE(wantsRemainderUnroll(Block, V, Defaults));
  EXPECT_TRUE(remainderOnlyVetoedByBlockSize(Block, V, Defaults));
  EXPECT_FALSE(remainderOnlyVetoedByBlockSize(Window, V, Defaults));
  LoopFacts BlockBarrier = Block;
  BlockBarrier.Convergent = true;
  EXPECT_FALSE(remainderOnlyVetoedByBlockSize(
      BlockBarrier, decide(BlockBarrier, Defaults), Defaults));
}

TEST(SharedUnrollDecisions, DivisionsByTheLoopVariableUnrollFully) {
  // An FFT's stage loop: `t / half`, `t % half`, `x / (float)half`, a
  // barrier per stage, a sincosf slow path left rolled inside.
  LoopFacts F;
  F.DividesByIV = true;
  F.TripCount = 10;
  F.UnrolledSize = 2080;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::DivisionByIV);
  F.Convergent = true;
  F.InnerLoopLeft = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::DivisionByIV);
  // The guards still apply: size, trip count, registers.
  F.UnrolledSize = 8193;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::Budget);
  F.UnrolledSize = 2080;
  F.PressureEstimate = 129;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::RegisterEstimate);
  F.PressureEstimate = 0;
  F.TripCount = 129;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::TripCountLimit);
  // No constant trip count: nothing (a count unroll keeps the divisions).
  F.TripCount = 0;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::NoCandidate);
  // An inner loop left rolled still stops the other rules.
  LoopFacts Small;
  Small.TouchesKnownMemory = true;
  Small.TripCount = 8;
  Small.UnrolledSize = 100;
  Small.InnerLoopLeft = true;
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::InnerLoopLeft);
}

TEST(SharedUnrollDecisions, BlocksPerMultiprocessor) {
  // 256 threads: the steps at 32/40/48/64/80/128 registers.
  EXPECT_EQ(blocksPerMultiprocessor(32, 256), 8u);
  EXPECT_EQ(blocksPerMultiprocessor(33, 256), 6u);
  EXPECT_EQ(blocksPerMultiprocessor(64, 256), 4u);
  EXPECT_EQ(blocksPerMultiprocessor(65, 256), 3u);
  EXPECT_EQ(blocksPerMultiprocessor(128, 256), 2u);
  EXPECT_EQ(blocksPerMultiprocessor(129, 256), 1u);
  EXPECT_EQ(blocksPerMultiprocessor(255, 256), 1u);
  // The thread and block limits: 2048 threads, 32 blocks.
  EXPECT_EQ(blocksPerMultiprocessor(16, 1024), 2u);
  EXPECT_EQ(blocksPerMultiprocessor(16, 32), 32u);
  // A 96-thread block takes three whole warps.
  EXPECT_EQ(blocksPerMultiprocessor(64, 96), 10u);
  // Nothing fits: over 255 registers, or over 1024 threads a block.
  EXPECT_EQ(blocksPerMultiprocessor(256, 256), 0u);
  EXPECT_EQ(blocksPerMultiprocessor(32, 2048), 0u);
}

TEST(SharedUnrollDecisions, ShapeFreeCandidates) {
  // A shared walk of any step (A stored transposed: 512 bytes a step).
  LoopFacts Walk;
  Walk.SharedWalk = true;
  Walk.TripCount = 8;
  Walk.UnrolledSize = 400;
  Walk.PressureEstimate = 85;
  Verdict V = decide(Walk, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedWalk);
  Walk.PressureEstimate = 145;
  EXPECT_EQ(decide(Walk, Defaults).Why, Reason::RegisterEstimate);
  // The k-loop of a register tile: unrolled unless that costs a block per
  // multiprocessor down to half occupancy. A transposed, 8x4 tile: 45
  // carried + 12 loaded a step, 57 -> 69 registers, 4 -> 3 blocks of 256.
  Walk.CarriesTile = true;
  Walk.CarriedRegs = 45;
  Walk.LoadedRegs = 12;
  V = decide(Walk, Defaults);
  EXPECT_EQ(V.Why, Reason::TileWalkLeftToPtxas);
  EXPECT_EQ(V.Step.RegistersBefore, 57u);
  EXPECT_EQ(V.Step.RegistersAfter, 69u);
  EXPECT_EQ(V.Step.Threads, AssumedBlockThreads);
  EXPECT_EQ(V.Step.BlocksBefore, 4u);
  EXPECT_EQ(V.Step.BlocksAfter, 3u);
  // The 8x8 tile: 97 -> 113 registers, 2 blocks of 256 either way (the
  // H200: 94 -> 116 registers, as blunt does): fully unrolled, whatever the
  // pressure estimate of a merging walk says.
  Walk.CarriedRegs = 81;
  Walk.LoadedRegs = 16;
  Walk.PressureEstimate = 145;
  V = decide(Walk, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedWalk);
  EXPECT_EQ(V.Step.BlocksBefore, 2u);
  EXPECT_EQ(V.Step.BlocksAfter, 2u);
  // __launch_bounds__(128, 4): at most 128 registers: 113 fits, and 128
  // threads per block: 4 blocks at 97 and 113 registers alike.
  Budgets Bounded = Defaults;
  Bounded.BlockThreads = 128;
  Bounded.RegisterCap = 128;
  EXPECT_EQ(decide(Walk, Bounded).Why, Reason::SharedWalk);
  // __launch_bounds__(256, 3): 80 registers; the unroll wants 113.
  Bounded.BlockThreads = 256;
  Bounded.RegisterCap = registerCap(256, 3);
  EXPECT_EQ(Bounded.RegisterCap, 80u);
  EXPECT_EQ(decide(Walk, Bounded).Why, Reason::RegisterEstimate);
  // A small tile: 17 + 8 a step, 25 -> 33 registers, 8 -> 6 blocks of 256
  // but 1536 threads stay resident: unrolled.
  Walk.CarriedRegs = 17;
  Walk.LoadedRegs = 8;
  EXPECT_EQ(decide(Walk, Defaults).Why, Reason::SharedWalk);
  // With 1024-thread blocks (launch bounds) the same step is 2 -> 1 block.
  Bounded = Defaults;
  Bounded.BlockThreads = 1024;
  EXPECT_EQ(decide(Walk, Bounded).Why, Reason::TileWalkLeftToPtxas);
  // -smemvec-unroll-handoff-registers=0: never left to ptxas.
  Budgets NoHandoff = Defaults;
  NoHandoff.HandoffRegisters = 0;
  Walk.CarriedRegs = 45;
  Walk.LoadedRegs = 12;
  Walk.PressureEstimate = 93;
  EXPECT_EQ(decide(Walk, NoHandoff).Why, Reason::SharedWalk);
  // Any small constant loop over known memory, under the same guards.
  LoopFacts Small;
  Small.TouchesKnownMemory = true;
  Small.TripCount = 16;
  Small.UnrolledSize = 1500;
  V = decide(Small, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SmallLoop);
  // A loop with a barrier per step that only this rule, or a walk without
  // a register tile, would take is left to ptxas
  // (-smemvec-unroll-barrier-overhead=1 takes it); one another rule takes
  // (a shared row walk, a walk over a register tile) is fully unrolled.
  Small.Convergent = true;
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::BarrierLeftToPtxas);
  Budgets Barriers = Defaults;
  Barriers.BarrierOverhead = true;
  EXPECT_EQ(decide(Small, Barriers).Why, Reason::SmallLoop);
  // A walk with barriers and no tile: up to the small-loop size (what the
  // blunt threshold unrolls), not above it.
  Small.SharedWalk = true;
  Small.UnrolledSize = 1500;
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::SharedWalk);
  Small.UnrolledSize = 3556;
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::BarrierLeftToPtxas);
  EXPECT_EQ(decide(Small, Barriers).Why, Reason::SharedWalk);
  Small.CarriesTile = true;
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::SharedWalk);
  Small.UnrolledSize = 1500;
  Small.SharedWalk = false;
  Small.CarriesTile = false;
  Small.SharedStride = true;
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::SharedStride);
  Small.SharedStride = false;
  Small.Convergent = false;
  Small.UnrolledSize = 1501;
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::NoCandidate);
  Small.UnrolledSize = 100;
  Small.TouchesKnownMemory = false; // memory of unknown space only
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::NoCandidate);
  Small.TouchesKnownMemory = true;
  Budgets Off = Defaults;
  Off.SmallSize = 0;
  EXPECT_EQ(decide(Small, Off).Why, Reason::NoCandidate);
  Small.InnerLoopLeft = true;
  EXPECT_EQ(decide(Small, Defaults).Why, Reason::InnerLoopLeft);
}

TEST(SharedUnrollDecisions, ArraysTooLargeForRegistersAreNotPromoted) {
  LoopFacts F = registerTile();
  F.IndexesUnpromotable = true; // acc[32][32] beside a[32], b[32]
  EXPECT_EQ(decide(F, Defaults).Why, Reason::UnpromotableArray);
  F.UnrolledSize = 1000;
  F.TouchesKnownMemory = true; // a small loop still is one
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SmallLoop);
  F.UnrolledSize = 7392; // the 32x32 FMA nest: left rolled
  EXPECT_EQ(decide(F, Defaults).Why, Reason::UnpromotableArray);
}

TEST(SharedUnrollDecisions, SharedWalkOverTheEstimateUnrollsPartially) {
  LoopFacts F = sharedWalk();
  F.PressureEstimate = 145;
  F.CarriedRegs = 81; // a count of 2 fits 128 registers (113), 4 not (145)
  F.LoadedRegs = 16;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedStridePartial);
  EXPECT_EQ(V.Count, 2u); // the verdict carries the count apply and remark use
  F.CarriedRegs = 120;    // not even a count of 2 fits (152)
  EXPECT_EQ(decide(F, Defaults).Why, Reason::RegisterEstimate);
  // The outer loop of triangular walks has no partial form.
  F = sharedWalk();
  F.SharedStride = false;
  F.OuterOfShared = true;
  F.PressureEstimate = 145;
  F.CarriedRegs = 81; // a count of 2 fits 128 registers (113), 4 not (145)
  F.LoadedRegs = 16;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::RegisterEstimate);
}

TEST(SharedUnrollDecisions, RegisterTilesIgnoreTheRegisterGuard) {
  LoopFacts F = registerTile();
  F.RegisterEstimate = 1000;
  EXPECT_TRUE(decide(F, Defaults).Unroll);
  // ...but not the size budget.
  F.UnrolledSize = 9000;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::Budget);
}

TEST(SharedUnrollDecisions, PrivateGroupThatCannotUnrollFallsBackToShared) {
  LoopFacts F = registerTile();
  F.PrivateGroupUnrollable = false;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::PrivateArrayGroup);
  F.SharedStride = true;
  F.PressureEstimate = 11;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedStride);
  F.PressureEstimate = 200;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::RegisterEstimate);
}

TEST(SharedUnrollDecisions, StagingCopiesUnrollByACountOnlyWithRuntimeTrips) {
  LoopFacts F;
  F.Staging = true;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::Staging);
  EXPECT_EQ(V.Count, 4u);
  Budgets Eight = Defaults;
  Eight.StagingCount = 8;
  EXPECT_EQ(decide(F, Eight).Count, 8u);
  Budgets Off = Defaults;
  Off.StagingCount = 1;
  EXPECT_EQ(decide(F, Off).Why, Reason::NoCandidate);
  F.Convergent = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::Convergent);
  F.Convergent = false;
  F.UserPragma = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::UserPragma);
  F.UserPragma = false;
  F.TripCount = 8; // constant trips: the full-unroll reasons decide
  EXPECT_EQ(decide(F, Defaults).Why, Reason::NoCandidate);
}

TEST(SharedUnrollDecisions, GlobalReductionsUnrollByTheirOwnCount) {
  LoopFacts F;
  F.GlobalReduction = true;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::GlobalReduction);
  EXPECT_EQ(V.Count, 4u);
  Budgets Off = Defaults;
  Off.ReductionCount = 1;
  EXPECT_EQ(decide(F, Off).Why, Reason::NoCandidate);
  Budgets NoStaging = Defaults;
  NoStaging.StagingCount = 0; // the staging count does not switch it off
  EXPECT_EQ(decide(F, NoStaging).Why, Reason::GlobalReduction);
  F.UserPragma = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::UserPragma);
  F.UserPragma = false;
  F.InnerLoopLeft = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::InnerLoopLeft);
  F.InnerLoopLeft = false;
  F.TripCount = 8; // constant trips: the generic full unroller decides
  EXPECT_EQ(decide(F, Defaults).Why, Reason::NoCandidate);
}

// Corpus r1: a count request never replaces what stock does. A loop whose
// variable indexes a promotable register tile gets a full unroll or
// nothing; a count on it keeps the tile in local memory (sgp_smem_v4,
// 0.08x of stock).
TEST(SharedUnrollDecisions, StagedReductionsUnrollUnlessSwitchedOff) {
  LoopFacts F;
  F.StagedReduction = true;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::StagedReduction);
  EXPECT_EQ(V.Count, 4u);
  EXPECT_TRUE(isRuntimeCount(V.Why));
  // -smemvec-unroll-staged-loads=0: no candidate, quietly, as before.
  Budgets Off = Defaults;
  Off.StagedLoads = false;
  EXPECT_EQ(decide(F, Off).Why, Reason::NoCandidate);
  EXPECT_FALSE(classify(F, Off).any());
  // The reduction count is its count; 0 or 1 switches it off too.
  Budgets Eight = Defaults;
  Eight.ReductionCount = 8;
  EXPECT_EQ(decide(F, Eight).Count, 8u);
  Budgets NoCount = Defaults;
  NoCount.ReductionCount = 1;
  EXPECT_EQ(decide(F, NoCount).Why, Reason::NoCandidate);
  // A plain global load in the same fold names the plain rule.
  F.GlobalReduction = true;
  EXPECT_EQ(decide(F, Off).Why, Reason::GlobalReduction);
}

TEST(SharedUnrollDecisions, StagedReductionsKeepEveryReductionGuard) {
  auto Staged = [] {
    LoopFacts F;
    F.StagedReduction = true;
    return F;
  };
  LoopFacts F = Staged();
  F.LongLatencyChain = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::LongLatencyChain);
  F = Staged();
  F.MaxTripCount = 6; // under twice the count
  EXPECT_EQ(decide(F, Defaults).Why, Reason::BodyAtMostOnce);
  F = Staged();
  F.TripFromMemory = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::TripFromMemory);
  F = Staged();
  F.Convergent = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::Convergent);
  F = Staged();
  F.EnclosedByTile = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::EnclosingTile);
  F = Staged();
  F.StockCount = 8;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::StockUnrollsMore);
  F = Staged();
  F.UserPragma = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::UserPragma);
}

TEST(SharedUnrollDecisions, NoCountOnALoopOverARegisterTile) {
  LoopFacts F; // the hand-off shape, also walking the tile with its IV
  F.TripCount = 8;
  F.SharedStride = true;
  F.CarriesTile = true;
  F.HandoffCount = 4;
  F.RegisterEstimate = 81;
  F.IndexesPrivateArray = true; // its group cannot unroll: no rule (a)
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedStride); // full, not by 4
  F.PressureEstimate = 145; // over the limit: no partial count either
  F.CarriedRegs = 81;
  F.LoadedRegs = 16;
  V = decide(F, Defaults);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::RegisterEstimate);
  F.IndexesPrivateArray = false; // the tile is not indexed by it: partial
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SharedStridePartial);
  LoopFacts R; // a runtime-trip reduction walking a private array
  R.GlobalReduction = true;
  R.IndexesPrivateArray = true;
  EXPECT_EQ(decide(R, Defaults).Why, Reason::CountOnPrivateArray);
  R.IndexesUnpromotable = true; // in local memory anyway: the count stays
  EXPECT_EQ(decide(R, Defaults).Why, Reason::UnpromotableArray);
}

// olcf_matrix_sums_cols: LLVM's own runtime unroll by 8 lowered to 4 ran
// 0.54x of stock. A count request is a floor.
TEST(SharedUnrollDecisions, CountRequestsNeverLowerStocksUnroll) {
  LoopFacts F;
  F.GlobalReduction = true;
  F.StockCount = 8;
  Verdict V = decide(F, Defaults);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::StockUnrollsMore);
  EXPECT_EQ(V.Count, 8u);
  F.StockCount = 4; // equal: ours, which also lets ptxas unroll further
  EXPECT_EQ(decide(F, Defaults).Why, Reason::GlobalReduction);
  F.StockCount = 2; // stock does less: ours
  V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Count, 4u);
  LoopFacts S;
  S.Staging = true;
  S.StockCount = 8;
  EXPECT_EQ(decide(S, Defaults).Why, Reason::StockUnrollsMore);
  S.StockCount = 0;
  EXPECT_EQ(decide(S, Defaults).Why, Reason::Staging);
}

// hecb_rowwise_moments: a Welford step (fdiv on the carried chain) unrolled
// by 4 went 26 -> 39 registers for no overlap (0.79x). A filter window
// whose width is a kernel argument, nested in its twin (pkt_convolution_v1,
// 0.97x): left to stock.
TEST(SharedUnrollDecisions, NoCountForLatencyBoundChainsOrWindows) {
  LoopFacts F;
  F.GlobalReduction = true;
  F.LongLatencyChain = true;
  Verdict V = decide(F, Defaults);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::LongLatencyChain);
  F.LongLatencyChain = false;
  F.WindowLoop = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::FilterWindow);
  F.WindowLoop = false;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::GlobalReduction);
  F.TripCount = 8; // constant trips: neither fact matters to a full unroll
  F.LongLatencyChain = F.WindowLoop = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::NoCandidate);
  for (Reason R : {Reason::CountOnPrivateArray, Reason::StockUnrollsMore,
                   Reason::LongLatencyChain, Reason::FilterWindow})
    EXPECT_STRNE(reasonText(R), "unknown");
}

TEST(SharedUnrollDecisions, WindowCountFillsOneMergeWindow) {
  EXPECT_EQ(windowCount(4, 8), 4u);  // floats: 4 per ld.shared.v4, 2 trips
  EXPECT_EQ(windowCount(-4, 8), 4u); // walking down
  EXPECT_EQ(windowCount(8, 8), 2u);  // doubles, or every other float
  EXPECT_EQ(windowCount(4, 4), 0u);  // one trip left: nothing for ptxas
  EXPECT_EQ(windowCount(4, 10), 0u); // 4 does not divide 10
  EXPECT_EQ(windowCount(12, 8), 0u); // 12 does not divide the window
  EXPECT_EQ(windowCount(16, 8), 0u); // one access fills the window alone
  EXPECT_EQ(windowCount(0, 8), 0u);
}

TEST(SharedUnrollDecisions, RegisterTileWalksAreHandedToPtxasOverTheLimit) {
  LoopFacts F;
  F.TripCount = 8;
  F.SharedStride = true;
  F.CarriesTile = true;
  F.HandoffCount = 4;
  F.RegisterEstimate = 81; // the 1-D block-tiled k-loop
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedStrideHandoff);
  EXPECT_EQ(V.Count, 4u);
  F.RegisterEstimate = 64; // at the limit: fully unrolled
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SharedStride);
  F.RegisterEstimate = 81;
  Budgets Off = Defaults;
  Off.HandoffRegisters = 0;
  EXPECT_EQ(decide(F, Off).Why, Reason::SharedStride);
  F.CarriesTile = false; // a dot product: fully unrolled
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SharedStride);
  F.CarriesTile = true;
  F.HandoffCount = 0; // no whole windows: fully unrolled
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SharedStride);
  F.HandoffCount = 4;
  F.RegisterEstimate = 209;
  F.PressureEstimate = 145; // over -smemvec-unroll-max-registers: partial
  F.CarriedRegs = 81; // a count of 2 fits 128 registers (113), 4 not (145)
  F.LoadedRegs = 16;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SharedStridePartial);
  F.UserPragma = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::UserPragma);
}

// Issue 31 item 3: under __launch_bounds__(256, 2) (a 128-register cap) a
// full unroll the function's prediction puts past the cap is not taken:
// ptxas would spill where stock clang, which leaves the loop rolled, does
// not.
Budgets launchBounds256x2() {
  Budgets B = Defaults;
  B.RegisterCap = registerCap(256, 2);
  B.BlockThreads = 256;
  B.MinBlocks = 2;
  return B;
}

TEST(SharedUnrollDecisions, LaunchBoundsCapVetoesATileWalk) {
  // The 8x8 tile's k-loop over A stored transposed: 64 carried (the tile,
  // still an alloca), 16 loaded a step, 32 steps; the function estimates 40
  // registers besides the tile.
  LoopFacts F;
  F.SharedWalk = true;
  F.CarriesTile = true;
  F.TripCount = 32;
  F.UnrolledSize = 3000;
  F.CarriedRegs = 65;
  F.LoadedRegs = 16;
  F.PrivateArrayWords = 64;
  F.FunctionRegisters = 8;
  Budgets B = launchBounds256x2();
  EXPECT_EQ(B.RegisterCap, 128u);
  // Under the cap a walk is predicted with 4 steps in flight, not 2
  // (lc_helper_skew_8x8: 2 predicted 104, ptxas spilled at 128).
  EXPECT_EQ(predictedFunctionRegisters(F, B), 8u + 64 + 3 * 16);
  EXPECT_EQ(predictedFunctionRegisters(F, Defaults), 8u + 64 + 16);
  Verdict V = decide(F, B);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedWalk); // within the cap: 120 <= 128
  F.FunctionRegisters = 40;             // 152 > 128 (2 steps would say 120)
  EXPECT_EQ(decide(F, B).Why, Reason::LaunchBoundsCap);
  F.FunctionRegisters = 60; // 140 > 128
  V = decide(F, B);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::LaunchBoundsCap);
  // Without launch bounds nothing caps it (the occupancy guard decides).
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SharedWalk);
  // Not estimated (no cap applied when the facts were gathered): no veto.
  F.FunctionRegisters = 0;
  EXPECT_EQ(decide(F, B).Why, Reason::SharedWalk);
}

TEST(SharedUnrollDecisions, LaunchBoundsCapVetoesARegisterTile) {
  LoopFacts F = registerTile();
  F.PrivateArrayWords = 128; // a 16x8 tile
  F.FunctionRegisters = 20;
  Budgets B = Defaults;
  B.RegisterCap = registerCap(1024, 0); // 64
  Verdict V = decide(F, B);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::LaunchBoundsCap);
  EXPECT_TRUE(decide(F, Defaults).Unroll);
  // -smemvec-max-registers is the same budget for loops over private arrays.
  Budgets Capped = Defaults;
  Capped.MaxFunctionRegisters = 64;
  EXPECT_EQ(decide(F, Capped).Why, Reason::RegisterCap);
  Capped.MaxFunctionRegisters = 148;
  EXPECT_TRUE(decide(F, Capped).Unroll);
  // The option does not cap loops that touch no private array.
  LoopFacts Walk = sharedWalk();
  Walk.FunctionRegisters = 100;
  Capped.MaxFunctionRegisters = 64;
  EXPECT_TRUE(decide(Walk, Capped).Unroll);
}

// Issue 32: the count of a partial shared walk was sized with
// -smemvec-unroll-max-registers (128) while the guard used the launch
// bounds' limit, so a kernel capped at 64 registers got a count whose
// estimate was 80. The count now comes from the guard's own limit.
TEST(SharedUnrollDecisions, PartialCountStaysWithinTheLaunchBounds) {
  LoopFacts F = sharedWalk();
  F.TripCount = 16;
  F.CarriedRegs = 16;
  F.LoadedRegs = 16;
  F.PressureEstimate = estimatePressure(16, 16, 16); // 80
  EXPECT_TRUE(decide(F, Defaults).Unroll);
  EXPECT_EQ(decide(F, Defaults).Why, Reason::SharedStride);
  Budgets B = Defaults;
  B.RegisterCap = registerCap(1024, 0);
  B.BlockThreads = 1024;
  ASSERT_EQ(registerLimit(B), 64u);
  Verdict V = decide(F, B);
  EXPECT_EQ(V.Why, Reason::SharedStridePartial);
  EXPECT_EQ(V.Count, 2u); // 16 + 2 x 16 = 48 <= 64; 4 would be 80
  EXPECT_LE(estimateRegisters(16, 16, V.Count), registerLimit(B));
  // With the function's prediction, the count also keeps it within the cap:
  // 40 + 16 x (C - 1) <= 64 allows 2, not 4.
  F.FunctionRegisters = 40;
  B = Defaults;
  B.RegisterCap = 64;
  EXPECT_EQ(decide(F, B).Count, 2u);
  F.FunctionRegisters = 60; // not even 2 fits: 76 > 64
  V = decide(F, B);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::RegisterEstimate);
}

TEST(SharedUnrollDecisions, EveryReasonHasText) {
  for (Reason R : {Reason::PrivateArray,
                   Reason::SharedStride,
                   Reason::OuterOfShared,
                   Reason::NoCandidate,
                   Reason::UserPragma,
                   Reason::UnknownTripCount,
                   Reason::Staging,
                   Reason::GlobalReduction,
                   Reason::StagedReduction,
                   Reason::SharedStridePartial,
                   Reason::SharedStrideHandoff,
                   Reason::TripCountLimit,
                   Reason::Budget,
                   Reason::FunctionBudget,
                   Reason::RegisterEstimate,
                   Reason::Convergent,
                   Reason::InnerLoopLeft,
                   Reason::PrivateArrayGroup,
                   Reason::SharedWalk,
                   Reason::SmallLoop,
                   Reason::UnpromotableArray,
                   Reason::SerialChain,
                   Reason::BodyAtMostOnce,
                   Reason::EnclosingTile,
                   Reason::TileWalkLeftToPtxas,
                   Reason::BarrierLeftToPtxas,
                   Reason::TripFromMemory,
                   Reason::DivisionByIV,
                   Reason::LaunchBoundsCap,
                   Reason::RegisterCap,
                   Reason::UnrollerFloor,
                   Reason::SharedRuntimeWalk,
                   Reason::StockUnrollsWalk})
    EXPECT_STRNE(reasonText(R), "unknown");
}

// Issue 31: the floor. A loop none of the rules claims, which LLVM's own
// unroller fully unrolls at -unroll-threshold=1500 and not at its default,
// is fully unrolled, unless a guard names why not.
TEST(SharedUnrollDecisions, TheUnrollerFloorTakesWhatNoRuleClaims) {
  LoopFacts F; // an arithmetic loop: no memory, no tile, no barrier
  F.TripCount = 48;
  F.UnrolledSize = 624;
  F.FunctionSizeAfter = 700;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::NoCandidate);
  F.FloorUnrollsFully = true;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::UnrollerFloor);
  // -smemvec-unroll-floor-threshold=0: no floor.
  Budgets Off = Defaults;
  Off.FloorThreshold = 0;
  EXPECT_EQ(decide(F, Off).Why, Reason::NoCandidate);
  // The user's pragma wins, quietly (LLVM's unroller obeys it too).
  F.UserPragma = true;
  EXPECT_EQ(decide(F, Defaults).Why, Reason::NoCandidate);
  F.UserPragma = false;
}

TEST(SharedUnrollDecisions, TheUnrollerFloorKeepsEveryGuard) {
  LoopFacts F;
  F.TripCount = 48;
  F.UnrolledSize = 624;
  F.FunctionSizeAfter = 700;
  F.FloorUnrollsFully = true;
  LoopFacts Big = F; // code size and compile time
  Big.FunctionSizeAfter = 20001;
  EXPECT_EQ(decide(Big, Defaults).Why, Reason::FunctionBudget);
  LoopFacts Chain = F; // SLSR's quadratic time
  Chain.SerialChain = 17;
  EXPECT_EQ(decide(Chain, Defaults).Why, Reason::SerialChain);
  // Under __launch_bounds__(256, 2): 128 registers; the function predicted
  // at 120 + a 16-word private array goes past them.
  LoopFacts Capped = F;
  Capped.FunctionRegisters = 120;
  Capped.PrivateArrayWords = 16;
  Budgets Bounds = Defaults;
  Bounds.RegisterCap = 128;
  EXPECT_EQ(decide(Capped, Bounds).Why, Reason::LaunchBoundsCap);
  Capped.PrivateArrayWords = 0;
  EXPECT_EQ(decide(Capped, Bounds).Why, Reason::UnrollerFloor);
  // A barrier loop with only overhead to gain stays with ptxas, floor or not.
  LoopFacts Barrier = F;
  Barrier.Convergent = true;
  Barrier.TouchesKnownMemory = true;
  EXPECT_EQ(decide(Barrier, Defaults).Why, Reason::BarrierLeftToPtxas);
}

// Issue 31 item 2: a thread's strip of n rows of a shared tile (n a kernel
// argument) is unrolled by a count under the guards of the other count
// unrolls.
TEST(SharedUnrollDecisions, RuntimeSharedWalksUnrollByTheirOwnCount) {
  LoopFacts F;
  F.RuntimeSharedWalk = true;
  Verdict V = decide(F, Defaults);
  EXPECT_TRUE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::SharedRuntimeWalk);
  EXPECT_EQ(V.Count, 4u);
  EXPECT_TRUE(isRuntimeCount(V.Why));
  Budgets Two = Defaults;
  Two.WalkCount = 2;
  EXPECT_EQ(decide(F, Two).Count, 2u);
  Budgets Off = Defaults;
  Off.WalkCount = 1;
  EXPECT_EQ(decide(F, Off).Why, Reason::NoCandidate);
  LoopFacts Barrier = F;
  Barrier.Convergent = true;
  EXPECT_EQ(decide(Barrier, Defaults).Why, Reason::Convergent);
  LoopFacts Short = F; // at most 7 trips: the unrolled body runs once
  Short.MaxTripCount = 7;
  EXPECT_EQ(decide(Short, Defaults).Why, Reason::BodyAtMostOnce);
  LoopFacts Stock = F;
  Stock.StockCount = 8;
  V = decide(Stock, Defaults);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::StockUnrollsMore);
  // Claimed only where stock leaves it rolled (strip_ptr: stock's 2 beat 4
  // at 6 trips).
  LoopFacts Rolled = F;
  Rolled.StockCount = 1;
  EXPECT_EQ(decide(Rolled, Defaults).Why, Reason::SharedRuntimeWalk);
  LoopFacts ByTwo = F;
  ByTwo.StockCount = 2;
  V = decide(ByTwo, Defaults);
  EXPECT_FALSE(V.Unroll);
  EXPECT_EQ(V.Why, Reason::StockUnrollsWalk);
  EXPECT_EQ(V.Count, 2u);
  LoopFacts Tile = F;
  Tile.IndexesPrivateArray = true;
  EXPECT_EQ(decide(Tile, Defaults).Why, Reason::CountOnPrivateArray);
  LoopFacts Pragma = F;
  Pragma.UserPragma = true;
  EXPECT_EQ(decide(Pragma, Defaults).Why, Reason::UserPragma);
  F.TripCount = 8; // constant trips: the full-unroll rules decide
  EXPECT_EQ(decide(F, Defaults).Why, Reason::NoCandidate);
}

//===----------------------------------------------------------------------===//
// decide()'s steps, one function per priority
//===----------------------------------------------------------------------===//

TEST(SharedUnrollDecisions, ClassifyNamesTheRulesThatClaimALoop) {
  Candidate C = classify(sharedWalk(), Defaults);
  EXPECT_TRUE(C.Shared);
  EXPECT_FALSE(C.Private || C.Small || C.Divides || C.runtimeCount());
  EXPECT_TRUE(C.any());
  C = classify(registerTile(), Defaults);
  EXPECT_TRUE(C.Private);
  LoopFacts Copy;
  Copy.Staging = true;
  C = classify(Copy, Defaults);
  EXPECT_TRUE(C.Staging && C.runtimeCount());
  Copy.TripCount = 8; // constant trips: not a count rule's
  EXPECT_FALSE(classify(Copy, Defaults).any());
  LoopFacts Barrier = sharedWalk();
  Barrier.Convergent = true;
  EXPECT_TRUE(classify(Barrier, Defaults).OverheadOnly);
  Budgets Overhead = Defaults;
  Overhead.BarrierOverhead = true;
  EXPECT_FALSE(classify(Barrier, Overhead).OverheadOnly);
}

TEST(SharedUnrollDecisions, EachStepDecidesOnlyItsOwnLoops) {
  LoopFacts Walk = sharedWalk();
  Candidate C = classify(Walk, Defaults);
  // A candidate without pragma passes the first steps.
  EXPECT_FALSE(decideNoCandidate(Walk, Defaults, C));
  EXPECT_FALSE(decideUserPragma(Walk));
  EXPECT_FALSE(checkFullUnrollGuards(Walk, Defaults, C));
  EXPECT_FALSE(decideTileWalk(Walk, Defaults, std::nullopt));
  EXPECT_FALSE(decideOverRegisters(Walk, Defaults, C, std::nullopt));
  EXPECT_FALSE(decideHandoff(Walk, Defaults, C));
  EXPECT_EQ(fullUnrollReason(Walk, C).Why, Reason::SharedStride);
  // Each step's own reason.
  LoopFacts Long = Walk;
  Long.TripCount = 1000;
  EXPECT_EQ(checkFullUnrollGuards(Long, Defaults, C)->Why,
            Reason::TripCountLimit);
  LoopFacts Pragma = Walk;
  Pragma.UserPragma = true;
  EXPECT_EQ(decideUserPragma(Pragma)->Why, Reason::UserPragma);
  LoopFacts Plain;
  Plain.TripCount = 8;
  EXPECT_EQ(decideNoCandidate(Plain, Defaults, classify(Plain, Defaults))->Why,
            Reason::NoCandidate);
  std::optional<Verdict> Tile = decidePrivateArray(
      registerTile(), classify(registerTile(), Defaults), std::nullopt);
  ASSERT_TRUE(Tile);
  EXPECT_TRUE(Tile->Unroll);
  EXPECT_EQ(Tile->Why, Reason::PrivateArray);
  LoopFacts Copy;
  Copy.Staging = true;
  Copy.Convergent = true;
  EXPECT_EQ(decideRuntimeCount(Copy, Defaults, classify(Copy, Defaults)).Why,
            Reason::Convergent);
}

} // namespace
