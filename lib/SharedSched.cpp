//===- SharedSched.cpp - smemvec's pre-RA scheduler pass for NVPTX --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why this pass exists
// --------------------
// The smemvec-cluster DAG mutation needs a MachineScheduler to run in, and
// NVPTX has none: its subtarget does not enable the MachineScheduler, so the
// pass in the pipeline returns at once. Turning it on globally (-enable-misched)
// needs a user flag and runs the GenericScheduler on every kernel, which a
// prototype measured as a mixed blessing (one stencil 14.6% faster, one SGEMM
// 5% slower). This pass is a scheduler of our own that the plugin inserts
// right after MachineSchedulerID in the NVPTX pipeline (Plugin.cpp), so no
// flag is needed and the scheduling policy is ours.
//
// Where it runs, and where it does nothing
// ----------------------------------------
// Upstream's MachineScheduler stays in the pipeline and does what it would do
// without the plugin (nothing on NVPTX, the GenericScheduler or the -misched=
// choice with -enable-misched). This pass then works per function, and only
// where there is something to cluster: a function without a plain
// shared-memory load or store (hasClusterableSharedAccess), or any function
// with -smemvec-cluster=0 or -smemvec-sched=off, keeps the stock schedule
// byte for byte. In a function with shared accesses it reschedules on top of
// whatever upstream left (the incoming order below).
//
// Modes (-smemvec-sched=)
// -----------------------
//  minimal (default)  Keep the incoming order except for pulling the members
//                     of each cluster together (MinimalClusterStrategy).
//                     With no cluster in a region, the order is unchanged.
//  full               GenericScheduler plus the mutation (for the tuner to
//                     choose per kernel; it reorders everything).
//  off                The plugin does not insert the pass.
// -smemvec-cluster=0 switches the pass off in every mode.
//
// MinimalClusterStrategy (top-down list scheduling)
// -------------------------------------------------
//  1. Without an open cluster, pick the ready node that came first in the
//     incoming order (lowest NodeNum). The lowest unscheduled node is always
//     ready when no edges were added, so an unclustered region keeps its
//     order exactly.
//  2. If that node heads a cluster, first schedule, in incoming order, the
//     ready nodes the other members still wait for (address and value
//     computations); then open the cluster and schedule the head.
//  3. While a cluster is open, schedule its next member (chain order = offset
//     order) as soon as it is ready; until then, the ready nodes it waits for,
//     in incoming order.
// Every pick is a ready node, so every DAG edge (data, memory order,
// barriers) holds: nothing moves across a barrier or an aliasing access.
// Complexity: O(n log n) for the ready set plus one DFS over the unscheduled
// ancestors per cluster member.
//
// The walk over the regions mirrors MachineSchedulerBase::scheduleRegions
// (which is not exported). -verify-misched verifies the function before and
// after, as the upstream pass does.
//
// Experiments: `llc -enable-misched -misched=smemvec-cluster` (GenericScheduler
// + clustering) or `-misched=smemvec-minimal` select the same schedulers in
// the upstream MachineScheduler (add -smemvec-sched=off to see them alone).
//
// Run it:  llc -load-pass-plugin=build/lib/SmemVec.so -O3 kernel.ll
//          [-smemvec-sched=minimal|full|off]
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedSched.h"
#include "smemvec/SharedCluster.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/RegisterClassInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Target/TargetMachine.h"

#include <set>

using namespace llvm;
using namespace smemvec;

#define DEBUG_TYPE "smemvec-sched"

STATISTIC(NumRegionsScheduled, "Scheduling regions visited");
STATISTIC(NumFunctionsClustered, "Functions with at least one cluster");

namespace {
enum class SchedMode { Minimal, Full, Off };
} // namespace

static cl::opt<SchedMode> Mode(
    "smemvec-sched", cl::init(SchedMode::Minimal),
    cl::desc("How smemvec schedules NVPTX code around its clusters"),
    cl::values(clEnumValN(SchedMode::Minimal, "minimal",
                          "keep the incoming order except for pulling "
                          "cluster members together (default)"),
               clEnumValN(SchedMode::Full, "full",
                          "GenericScheduler plus clustering"),
               clEnumValN(SchedMode::Off, "off",
                          "no scheduling, no clustering")));

