//===- SharedCluster.cpp - Cluster shared-memory loads/stores by offset ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: ptxas fuses adjacent scalar shared accesses into LDS.64/LDS.128 (STS
// likewise) but does not reorder interleaved ones, and clang's PTX keeps
// the source order. Upstream's BaseMemOpClusterMutation would make them
// adjacent, but NVPTX runs no MachineScheduler and has no
// getMemOperandsWithOffsetWidth.
//
// Where: inside smemvec's scheduler pass (SharedSched.cpp), one instance for
// loads and one for stores; -smemvec-cluster=0 switches it off.
//
// Steps (shaped like BaseMemOpClusterMutation):
//  1. Collect the shared loads (or stores) with one memory operand, their
//     base and offset.
//  2. Group by base and sort by offset (SharedMemOpRecord).
//  3. planClusterRuns: runs that can share 16-byte accesses, bounded by
//     -smemvec-cluster-window and -smemvec-cluster-max-length.
//  4. Relax memory-order edges the DAG builder added only because it could
//     not tell shared from global accesses.
//  5. Chain each run with Artificial edges and a ClusterInfo, ending a
//     cluster where its members cannot be adjacent.
// No other dependence is removed: no access moves across a barrier or an
// aliasing access.
//
// Details and complexity: docs/cluster.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedCluster.h"
#include "Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/ScheduleDAGInstrs.h"
#include "llvm/CodeGen/ScheduleDAGMutation.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

#include <optional>

using namespace llvm;
using namespace smemvec;

#define DEBUG_TYPE "smemvec-cluster"

STATISTIC(NumLoadClusters, "Shared-memory load clusters formed");
STATISTIC(NumStoreClusters, "Shared-memory store clusters formed");
STATISTIC(NumClusteredOps, "Shared-memory accesses placed in a cluster");
STATISTIC(NumDependentSplits,
          "Clusters cut because a dependence separates the members");
STATISTIC(NumHugeRegionsSkipped,
          "Regions left unclustered because they are too large");
STATISTIC(NumRelaxedEdges,
          "Memory-order edges removed between shared and global accesses");

using namespace smemvec::cluster;

bool smemvec::isSharedClusterEnabled() { return EnableCluster; }

