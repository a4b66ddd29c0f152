//===- SharedPadTest.cpp - unit tests for smemvec-pad ---------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The bank-conflict model and the remedy choice (SharedPadInternal.h) on
// their own, plus the budget rule smemvec-pad shares with smemvec-align
// (SharedAlignInternal.h: kernelBudget).
//
//===----------------------------------------------------------------------===//

#include "CodeGen/SharedAlignInternal.h"
#include "CodeGen/SharedPadInternal.h"

#include "gtest/gtest.h"

using namespace smemvec::pad;

namespace {

/// The access of lane (tx, ty, tz) at row R*tx... and byte column C*tx...
AccessModel access(std::array<int64_t, 3> Row, std::array<int64_t, 3> Col,
                   unsigned Size = 4, int64_t RowConst = 0,
                   int64_t ColConst = 0) {
  AccessModel A;
  for (unsigned D = 0; D < 3; ++D) {
    A.RowCoef[D] = Row[D];
    A.ColCoef[D] = Col[D];
  }
  A.Size = Size;
  A.RowConst = RowConst;
  A.ColConst = ColConst;
  return A;
}

const BlockShape Warp{32, 1, 1};
const Layout Pitch128{128, 0, 0};
const Layout Pitch132{132, 0, 0};

//===----------------------------------------------------------------------===//
// Block shapes
//===----------------------------------------------------------------------===//

TEST(SharedPadShape, ParsesReqntid) {
  std::optional<BlockShape> S = parseShape("32,8");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->X, 32u);
  EXPECT_EQ(S->Y, 8u);
  EXPECT_EQ(S->Z, 1u);
  EXPECT_EQ(S->warps(), 8u);
  S = parseShape("48");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->warps(), 2u); // 48 threads: one full warp and a half one
}

TEST(SharedPadShape, RejectsMalformedAndOversized) {
  EXPECT_FALSE(parseShape(""));
  EXPECT_FALSE(parseShape("32,x"));
  EXPECT_FALSE(parseShape("0,8"));
  EXPECT_FALSE(parseShape("1,2,3,4"));
  EXPECT_FALSE(parseShape("64,32")); // 2048 threads: not a block
  EXPECT_TRUE(parseShape("32,32"));
}

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

TEST(SharedPadModel, RowReadIsOneWavefront) {
  // tile[k][tx]: 32 consecutive words.
  AccessModel A = access({0, 0, 0}, {4, 0, 0});
  EXPECT_EQ(warpWavefronts(A, Pitch128, Warp, 0), 1u);
  EXPECT_EQ(blockConflicts({A}, Pitch128, Warp), 0u);
}

TEST(SharedPadModel, ColumnReadOfA32WideTileIs32Way) {
  // tile[tx][k], pitch 32 words: every lane on one bank.
  AccessModel A = access({1, 0, 0}, {0, 0, 0});
  EXPECT_EQ(warpWavefronts(A, Pitch128, Warp, 0), 32u);
  EXPECT_EQ(blockConflicts({A}, Pitch128, Warp), 31u);
  // One word of padding: 33 words apart, 32 distinct banks.
  EXPECT_EQ(warpWavefronts(A, Pitch132, Warp, 0), 1u);
}

TEST(SharedPadModel, SameWordIsABroadcast) {
  // Every lane reads tile[3][5]: one word, no conflict.
  AccessModel A = access({0, 0, 0}, {0, 0, 0}, 4, 3, 20);
  EXPECT_EQ(warpWavefronts(A, Pitch128, Warp, 0), 1u);
}

TEST(SharedPadModel, Pitch16WordsIsTwoBanks) {
  // tile[tx][0] with 16-word rows: lanes t and t+2 share a bank: 16-way.
  AccessModel A = access({1, 0, 0}, {0, 0, 0});
  EXPECT_EQ(warpWavefronts(A, Layout{64, 0, 0}, Warp, 0), 16u);
}

TEST(SharedPadModel, VectorAccessesAreServedByQuarterWarps) {
  // 16-byte row reads of consecutive lanes: 4 quarter warps, 1 wavefront each.
  AccessModel Row = access({0, 0, 0}, {16, 0, 0}, 16);
  EXPECT_EQ(warpPhases(Row, Warp, 0), 4u);
  EXPECT_EQ(warpWavefronts(Row, Layout{512, 0, 0}, Warp, 0), 4u);
  // 16-byte reads of row tx (pitch 32 words): 8 lanes on banks 0-3: 8-way
  // per quarter warp; 36-word rows put them on 32 distinct banks.
  AccessModel Col = access({1, 0, 0}, {0, 0, 0}, 16);
  EXPECT_EQ(warpWavefronts(Col, Pitch128, Warp, 0), 32u);
  EXPECT_EQ(warpWavefronts(Col, Layout{144, 0, 0}, Warp, 0), 4u);
  // One word of padding helps 16-byte reads much less (rows 33 words
  // apart overlap in a quarter warp's banks).
  EXPECT_GT(warpWavefronts(Col, Pitch132, Warp, 0), 4u);
}