bool smemvec::isSharedSchedEnabled() { return Mode != SchedMode::Off; }

namespace {

/// See "MinimalClusterStrategy" in the file comment.
class MinimalClusterStrategy : public MachineSchedStrategy {
public:
  MachineSchedPolicy getPolicy() const override {
    MachineSchedPolicy P;
    P.OnlyTopDown = true;
    return P;
  }
  bool shouldTrackPressure() const override { return false; }

  void initialize(ScheduleDAGMI *D) override;
  SUnit *pickNode(bool &IsTopNode) override;
  void schedNode(SUnit *SU, bool IsTopNode) override {
    Ready.erase(SU->NodeNum);
  }
  void releaseTopNode(SUnit *SU) override { Ready.insert(SU->NodeNum); }
  void releaseBottomNode(SUnit *) override {}

private:
  SUnit *nextUnscheduledMember(unsigned Cluster) const;
  SUnit *firstReadyPrerequisite(SUnit *Key, ArrayRef<SUnit *> Targets,
                                unsigned Cluster);

  ScheduleDAGMI *DAG = nullptr;
  /// Ready nodes by incoming order.
  std::set<unsigned> Ready;
  /// Members of each cluster in chain (= offset) order.
  DenseMap<unsigned, SmallVector<SUnit *, 16>> Chains;
  unsigned OpenCluster = InvalidClusterId;
  /// Unscheduled ancestors of the current targets, computed for PrereqKey.
  BitVector Prereqs;
  SUnit *PrereqKey = nullptr;
};

} // namespace

void MinimalClusterStrategy::initialize(ScheduleDAGMI *D) {
  DAG = D;
  Ready.clear();
  Chains.clear();
  OpenCluster = InvalidClusterId;
  PrereqKey = nullptr;
  for (SUnit &SU : DAG->SUnits)
    if (SU.ParentClusterIdx != InvalidClusterId)
      Chains[SU.ParentClusterIdx].push_back(&SU);
  // The mutation chains members with edges in offset order; a member's rank
  // (how many members reach it) recovers that order.
  for (auto &[Idx, Members] : Chains) {
    DenseMap<SUnit *, unsigned> Rank;
    for (SUnit *M : Members)
      for (SUnit *Other : Members)
        if (Other != M && DAG->IsReachable(M, Other))
          ++Rank[M];
    llvm::stable_sort(Members, [&](SUnit *A, SUnit *B) {
      return std::make_pair(Rank.lookup(A), A->NodeNum) <
             std::make_pair(Rank.lookup(B), B->NodeNum);
    });
  }
}

SUnit *MinimalClusterStrategy::nextUnscheduledMember(unsigned Cluster) const {
  auto It = Chains.find(Cluster);
  if (It == Chains.end())
    return nullptr;
  for (SUnit *M : It->second)
    if (!M->isScheduled)
      return M;
  return nullptr;
}

/// The first ready node (in incoming order) that one of \p Targets still
/// waits for, ignoring members of \p Cluster. The ancestor set only shrinks
/// while the targets stay the same, so it is cached under \p Key.
SUnit *MinimalClusterStrategy::firstReadyPrerequisite(SUnit *Key,
                                                      ArrayRef<SUnit *> Targets,
                                                      unsigned Cluster) {
  if (PrereqKey != Key) {
    PrereqKey = Key;
    Prereqs.clear();
    Prereqs.resize(DAG->SUnits.size());
    SmallVector<SUnit *, 32> Worklist(Targets.begin(), Targets.end());
    while (!Worklist.empty()) {
      SUnit *SU = Worklist.pop_back_val();
      for (const SDep &Pred : SU->Preds) {
        SUnit *P = Pred.getSUnit();
        if (Pred.isWeak() || P->isBoundaryNode() || P->isScheduled ||
            P->ParentClusterIdx == Cluster || Prereqs.test(P->NodeNum))
          continue;
        Prereqs.set(P->NodeNum);
        Worklist.push_back(P);
      }
    }
  }
  for (unsigned N : Ready)
    if (Prereqs.test(N))
      return &DAG->SUnits[N];
  return nullptr;
}

