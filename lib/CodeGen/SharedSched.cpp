//===- SharedSched.cpp - smemvec's pre-RA scheduler pass for NVPTX --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: the smemvec-cluster DAG mutation needs a MachineScheduler to run in,
// and NVPTX runs none (turning one on globally needs a user flag and
// reorders every kernel). This pass is a scheduler of smemvec's own.
//
// Where: right after upstream's MachineScheduler in the NVPTX codegen
// pipeline (which stays and does what it would do without the plugin). A
// function without a plain shared load or store, or any function with
// -smemvec-cluster=0, keeps the stock schedule byte for byte; with
// -smemvec-sched=off the pass is not inserted.
//
// Modes (-smemvec-sched=):
//  minimal (default)  the incoming order, except that the members of each
//                     cluster are pulled together (MinimalClusterStrategy);
//  full               GenericScheduler plus the mutation;
//  auto               per region, the generic order only where it lowers the
//                     function's peak register pressure enough
//                     (evaluateRegionAuto, chooseAutoSchedules);
//  off                not inserted.
// Every pick is a ready node, so every DAG edge holds: nothing moves across
// a barrier or an aliasing access.
//
// The strategies, the auto cost model and the experiments with -misched=:
// docs/cluster.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedSched.h"
#include "smemvec/SharedCluster.h"

#include "Analysis/RegisterEstimate.h"
#include "Support/Options.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/RegisterClassInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
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
STATISTIC(NumRegionsFull, "Regions where -smemvec-sched=auto took the "
                          "generic schedule");

using namespace smemvec::sched;

bool smemvec::isSharedSchedEnabled() { return Mode != SchedMode::Off; }

/// True if a peak of \p Full registers instead of \p Minimal is worth the
/// generic order: lower by -smemvec-sched-auto-min-gain registers and by
/// -smemvec-sched-auto-min-gain-pct percent.
static bool lowersEnough(unsigned Minimal, unsigned Full) {
  return Full + AutoMinGain <= Minimal &&
         uint64_t(Minimal - Full) * 100 >= uint64_t(AutoMinGainPct) * Minimal;
}

static const char *modeName(SchedMode M) {
  switch (M) {
  case SchedMode::Minimal:
    return "minimal";
  case SchedMode::Full:
    return "full";
  case SchedMode::Auto:
    return "auto";
  case SchedMode::Off:
    return "off";
  }
  llvm_unreachable("unknown -smemvec-sched mode");
}

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