TEST(SharedPadModel, EightByteAccessesAreServedByHalfWarps) {
  AccessModel A = access({0, 0, 0}, {8, 0, 0}, 8);
  EXPECT_EQ(warpPhases(A, Warp, 0), 2u);
  EXPECT_EQ(warpWavefronts(A, Layout{256, 0, 0}, Warp, 0), 2u);
}

TEST(SharedPadModel, WarpsFollowTheBlockShape) {
  // Block (32, 8): warp w is row ty = w; tile[tx][ty] reads column w.
  BlockShape B{32, 8, 1};
  AccessModel A = access({1, 0, 0}, {0, 4, 0});
  for (unsigned W = 0; W < 8; ++W)
    EXPECT_EQ(warpWavefronts(A, Pitch128, B, W), 32u);
  EXPECT_EQ(blockConflicts({A}, Pitch128, B), 8u * 31u);
  // Block (16, 16): a warp holds two rows of 16 threads.
  BlockShape C{16, 16, 1};
  AccessModel R = access({0, 1, 0}, {4, 0, 0}); // tile[ty][tx]
  EXPECT_EQ(warpWavefronts(R, Layout{64, 0, 0}, C, 0), 1u);
  EXPECT_EQ(warpWavefronts(R, Pitch128, C, 0), 2u); // 32-word rows: 2-way
}

TEST(SharedPadModel, WavefrontsArePhasesPlusConflicts) {
  // The advice remark's two numbers: a 32x8 block reading tile[tx][ty]
  // (8 warps x 32 wavefronts) and writing tile[ty][tx] (8 x 1).
  const BlockShape &B = AdviceShape;
  EXPECT_EQ(B.threads(), 256u);
  AccessModel Col = access({1, 0, 0}, {0, 4, 0});
  AccessModel Row = access({0, 1, 0}, {4, 0, 0});
  EXPECT_EQ(accessConflicts(Col, Pitch128, B), 8u * 31u);
  EXPECT_EQ(accessConflicts(Row, Pitch128, B), 0u);
  EXPECT_EQ(blockPhases({Col, Row}, B), 16u);
  EXPECT_EQ(blockConflicts({Col, Row}, Pitch128, B) +
                blockPhases({Col, Row}, B),
            8u * 32u + 8u);
  // 16-byte accesses: four phases per warp.
  EXPECT_EQ(blockPhases({access({1, 0, 0}, {0, 0, 0}, 16)}, B), 8u * 4u);
}

TEST(SharedPadModel, SwizzleMatchesTheRewrite) {
  // chunk ^= row & 31 on 4-byte chunks of a 128-byte row.
  Layout S{128, 4, 31};
  EXPECT_EQ(byteOffset(S, 0, 0), 0);
  EXPECT_EQ(byteOffset(S, 1, 0), 128 + 4);
  EXPECT_EQ(byteOffset(S, 3, 8), 3 * 128 + ((2 ^ 3) * 4));
  // Inside a 16-byte chunk the byte stays where it was.
  Layout V{512, 16, 7};
  EXPECT_EQ(byteOffset(V, 5, 4), 5 * 512 + (0 ^ 5) * 16 + 4);
  // The column read tile[tx][k] is conflict-free swizzled.
  AccessModel A = access({1, 0, 0}, {0, 0, 0});
  EXPECT_EQ(warpWavefronts(A, S, Warp, 0), 1u);
}

TEST(SharedPadModel, SplitsCoefficientsIntoRowsAndColumns) {
  int64_t Rows, Col;
  splitCoefficient(132, 128, Rows, Col); // t[i][i]: one row and one word
  EXPECT_EQ(Rows, 1);
  EXPECT_EQ(Col, 4);
  splitCoefficient(-4, 128, Rows, Col); // floor division: -1 row + 124
  EXPECT_EQ(Rows, -1);
  EXPECT_EQ(Col, 124);
  splitCoefficient(256, 128, Rows, Col);
  EXPECT_EQ(Rows, 2);
  EXPECT_EQ(Col, 0);
}

