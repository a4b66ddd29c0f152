//===- SharedCluster.h - Cluster shared-memory loads/stores by offset -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-cluster: a ScheduleDAGMutation for NVPTX that groups shared-memory
// loads (and, separately, stores) of one base, orders each group by offset
// and clusters the members, so ptxas sees them next to each other and fuses
// them into LDS.64/LDS.128. See lib/SharedCluster.cpp for the algorithm.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDCLUSTER_H
#define SMEMVEC_SHAREDCLUSTER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineBasicBlock.h"

#include <cstdint>
#include <memory>
#include <tuple>

namespace llvm {
class ScheduleDAGMutation;
class SUnit;
} // namespace llvm

namespace smemvec {

/// One clusterable shared-memory access. Records are totally ordered by
/// (base, offset, node number): sorting a region's records puts each group of
/// one base together, in offset order, with ties in program order.
struct SharedMemOpRecord {
  unsigned BaseID;  ///< Dense id of the base, numbered by first appearance.
  int64_t Offset;   ///< Constant byte offset from the base.
  unsigned Width;   ///< Access size in bytes.
  unsigned NodeNum; ///< Program order inside the region.
  llvm::SUnit *SU = nullptr;

  bool operator<(const SharedMemOpRecord &RHS) const {
    return std::tie(BaseID, Offset, NodeNum) <
           std::tie(RHS.BaseID, RHS.Offset, RHS.NodeNum);
  }
};

/// The size limits of one cluster.
struct ClusterLimits {
  unsigned WindowBytes = 64; ///< Span from the first member's start to the
                             ///< last member's end.
  unsigned MaxLength = 16;   ///< Members per cluster (register-pressure guard).
};

/// Bytes ptxas can fuse into one access: two members further apart than this
/// can never share an LDS/STS, so a cluster is cut there.
constexpr int64_t FusableSpanBytes = 16;

/// Splits records sorted by operator< into candidate clusters: maximal runs
/// of one base where each member can share a 16-byte access with its
/// predecessor and the run fits \p Limits. Returns [Begin, End) index pairs of
/// runs with at least two members. Pure: the DAG decides later which edges
/// can really be added.
llvm::SmallVector<std::pair<unsigned, unsigned>, 8>
planClusterRuns(llvm::ArrayRef<SharedMemOpRecord> Sorted,
                const ClusterLimits &Limits);

/// How the mutation makes the members adjacent.
enum class ClusterStyle {
  /// Cluster + chain edges only: for the minimal strategy, which schedules a
  /// cluster's members back to back by itself.
  ChainOnly,
  /// Also copy the first member's successors (loads) or the last member's
  /// predecessors (stores) onto the neighbour, as upstream's
  /// BaseMemOpClusterMutation does, so a list scheduler such as
  /// GenericScheduler keeps them together.
  KeepAdjacent,
};

/// The mutation for loads (\p IsLoad) or stores. Honours -smemvec-cluster
/// and the window/length options at apply() time.
std::unique_ptr<llvm::ScheduleDAGMutation>
createSharedClusterMutation(bool IsLoad, ClusterStyle Style);

/// True unless -smemvec-cluster=0.
bool isSharedClusterEnabled();

/// True if the mutation could form a cluster in the region [\p Begin,
/// \p End) of \p NumInstrs instructions: it holds two shared loads or two
/// shared stores (step 1), is not one the mutation skips as too large, and
/// has at most 1000 memory operations (building its DAG would cost more
/// than clustering is worth).
/// A region without one keeps its order under the minimal strategy, so the
/// scheduler need not build its DAG at all.
bool regionMayCluster(llvm::MachineBasicBlock::const_iterator Begin,
                      llvm::MachineBasicBlock::const_iterator End,
                      unsigned NumInstrs);

/// True if \p MF has at least one access the mutation could cluster (a plain
/// shared-memory load or store, step 1 of SharedCluster.cpp). Functions
/// without one are left to the upstream MachineScheduler.
bool hasClusterableSharedAccess(const llvm::MachineFunction &MF);

} // namespace smemvec

#endif // SMEMVEC_SHAREDCLUSTER_H