namespace {

constexpr unsigned SharedAS = 3;
constexpr uint64_t MaxRecordsTimesNodes = 4000000;
constexpr unsigned GlobalAS = 1;

/// Memory operations above which a region is not worth building a DAG for
/// just to cluster it: the DAG builder's memory dependences are quadratic in
/// them (up to upstream's -dag-maps-huge-region default of 1000, after which
/// it approximates). On one block with 1000 shared loads and 1000 stores the
/// DAG alone cost a third of stock llc's time.
constexpr uint64_t MaxRegionMemOps = 1000;

/// Too many records times nodes: the mutation's compile-time guard.
bool tooLargeToCluster(uint64_t NumRecords, uint64_t NumNodes) {
  return NumRecords * NumNodes > MaxRecordsTimesNodes;
}

/// Identity of a base: an IR value (or a global named by an operand), or a
/// virtual register when the operand carries no IR value.
using BaseKey = std::pair<const void *, unsigned>;

struct AccessDesc {
  BaseKey Base;
  int64_t Offset;
  unsigned Width;
};

/// Base and offset from the address operands of an NVPTX load/store: the
/// last two explicit operands are (base, immediate offset).
std::optional<std::pair<BaseKey, int64_t>>
baseFromAddressOperands(const MachineInstr &MI) {
  unsigned N = MI.getNumExplicitOperands();
  if (N < 2)
    return std::nullopt;
  const MachineOperand &BaseOp = MI.getOperand(N - 2);
  const MachineOperand &OffOp = MI.getOperand(N - 1);
  if (!OffOp.isImm())
    return std::nullopt;
  if (BaseOp.isReg() && BaseOp.getReg().isVirtual() && !BaseOp.isDef())
    return std::make_pair(BaseKey(nullptr, BaseOp.getReg().id()),
                          OffOp.getImm());
  if (BaseOp.isGlobal())
    return std::make_pair(BaseKey(BaseOp.getGlobal(), 0),
                          BaseOp.getOffset() + OffOp.getImm());
  return std::nullopt;
}

/// Describes \p MI if it is a clusterable shared-memory load (\p IsLoad) or
/// store: see step 1 of the file comment.
std::optional<AccessDesc> describeSharedAccess(const MachineInstr &MI,
                                               bool IsLoad,
                                               const DataLayout &DL) {
  if (IsLoad ? (!MI.mayLoad() || MI.mayStore())
             : (!MI.mayStore() || MI.mayLoad()))
    return std::nullopt;
  if (MI.isCall() || MI.hasUnmodeledSideEffects() || MI.hasOrderedMemoryRef() ||
      !MI.hasOneMemOperand())
    return std::nullopt;
  const MachineMemOperand *MMO = *MI.memoperands_begin();
  if (MMO->isVolatile() || MMO->isAtomic() || MMO->getAddrSpace() != SharedAS)
    return std::nullopt;
  LocationSize Size = MMO->getSize();
  if (!Size.hasValue() || Size.isScalable())
    return std::nullopt;
  uint64_t Width = Size.getValue().getFixedValue();
  if (Width == 0 || Width > uint64_t(FusableSpanBytes))
    return std::nullopt;

  if (const Value *V = MMO->getValue()) {
    int64_t Offset = 0;
    const Value *Base = GetPointerBaseWithConstantOffset(V, Offset, DL);
    return AccessDesc{BaseKey(Base, 0), Offset + MMO->getOffset(),
                      unsigned(Width)};
  }
  if (auto BO = baseFromAddressOperands(MI))
    return AccessDesc{BO->first, BO->second, unsigned(Width)};
  return std::nullopt;
}

/// True for an instruction whose every memory access is a plain (non-volatile,
/// non-atomic) global-memory access; such an instruction cannot touch shared
/// memory.
bool accessesOnlyGlobalMemory(const MachineInstr &MI) {
  if (MI.memoperands_empty() || MI.isCall() || MI.hasUnmodeledSideEffects() ||
      MI.hasOrderedMemoryRef())
    return false;
  return all_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
    return MMO->getAddrSpace() == GlobalAS && !MMO->isVolatile() &&
           !MMO->isAtomic();
  });
}

/// A memory-order edge the DAG builder adds for "may alias" (never barrier
/// or artificial edges).
bool isMayAliasEdge(const SDep &D) {
  return D.getKind() == SDep::Order && D.isNormalMemory() && !D.isMustAlias();
}

class SharedClusterMutation : public ScheduleDAGMutation {
public:
  SharedClusterMutation(bool IsLoad, ClusterStyle Style)
      : IsLoad(IsLoad), Style(Style) {}

  void apply(ScheduleDAGInstrs *DAG) override;

private:
  void collectRecords(ScheduleDAGInstrs &DAG,
                      SmallVectorImpl<SharedMemOpRecord> &Records) const;
  void relaxCrossAddressSpaceEdges(SUnit &SU) const;
  void clusterRun(ScheduleDAGInstrs &DAG,
                  ArrayRef<SharedMemOpRecord> Run) const;
  void keepNeighboursAdjacent(ScheduleDAGInstrs &DAG, SUnit *Prev,
                              SUnit *Next) const;
  void emitCluster(ScheduleDAGInstrs &DAG, ArrayRef<SUnit *> Members) const;

  bool IsLoad;
  ClusterStyle Style;
};

} // namespace

SmallVector<std::pair<unsigned, unsigned>, 8>
smemvec::planClusterRuns(ArrayRef<SharedMemOpRecord> Sorted,
                         const ClusterLimits &Limits) {
  SmallVector<std::pair<unsigned, unsigned>, 8> Runs;
  auto Close = [&](unsigned Begin, unsigned End) {
    if (End - Begin >= 2)
      Runs.emplace_back(Begin, End);
  };
  unsigned Begin = 0;
  for (unsigned I = 1, E = Sorted.size(); I < E; ++I) {
    const SharedMemOpRecord &First = Sorted[Begin], &Prev = Sorted[I - 1],
                            &Cur = Sorted[I];
    int64_t CurEnd = Cur.Offset + int64_t(Cur.Width);
    bool Continues = Cur.BaseID == Prev.BaseID &&
                     CurEnd - Prev.Offset <= FusableSpanBytes &&
                     CurEnd - First.Offset <= int64_t(Limits.WindowBytes) &&
                     I - Begin < Limits.MaxLength;
    if (!Continues) {
      Close(Begin, I);
      Begin = I;
    }
  }
  Close(Begin, Sorted.size());
  return Runs;
}