static ScheduleDAGInstrs *
createMinimalClusterScheduler(MachineSchedContext *C) {
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

/// The schedulers one function uses: Minimal under minimal and auto, Full
/// under full and auto.
struct Schedulers {
  std::unique_ptr<ScheduleDAGInstrs> Minimal, Full;
};

/// What scheduling one function did, for the statistics and the remarks.
struct FunctionSummary {
  unsigned NumClusters = 0, NumMembers = 0;
  // -smemvec-sched=auto: regions compared, regions that took the generic
  // schedule, and the peak pressures (32-bit registers, max over regions).
  unsigned RegionsCompared = 0, RegionsFull = 0;
  unsigned PeakMinimal = 0, PeakFull = 0, PeakChosen = 0;
};

/// One region under -smemvec-sched=auto, between its evaluation (the
/// minimal order in place, the generic one recorded) and the choice.
struct AutoCandidate {
  MachineBasicBlock *MBB = nullptr;
  /// The instruction right above the region (it never moves), or null when
  /// the region starts the block.
  MachineInstr *Above = nullptr;
  SmallVector<MachineInstr *, 64> FullOrder;
  /// Peak pressure in 32-bit registers, values live through included.
  unsigned PeakMinimal = 0, PeakFull = 0;
  /// Clusters each schedule formed.
  FunctionSummary Minimal, Full;
  bool TakeFull = false;

  MachineBasicBlock::iterator begin() const {
    return Above ? std::next(MachineBasicBlock::iterator(Above)) : MBB->begin();
  }
  unsigned chosenPeak() const { return TakeFull ? PeakFull : PeakMinimal; }
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
  void scheduleBlock(Schedulers &S, MachineBasicBlock &MBB,
                     FunctionSummary &Sum,
                     std::vector<AutoCandidate> &Candidates);
  void evaluateRegionAuto(Schedulers &S, MachineBasicBlock &MBB,
                          const Region &R, std::vector<AutoCandidate> &Out);
  void chooseAutoSchedules(std::vector<AutoCandidate> &Candidates,
                           FunctionSummary &Sum);
  void emitRemarks(MachineFunction &MF, const FunctionSummary &Sum);
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

/// Adds the clusters of the region \p S has just scheduled to \p Sum.
static void countClusters(const ScheduleDAGInstrs &S, FunctionSummary &Sum) {
  SmallDenseMap<unsigned, unsigned, 8> Seen;
  for (const SUnit &SU : S.SUnits)
    if (SU.ParentClusterIdx != InvalidClusterId) {
      ++Seen[SU.ParentClusterIdx];
      ++Sum.NumMembers;
    }
  Sum.NumClusters += Seen.size();
}

using InstrOrder = SmallVector<MachineInstr *, 64>;

/// The instructions of [Begin, End), debug instructions included, in their
/// current order.
static InstrOrder captureOrder(MachineBasicBlock::iterator Begin,
                               MachineBasicBlock::iterator End) {
  InstrOrder Order;
  for (MachineInstr &MI : make_range(Begin, End))
    Order.push_back(&MI);
  return Order;
}

/// Puts the region starting at \p Begin into \p Order, a schedule of the
/// same instructions found earlier. Instructions move one at a time to the
/// top of the part not yet placed, as ScheduleDAGMI::moveInstruction does
/// (LiveIntervals updated with its flags): every prefix of a schedule
/// respects the DAG, so every intermediate order is a valid one.
static void applyOrder(MachineBasicBlock &MBB,
                       MachineBasicBlock::iterator Begin,
                       ArrayRef<MachineInstr *> Order, LiveIntervals &LIS) {
  MachineBasicBlock::iterator Pos = Begin;
  for (MachineInstr *MI : Order) {
    if (Pos != MBB.end() && &*Pos == MI) {
      ++Pos;
      continue;
    }
    MBB.splice(Pos, &MBB, MI);
    if (!MI->isDebugOrPseudoInstr())
      LIS.handleMove(*MI, /*UpdateFlags=*/true);
  }
}

/// Weight of virtual register \p Reg in 32-bit registers, the unit ptxas
/// allocates and reports: a 64-bit value takes two, a predicate none (ptxas
/// keeps predicates in their own file).
static unsigned registerWeight(Register Reg, const MachineRegisterInfo &MRI,
                               const TargetRegisterInfo &TRI) {
  return smemvec::registersOfBits(TRI.getRegSizeInBits(*MRI.getRegClass(Reg)));
}

/// The virtual registers that the region in \p Order reads or writes and
/// that are live after it. The set does not depend on the order inside the
/// region, so it is computed once, from the incoming order.
static DenseSet<Register> regionLiveOut(ArrayRef<MachineInstr *> Order,
                                        const LiveIntervals &LIS) {
  DenseSet<Register> LiveOut;
  auto Last = llvm::find_if(llvm::reverse(Order), [](MachineInstr *MI) {
    return !MI->isDebugOrPseudoInstr();
  });
  if (Last == Order.rend())
    return LiveOut;
  SlotIndex AfterRegion = LIS.getInstructionIndex(**Last).getDeadSlot();
  for (MachineInstr *MI : Order)
    for (const MachineOperand &MO : MI->operands())
      if (MO.isReg() && MO.getReg().isVirtual() && !MI->isDebugInstr() &&
          LIS.hasInterval(MO.getReg()) &&
          LIS.getInterval(MO.getReg()).liveAt(AfterRegion))
        LiveOut.insert(MO.getReg());
  return LiveOut;
}

/// Peak number of 32-bit registers that the region's own values (those it
/// reads or writes) hold when its instructions run in \p Order: a bottom-up
/// walk from \p LiveOut as in RegPressureTracker::recede, a value live from
/// its definition to its last use and a dead definition counted at its
/// instruction. Values live through the region untouched add the same to
/// every order and are left out. O(operands).
static unsigned peakPressure(ArrayRef<MachineInstr *> Order,
                             const DenseSet<Register> &LiveOut,
                             const MachineRegisterInfo &MRI,
                             const TargetRegisterInfo &TRI) {
  DenseSet<Register> Live(LiveOut.begin(), LiveOut.end());
  unsigned Current = 0;
  for (Register Reg : Live)
    Current += registerWeight(Reg, MRI, TRI);
  unsigned Peak = Current;
  for (MachineInstr *MI : llvm::reverse(Order)) {
    if (MI->isDebugOrPseudoInstr())
      continue;
    SmallSetVector<Register, 4> FullDefs;
    unsigned DeadDefWeight = 0;
    for (const MachineOperand &MO : MI->operands())
      if (MO.isReg() && MO.isDef() && MO.getReg().isVirtual() &&
          !MO.getSubReg() && FullDefs.insert(MO.getReg()) &&
          !Live.count(MO.getReg()))
        DeadDefWeight += registerWeight(MO.getReg(), MRI, TRI);
    Peak = std::max(Peak, Current + DeadDefWeight);
    for (Register Reg : FullDefs)
      if (Live.erase(Reg))
        Current -= registerWeight(Reg, MRI, TRI);
    for (const MachineOperand &MO : MI->operands())
      if (MO.isReg() && MO.getReg().isVirtual() && MO.readsReg() &&
          Live.insert(MO.getReg()).second)
        Current += registerWeight(MO.getReg(), MRI, TRI);
    Peak = std::max(Peak, Current);
  }
  return Peak;
}

/// Values live through the region without being read or written there
/// (live before its first and after its last instruction): the pressure
/// every order of the region adds, which makes peaks of different regions
/// comparable. O(virtual registers).
static unsigned liveThroughWeight(ArrayRef<MachineInstr *> Order,
                                  const LiveIntervals &LIS,
                                  const MachineRegisterInfo &MRI,
                                  const TargetRegisterInfo &TRI) {
  auto IsReal = [](MachineInstr *MI) { return !MI->isDebugOrPseudoInstr(); };
  auto First = llvm::find_if(Order, IsReal);
  auto Last = llvm::find_if(llvm::reverse(Order), IsReal);
  if (First == Order.end())
    return 0;
  SlotIndex BeforeRegion = LIS.getInstructionIndex(**First).getBaseIndex();
  SlotIndex AfterRegion = LIS.getInstructionIndex(**Last).getDeadSlot();
  DenseSet<Register> Touched;
  for (MachineInstr *MI : Order)
    for (const MachineOperand &MO : MI->operands())
      if (MO.isReg() && MO.getReg().isVirtual())
        Touched.insert(MO.getReg());
  unsigned Weight = 0;
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register Reg = Register::index2VirtReg(I);
    if (Touched.count(Reg) || !LIS.hasInterval(Reg))
      continue;
    const LiveInterval &LI = LIS.getInterval(Reg);
    if (LI.liveAt(BeforeRegion) && LI.liveAt(AfterRegion))
      Weight += registerWeight(Reg, MRI, TRI);
  }
  return Weight;
}

/// -smemvec-sched=auto, first phase, on one region: schedule it minimally
/// (unless no cluster is possible, when the minimal order is the incoming
/// one), put the incoming order back, schedule it with the
/// GenericScheduler, record that order and both peak pressures, and leave
/// the minimal order in place. chooseAutoSchedules decides afterwards.
void SharedSchedLegacy::evaluateRegionAuto(Schedulers &S,
                                           MachineBasicBlock &MBB,
                                           const Region &R,
                                           std::vector<AutoCandidate> &Out) {
  LiveIntervals &LIS = getAnalysis<LiveIntervalsWrapperPass>().getLIS();
  const MachineRegisterInfo &MRI = MBB.getParent()->getRegInfo();
  const TargetRegisterInfo &TRI =
      *MBB.getParent()->getSubtarget().getRegisterInfo();
  AutoCandidate C;
  C.MBB = &MBB;
  // The instruction above the region does not move; the region's first
  // instruction does.
  C.Above = R.Begin == MBB.begin() ? nullptr : &*std::prev(R.Begin);

  InstrOrder Incoming = captureOrder(R.Begin, R.End);
  DenseSet<Register> LiveOut = regionLiveOut(Incoming, LIS);
  unsigned Through = liveThroughWeight(Incoming, LIS, MRI, TRI);

  InstrOrder MinimalOrder = Incoming;
  if (regionMayCluster(R.Begin, R.End, R.NumInstrs)) {
    S.Minimal->enterRegion(&MBB, C.begin(), R.End, R.NumInstrs);
    S.Minimal->schedule();
    countClusters(*S.Minimal, C.Minimal);
    MinimalOrder = captureOrder(S.Minimal->begin(), S.Minimal->end());
    S.Minimal->exitRegion();
    applyOrder(MBB, C.begin(), Incoming, LIS);
  }
  S.Full->enterRegion(&MBB, C.begin(), R.End, R.NumInstrs);
  S.Full->schedule();
  countClusters(*S.Full, C.Full);
  C.FullOrder = captureOrder(S.Full->begin(), S.Full->end());
  S.Full->exitRegion();
  assert(C.FullOrder.size() == Incoming.size() &&
         MinimalOrder.size() == Incoming.size() &&
         "a schedule must keep the region's instructions");
  applyOrder(MBB, C.begin(), MinimalOrder, LIS);

  C.PeakMinimal = Through + peakPressure(MinimalOrder, LiveOut, MRI, TRI);
  C.PeakFull = Through + peakPressure(C.FullOrder, LiveOut, MRI, TRI);
  LLVM_DEBUG(dbgs() << "smemvec-sched: auto: region of " << R.NumInstrs
                    << " instrs in " << printMBBReference(MBB)
                    << ": peak minimal " << C.PeakMinimal << ", full "
                    << C.PeakFull << "\n");
  Out.push_back(std::move(C));
}

/// -smemvec-sched=auto, second phase: the registers ptxas needs follow the
/// function's peak pressure, so the generic schedule is taken only where it
/// lowers that peak. While every region at the current peak has a generic
/// schedule lower by -smemvec-sched-auto-min-gain registers and
/// -smemvec-sched-auto-min-gain-pct percent (lowersEnough), those
/// regions take it; at the first peak that cannot be lowered, the rest keep
/// the minimal order (lowering a region below the peak would reorder its
/// code for no register gain). Then the chosen orders are put in place.
void SharedSchedLegacy::chooseAutoSchedules(
    std::vector<AutoCandidate> &Candidates, FunctionSummary &Sum) {
  LiveIntervals &LIS = getAnalysis<LiveIntervalsWrapperPass>().getLIS();
  while (true) {
    unsigned Peak = 0;
    for (const AutoCandidate &C : Candidates)
      Peak = std::max(Peak, C.chosenPeak());
    bool CanLower = Peak != 0;
    for (const AutoCandidate &C : Candidates)
      if (C.chosenPeak() == Peak &&
          (C.TakeFull || !lowersEnough(C.PeakMinimal, C.PeakFull)))
        CanLower = false;
    if (!CanLower)
      break;
    for (AutoCandidate &C : Candidates)
      if (C.chosenPeak() == Peak)
        C.TakeFull = true;
  }
  for (AutoCandidate &C : Candidates) {
    if (C.TakeFull)
      applyOrder(*C.MBB, C.begin(), C.FullOrder, LIS);
    const FunctionSummary &Kept = C.TakeFull ? C.Full : C.Minimal;
    Sum.NumClusters += Kept.NumClusters;
    Sum.NumMembers += Kept.NumMembers;
    ++Sum.RegionsCompared;
    Sum.RegionsFull += C.TakeFull;
    Sum.PeakMinimal = std::max(Sum.PeakMinimal, C.PeakMinimal);
    Sum.PeakFull = std::max(Sum.PeakFull, C.PeakFull);
    Sum.PeakChosen = std::max(Sum.PeakChosen, C.chosenPeak());
  }
}

/// Schedules every region of \p MBB, bottom-up, in the current mode.
void SharedSchedLegacy::scheduleBlock(Schedulers &S, MachineBasicBlock &MBB,
                                      FunctionSummary &Sum,
                                      std::vector<AutoCandidate> &Candidates) {
  ScheduleDAGInstrs *Only =
      Mode == SchedMode::Full ? S.Full.get() : S.Minimal.get();
  if (S.Minimal)
    S.Minimal->startBlock(&MBB);
  if (S.Full)
    S.Full->startBlock(&MBB);
  for (const Region &R : collectRegions(MBB)) {
    // Single-instruction regions have nothing to reorder.
    if (R.Begin == R.End || R.Begin == std::prev(R.End))
      continue;
    if (Mode == SchedMode::Auto) {
      evaluateRegionAuto(S, MBB, R, Candidates);
      ++NumRegionsScheduled;
      continue;
    }
    // Under the minimal strategy a region without a cluster keeps its
    // order, so its DAG (the cost of this pass on huge blocks) need not be
    // built.
    if (Mode == SchedMode::Minimal &&
        !regionMayCluster(R.Begin, R.End, R.NumInstrs))
      continue;
    Only->enterRegion(&MBB, R.Begin, R.End, R.NumInstrs);
    Only->schedule();
    ++NumRegionsScheduled;
    countClusters(*Only, Sum);
    Only->exitRegion();
  }
  if (S.Minimal)
    S.Minimal->finishBlock();
  if (S.Full)
    S.Full->finishBlock();
}

/// The Clustered remark, and under auto the AutoSchedule remark with the
/// choice and the pressures that made it.
void SharedSchedLegacy::emitRemarks(MachineFunction &MF,
                                    const FunctionSummary &Sum) {
  MachineOptimizationRemarkEmitter ORE(MF, nullptr);
  if (Sum.NumClusters)
    ORE.emit([&] {
      return MachineOptimizationRemark(DEBUG_TYPE, "Clustered",
                                       MF.getFunction().getSubprogram(),
                                       &MF.front())
             << "clustered " << ore::NV("NumAccesses", Sum.NumMembers)
             << " shared-memory accesses into "
             << ore::NV("NumClusters", Sum.NumClusters) << " groups ("
             << ore::NV("Mode", modeName(Mode)) << " scheduling)";
    });
  if (Mode != SchedMode::Auto || !Sum.RegionsCompared)
    return;
  const char *Chosen = Sum.RegionsFull == 0                     ? "minimal"
                       : Sum.RegionsFull == Sum.RegionsCompared ? "full"
                                                                : "mixed";
  ORE.emit([&] {
    MachineOptimizationRemark R(DEBUG_TYPE, "AutoSchedule",
                                MF.getFunction().getSubprogram(), &MF.front());
    R << "auto scheduling chose " << ore::NV("Chosen", Chosen) << " ("
      << ore::NV("RegionsFull", Sum.RegionsFull) << " of "
      << ore::NV("Regions", Sum.RegionsCompared)
      << " regions take the generic schedule): peak register pressure "
         "minimal "
      << ore::NV("PressureMinimal", Sum.PeakMinimal) << ", full "
      << ore::NV("PressureFull", Sum.PeakFull) << ", chosen "
      << ore::NV("PressureChosen", Sum.PeakChosen) << " (32-bit registers)";
    if (Sum.RegionsFull == 0)
      R << "; the generic schedule does not lower the peak by "
        << ore::NV("MinGain", unsigned(AutoMinGain)) << " registers and "
        << ore::NV("MinGainPct", unsigned(AutoMinGainPct)) << "% or more";
    return R;
  });
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

  Schedulers S;
  if (Mode != SchedMode::Full)
    S.Minimal.reset(createMinimalClusterScheduler(&Ctx));
  if (Mode != SchedMode::Minimal)
    S.Full.reset(createFullClusterScheduler(&Ctx));
  LLVM_DEBUG(dbgs() << "smemvec-sched: " << MF.getName() << ": "
                    << modeName(Mode) << " scheduling\n");
  FunctionSummary Sum;
  std::vector<AutoCandidate> Candidates;
  for (MachineBasicBlock &MBB : MF)
    scheduleBlock(S, MBB, Sum, Candidates);
  if (Mode == SchedMode::Auto)
    chooseAutoSchedules(Candidates, Sum);
  if (S.Minimal)
    S.Minimal->finalizeSchedule();
  if (S.Full)
    S.Full->finalizeSchedule();

  if (VerifyScheduling)
    MF.verify(this, "After smemvec scheduling.", &errs());

  if (Sum.NumClusters)
    ++NumFunctionsClustered;
  NumRegionsFull += Sum.RegionsFull;
  emitRemarks(MF, Sum);
  return true;
}

MachineFunctionPass *smemvec::createSharedSchedLegacyPass() {
  return new SharedSchedLegacy();
}