SUnit *MinimalClusterStrategy::pickNode(bool &IsTopNode) {
  IsTopNode = true;
  if (Ready.empty())
    return nullptr;

  if (OpenCluster != InvalidClusterId) {
    if (SUnit *Next = nextUnscheduledMember(OpenCluster)) {
      if (Ready.count(Next->NodeNum))
        return Next;
      if (SUnit *P = firstReadyPrerequisite(Next, Next, OpenCluster))
        return P;
    }
    OpenCluster = InvalidClusterId;
  }

  SUnit *Cand = &DAG->SUnits[*Ready.begin()];
  unsigned Cluster = Cand->ParentClusterIdx;
  if (Cluster == InvalidClusterId || !Chains.count(Cluster))
    return Cand;
  SmallVector<SUnit *, 16> Others;
  for (SUnit *M : Chains[Cluster])
    if (M != Cand && !M->isScheduled)
      Others.push_back(M);
  if (SUnit *P = firstReadyPrerequisite(Cand, Others, Cluster))
    return P;
  OpenCluster = Cluster;
  return Cand;
}

static ScheduleDAGInstrs *createMinimalClusterScheduler(MachineSchedContext *C) {
  auto *DAG =
      new ScheduleDAGMILive(C, std::make_unique<MinimalClusterStrategy>());
  DAG->addMutation(createSharedClusterMutation(true, ClusterStyle::ChainOnly));
  DAG->addMutation(createSharedClusterMutation(false, ClusterStyle::ChainOnly));
  return DAG;
}

static ScheduleDAGInstrs *createFullClusterScheduler(MachineSchedContext *C) {
  ScheduleDAGMILive *DAG = createSchedLive<GenericScheduler>(C);
  DAG->addMutation(
      createSharedClusterMutation(true, ClusterStyle::KeepAdjacent));
  DAG->addMutation(
      createSharedClusterMutation(false, ClusterStyle::KeepAdjacent));
  return DAG;
}

static MachineSchedRegistry
    FullClusterSchedRegistry("smemvec-cluster",
                             "GenericScheduler plus smemvec's shared-memory "
                             "load/store clustering",
                             createFullClusterScheduler);

static MachineSchedRegistry
    MinimalClusterSchedRegistry("smemvec-minimal",
                                "Incoming order, with smemvec's shared-memory "
                                "clusters pulled together",
                                createMinimalClusterScheduler);

namespace {

/// A region [Begin, End) between scheduling boundaries.
struct Region {
  MachineBasicBlock::iterator Begin, End;
  unsigned NumInstrs;
};

class SharedSchedLegacy : public MachineFunctionPass {
public:
  static char ID;
  SharedSchedLegacy() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: NVPTX scheduler with shared-memory clustering";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineDominatorTreeWrapperPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<TargetPassConfig>();
    AU.addRequired<SlotIndexesWrapperPass>();
    AU.addPreserved<SlotIndexesWrapperPass>();
    AU.addRequired<LiveIntervalsWrapperPass>();
    AU.addPreserved<LiveIntervalsWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  void scheduleBlock(ScheduleDAGInstrs &Scheduler, MachineBasicBlock &MBB,
                     unsigned &NumClusters, unsigned &NumMembers);
};

} // namespace

char SharedSchedLegacy::ID = 0;

static bool isSchedBoundary(MachineInstr &MI, MachineBasicBlock &MBB,
                            MachineFunction &MF, const TargetInstrInfo &TII) {
  return MI.isCall() || TII.isSchedulingBoundary(MI, &MBB, MF) ||
         MI.isFakeUse();
}

/// Splits \p MBB into regions, bottom-up (as MachineScheduler's
/// getSchedRegions).
static SmallVector<Region, 8> collectRegions(MachineBasicBlock &MBB) {
  MachineFunction &MF = *MBB.getParent();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  SmallVector<Region, 8> Regions;
  MachineBasicBlock::iterator I = MBB.end();
  for (MachineBasicBlock::iterator RegionEnd = MBB.end();
       RegionEnd != MBB.begin(); RegionEnd = I) {
    if (RegionEnd != MBB.end() ||
        isSchedBoundary(*std::prev(RegionEnd), MBB, MF, TII))
      --RegionEnd;
    unsigned NumInstrs = 0;
    for (I = RegionEnd; I != MBB.begin(); --I) {
      MachineInstr &MI = *std::prev(I);
      if (isSchedBoundary(MI, MBB, MF, TII))
        break;
      if (!MI.isDebugOrPseudoInstr())
        ++NumInstrs;
    }
    if (NumInstrs != 0)
      Regions.push_back({I, RegionEnd, NumInstrs});
  }
  return Regions;
}