//===----------------------------------------------------------------------===//
// The decision
//===----------------------------------------------------------------------===//

TileFacts columnReadTile(uint64_t Pitch = 128, uint64_t Rows = 32) {
  TileFacts T;
  T.PitchBytes = Pitch;
  T.Rows = Rows;
  T.ElemBytes = 4;
  T.UniformGranule = true;
  TileFacts::KernelUse U;
  U.Shape = Warp;
  U.Accesses.push_back(access({0, 0, 0}, {4, 0, 0})); // tile[k][tx]
  U.Accesses.push_back(access({1, 0, 0}, {0, 0, 0})); // tile[tx][k]
  T.Uses.push_back(U);
  return T;
}

Leave fits(uint64_t) { return Leave::Nothing; }

TEST(SharedPadDecision, OneWordForScalarColumnReads) {
  Decision D = decide(columnReadTile(), 4, fits);
  EXPECT_EQ(D.Kind, Remedy::Pad);
  EXPECT_EQ(D.New.PitchBytes, 132u);
  EXPECT_EQ(D.Before, 31u);
  EXPECT_EQ(D.After, 0u);
  EXPECT_EQ(D.ExtraBytes, 32u * 4);
}

TEST(SharedPadDecision, FourWordsWhereVectorsAreKept) {
  TileFacts T = columnReadTile();
  T.KeepAlign = 16;
  T.Uses[0].Accesses[1].Size = 16; // the row walk as the v4 it becomes
  Decision D = decide(T, 16, fits);
  EXPECT_EQ(D.Kind, Remedy::Pad);
  EXPECT_EQ(D.New.PitchBytes, 144u);
  EXPECT_EQ(D.After, 0u);
  EXPECT_EQ(padCandidates(T).size(), 1u); // only 16: 4 or 8 would split v4
}

TEST(SharedPadDecision, SwizzleWhenNoPadFits) {
  Decision D =
      decide(columnReadTile(), 4, [](uint64_t) { return Leave::StaticLimit; });
  EXPECT_EQ(D.Kind, Remedy::Swizzle);
  EXPECT_EQ(D.New.Granule, 4u);
  EXPECT_EQ(D.New.Mask, 31u);
  EXPECT_EQ(D.After, 0u);
  EXPECT_EQ(D.ExtraBytes, 0u);
}

TEST(SharedPadDecision, LeftWithTheBudgetsReasonWhenNoSwizzleExists) {
  TileFacts T = columnReadTile(192 * 4, 64); // 192-word rows: no swizzle
  Decision D = decide(T, 4, [](uint64_t) { return Leave::Occupancy; });
  EXPECT_EQ(D.Kind, Remedy::None);
  EXPECT_EQ(D.Why, Leave::Occupancy);
  EXPECT_EQ(D.Before, 31u);
}

TEST(SharedPadDecision, NoConflictsNoChange) {
  TileFacts T = columnReadTile();
  T.Uses[0].Accesses.pop_back(); // only the row access
  Decision D = decide(T, 4, fits);
  EXPECT_EQ(D.Kind, Remedy::None);
  EXPECT_EQ(D.Why, Leave::NoConflicts);
}

TEST(SharedPadDecision, NoGainNoChange) {
  // tile[0][32 * tx] of 1024-float rows: the conflict is inside one row, so
  // no pad moves it, and the swizzle of row 0 is the identity.
  TileFacts T;
  T.PitchBytes = 4096;
  T.Rows = 2;
  T.ElemBytes = 4;
  T.UniformGranule = true;
  TileFacts::KernelUse U;
  U.Shape = Warp;
  U.Accesses.push_back(access({0, 0, 0}, {128, 0, 0}));
  T.Uses.push_back(U);
  Decision D = decide(T, 4, fits);
  EXPECT_EQ(D.Kind, Remedy::None);
  EXPECT_EQ(D.Why, Leave::NoGain);
  EXPECT_EQ(D.Before, 31u);
}

TEST(SharedPadDecision, NoSwizzleWithoutPowerOfTwoChunks) {
  TileFacts T = columnReadTile(96, 32); // 24-word rows
  EXPECT_FALSE(swizzleLayout(T, 4));
  EXPECT_TRUE(swizzleLayout(columnReadTile(), 4));
  T = columnReadTile();
  T.UniformGranule = false; // columns not multiples of their sizes
  EXPECT_FALSE(swizzleLayout(T, 4));
}