void SharedClusterMutation::collectRecords(
    ScheduleDAGInstrs &DAG, SmallVectorImpl<SharedMemOpRecord> &Records) const {
  const DataLayout &DL = DAG.MF.getFunction().getDataLayout();
  DenseMap<BaseKey, unsigned> BaseIDs;
  for (SUnit &SU : DAG.SUnits) {
    if (SU.ParentClusterIdx != InvalidClusterId)
      continue;
    std::optional<AccessDesc> A =
        describeSharedAccess(*SU.getInstr(), IsLoad, DL);
    if (!A)
      continue;
    unsigned ID = BaseIDs.try_emplace(A->Base, BaseIDs.size()).first->second;
    Records.push_back({ID, A->Offset, A->Width, SU.NodeNum, &SU});
  }
}

void SharedClusterMutation::relaxCrossAddressSpaceEdges(SUnit &SU) const {
  SmallVector<SDep, 4> ToRemove;
  for (const SDep &Pred : SU.Preds)
    if (isMayAliasEdge(Pred) && !Pred.getSUnit()->isBoundaryNode() &&
        accessesOnlyGlobalMemory(*Pred.getSUnit()->getInstr()))
      ToRemove.push_back(Pred);
  for (const SDep &Pred : ToRemove)
    SU.removePred(Pred);
  NumRelaxedEdges += ToRemove.size();

  SmallVector<std::pair<SUnit *, SDep>, 4> SuccEdges;
  for (const SDep &Succ : SU.Succs) {
    SUnit *S = Succ.getSUnit();
    if (isMayAliasEdge(Succ) && !S->isBoundaryNode() &&
        accessesOnlyGlobalMemory(*S->getInstr())) {
      SDep AsPred = Succ;
      AsPred.setSUnit(&SU);
      SuccEdges.emplace_back(S, AsPred);
    }
  }
  for (auto &[S, AsPred] : SuccEdges)
    S->removePred(AsPred);
  NumRelaxedEdges += SuccEdges.size();
}

void SharedClusterMutation::keepNeighboursAdjacent(ScheduleDAGInstrs &DAG,
                                                   SUnit *Prev,
                                                   SUnit *Next) const {
  if (IsLoad) {
    // Whatever consumes the earlier load waits for the later one, so no
    // consumer is scheduled between them. Keep the original latency.
    SmallVector<SDep, 8> Succs(Prev->Succs.begin(), Prev->Succs.end());
    for (const SDep &Succ : Succs) {
      if (Succ.getSUnit() == Next || Succ.isWeak())
        continue;
      SDep D(Next, SDep::Artificial);
      D.setLatency(Succ.getLatency());
      DAG.addEdge(Succ.getSUnit(), D);
    }
    return;
  }
  // Whatever feeds the later store comes before the earlier one.
  SmallVector<SDep, 8> Preds(Next->Preds.begin(), Next->Preds.end());
  for (const SDep &Pred : Preds) {
    if (Pred.getSUnit() == Prev || Pred.isWeak() ||
        Pred.getSUnit()->isBoundaryNode())
      continue;
    SDep D(Pred.getSUnit(), SDep::Artificial);
    D.setLatency(Pred.getLatency());
    DAG.addEdge(Prev, D);
  }
}

void SharedClusterMutation::emitCluster(ScheduleDAGInstrs &DAG,
                                        ArrayRef<SUnit *> Members) const {
  auto &AllClusters = DAG.getClusters();
  unsigned Idx = AllClusters.size();
  ClusterInfo Group;
  for (SUnit *SU : Members) {
    SU->ParentClusterIdx = Idx;
    Group.insert(SU);
  }
  AllClusters.push_back(std::move(Group));
  ++(IsLoad ? NumLoadClusters : NumStoreClusters);
  NumClusteredOps += Members.size();
}