void SharedSchedLegacy::scheduleBlock(ScheduleDAGInstrs &Scheduler,
                                      MachineBasicBlock &MBB,
                                      unsigned &NumClusters,
                                      unsigned &NumMembers) {
  Scheduler.startBlock(&MBB);
  for (const Region &R : collectRegions(MBB)) {
    Scheduler.enterRegion(&MBB, R.Begin, R.End, R.NumInstrs);
    // Single-instruction regions have nothing to reorder; under the minimal
    // strategy a region without a cluster keeps its order, so its DAG (the
    // cost of this pass on huge blocks) need not be built.
    if (R.Begin == R.End || R.Begin == std::prev(R.End) ||
        (Mode == SchedMode::Minimal &&
         !regionMayCluster(R.Begin, R.End, R.NumInstrs))) {
      Scheduler.exitRegion();
      continue;
    }
    Scheduler.schedule();
    ++NumRegionsScheduled;
    SmallDenseMap<unsigned, unsigned, 8> Seen;
    for (const SUnit &SU : Scheduler.SUnits)
      if (SU.ParentClusterIdx != InvalidClusterId) {
        ++Seen[SU.ParentClusterIdx];
        ++NumMembers;
      }
    NumClusters += Seen.size();
    Scheduler.exitRegion();
  }
  Scheduler.finishBlock();
}

bool SharedSchedLegacy::runOnMachineFunction(MachineFunction &MF) {
  if (skipFunction(MF.getFunction()) || Mode == SchedMode::Off ||
      !MF.getTarget().getTargetTriple().isNVPTX())
    return false;
  // Stock output unless there is something to cluster: the kill switch and
  // functions without shared-memory accesses keep exactly what the upstream
  // MachineScheduler (which ran just before, or returned at once) produced.
  if (!isSharedClusterEnabled() || !hasClusterableSharedAccess(MF)) {
    LLVM_DEBUG(dbgs() << "smemvec-sched: " << MF.getName()
                      << ": nothing to cluster, left as scheduled\n");
    return false;
  }

  MachineSchedContext Ctx;
  Ctx.MF = &MF;
  Ctx.MLI = &getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  Ctx.MDT = &getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree();
  Ctx.TM = &getAnalysis<TargetPassConfig>().getTM<TargetMachine>();
  Ctx.AA = &getAnalysis<AAResultsWrapperPass>().getAAResults();
  Ctx.LIS = &getAnalysis<LiveIntervalsWrapperPass>().getLIS();

  if (VerifyScheduling)
    MF.verify(this, "Before smemvec scheduling.", &errs());
  Ctx.RegClassInfo->runOnMachineFunction(MF);

  std::unique_ptr<ScheduleDAGInstrs> Scheduler(
      Mode == SchedMode::Full ? createFullClusterScheduler(&Ctx)
                              : createMinimalClusterScheduler(&Ctx));
  unsigned NumClusters = 0, NumMembers = 0;
  for (MachineBasicBlock &MBB : MF)
    scheduleBlock(*Scheduler, MBB, NumClusters, NumMembers);
  Scheduler->finalizeSchedule();

  if (VerifyScheduling)
    MF.verify(this, "After smemvec scheduling.", &errs());

  if (NumClusters) {
    ++NumFunctionsClustered;
    MachineOptimizationRemarkEmitter ORE(MF, nullptr);
    ORE.emit([&] {
      return MachineOptimizationRemark("smemvec-cluster", "Clustered",
                                       MF.getFunction().getSubprogram(),
                                       &MF.front())
             << "clustered " << ore::NV("NumAccesses", NumMembers)
             << " shared-memory accesses into "
             << ore::NV("NumClusters", NumClusters) << " groups ("
             << ore::NV("Mode", Mode == SchedMode::Full ? "full" : "minimal")
             << " scheduling)";
    });
  }
  return true;
}

MachineFunctionPass *smemvec::createSharedSchedLegacyPass() {
  return new SharedSchedLegacy();
}