TEST(SharedPadDecision, DynamicMemoryIsSwizzledNeverPadded) {
  // The column reads a pad of one word would fix: an extern __shared__
  // array cannot grow (the launch gives its size), so the swizzle wins,
  // and the budget is never asked.
  TileFacts T = columnReadTile();
  T.CanGrow = false;
  T.Rows = 0;
  Decision D = decide(T, 4, [](uint64_t) -> Leave {
    ADD_FAILURE() << "the budget was asked for dynamic shared memory";
    return Leave::Nothing;
  });
  EXPECT_EQ(D.Kind, Remedy::Swizzle);
  EXPECT_EQ(D.New.PitchBytes, 128u);
  EXPECT_EQ(D.New.Mask, 31u);
  EXPECT_EQ(D.After, 0u);
  EXPECT_EQ(D.ExtraBytes, 0u);
}

TEST(SharedPadDecision, DynamicMemoryWithoutASwizzleIsLeft) {
  // 24-word rows have no power-of-two chunks: a static tile is padded, a
  // dynamic one is left (no gain, not the budget's reason).
  TileFacts T = columnReadTile(96, 32);
  EXPECT_EQ(decide(T, 4, fits).Kind, Remedy::Pad);
  T.CanGrow = false;
  Decision D = decide(T, 4, fits);
  EXPECT_EQ(D.Kind, Remedy::None);
  EXPECT_EQ(D.Why, Leave::NoGain);
  EXPECT_EQ(D.Before, D.After);
}

TEST(SharedPadDecision, PingPongBuffersShareThePad) {
  // a[32][32] and b[16][32] joined by a select: one decision over their
  // 48 rows; each grows by its own rows times the pad.
  TileFacts T = columnReadTile(128, 48);
  uint64_t Asked = 0;
  Decision D = decide(T, 4, [&](uint64_t Extra) {
    Asked = Extra;
    return Leave::Nothing;
  });
  ASSERT_EQ(D.Kind, Remedy::Pad);
  EXPECT_EQ(Asked, 48u * 4);
  EXPECT_EQ(D.ExtraBytes, 48u * 4);
  EXPECT_EQ(memberExtraBytes(D.ExtraBytes, T.Rows, 32), 32u * 4);
  EXPECT_EQ(memberExtraBytes(D.ExtraBytes, T.Rows, 16), 16u * 4);
  EXPECT_EQ(memberExtraBytes(0, 0, 16), 0u); // dynamic: no rows, no bytes
}

//===----------------------------------------------------------------------===//
// The shape a kernel's arithmetic implies (versioning)
//===----------------------------------------------------------------------===//

ShapeEvidence evidence(AccessModel M, llvm::ArrayRef<int64_t> RowSteps = {},
                       llvm::ArrayRef<int64_t> ColSteps = {}) {
  ShapeEvidence E;
  E.Model = M;
  E.RowSteps.assign(RowSteps.begin(), RowSteps.end());
  E.ColSteps.assign(ColSteps.begin(), ColSteps.end());
  return E;
}

bool sameShape(std::optional<BlockShape> S, unsigned X, unsigned Y) {
  return S && S->X == X && S->Y == Y && S->Z == 1;
}

TEST(SharedPadVersion, UnrolledTransposeImpliesItsBlockRows) {
  // tile[ty + 8j][tx] = ...; ... = tile[tx][ty + 8j], j = 0..3, float 32x32.
  llvm::SmallVector<ShapeEvidence, 8> E;
  for (int64_t J = 0; J < 4; ++J) {
    E.push_back(evidence(access({0, 1, 0}, {4, 0, 0}, 4, 8 * J, 0)));
    E.push_back(evidence(access({1, 0, 0}, {0, 4, 0}, 4, 0, 32 * J)));
  }
  EXPECT_TRUE(sameShape(impliedShape(E, 128, 32), 32, 8));
}

TEST(SharedPadVersion, LoopStepImpliesBlockRows) {
  // for (j = 0; j < 32; j += 16) tile[ty + j][tx]: 16 rows per iteration.
  ShapeEvidence Store = evidence(access({0, 1, 0}, {4, 0, 0}), {16});
  ShapeEvidence Load = evidence(access({1, 0, 0}, {0, 4, 0}), {}, {64});
  EXPECT_TRUE(sameShape(impliedShape({Store, Load}, 128, 32), 32, 16));
}

