//===- SharedClusterTest.cpp - unit tests for smemvec-cluster -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The grouping/ordering decision of the cluster mutation in isolation: the
// record order and planClusterRuns. The DAG side (edges, adjacency) is
// covered by the lit tests in test/CodeGen.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedCluster.h"

#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace smemvec;

namespace {

using Runs = SmallVector<std::pair<unsigned, unsigned>, 8>;

SharedMemOpRecord rec(unsigned Base, int64_t Offset, unsigned NodeNum,
                      unsigned Width = 4) {
  return {Base, Offset, Width, NodeNum, nullptr};
}

std::vector<int64_t> offsetsOf(ArrayRef<SharedMemOpRecord> Records) {
  std::vector<int64_t> Out;
  for (const SharedMemOpRecord &R : Records)
    Out.push_back(R.Offset);
  return Out;
}

// The seed MWE walks dia column by column; sorting restores row order, with
// base first and program order breaking offset ties.
TEST(SharedClusterTest, RecordsSortByBaseThenOffsetThenProgramOrder) {
  SmallVector<SharedMemOpRecord, 8> R = {rec(1, 0, 0),  rec(0, 4, 1),
                                         rec(0, 24, 2), rec(0, 0, 3),
                                         rec(1, 0, 4),  rec(0, 8, 5)};
  llvm::sort(R);
  EXPECT_EQ(offsetsOf(R), (std::vector<int64_t>{0, 4, 8, 24, 0, 0}));
  EXPECT_EQ(R[4].NodeNum, 0u);
  EXPECT_EQ(R[5].NodeNum, 4u);
  EXPECT_FALSE(R[4] < R[4]);
}

// Contiguous accesses of one base form one run; a second base starts anew.
TEST(SharedClusterTest, OneRunPerBase) {
  SmallVector<SharedMemOpRecord, 8> R = {
      rec(0, 0, 0), rec(0, 4, 2), rec(0, 8, 4), rec(1, 0, 1), rec(1, 4, 3)};
  EXPECT_EQ(planClusterRuns(R, ClusterLimits()), (Runs{{0, 3}, {3, 5}}));
}

// Members further apart than one 16-byte access can never fuse: cut there.
// The seed's dia offsets become 0..56, 72..76 and a lone 96.
TEST(SharedClusterTest, CutWhereNeighboursCannotShareAnAccess) {
  SmallVector<SharedMemOpRecord, 16> R;
  unsigned N = 0;
  for (int64_t Off : {0, 4, 8, 12, 16, 24, 28, 32, 36, 48, 52, 56, 72, 76, 96})
    R.push_back(rec(0, Off, N++));
  EXPECT_EQ(planClusterRuns(R, ClusterLimits()), (Runs{{0, 12}, {12, 14}}));
}

// Window and length bound each run (the register-pressure guard).
TEST(SharedClusterTest, WindowAndLengthLimits) {
  SmallVector<SharedMemOpRecord, 8> R;
  for (unsigned I = 0; I < 8; ++I)
    R.push_back(rec(0, 4 * I, I));
  ClusterLimits Len;
  Len.MaxLength = 3;
  EXPECT_EQ(planClusterRuns(R, Len), (Runs{{0, 3}, {3, 6}, {6, 8}}));
  ClusterLimits Win;
  Win.WindowBytes = 16;
  EXPECT_EQ(planClusterRuns(R, Win), (Runs{{0, 4}, {4, 8}}));
}

// 16-byte (v4) accesses cannot fuse further; 8-byte ones pair up.
TEST(SharedClusterTest, WideAccesses) {
  SmallVector<SharedMemOpRecord, 4> V4 = {rec(0, 0, 0, 16), rec(0, 16, 1, 16)};
  EXPECT_TRUE(planClusterRuns(V4, ClusterLimits()).empty());
  SmallVector<SharedMemOpRecord, 4> V2 = {rec(0, 0, 0, 8), rec(0, 8, 1, 8),
                                          rec(0, 16, 2, 8)};
  EXPECT_EQ(planClusterRuns(V2, ClusterLimits()), (Runs{{0, 3}}));
}

// Single accesses and empty input produce no run.
TEST(SharedClusterTest, NothingToCluster) {
  EXPECT_TRUE(planClusterRuns({}, ClusterLimits()).empty());
  SmallVector<SharedMemOpRecord, 2> One = {rec(0, 0, 0)};
  EXPECT_TRUE(planClusterRuns(One, ClusterLimits()).empty());
  SmallVector<SharedMemOpRecord, 2> Apart = {rec(0, 0, 0), rec(0, 64, 1)};
  EXPECT_TRUE(planClusterRuns(Apart, ClusterLimits()).empty());
}

} // namespace