/// True unless something outside the cluster must run between its members
/// and \p Next: a predecessor of \p Next that depends on a member (an
/// aliasing store between two loads, the consumer of one load feeding the
/// address of the next). Upstream refuses any dependent pair; direct edges
/// between members (stores to one object are chained in order) are fine.
static bool canJoinAdjacently(ScheduleDAGInstrs &DAG, ArrayRef<SUnit *> Members,
                              SUnit *Next) {
  for (const SDep &Pred : Next->Preds) {
    SUnit *P = Pred.getSUnit();
    if (Pred.isWeak() || P->isBoundaryNode() || is_contained(Members, P))
      continue;
    for (SUnit *M : Members)
      if (DAG.IsReachable(P, M))
        return false;
  }
  return true;
}

void SharedClusterMutation::clusterRun(ScheduleDAGInstrs &DAG,
                                       ArrayRef<SharedMemOpRecord> Run) const {
  SmallVector<SUnit *, 16> Current;
  auto Flush = [&] {
    if (Current.size() >= 2)
      emitCluster(DAG, Current);
    Current.clear();
  };
  for (const SharedMemOpRecord &R : Run) {
    if (!Current.empty()) {
      SUnit *Prev = Current.back();
      // addEdge refuses an edge that would close a cycle: some dependence
      // forces R.SU before Prev, so the offset order cannot be kept here.
      if (!canJoinAdjacently(DAG, Current, R.SU) ||
          !DAG.addEdge(R.SU, SDep(Prev, SDep::Artificial))) {
        ++NumDependentSplits;
        Flush();
      } else if (Style == ClusterStyle::KeepAdjacent) {
        keepNeighboursAdjacent(DAG, Prev, R.SU);
      }
    }
    Current.push_back(R.SU);
  }
  Flush();
}

void SharedClusterMutation::apply(ScheduleDAGInstrs *DAG) {
  if (!EnableCluster || DAG->SUnits.size() < 2)
    return;
  SmallVector<SharedMemOpRecord, 32> Records;
  collectRecords(*DAG, Records);
  if (Records.size() < 2)
    return;
  // Compile-time guard, as upstream's fast-cluster threshold: every join
  // costs reachability queries over the region.
  if (tooLargeToCluster(Records.size(), DAG->SUnits.size())) {
    ++NumHugeRegionsSkipped;
    return;
  }

  llvm::sort(Records);
  ClusterLimits Limits;
  Limits.WindowBytes = WindowBytes;
  Limits.MaxLength = MaxLength;
  auto Runs = planClusterRuns(Records, Limits);

  if (RelaxDisjointAS)
    for (auto [Begin, End] : Runs)
      for (unsigned I = Begin; I != End; ++I)
        relaxCrossAddressSpaceEdges(*Records[I].SU);

  for (auto [Begin, End] : Runs)
    clusterRun(*DAG, ArrayRef(Records).slice(Begin, End - Begin));
}

bool smemvec::regionMayCluster(MachineBasicBlock::const_iterator Begin,
                               MachineBasicBlock::const_iterator End,
                               unsigned NumInstrs) {
  if (Begin == End)
    return false;
  const DataLayout &DL = Begin->getMF()->getFunction().getDataLayout();
  uint64_t Loads = 0, Stores = 0, MemOps = 0;
  for (const MachineInstr &MI : make_range(Begin, End)) {
    if (!MI.mayLoadOrStore())
      continue;
    if (++MemOps > MaxRegionMemOps)
      return false;
    Loads += describeSharedAccess(MI, /*IsLoad=*/true, DL).has_value();
    Stores += describeSharedAccess(MI, /*IsLoad=*/false, DL).has_value();
  }
  auto Worth = [&](uint64_t N) {
    return N >= 2 && !tooLargeToCluster(N, NumInstrs);
  };
  return Worth(Loads) || Worth(Stores);
}

bool smemvec::hasClusterableSharedAccess(const MachineFunction &MF) {
  const DataLayout &DL = MF.getFunction().getDataLayout();
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (describeSharedAccess(MI, /*IsLoad=*/true, DL) ||
          describeSharedAccess(MI, /*IsLoad=*/false, DL))
        return true;
  return false;
}

std::unique_ptr<ScheduleDAGMutation>
smemvec::createSharedClusterMutation(bool IsLoad, ClusterStyle Style) {
  return std::make_unique<SharedClusterMutation>(IsLoad, Style);
}