TEST(SharedPadVersion, ExtentsWhenNothingSteps) {
  // tile[ty][tx] of 16x16 floats: the tile width and its rows.
  ShapeEvidence A = evidence(access({0, 1, 0}, {4, 0, 0}));
  EXPECT_TRUE(sameShape(impliedShape({A}, 64, 16), 16, 16));
  // Two threads per row element (tx * 8 bytes of 4-byte floats): 8 wide.
  ShapeEvidence B = evidence(access({0, 1, 0}, {8, 0, 0}));
  EXPECT_TRUE(sameShape(impliedShape({B}, 64, 16), 8, 16));
}

TEST(SharedPadVersion, CommonestStepWins) {
  // Four accesses 8 rows apart, one pair 2 rows apart: 8.
  llvm::SmallVector<ShapeEvidence, 8> E;
  for (int64_t R : {0, 8, 16, 24})
    E.push_back(evidence(access({0, 1, 0}, {4, 0, 0}, 4, R, 0)));
  E.push_back(evidence(access({0, 1, 0}, {4, 0, 0}, 4, 3, 64)));
  E.push_back(evidence(access({0, 1, 0}, {4, 0, 0}, 4, 5, 64)));
  EXPECT_TRUE(sameShape(impliedShape(E, 128, 32), 32, 8));
}

TEST(SharedPadVersion, DefaultsAndLimits) {
  // No threadIdx.x in any address: one warp wide; no threadIdx.y: 1 row.
  ShapeEvidence A = evidence(access({0, 1, 0}, {0, 0, 0}));
  EXPECT_TRUE(sameShape(impliedShape({A}, 128, 32), 32, 32));
  ShapeEvidence B = evidence(access({1, 0, 0}, {0, 0, 0}));
  EXPECT_TRUE(sameShape(impliedShape({B}, 128, 32), 32, 1));
  // A halo stencil's offsets (tile[ty + 1][tx + 1], tile[ty][tx + 1], ...)
  // are steps of one element: a 1x1 "block" is no guess at all.
  llvm::SmallVector<ShapeEvidence, 4> Halo;
  for (auto [R, C] : {std::pair{0, 4}, {1, 0}, {1, 4}, {1, 8}, {2, 4}})
    Halo.push_back(evidence(access({0, 1, 0}, {4, 0, 0}, 4, R, C)));
  EXPECT_FALSE(impliedShape(Halo, 72, 18));
  // 64 x 64 threads is not a block.
  ShapeEvidence C = evidence(access({0, 1, 0}, {4, 0, 0}));
  EXPECT_FALSE(impliedShape({C}, 256, 64));
  // A coefficient that does not divide the extent says nothing.
  ShapeEvidence D = evidence(access({0, 3, 0}, {4, 0, 0}));
  EXPECT_TRUE(sameShape(impliedShape({D}, 128, 32), 32, 1));
}

TEST(SharedPadVersion, ShapeWithinLaunchBounds) {
  const unsigned None[3] = {0, 0, 0};
  EXPECT_TRUE(shapeWithin({32, 8, 1}, 0, None));   // no nvvm.maxntid
  EXPECT_TRUE(shapeWithin({32, 8, 1}, 256, None)); // maxntid 256
  EXPECT_FALSE(shapeWithin({32, 32, 1}, 256, None));
  const unsigned PerDim[3] = {64, 4, 1}; // maxntid 64,4,1
  EXPECT_TRUE(shapeWithin({64, 4, 1}, 256, PerDim));
  EXPECT_FALSE(shapeWithin({32, 8, 1}, 256, PerDim)); // y above 4
}

//===----------------------------------------------------------------------===//
// The budget rule (shared with smemvec-align)
//===----------------------------------------------------------------------===//

TEST(SharedPadBudget, StaticLimitAndOccupancy) {
  using namespace smemvec::align;
  llvm::ArrayRef<SmemLimits> SM90 = budgetLimitsFor("sm_90");
  ASSERT_EQ(SM90.size(), 1u);
  EXPECT_EQ(kernelBudget(SM90, 4096, 4224), BudgetFit::Fits);
  EXPECT_EQ(kernelBudget(SM90, 49152, 49152 + 384), BudgetFit::OverStaticLimit);
  // 16 KB + the 1 KB reserve: 13 blocks in 228 KB; 16.5 KB still 13,
  // 17000 bytes (17024 allocated) only 12.
  EXPECT_EQ(kernelBudget(SM90, 16384, 16384 + 512), BudgetFit::Fits);
  EXPECT_EQ(kernelBudget(SM90, 16384, 17000), BudgetFit::LosesBlocks);
  // An unknown target is checked against every known one.
  EXPECT_EQ(budgetLimitsFor("sm_75").size(), std::size(KnownSmemLimits));
}

} // namespace
