//===- SharedUnroll.cpp - Unroll loops over register tiles and shared rows ===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: clang -O3 leaves rolled the loops that index a per-thread array (a
// register tile, then left in local memory) and the constant-trip loops that
// walk a shared-memory row one element per iteration (which no vectorizer
// can merge). AMDGPU raises its unrolling thresholds for such loops in its
// TTI; NVPTX has no hook a plugin could change, so this pass decides per
// loop and asks the upstream unroller to act through loop metadata.
//
// Where: the LateLoopOptimizations extension point of the O1-O3 pipelines,
// right before LoopFullUnrollPass; SharedUnrollCleanupPass, at
// LoopOptimizerEnd, takes back a full request the unroller declined.
// Non-NVPTX modules and loops with the user's unroll pragmas are skipped.
//
// What, per loop: gatherFacts (trip count, unrolled size, private arrays,
// shared strides and walks, copies, reductions; read from one walk over the
// loop's instructions, UnrollPlanner::body), then unroll::decide
// (SharedUnrollInternal.h: budgets and guards in a fixed order, a reason for
// every outcome, unit-tested), then the request (`llvm.loop.unroll.full` or
// `.count` plus a `smemvec.unroll.*` marker) and a remark naming the reason.
//
// The rules, cost model, measurements and complexity: docs/unroll.md
// ("Design notes from the source"); the budgets' options and defaults:
// docs/options.md.
//
// Run it: opt -load-pass-plugin=build/lib/SmemVec.so
//             -passes='loop(smemvec-unroll,loop-unroll-full)' in.ll -S
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedUnroll.h"
#include "Analysis/GPULimits.h"
#include "Analysis/LaunchBounds.h"
#include "Analysis/RegisterEstimate.h"
#include "Analysis/SharedMemory.h"
#include "SharedUnrollInternal.h"
#include "Support/Options.h"
#include "Support/UnrollMarkers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/NVPTXAddrSpace.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"
#include "llvm/Transforms/Utils/LoopPeel.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;
using namespace smemvec::unroll;
using smemvec::LaunchBounds;
using smemvec::readLaunchBounds;
using smemvec::UnrollMarkers;

#define DEBUG_TYPE "smemvec-unroll"

// Counts for -stats (LLVM builds with statistics; Debian's release build
// prints none: the remarks are the channel there).
STATISTIC(NumFullRequests, "Loops asked to unroll fully by a rule");
STATISTIC(NumFloorRequests,
          "Loops asked to unroll fully by the floor (rule i)");
STATISTIC(NumCountRequests, "Loops asked to unroll by a count");
STATISTIC(NumVetoed, "Candidate loops a guard left rolled");

/// A staging copy or reduction loop whose own blocks are larger than this is
/// not a plain copy or fold: leave it to the generic unroller.
static constexpr uint64_t MaxStagingLoopSize = 64;

/// The widest global load a staging array may stand for in a reduction (e):
/// one ld.global.v4.b32, a `uint4` copied into `float v[4]` before SROA has
/// split the array (the HeCBench load_data idiom).
static constexpr uint64_t MaxStagedLoadBytes = 16;

/// The largest body (IR instructions) of a runtime-trip shared walk (j)
/// unrolled by its count: a 3x3 neighbourhood per row with __constant__
/// weights is 90; by 4, 360.
static constexpr uint64_t MaxWalkLoopSize = 256;

/// Registers carried around a shared walk from which it counts as the
/// k-loop of a register tile (an outer product): the induction variable
/// plus at least 4 accumulators (TM >= 4). A dot product or an LU walk
/// carries 1 or 2.
static constexpr uint64_t MinTileRegisters = 5;

/// A register tile larger than this cannot live in registers anyway (255
/// 32-bit registers per thread on sm_90): unrolling for it only grows code.
static constexpr uint64_t MaxPrivateArrayBytes =
    smemvec::gpu::MaxRegistersPerThread * 4;

/// Instructions one backward slice of serialChainPerIteration may visit:
/// enough for any per-iteration update, bounded so a huge body costs
/// little.
static constexpr unsigned MaxChainWalk = 512;

/// Saturating arithmetic for size estimates (UINT64_MAX means unknown).
static uint64_t satAdd(uint64_t A, uint64_t B) {
  return A > UINT64_MAX - B ? UINT64_MAX : A + B;
}
static uint64_t satMul(uint64_t A, uint64_t B) {
  if (A == 0 || B == 0)
    return 0;
  return A > UINT64_MAX / B ? UINT64_MAX : A * B;
}

//===----------------------------------------------------------------------===//
// Loop metadata
//===----------------------------------------------------------------------===//

/// True if the loop carries unroll metadata we did not write: the user's
/// pragma (or an earlier unroller's `llvm.loop.unroll.disable`) decides.
static bool hasForeignUnrollMetadata(const Loop &L) {
  return UnrollMarkers::hasForeignUnrollOption(L);
}

//===----------------------------------------------------------------------===//
// Address recurrences
//===----------------------------------------------------------------------===//

/// True if S becomes `AI + constant` once the loops of its recurrences are
/// fully unrolled: only constants, the alloca itself and recurrences (with
/// such operands) may appear. Loops collects the recurrences' loops.
static bool foldsToConstantOffset(const SCEV *S, const AllocaInst &AI,
                                  SmallPtrSetImpl<const Loop *> &Loops) {
  if (isa<SCEVConstant>(S))
    return true;
  if (auto *U = dyn_cast<SCEVUnknown>(S))
    return U->getValue() == &AI;
  if (auto *AR = dyn_cast<SCEVAddRecExpr>(S))
    Loops.insert(AR->getLoop());
  else if (!isa<SCEVAddExpr, SCEVMulExpr, SCEVCastExpr>(S))
    return false;
  return all_of(S->operands(), [&](const SCEV *Op) {
    return foldsToConstantOffset(Op, AI, Loops);
  });
}

/// True if S has a recurrence of loop L in it (L's IV moves the address).
static bool hasRecurrenceOf(const SCEV *S, const Loop &L) {
  return SCEVExprContains(S, [&](const SCEV *Op) {
    auto *AR = dyn_cast<SCEVAddRecExpr>(Op);
    return AR && AR->getLoop() == &L;
  });
}

//===----------------------------------------------------------------------===//
// Facts about one loop
//===----------------------------------------------------------------------===//

namespace {

/// A load or store of a loop, with what the predicates ask of its address.
struct MemoryAccess {
  Instruction *I;
  Value *Ptr;                // getLoadStorePointerOperand(I)
  const Value *Object;       // getUnderlyingObject(Ptr)
  const AllocaInst *Private; // the private array Ptr is based on, if any
  bool Own;                  // in the loop's own blocks, not an inner loop's
};

/// What one walk over a loop's instructions finds (UnrollPlanner::body):
/// the per-instruction facts the predicates read. The walk asks SCEV
/// nothing; the predicates ask it about the accesses they pick, in block
/// order, as they did when each walked the blocks itself.
struct LoopBody {
  uint64_t Size = 0;       // instructions, inner loops' included
  uint64_t OwnSize = 0;    // those of its own blocks, debug intrinsics and
                           // lifetime markers not counted
  bool Convergent = false; // a convergent call (a barrier)
  SmallVector<Instruction *, 4> Writes;       // instructions that may write
                                              // memory or are volatile
  SmallVector<MemoryAccess, 16> Accesses;     // loads and stores
  SmallVector<Instruction *, 4> SharedWrites; // simple stores, non-volatile
                                              // atomics to shared memory
  SmallVector<Instruction *, 4> OwnDivisions; // udiv, sdiv, urem, srem and
                                              // fdiv of its own blocks
};

class UnrollPlanner {
public:
  UnrollPlanner(LoopInfo &LI, ScalarEvolution &SE, DominatorTree &DT,
                const DataLayout &DL)
      : LI(LI), SE(SE), DT(DT), DL(DL) {}

  LoopFacts gatherFacts(Loop &L, bool EstimateFunction);
  /// The alloca L indexes, if any (for the remark).
  const AllocaInst *IndexedArray = nullptr;

private:
  const LoopBody &body(const Loop &L) const;
  uint64_t unrolledSize(const Loop &L, unsigned TripCount) const;
  uint64_t perIterationSize(const Loop &L) const;
  std::optional<uint64_t> summedInnerTrips(const Loop &Inner, const Loop &Outer,
                                           unsigned OuterTrips) const;
  const AllocaInst *privateArray(const Value *Object) const;
  bool indexesPrivateArray(const Loop &L);
  uint64_t privateArrayWords(const Loop &L) const;
  bool indexesUnpromotableArray(const Loop &L) const;
  bool hasSharedWalk(const Loop &L, bool ConstantStep = false) const;
  bool touchesKnownMemory(const Loop &L) const;
  uint64_t serialChainPerIteration(const Loop &L) const;
  bool enclosedByTile(const Loop &L) const;
  uint64_t pressureEstimate(const Loop &L, unsigned TripCount) const;
  bool privateArrayUnrollable(const AllocaInst &AI, uint64_t &Growth) const;
  bool loopUnrollableForGroup(const Loop &L) const;
  bool hasSharedStride(const Loop &L) const;
  int64_t sharedStrideStep(const Loop &L) const;
  int64_t mergeableStrideStep(const LoadInst &Ld, const Loop &L) const;
  uint64_t strideLoadedRegisters(const Loop &L) const;
  uint64_t registers(Type *Ty) const;
  uint64_t registerEstimate(const Loop &L, unsigned TripCount) const;
  void registerDemand(const Loop &L, uint64_t &Carried, uint64_t &Loaded) const;
  bool isOuterOfShared(const Loop &L, uint64_t &RegEstimate,
                       uint64_t &Pressure) const;
  bool isStagingCopy(const Loop &L) const;
  bool flowsFromGlobalLoad(
      const Loop &L, const Instruction &Root,
      const SmallPtrSetImpl<const AllocaInst *> *Staged = nullptr) const;
  bool isRuntimeStreamLoop(const Loop &L,
                           uint64_t MaxSize = MaxStagingLoopSize) const;
  bool isSharedAddress(const Value *Ptr) const;
  bool isGlobalAddress(const Value *Ptr) const;
  bool isGlobalLoad(const Instruction &I) const;
  bool isGlobalReduction(const Loop &L) const;
  bool foldsGlobalLoad(
      const Loop &L,
      const SmallPtrSetImpl<const AllocaInst *> *Staged = nullptr) const;
  const AllocaInst *stagingTarget(const Instruction &W) const;
  bool isLoopPrivateArray(const AllocaInst &AI) const;
  bool stagedGlobalLoads(const Loop &L,
                         SmallPtrSetImpl<const AllocaInst *> &Staged) const;
  bool isStagedReduction(const Loop &L) const;
  bool tripCountFromMemory(const Loop &L) const;
  bool tripCountFromBlockSize(const Loop &L) const;
  bool longLatencyChain(const Loop &L) const;
  bool windowLoop(const Loop &L) const;
  bool dividesByInductionVariable(const Loop &L) const;

  LoopInfo &LI;
  ScalarEvolution &SE;
  DominatorTree &DT;
  const DataLayout &DL;
  /// body()'s walks, one per loop asked about.
  mutable DenseMap<const Loop *, std::unique_ptr<LoopBody>> Bodies;
};

} // namespace

/// A simple store or a non-volatile atomicrmw to shared memory: what a
/// staging copy (reason d) writes.
static bool isSharedWrite(const Instruction &I) {
  const Value *Ptr = nullptr;
  if (auto *St = dyn_cast<StoreInst>(&I); St && St->isSimple())
    Ptr = St->getPointerOperand();
  else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I); RMW && !RMW->isVolatile())
    Ptr = RMW->getPointerOperand();
  return Ptr && smemvec::addressesSharedMemory(Ptr);
}

/// The divisions dividesByInductionVariable looks at.
static bool isDivision(const Instruction &I) {
  switch (I.getOpcode()) {
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
  case Instruction::FDiv:
    return true;
  default:
    return false;
  }
}

/// The one walk over L's instructions, on first use (the planner lives for
/// one loop's decision, while the IR does not change).
const LoopBody &UnrollPlanner::body(const Loop &L) const {
  std::unique_ptr<LoopBody> &B = Bodies[&L];
  if (B)
    return *B;
  B = std::make_unique<LoopBody>();
  for (BasicBlock *BB : L.blocks()) {
    bool Own = LI.getLoopFor(BB) == &L;
    for (Instruction &I : *BB) {
      ++B->Size;
      if (Own && !isa<DbgInfoIntrinsic>(I) && !I.isLifetimeStartOrEnd())
        ++B->OwnSize;
      if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->isConvergent())
        B->Convergent = true;
      if (I.mayWriteToMemory() || I.isVolatile())
        B->Writes.push_back(&I);
      if (Value *Ptr = getLoadStorePointerOperand(&I)) {
        const Value *Object = getUnderlyingObject(Ptr);
        B->Accesses.push_back({&I, Ptr, Object, privateArray(Object), Own});
      }
      if (isSharedWrite(I))
        B->SharedWrites.push_back(&I);
      if (Own && isDivision(I))
        B->OwnDivisions.push_back(&I);
    }
  }
  return *B;
}

/// Sum over L's iterations of Inner's trip count, when Inner's trip count
/// is a constant or an affine function of L's iteration number.
std::optional<uint64_t>
UnrollPlanner::summedInnerTrips(const Loop &Inner, const Loop &Outer,
                                unsigned OuterTrips) const {
  if (unsigned C = SE.getSmallConstantTripCount(&Inner))
    return satMul(C, OuterTrips);
  const SCEV *BTC = SE.getBackedgeTakenCount(&Inner);
  auto *AR = dyn_cast<SCEVAddRecExpr>(BTC);
  if (!AR || AR->getLoop() != &Outer || !AR->isAffine())
    return std::nullopt;
  auto *Start = dyn_cast<SCEVConstant>(AR->getStart());
  auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
  if (!Start || !Step)
    return std::nullopt;
  int64_t S = Start->getAPInt().getSExtValue();
  int64_t D = Step->getAPInt().getSExtValue();
  uint64_t Sum = 0;
  for (unsigned K = 0; K < OuterTrips; ++K) {
    int64_t Trips = S + D * int64_t(K) + 1;
    if (Trips < 0)
      return std::nullopt;
    Sum = satAdd(Sum, uint64_t(Trips));
  }
  return Sum;
}

/// Size of one iteration of L with its inner loops fully unrolled (inner
/// loops need a constant trip count here; UINT64_MAX otherwise).
uint64_t UnrollPlanner::perIterationSize(const Loop &L) const {
  uint64_t N = body(L).OwnSize;
  for (const Loop *Inner : L.getSubLoops()) {
    unsigned C = SE.getSmallConstantTripCount(Inner);
    if (!C)
      return UINT64_MAX;
    N = satAdd(N, unrolledSize(*Inner, C));
  }
  return N;
}

/// Instructions of L fully unrolled TripCount times, inner loops included
/// (fully unrolled too; triangular inner loops summed per iteration).
uint64_t UnrollPlanner::unrolledSize(const Loop &L, unsigned TripCount) const {
  uint64_t N = satMul(body(L).OwnSize, TripCount);
  for (const Loop *Inner : L.getSubLoops()) {
    std::optional<uint64_t> Trips = summedInnerTrips(*Inner, L, TripCount);
    if (!Trips)
      return UINT64_MAX;
    N = satAdd(N, satMul(*Trips, perIterationSize(*Inner)));
  }
  return N;
}

/// Calls \p OnAccess(I, Ptr) on each load and store whose address is \p AI
/// or derived from it in place (GEPs and casts), Ptr being that address.
/// Lifetime markers, debug intrinsics and non-volatile memcpy/memmove/memset
/// of constant length pass (SROA takes them). False as soon as anything
/// else uses an address of AI (a volatile access, a call, the address
/// stored as a value, a phi or select, a cast to an integer: it escapes) or
/// OnAccess says false.
static bool forEachInPlaceAccess(
    const AllocaInst &AI,
    function_ref<bool(const Instruction &I, const Value *Ptr)> OnAccess) {
  SmallVector<const Value *, 16> Work = {&AI};
  SmallPtrSet<const Value *, 16> Seen = {&AI};
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const User *U : V->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I)
        return false;
      if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst>(I)) {
        if (Seen.insert(I).second)
          Work.push_back(I);
        continue;
      }
      if (auto *II = dyn_cast<IntrinsicInst>(I)) {
        if (II->isLifetimeStartOrEnd() || isa<DbgInfoIntrinsic>(II))
          continue;
        if (auto *MI = dyn_cast<MemIntrinsic>(II);
            MI && !MI->isVolatile() && isa<ConstantInt>(MI->getLength()))
          continue;
        return false;
      }
      if (getLoadStorePointerOperand(I) != V || I->isVolatile())
        return false; // stored as a value, passed to a call: escapes
      if (!OnAccess(*I, V))
        return false;
    }
  }
  return true;
}

/// \p Object (a pointer's underlying object) if it is a static alloca small
/// enough to become registers.
const AllocaInst *UnrollPlanner::privateArray(const Value *Object) const {
  auto *AI = dyn_cast<AllocaInst>(Object);
  if (!AI || !AI->isStaticAlloca())
    return nullptr;
  std::optional<TypeSize> Size = AI->getAllocationSize(DL);
  if (!Size || Size->isScalable() ||
      Size->getFixedValue() > MaxPrivateArrayBytes)
    return nullptr;
  return AI;
}

/// 32-bit words of the private arrays that loads and stores in L (inner
/// loops included) use: what a full unroll of L lets SROA put in registers.
uint64_t UnrollPlanner::privateArrayWords(const Loop &L) const {
  SmallPtrSet<const AllocaInst *, 4> Seen;
  uint64_t Words = 0;
  for (const MemoryAccess &A : body(L).Accesses)
    if (A.Private && Seen.insert(A.Private).second)
      Words += divideCeil(A.Private->getAllocationSize(DL)->getFixedValue(), 4);
  return Words;
}

/// Reason (a), first half: some access in L indexes a private array at an
/// address that varies with L.
bool UnrollPlanner::indexesPrivateArray(const Loop &L) {
  for (const MemoryAccess &A : body(L).Accesses)
    if (A.Private && hasRecurrenceOf(SE.getSCEV(A.Ptr), L)) {
      IndexedArray = A.Private;
      return true;
    }
  return false;
}

/// Reason (a) refused: L also walks (with an address that varies with L) a
/// static alloca too large to live in registers. Unrolling cannot remove
/// that array's local memory traffic (it stays ld/st.local either way: the
/// 32x32 accumulator of a 4 KB stack frame), and the copies only grow the
/// code (nvcc leaves such nests rolled).
bool UnrollPlanner::indexesUnpromotableArray(const Loop &L) const {
  return any_of(body(L).Accesses, [&](const MemoryAccess &A) {
    return isa<AllocaInst>(A.Object) && !A.Private &&
           hasRecurrenceOf(SE.getSCEV(A.Ptr), L);
  });
}

/// A loop over the private array can take part in its promotion: constant
/// trip count within the limits, no pragma against it, no barrier, and its
/// full unrolling within the budget. A plain `#pragma unroll`
/// (`llvm.loop.unroll.enable`), `unroll.full` or a count of at least the
/// trip count is no pragma against it: LoopFullUnrollPass unrolls all three
/// fully (read as "cannot unroll", they left an 8x8 tile in local memory).
bool UnrollPlanner::loopUnrollableForGroup(const Loop &L) const {
  unsigned C = SE.getSmallConstantTripCount(&L);
  if (hasForeignUnrollMetadata(L) && !UnrollMarkers::hasLLVMFull(L) &&
      !UnrollMarkers::hasLLVMEnable(L)) {
    std::optional<int> Count = UnrollMarkers::llvmCount(L);
    if (!Count || C == 0 || *Count < int(C))
      return false;
  }
  if (UnrollMarkers::hasLLVMDisable(L))
    return false;
  return C != 0 && C <= MaxTripCount && !body(L).Convergent &&
         unrolledSize(L, C) <= MaxSize;
}

/// Reason (a), second half: SROA promotes the array only if every access
/// ends up at a constant offset, so every loop an access varies in must be
/// unrollable, and nothing may let the address escape. Growth gets the
/// instructions the whole group adds once unrolled (outermost loops of the
/// group only: an outer loop's unrolled size includes its inner loops').
bool UnrollPlanner::privateArrayUnrollable(const AllocaInst &AI,
                                           uint64_t &Growth) const {
  SmallPtrSet<const Loop *, 8> Group;
  bool InPlace =
      forEachInPlaceAccess(AI, [&](const Instruction &, const Value *Ptr) {
        const SCEV *S = SE.getSCEV(const_cast<Value *>(Ptr));
        SmallPtrSet<const Loop *, 4> Loops;
        if (!foldsToConstantOffset(S, AI, Loops))
          return false;
        for (const Loop *L : Loops) {
          if (!loopUnrollableForGroup(*L))
            return false;
          Group.insert(L);
        }
        return true;
      });
  if (!InPlace)
    return false;
  Growth = 0;
  for (const Loop *L : Group) {
    bool Nested = false;
    for (const Loop *P = L->getParentLoop(); P && !Nested;
         P = P->getParentLoop())
      Nested = Group.contains(P);
    if (Nested)
      continue;
    uint64_t After = unrolledSize(*L, SE.getSmallConstantTripCount(L));
    uint64_t Before = body(*L).Size;
    Growth = satAdd(Growth, After > Before ? After - Before : 0);
  }
  return true;
}

/// Reason (b): a simple shared load in L's own blocks whose address is an
/// affine recurrence of L with a step that puts two or more iterations in
/// one 16-byte window.
bool UnrollPlanner::hasSharedStride(const Loop &L) const {
  return sharedStrideStep(L) != 0;
}

/// The smallest step, in bytes, of the mergeable shared walks of (b) in L's
/// own blocks; 0 if there is none.
int64_t UnrollPlanner::sharedStrideStep(const Loop &L) const {
  int64_t Best = 0;
  for (const MemoryAccess &A : body(L).Accesses)
    if (auto *Ld = dyn_cast<LoadInst>(A.I); Ld && A.Own)
      if (int64_t S = mergeableStrideStep(*Ld, L); S && (!Best || S < Best))
        Best = S;
  return Best;
}

/// The step, in bytes, of Ld if it is a simple shared load whose address
/// advances with L by a constant step that merges within 16 bytes; else 0.
int64_t UnrollPlanner::mergeableStrideStep(const LoadInst &Ld,
                                           const Loop &L) const {
  if (!Ld.isSimple() || !smemvec::addressesSharedMemory(Ld.getPointerOperand()))
    return 0;
  auto *AR = dyn_cast<SCEVAddRecExpr>(
      SE.getSCEV(const_cast<Value *>(Ld.getPointerOperand())));
  if (!AR || AR->getLoop() != &L || !AR->isAffine())
    return 0;
  auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
  if (!Step)
    return 0;
  uint64_t Elem = DL.getTypeStoreSize(Ld.getType()).getFixedValue();
  int64_t S = std::abs(Step->getAPInt().getSExtValue());
  return isMergeableStride(S, Elem) ? S : 0;
}

/// Reason (f), shared walk: a simple shared load in L's own blocks whose
/// address moves with L's induction variable, with any step: a column walk
/// (`As[k * BM + ty]`, one 16-byte window per step) does not merge, but
/// unrolled, its loads are independent of the loop and ptxas can schedule
/// them early. When L carries a register tile (its inner loops already
/// unrolled, so L no longer indexes it) the tile is promoted without L's
/// unroll, and the unroll only buys that overlap: decide() then asks for
/// the hand-off estimate (64), as for a tile's k-loop over a shared row.
/// With \p ConstantStep, only an address that advances by a constant each
/// trip counts: a thread's own strip (`t[y + r][tx]`, `p += pitch`), not a
/// block-strided loop (`s[i]`, `i += blockDim.x`), which runs a trip or two.
bool UnrollPlanner::hasSharedWalk(const Loop &L, bool ConstantStep) const {
  for (const MemoryAccess &A : body(L).Accesses) {
    auto *Ld = dyn_cast<LoadInst>(A.I);
    if (!A.Own || !Ld || !Ld->isSimple() || !isSharedAddress(A.Ptr))
      continue;
    const SCEV *S = SE.getSCEV(A.Ptr);
    if (!hasRecurrenceOf(S, L))
      continue;
    // Every recurrence of L in the address (under a sext or a scale)
    // steps by a constant.
    if (!ConstantStep || !SCEVExprContains(S, [&](const SCEV *Op) {
          auto *AR = dyn_cast<SCEVAddRecExpr>(Op);
          return AR && AR->getLoop() == &L &&
                 !isa<SCEVConstant>(AR->getStepRecurrence(SE));
        }))
      return true;
  }
  return false;
}

/// True if Ptr points into shared memory: by its type or underlying
/// object, or, for a pointer that steps through a loop (`p += pitch`, a
/// phi getUnderlyingObject stops at), by the base SCEV finds for it.
bool UnrollPlanner::isSharedAddress(const Value *Ptr) const {
  if (smemvec::addressesSharedMemory(Ptr))
    return true;
  if (!SE.isSCEVable(Ptr->getType()))
    return false;
  auto *Base = dyn_cast<SCEVUnknown>(
      SE.getPointerBase(SE.getSCEV(const_cast<Value *>(Ptr))));
  return Base && Base->getValue() != Ptr &&
         smemvec::addressesSharedMemory(Base->getValue());
}

/// Reason (g), small loop: some load or store in L (inner loops included)
/// goes to memory of a known kind: shared, global (a typed pointer or a
/// kernel's pointer parameter) or a private array. Such loops are what
/// AMDGPU raises its unroll thresholds for and what nvcc unrolls; a loop
/// over memory of unknown space is left to the generic unroller.
bool UnrollPlanner::touchesKnownMemory(const Loop &L) const {
  return any_of(body(L).Accesses, [](const MemoryAccess &A) {
    unsigned AS = smemvec::knownAddressSpace(A.Object);
    return isa<AllocaInst>(A.Object) || AS != NVPTXAS::ADDRESS_SPACE_GENERIC;
  });
}

/// Integer multiplies one iteration of L applies in a row to one carried
/// value: for each integer header phi that is not an induction, the
/// multiplies in the backward slice of its value from the latch; for each
/// private-array slot, the multiplies in the slices of the values stored to
/// it, summed over its stores (a slot updated 32 times an iteration through
/// a multiply has a chain of 32). Times the trip count, this is the serial
/// chain a full unroll creates: upstream's Straight Line Strength Reduction
/// in llc is quadratic in it when several such chains share a multiplier
/// (a 256-step hash update of a promoted tile: 50 s in SLSR).
uint64_t UnrollPlanner::serialChainPerIteration(const Loop &L) const {
  // Multiplies in the slice of V within L, stopping at loads and phis (the
  // value of another iteration or of memory); the walk is bounded.
  auto MulsInSlice = [&L](Value *V) {
    uint64_t Muls = 0;
    SmallVector<Instruction *, 32> Work;
    SmallPtrSet<Instruction *, 32> Seen;
    if (auto *I = dyn_cast<Instruction>(V))
      Work.push_back(I);
    while (!Work.empty() && Seen.size() < MaxChainWalk) {
      Instruction *I = Work.pop_back_val();
      if (!L.contains(I) || !Seen.insert(I).second || isa<LoadInst, PHINode>(I))
        continue;
      if (I->getOpcode() == Instruction::Mul)
        ++Muls;
      for (Value *Op : I->operands())
        if (auto *OpI = dyn_cast<Instruction>(Op))
          Work.push_back(OpI);
    }
    return Muls;
  };
  uint64_t Longest = 0;
  if (BasicBlock *Latch = L.getLoopLatch())
    for (PHINode &Phi : L.getHeader()->phis())
      if (Phi.getType()->isIntegerTy() &&
          !isa<SCEVAddRecExpr>(SE.getSCEV(&Phi)))
        Longest =
            std::max(Longest, MulsInSlice(Phi.getIncomingValueForBlock(Latch)));
  DenseMap<const SCEV *, uint64_t> PerSlot;
  for (const MemoryAccess &A : body(L).Accesses) {
    auto *St = dyn_cast<StoreInst>(A.I);
    if (!St || !St->getValueOperand()->getType()->isIntegerTy() ||
        !isa<AllocaInst>(A.Object))
      continue;
    uint64_t &Slot = PerSlot[SE.getSCEV(A.Ptr)];
    Slot = satAdd(Slot, MulsInSlice(St->getValueOperand()));
    Longest = std::max(Longest, Slot);
  }
  return Longest;
}

/// Some loop around L touches a private array, or carries as many values
/// as a register tile has (once promoted, a tile is header phis): the
/// k-loop of a register-tiled kernel.
bool UnrollPlanner::enclosedByTile(const Loop &L) const {
  for (const Loop *P = L.getParentLoop(); P; P = P->getParentLoop()) {
    uint64_t Carried = 0;
    for (PHINode &Phi : P->getHeader()->phis())
      if (!isa<SCEVAddRecExpr>(SE.getSCEV(&Phi)))
        Carried += registers(Phi.getType());
    if (Carried >= MinTileRegisters)
      return true;
    for (const MemoryAccess &A : body(*P).Accesses)
      if (A.Private &&
          divideCeil(A.Private->getAllocationSize(DL)->getFixedValue(), 4) >=
              MinTileRegisters)
        return true;
  }
  return false;
}

/// 32-bit registers a value of type Ty occupies (the estimators' one
/// register size, smemvec::registersOf).
uint64_t UnrollPlanner::registers(Type *Ty) const {
  return smemvec::registersOf(Ty, DL);
}

/// estimatePressure for L: what a full unroll is expected to keep live.
uint64_t UnrollPlanner::pressureEstimate(const Loop &L,
                                         unsigned TripCount) const {
  uint64_t Carried, Loaded;
  registerDemand(L, Carried, Loaded);
  return estimatePressure(Carried, Loaded, TripCount);
}

/// estimateHandoffRegisters for L: values carried around it (header phis,
/// and the register tiles it touches, which SROA turns into carried values
/// once unrolled) plus, per iteration, the registers of its other loads,
/// split into the row walks that merge across iterations and the rest.
uint64_t UnrollPlanner::registerEstimate(const Loop &L,
                                         unsigned TripCount) const {
  uint64_t Carried, Loaded;
  registerDemand(L, Carried, Loaded);
  uint64_t Stride = strideLoadedRegisters(L);
  return estimateHandoffRegisters(Carried, Stride, Loaded - Stride, TripCount);
}

/// Registers of the loads in L's own blocks that walk a shared row with a
/// mergeable step (the loads a window unroll merges).
uint64_t UnrollPlanner::strideLoadedRegisters(const Loop &L) const {
  uint64_t Regs = 0;
  for (const MemoryAccess &A : body(L).Accesses)
    if (auto *Ld = dyn_cast<LoadInst>(A.I); Ld && A.Own)
      if (mergeableStrideStep(*Ld, L))
        Regs += registers(Ld->getType());
  return Regs;
}

/// The two terms of the estimate: registers carried around L and registers
/// its own blocks load per iteration.
void UnrollPlanner::registerDemand(const Loop &L, uint64_t &Carried,
                                   uint64_t &Loaded) const {
  Carried = 0;
  Loaded = 0;
  for (PHINode &Phi : L.getHeader()->phis())
    Carried += registers(Phi.getType());
  SmallPtrSet<const AllocaInst *, 4> Tiles;
  for (const MemoryAccess &A : body(L).Accesses) {
    if (!A.Own)
      continue;
    if (const AllocaInst *AI = A.Private) {
      if (Tiles.insert(AI).second)
        Carried += divideCeil(AI->getAllocationSize(DL)->getFixedValue(), 4);
    } else if (isa<LoadInst>(A.I)) {
      Loaded += registers(A.I->getType());
    }
  }
}

/// Reason (c): every inner loop is innermost, walks a shared row (b), and
/// has a trip count that is affine in L's iteration (so unrolling L gives
/// each copy a constant one). RegEstimate gets the largest inner estimate.
bool UnrollPlanner::isOuterOfShared(const Loop &L, uint64_t &RegEstimate,
                                    uint64_t &Pressure) const {
  if (L.isInnermost())
    return false;
  for (const Loop *Inner : L.getSubLoops()) {
    if (!Inner->isInnermost() || !hasSharedStride(*Inner) ||
        hasForeignUnrollMetadata(*Inner))
      return false;
    auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getBackedgeTakenCount(Inner));
    if (!AR || AR->getLoop() != &L)
      return false;
    const SCEV *Max = SE.getConstantMaxBackedgeTakenCount(Inner);
    auto *MaxC = dyn_cast<SCEVConstant>(Max);
    if (!MaxC || MaxC->getAPInt().uge(MaxTripCount))
      return false;
    unsigned InnerTrips = unsigned(MaxC->getAPInt().getZExtValue()) + 1;
    RegEstimate = std::max(RegEstimate, registerEstimate(*Inner, InnerTrips));
    Pressure = std::max(Pressure, pressureEstimate(*Inner, InnerTrips));
  }
  return true;
}

/// Reason (d): a small innermost loop with a runtime trip count that SCEV
/// can compute (so the unroller can build a remainder) and one exit at the
/// latch, which writes shared memory with what it loaded from global
/// memory in the same iteration: a store of the loaded value or of one
/// computed from it (`for (i = t; i < n; i += nt) buf[i] = src[i];`,
/// `buf[i] = scale * src[i]`), or a store or shared atomic at an address
/// computed from it (a histogram, `atomicAdd(&bins[x >> 4], 1)`). Unrolled
/// by a count, each thread has several global loads in flight instead of
/// one; nvcc unrolls these by 4 (a 16-bin byte histogram: 1.24x faster than
/// clang's unroll by 2).
bool UnrollPlanner::isStagingCopy(const Loop &L) const {
  if (!isRuntimeStreamLoop(L))
    return false;
  return any_of(body(L).SharedWrites, [&](const Instruction *I) {
    return flowsFromGlobalLoad(L, *I);
  });
}

/// True if Root is, or is computed in the same iteration of L from, a
/// global load: its operands walked back within L's blocks, not through
/// phis (those carry the previous iteration's values).
/// With \p Staged, a load from one of those staging arrays counts as the
/// global load that filled it (stagedGlobalLoads).
bool UnrollPlanner::flowsFromGlobalLoad(
    const Loop &L, const Instruction &Root,
    const SmallPtrSetImpl<const AllocaInst *> *Staged) const {
  SmallVector<const Instruction *, 16> Work = {&Root};
  SmallPtrSet<const Instruction *, 16> Seen = {&Root};
  while (!Work.empty()) {
    const Instruction *I = Work.pop_back_val();
    if (isGlobalLoad(*I))
      return true;
    if (auto *Ld = dyn_cast<LoadInst>(I); Ld && Staged && Ld->isSimple())
      if (auto *AI = dyn_cast<AllocaInst>(
              getUnderlyingObject(Ld->getPointerOperand()));
          AI && Staged->contains(AI))
        return true;
    if (isa<PHINode>(I))
      continue; // the previous iteration's value, not this one's
    for (const Value *Op : I->operands())
      if (auto *OpI = dyn_cast<Instruction>(Op))
        if (L.contains(OpI) && Seen.insert(OpI).second)
          Work.push_back(OpI);
  }
  return false;
}

/// What reasons (d) and (e) share: a small innermost loop with one exit, at
/// the latch, and a runtime trip count SCEV can compute (so that
/// LoopUnrollPass can build a remainder for a count).
bool UnrollPlanner::isRuntimeStreamLoop(const Loop &L, uint64_t MaxSize) const {
  return L.isInnermost() && L.getLoopLatch() &&
         L.getExitingBlock() == L.getLoopLatch() &&
         body(L).OwnSize <= MaxSize &&
         !isa<SCEVCouldNotCompute>(SE.getBackedgeTakenCount(&L));
}

/// A simple load that is neither from shared memory nor from a private
/// array: global memory (or a generic pointer that is not known to be
/// shared), whose latency unrolling can overlap.
bool UnrollPlanner::isGlobalLoad(const Instruction &I) const {
  auto *Ld = dyn_cast<LoadInst>(&I);
  return Ld && Ld->isSimple() && isGlobalAddress(Ld->getPointerOperand());
}

/// Ptr is neither shared memory nor a private array: global memory (or a
/// generic pointer that is not known to be shared).
bool UnrollPlanner::isGlobalAddress(const Value *Ptr) const {
  return !smemvec::addressesSharedMemory(Ptr) &&
         !isa<AllocaInst>(getUnderlyingObject(Ptr));
}

/// Reason (e): a runtime-trip loop (as in (d)) that writes no memory and
/// folds a global load into a value carried around it: some header phi
/// that is not an induction takes, from the latch, a value computed in L
/// from a global load of the same iteration (`for (p = t; p < n; p += s)
/// sum += a[p] * b[p];`, the dot-product shape). Unrolled by a count, the
/// loads of several iterations are in flight while the fold stays in
/// source order (no reassociation: the unroller only copies the body).
bool UnrollPlanner::isGlobalReduction(const Loop &L) const {
  if (!isRuntimeStreamLoop(L))
    return false;
  if (!body(L).Writes.empty())
    return false; // a copy, an atomic, a call with effects: not a fold
  return foldsGlobalLoad(L);
}

/// Some header phi of L that is not an induction takes, from the latch, a
/// value computed in the same iteration from a global load (or, with
/// \p Staged, from a load of one of those staging arrays).
bool UnrollPlanner::foldsGlobalLoad(
    const Loop &L, const SmallPtrSetImpl<const AllocaInst *> *Staged) const {
  BasicBlock *Latch = L.getLoopLatch();
  for (PHINode &Phi : L.getHeader()->phis()) {
    if (isa<SCEVAddRecExpr>(SE.getSCEV(&Phi)))
      continue; // an induction variable, not a fold
    auto *Next = dyn_cast<Instruction>(Phi.getIncomingValueForBlock(Latch));
    if (!Next || !L.contains(Next))
      continue;
    if (flowsFromGlobalLoad(L, *Next, Staged))
      return true;
  }
  return false;
}

/// Reason (e), staged: the same fold where the global load reaches the
/// loop through a small private array (`float v[4]` filled by a 16-byte
/// `uint4` copy, HeCBench's load_data): before SROA, which splits the
/// array only once the loop over it is unrolled, that is a memcpy from
/// global memory into an alloca and loads from the alloca. The copy is the
/// global load, and the loop's only writes are such copies into
/// loop-private arrays (stagedGlobalLoads). Once unrolled, SROA turns each
/// copy back into one wide global load per iteration.
bool UnrollPlanner::isStagedReduction(const Loop &L) const {
  if (!isRuntimeStreamLoop(L))
    return false;
  SmallPtrSet<const AllocaInst *, 4> Staged;
  if (!stagedGlobalLoads(L, Staged))
    return false;
  return foldsGlobalLoad(L, &Staged);
}

/// The private array \p W fills whole, at offset 0, from memory that is
/// neither shared nor private, in one copy of at most MaxStagedLoadBytes: a
/// non-volatile memcpy/memmove of constant length, or a simple store of a
/// global load (an aggregate or vector load stored whole). Null otherwise,
/// and for a partial write (what it leaves unwritten would be the previous
/// iteration's).
const AllocaInst *UnrollPlanner::stagingTarget(const Instruction &W) const {
  const Value *Dest = nullptr;
  uint64_t Bytes = 0;
  if (auto *MT = dyn_cast<MemTransferInst>(&W)) {
    auto *Len = dyn_cast<ConstantInt>(MT->getLength());
    if (MT->isVolatile() || !Len || !isGlobalAddress(MT->getRawSource()))
      return nullptr;
    Dest = MT->getRawDest();
    Bytes = Len->getZExtValue();
  } else if (auto *St = dyn_cast<StoreInst>(&W)) {
    auto *Val = dyn_cast<Instruction>(St->getValueOperand());
    if (!St->isSimple() || !Val || !isGlobalLoad(*Val))
      return nullptr;
    Dest = St->getPointerOperand();
    Bytes = DL.getTypeStoreSize(Val->getType()).getFixedValue();
  } else {
    return nullptr;
  }
  if (Bytes == 0 || Bytes > MaxStagedLoadBytes)
    return nullptr;
  APInt Offset(DL.getIndexTypeSizeInBits(Dest->getType()), 0);
  auto *AI = dyn_cast<AllocaInst>(Dest->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/true));
  if (!AI || !AI->isStaticAlloca() || !Offset.isZero())
    return nullptr;
  std::optional<TypeSize> Size = AI->getAllocationSize(DL);
  if (!Size || Size->isScalable() || Size->getFixedValue() != Bytes)
    return nullptr;
  return AI;
}

/// True if nothing but in-place accesses reach \p AI (forEachInPlaceAccess):
/// loads, stores to it (not of it), lifetime markers and non-volatile
/// memcpy/memmove/memset of constant length. Passed to a call, stored as a
/// value, merged by a phi or select, or cast to an integer, it escapes, and
/// a load from it may read what someone else wrote.
bool UnrollPlanner::isLoopPrivateArray(const AllocaInst &AI) const {
  return forEachInPlaceAccess(AI, [](const Instruction &I, const Value *Ptr) {
    auto *St = dyn_cast<StoreInst>(&I);
    return !St || St->getValueOperand() != Ptr;
  });
}

/// The writes of L are staging copies only: each one fills a loop-private
/// array (isLoopPrivateArray) whole from global memory (stagingTarget), in
/// a block that runs every iteration, is the array's only write in L, and
/// comes before every load of the array in L, each at a constant offset
/// (so that SROA promotes the array once L is unrolled). Lifetime markers
/// of those arrays are fine. Staged gets the arrays; false if L writes
/// anything else, or nothing.
bool UnrollPlanner::stagedGlobalLoads(
    const Loop &L, SmallPtrSetImpl<const AllocaInst *> &Staged) const {
  const LoopBody &B = body(L);
  BasicBlock *Latch = L.getLoopLatch();
  DenseMap<const AllocaInst *, const Instruction *> WriteOf;
  SmallVector<const AllocaInst *, 4> Lifetimes;
  for (const Instruction *W : B.Writes) {
    if (auto *II = dyn_cast<IntrinsicInst>(W);
        II && II->isLifetimeStartOrEnd()) {
      auto *AI = dyn_cast<AllocaInst>(
          getUnderlyingObject(II->getArgOperand(II->arg_size() - 1)));
      if (!AI)
        return false;
      Lifetimes.push_back(AI);
      continue;
    }
    const AllocaInst *AI = stagingTarget(*W);
    if (!AI || !WriteOf.try_emplace(AI, W).second)
      return false; // another write, or a second one into the same array
    if (!Latch || !DT.dominates(W->getParent(), Latch) ||
        !isLoopPrivateArray(*AI))
      return false;
  }
  if (WriteOf.empty())
    return false;
  if (any_of(Lifetimes,
             [&](const AllocaInst *AI) { return !WriteOf.count(AI); }))
    return false;
  for (const MemoryAccess &A : B.Accesses) {
    auto *AI = dyn_cast<AllocaInst>(A.Object);
    auto It = AI ? WriteOf.find(AI) : WriteOf.end();
    if (It == WriteOf.end() || !isa<LoadInst>(A.I))
      continue;
    APInt Offset(DL.getIndexTypeSizeInBits(A.Ptr->getType()), 0);
    if (A.Ptr->stripAndAccumulateConstantOffsets(
            DL, Offset, /*AllowNonInbounds=*/true) != AI ||
        !DT.dominates(It->second, A.I))
      return false;
  }
  for (const auto &[AI, W] : WriteOf)
    Staged.insert(AI);
  return true;
}

/// True if L's trip count depends on a value loaded from memory: the
/// bounds of a ragged segment (a CSR row, `rowptr[r] .. rowptr[r + 1]`),
/// which are short for most rows and known to no one at compile time.
bool UnrollPlanner::tripCountFromMemory(const Loop &L) const {
  const SCEV *Trips = SE.getBackedgeTakenCount(&L);
  if (isa<SCEVCouldNotCompute>(Trips))
    return false;
  return SCEVExprContains(Trips, [](const SCEV *S) {
    auto *U = dyn_cast<SCEVUnknown>(S);
    return U && isa<LoadInst>(U->getValue());
  });
}

/// True if L's trip count is the block size, `blockDim.{x,y,z}`, or a
/// multiple of it (`for (j = 0; j < blockDim.x; ++j)`).
bool UnrollPlanner::tripCountFromBlockSize(const Loop &L) const {
  const SCEV *BTC = SE.getBackedgeTakenCount(&L);
  if (isa<SCEVCouldNotCompute>(BTC))
    return false;
  auto IsBlockSize = [](const SCEV *S) {
    while (auto *Cast = dyn_cast<SCEVCastExpr>(S))
      S = Cast->getOperand(0);
    auto *U = dyn_cast<SCEVUnknown>(S);
    return U && smemvec::blockDimIndex(U->getValue()).has_value();
  };
  const SCEV *Trips = SE.getAddExpr(BTC, SE.getOne(BTC->getType()));
  while (auto *Cast = dyn_cast<SCEVCastExpr>(Trips))
    Trips = Cast->getOperand(0);
  if (IsBlockSize(Trips))
    return true;
  auto *Mul = dyn_cast<SCEVMulExpr>(Trips);
  return Mul && llvm::any_of(Mul->operands(), IsBlockSize);
}

/// True if the carried update of one of L's folds (the instructions on the
/// way from a header phi that is no induction back to its latch value)
/// contains an operation whose latency bounds the iteration: a division or
/// remainder by a non-constant (fdiv, frem, sdiv, ...), a square root, a
/// call. Copies of such a loop overlap nothing but their loads.
bool UnrollPlanner::longLatencyChain(const Loop &L) const {
  BasicBlock *Latch = L.getLoopLatch();
  if (!Latch)
    return false;
  auto IsLong = [](const Instruction &I) {
    switch (I.getOpcode()) {
    case Instruction::FDiv:
    case Instruction::FRem:
    case Instruction::UDiv:
    case Instruction::SDiv:
    case Instruction::URem:
    case Instruction::SRem:
      return !isa<Constant>(I.getOperand(1));
    default:
      break;
    }
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      return II->getIntrinsicID() == Intrinsic::sqrt;
    return isa<CallBase>(I);
  };
  for (PHINode &Phi : L.getHeader()->phis()) {
    if (SE.isSCEVable(Phi.getType()) && isa<SCEVAddRecExpr>(SE.getSCEV(&Phi)))
      continue; // an induction variable
    auto *Next = dyn_cast<Instruction>(Phi.getIncomingValueForBlock(Latch));
    if (!Next || !L.contains(Next))
      continue;
    // What the phi reaches inside L, then what of that feeds Next.
    SmallPtrSet<const Instruction *, 32> Reached;
    SmallVector<const Instruction *, 32> Work = {&Phi};
    while (!Work.empty())
      for (const User *U : Work.pop_back_val()->users())
        if (auto *UI = dyn_cast<Instruction>(U))
          if (UI != &Phi && L.contains(UI) && Reached.insert(UI).second)
            Work.push_back(UI);
    if (!Reached.contains(Next))
      continue;
    SmallPtrSet<const Instruction *, 32> Chain = {Next};
    Work = {Next};
    while (!Work.empty()) {
      const Instruction *I = Work.pop_back_val();
      if (IsLong(*I))
        return true;
      for (const Value *Op : I->operands())
        if (auto *OpI = dyn_cast<Instruction>(Op))
          if (Reached.contains(OpI) && Chain.insert(OpI).second)
            Work.push_back(OpI);
    }
  }
  return false;
}

/// True if L, with a step of one, takes its runtime trip count from the
/// same values as the loop around it (`for fr in -fs/2..fs/2` around `for
/// fc in -fs/2..fs/2`): a filter window of a few trips per row, not a walk
/// that scales with the problem.
bool UnrollPlanner::windowLoop(const Loop &L) const {
  const Loop *P = L.getParentLoop();
  if (!P)
    return false;
  const SCEV *Own = SE.getBackedgeTakenCount(&L);
  const SCEV *Outer = SE.getBackedgeTakenCount(P);
  if (isa<SCEVCouldNotCompute>(Own) || isa<SCEVCouldNotCompute>(Outer))
    return false;
  bool UnitStep = false;
  if (PHINode *IV = L.getInductionVariable(SE))
    if (auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(IV)))
      if (auto *C = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE)))
        UnitStep = C->getAPInt().abs().isOne();
  if (!UnitStep)
    return false;
  SmallPtrSet<const Value *, 8> OuterValues;
  SCEVExprContains(Outer, [&](const SCEV *S) {
    if (auto *U = dyn_cast<SCEVUnknown>(S))
      OuterValues.insert(U->getValue());
    return false; // visit everything
  });
  return SCEVExprContains(Own, [&](const SCEV *S) {
    // A shared kernel argument (or a value computed from one), not a
    // thread index or block size, which every nested stride loop shares.
    auto *U = dyn_cast<SCEVUnknown>(S);
    return U && !isa<CallBase>(U->getValue()) &&
           OuterValues.contains(U->getValue());
  });
}

/// True if one of L's own blocks divides (or takes a remainder) by a value
/// that moves with L: a full unroll makes every divisor a constant (an
/// integer division becomes a multiply or a shift, a floating-point one by
/// a power of two a multiply).
bool UnrollPlanner::dividesByInductionVariable(const Loop &L) const {
  // Own blocks only: an inner loop's division moves with that loop.
  for (Instruction *I : body(L).OwnDivisions) {
    // A float divisor counts when it converts such an integer
    // (`(float)half`).
    Value *Divisor = I->getOperand(1);
    if (auto *Cast = dyn_cast<CastInst>(Divisor))
      if (Cast->getOpcode() == Instruction::UIToFP ||
          Cast->getOpcode() == Instruction::SIToFP)
        Divisor = Cast->getOperand(0);
    if (!isa<Constant>(Divisor) && SE.isSCEVable(Divisor->getType()) &&
        !SE.isLoopInvariant(SE.getSCEV(Divisor), &L))
      return true;
  }
  return false;
}

/// Step 2: everything unroll::decide needs about L. EstimateFunction: a
/// register cap applies to L's function, so decide needs the function's
/// register estimate (LaunchCheck's estimator, the one the launch check
/// judges with) for full unrolls.
LoopFacts UnrollPlanner::gatherFacts(Loop &L, bool EstimateFunction) {
  LoopFacts F;
  F.UserPragma = hasForeignUnrollMetadata(L);
  F.Convergent = body(L).Convergent;
  F.TripCount = SE.getSmallConstantTripCount(&L);
  F.IndexesPrivateArray = indexesPrivateArray(L);
  uint64_t GroupGrowth = 0;
  if (F.IndexesPrivateArray)
    F.PrivateGroupUnrollable =
        privateArrayUnrollable(*IndexedArray, GroupGrowth);
  F.IndexesUnpromotable = indexesUnpromotableArray(L);
  F.SharedStride = hasSharedStride(L);
  // Rules (f) and (g) only ask for full unrolls: without a constant trip
  // count a loop is no candidate of theirs (and says nothing).
  F.SharedWalk = F.TripCount && !F.SharedStride && hasSharedWalk(L);
  F.TouchesKnownMemory = F.TripCount && touchesKnownMemory(L);
  F.DividesByIV = F.TripCount && dividesByInductionVariable(L);
  uint64_t InnerEstimate = 0, InnerPressure = 0;
  F.OuterOfShared = isOuterOfShared(L, InnerEstimate, InnerPressure);
  if (F.TripCount) {
    F.UnrolledSize = unrolledSize(L, F.TripCount);
    // What the function grows by: the whole group for a register tile,
    // this loop otherwise.
    uint64_t Before = body(L).Size;
    uint64_t Growth = F.UnrolledSize > Before ? F.UnrolledSize - Before : 0;
    if (F.IndexesPrivateArray && F.PrivateGroupUnrollable)
      Growth = std::max(Growth, GroupGrowth);
    F.FunctionSizeAfter =
        satAdd(L.getHeader()->getParent()->getInstructionCount(), Growth);
    F.RegisterEstimate = std::max(
        InnerEstimate,
        F.OuterOfShared ? uint64_t(0) : registerEstimate(L, F.TripCount));
    F.PressureEstimate = std::max(
        InnerPressure,
        F.OuterOfShared ? uint64_t(0) : pressureEstimate(L, F.TripCount));
    F.SerialChain = satMul(serialChainPerIteration(L), F.TripCount);
    F.PrivateArrayWords = privateArrayWords(L);
    // Not RegisterEstimateAnalysis: a loop pass sees only cached function
    // results, stale here (LoopFullUnrollPass changed F since): per loop.
    if (EstimateFunction)
      F.FunctionRegisters =
          smemvec::estimateRegisters(*L.getHeader()->getParent());
  }
  // Inner loops still here were not unrolled; only (c) expects them.
  F.InnerLoopLeft = !L.isInnermost() && !F.OuterOfShared;
  F.RuntimeOverMemory =
      !F.TripCount && L.isInnermost() && touchesKnownMemory(L);
  F.TripFromBlockSize = F.RuntimeOverMemory && tripCountFromBlockSize(L);
  if (!F.TripCount) {
    F.Staging = isStagingCopy(L);
    F.GlobalReduction = !F.Staging && isGlobalReduction(L);
    F.RuntimeSharedWalk = !F.Staging && !F.GlobalReduction &&
                          isRuntimeStreamLoop(L, MaxWalkLoopSize) &&
                          hasSharedWalk(L, /*ConstantStep=*/true);
    // Last, so that with -smemvec-unroll-staged-loads=0 (decide ignores
    // it) every other fact is what it was without it.
    F.StagedReduction = !F.Staging && !F.GlobalReduction &&
                        !F.RuntimeSharedWalk && isStagedReduction(L);
    if (F.Staging || F.GlobalReduction || F.StagedReduction ||
        F.RuntimeSharedWalk) {
      const SCEV *Max = SE.getConstantMaxBackedgeTakenCount(&L);
      if (auto *C = dyn_cast<SCEVConstant>(Max))
        if (C->getAPInt().ult(1u << 16))
          F.MaxTripCount = unsigned(C->getAPInt().getZExtValue()) + 1;
      F.EnclosedByTile = enclosedByTile(L);
      F.TripFromMemory = tripCountFromMemory(L);
      F.LongLatencyChain =
          (F.GlobalReduction || F.StagedReduction) && longLatencyChain(L);
      F.WindowLoop = windowLoop(L);
    }
  }
  if (F.TripCount && F.SharedStride && L.isInnermost()) {
    registerDemand(L, F.CarriedRegs, F.LoadedRegs);
    F.CarriesTile = F.CarriedRegs >= MinTileRegisters;
    F.HandoffCount = windowCount(sharedStrideStep(L), F.TripCount);
  } else if (F.SharedWalk) {
    registerDemand(L, F.CarriedRegs, F.LoadedRegs);
    F.CarriesTile = F.CarriedRegs >= MinTileRegisters;
  }
  return F;
}

//===----------------------------------------------------------------------===//
// The passes
//===----------------------------------------------------------------------===//

/// The launch bounds a loop of F runs under: F's own for a kernel; for a
/// device function, the strictest of the kernels that call it directly (its
/// loops are decided before it is inlined into them: bottom-up), the most
/// threads and blocks any of them asks for. Unknown (0) when no caller has
/// bounds.
static LaunchBounds launchBoundsOf(const Function &F) {
  // A kernel's bounds count where they bound the block (Analysis/
  // LaunchBounds.h reads them); a minctasm alone caps nothing.
  auto KernelBounds = [](const Function &K) {
    LaunchBounds LB;
    if (K.getCallingConv() == CallingConv::PTX_Kernel)
      LB = readLaunchBounds(K);
    return LB.Threads ? LB : LaunchBounds();
  };
  if (F.getCallingConv() == CallingConv::PTX_Kernel)
    return KernelBounds(F);
  LaunchBounds Strictest;
  for (const User *U : F.users()) {
    const auto *CB = dyn_cast<CallBase>(U);
    if (!CB || CB->getCalledFunction() != &F)
      continue;
    LaunchBounds LB = KernelBounds(*CB->getFunction());
    Strictest.Threads = std::max(Strictest.Threads, LB.Threads);
    Strictest.MinBlocks = std::max(Strictest.MinBlocks, LB.MinBlocks);
  }
  return Strictest;
}

static bool isNVPTXLoop(const Loop &L) {
  return L.getHeader()->getModule()->getTargetTriple().isNVPTX();
}

/// Step 3: the remark that says what was decided and why.
static void emitRemark(OptimizationRemarkEmitter &ORE, const Loop &L,
                       const LoopFacts &F, const Verdict &V, const Budgets &B) {
  const uint64_t Limit = registerLimit(B);
  if (V.Unroll && isRuntimeCount(V.Why)) {
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "Unrolled", L.getStartLoc(),
                                L.getHeader())
             << "unrolling loop by " << ore::NV("Count", V.Count)
             << ", the rest left to ptxas (runtime trip count): "
             << ore::NV("Reason", reasonText(V.Why));
    });
    return;
  }
  if (V.Unroll && V.Why == Reason::SharedStrideHandoff) {
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "Unrolled", L.getStartLoc(),
                                L.getHeader())
             << "unrolling loop by " << ore::NV("Count", V.Count)
             << ", the rest left to ptxas (trip count "
             << ore::NV("TripCount", F.TripCount)
             << ", register estimate of a full unroll "
             << ore::NV("Registers", F.RegisterEstimate) << " > "
             << ore::NV("HandoffRegisters", unsigned(HandoffRegisters)) << "): "
             << ore::NV("Reason", "shared stride over a register tile");
    });
    return;
  }
  if (V.Unroll && V.Why == Reason::SharedStridePartial) {
    ORE.emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "Unrolled", L.getStartLoc(),
                           L.getHeader());
      R << "unrolling loop by " << ore::NV("Count", V.Count) << " (trip count "
        << ore::NV("TripCount", F.TripCount);
      if (F.PressureEstimate > Limit)
        R << ", register estimate of a full unroll "
          << ore::NV("Registers", F.PressureEstimate) << " > "
          << ore::NV("MaxRegisters", Limit);
      else
        R << ", predicted registers of a full unroll "
          << ore::NV("Registers", predictedFunctionRegisters(F, B)) << " > "
          << ore::NV("RegisterCap", B.RegisterCap) << " of the launch bounds";
      return R << "): " << ore::NV("Reason", "shared stride");
    });
    return;
  }
  if (V.Unroll) {
    ORE.emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "Unrolled", L.getStartLoc(),
                           L.getHeader());
      R << "fully unrolling loop (trip count "
        << ore::NV("TripCount", F.TripCount) << ", "
        << ore::NV("Size", F.UnrolledSize)
        << " instructions): " << ore::NV("Reason", reasonText(V.Why));
      if (V.Why == Reason::UnrollerFloor)
        R << " (-unroll-threshold="
          << ore::NV("FloorThreshold", unsigned(B.FloorThreshold)) << ")";
      return R;
    });
    return;
  }
  ORE.emit([&] {
    OptimizationRemarkMissed R(DEBUG_TYPE, "NotUnrolled", L.getStartLoc(),
                               L.getHeader());
    // A user pragma may well unroll the loop: say who decides, not "rolled".
    // clang -O1 and -fno-unroll-loops mark every loop unroll.disable too.
    R << (V.Why == Reason::UserPragma ? "loop left to its unroll metadata: "
          : V.Why == Reason::StockUnrollsMore ||
                  V.Why == Reason::StockUnrollsWalk
              ? "loop left to LLVM's unroller: "
              : "loop left rolled: ")
      << ore::NV("Reason", reasonText(V.Why));
    if (V.Why == Reason::StockUnrollsWalk)
      R << " (by " << ore::NV("StockCount", V.Count) << ")";
    if (V.Why == Reason::StockUnrollsMore)
      R << " (" << ore::NV("StockCount", V.Count) << " > "
        << ore::NV("Count", runtimeCount(F, B)) << ")";
    if (V.Why == Reason::Budget)
      R << " (" << ore::NV("Size", F.UnrolledSize) << " > "
        << ore::NV("MaxSize", unsigned(MaxSize)) << " instructions)";
    else if (V.Why == Reason::FunctionBudget)
      R << " (" << ore::NV("FunctionSize", F.FunctionSizeAfter) << " > "
        << ore::NV("MaxFunctionSize", unsigned(MaxFunctionSize))
        << " instructions)";
    else if (V.Why == Reason::RegisterEstimate)
      R << " ("
        << ore::NV("Registers",
                   V.Step.Threads ? V.Step.RegistersAfter : F.PressureEstimate)
        << " > " << ore::NV("MaxRegisters", Limit) << ")";
    else if (V.Why == Reason::LaunchBoundsCap) {
      R << " (predicted "
        << ore::NV("Registers", predictedFunctionRegisters(F, B)) << " > "
        << ore::NV("RegisterCap", B.RegisterCap)
        << " registers of __launch_bounds__("
        << ore::NV("MaxThreads", B.BlockThreads);
      if (B.MinBlocks)
        R << ", " << ore::NV("MinBlocks", B.MinBlocks);
      R << "): ptxas would spill)";
    } else if (V.Why == Reason::RegisterCap)
      R << " (predicted "
        << ore::NV("Registers", predictedFunctionRegisters(F, B))
        << " > -smemvec-max-registers="
        << ore::NV("MaxRegisters", B.MaxFunctionRegisters) << ")";
    else if (V.Why == Reason::TileWalkLeftToPtxas)
      R << " (" << ore::NV("RegistersBefore", V.Step.RegistersBefore) << " -> "
        << ore::NV("RegistersAfter", V.Step.RegistersAfter)
        << " registers: " << ore::NV("BlocksBefore", V.Step.BlocksBefore)
        << " -> " << ore::NV("BlocksAfter", V.Step.BlocksAfter) << " blocks of "
        << ore::NV("Threads", V.Step.Threads) << " threads per multiprocessor)";
    else if (V.Why == Reason::SerialChain)
      R << " (" << ore::NV("Chain", F.SerialChain) << " > "
        << ore::NV("MaxSerialChain", unsigned(MaxSerialChain))
        << " multiplies)";
    else if (V.Why == Reason::TripCountLimit)
      R << " (" << ore::NV("TripCount", F.TripCount) << " > "
        << ore::NV("MaxTripCount", unsigned(MaxTripCount)) << ")";
    return R;
  });
}

/// The count LLVM's LoopUnrollPass would unroll \p L by on its own: the
/// target's preferences at \p OptLevel (partial and runtime unrolling as
/// the target allows them), with \p FullThreshold in place of the full-
/// unroll threshold when given, as `-unroll-threshold` does (NVPTX's
/// partial threshold, a quarter of its default, stays); the trip count for
/// a full unroll, 0 or 1 for none. Asked without emitting the unroller's
/// remarks and without changing any cl::opt.
static unsigned upstreamUnrollCount(Loop &L, LoopStandardAnalysisResults &AR,
                                    int OptLevel,
                                    std::optional<unsigned> FullThreshold) {
  Function &F = *L.getHeader()->getParent();
  OptimizationRemarkEmitter ORE(&F);
  TargetTransformInfo::UnrollingPreferences UP = gatherUnrollingPreferences(
      &L, AR.SE, AR.TTI, nullptr, nullptr, ORE, OptLevel, std::nullopt,
      std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
  if (FullThreshold)
    UP.Threshold = *FullThreshold;
  TargetTransformInfo::PeelingPreferences PP = gatherPeelingPreferences(
      &L, AR.SE, AR.TTI, std::nullopt, std::nullopt, true);
  SmallPtrSet<const Value *, 32> EphValues;
  CodeMetrics::collectEphemeralValues(&L, &AR.AC, EphValues);
  UnrollCostEstimator UCE(&L, AR.TTI, EphValues, UP.BEInsns);
  if (!UCE.canUnroll())
    return 0;
  bool UseUpperBound = false;
  computeUnrollCount(&L, AR.TTI, AR.DT, &AR.LI, &AR.AC, AR.SE, EphValues,
                     nullptr, AR.SE.getSmallConstantTripCount(&L),
                     AR.SE.getSmallConstantMaxTripCount(&L),
                     AR.SE.isBackedgeTakenCountMaxOrZero(&L),
                     AR.SE.getSmallConstantTripMultiple(&L), UCE, UP, PP,
                     UseUpperBound);
  if (UP.Count > 1 && AR.SE.getSmallConstantTripCount(&L) == 0 &&
      !UP.AllowExpensiveTripCount) {
    // The runtime remainder gives up on a trip count that is expensive to
    // compute (a grid-stride loop's division by its stride): stock leaves
    // such a loop rolled (UnrollRuntimeLoopRemainder's own test).
    const SCEV *BTC = AR.SE.getBackedgeTakenCount(&L);
    BasicBlock *Preheader = L.getLoopPreheader();
    if (isa<SCEVCouldNotCompute>(BTC) || !Preheader)
      return 0;
    const SCEV *Trips = AR.SE.getAddExpr(BTC, AR.SE.getOne(BTC->getType()));
    SCEVExpander Expander(AR.SE, "smemvec-ask");
    if (Expander.isHighCostExpansion({Trips}, &L, SCEVCheapExpansionBudget,
                                     &AR.TTI, Preheader->getTerminator()))
      return 0;
  }
  return UP.Count;
}

/// The budgets of F's loops: the options, by name, and the launch bounds
/// of F (or of the kernels that call it).
static Budgets budgetsFor(const Function &F) {
  const LaunchBounds Bounds = launchBoundsOf(F);
  Budgets B;
  B.MaxTripCount = MaxTripCount;
  B.MaxSize = MaxSize;
  B.MaxRegisters = MaxRegisters;
  B.MaxFunctionSize = MaxFunctionSize;
  B.StagingCount = StagingCount;
  B.WalkCount = WalkCount;
  B.ReductionCount = ReductionCount;
  B.StagedLoads = StagedLoads;
  B.HandoffRegisters = HandoffRegisters;
  B.SmallSize = SmallSize;
  B.MaxSerialChain = MaxSerialChain;
  B.BarrierOverhead = BarrierOverhead;
  B.RegisterCap = registerCap(Bounds.Threads, Bounds.MinBlocks);
  B.BlockThreads = Bounds.Threads;
  B.MinBlocks = Bounds.MinBlocks;
  B.MaxFunctionRegisters = smemvec::maxFunctionRegisters();
  B.GuardTileCounts = GuardTileCounts;
  B.FloorThreshold = FloorThreshold;
  B.RemainderTrips = RemainderTrips;
  return B;
}

PreservedAnalyses
smemvec::SharedUnrollPass::run(Loop &L, LoopAnalysisManager &,
                               LoopStandardAnalysisResults &AR, LPMUpdater &) {
  if (!EnableUnroll || !isNVPTXLoop(L) || UnrollMarkers::isDecided(L))
    return PreservedAnalyses::all();
  Function &F = *L.getHeader()->getParent();
  UnrollPlanner Planner(AR.LI, AR.SE, AR.DT, F.getDataLayout());
  const Budgets B = budgetsFor(F);
  LoopFacts Facts =
      Planner.gatherFacts(L, B.RegisterCap || B.MaxFunctionRegisters);
  Verdict V = decide(Facts, B);
  // A count request may only raise what stock does: ask LLVM's own
  // unroller (only here, where the answer can change the verdict).
  if (StockFloor && V.Unroll && isRuntimeCount(V.Why)) {
    Facts.StockCount = upstreamUnrollCount(L, AR, /*OptLevel=*/3, std::nullopt);
    V = decide(Facts, B);
  }
  // A loop no rule claims: the floor asks whether LLVM's unroller fully
  // unrolls it at the floor threshold where it does not at its default.
  if (V.Why == Reason::NoCandidate && B.FloorThreshold && Facts.TripCount &&
      !Facts.UserPragma &&
      upstreamUnrollCount(L, AR, /*OptLevel=*/3, unsigned(B.FloorThreshold)) ==
          Facts.TripCount &&
      upstreamUnrollCount(L, AR, /*OptLevel=*/3, std::nullopt) !=
          Facts.TripCount) {
    Facts.FloorUnrollsFully = true;
    V = decide(Facts, B);
  }
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << L.getName() << " trips "
                    << Facts.TripCount << " size " << Facts.UnrolledSize
                    << " regs " << Facts.RegisterEstimate << " -> "
                    << (V.Unroll ? "unroll" : "keep") << " ("
                    << reasonText(V.Why) << ")\n");
  if (wantsRemainderUnroll(Facts, V, B))
    UnrollMarkers::requestRemainderUnroll(L);
  else if (remainderOnlyVetoedByBlockSize(Facts, V, B))
    OptimizationRemarkEmitter(&F).emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "RemainderLeft",
                                      L.getStartLoc(), L.getHeader())
             << "remainder of a runtime unroll left rolled: the trip count "
                "is the block size (a multiple of the warp in practice: no "
                "remainder runs)";
    });
  if (V.Why == Reason::NoCandidate)
    return PreservedAnalyses::all();
  OptimizationRemarkEmitter ORE(&F);
  emitRemark(ORE, L, Facts, V, B);
  if (!V.Unroll) {
    ++NumVetoed;
    return PreservedAnalyses::all();
  }
  assert(!Facts.UserPragma && "loops with user pragmas are never unrolled");
  if (V.Count)
    ++NumCountRequests;
  else
    ++(V.Why == Reason::UnrollerFloor ? NumFloorRequests : NumFullRequests);
  if (V.Why == Reason::SharedStrideHandoff) {
    // A count request for LoopUnrollPass plus the marker that makes
    // smemvec-unroll-handoff (codegen, after LSR) shape the loop so that
    // ptxas may finish the unroll.
    UnrollMarkers::requestCount(L, V.Count, /*HandToPtxas=*/true);
    return PreservedAnalyses::all();
  }
  if (isRuntimeCount(V.Why) || V.Why == Reason::SharedStridePartial) {
    // A count request: LoopUnrollPass (later, in the optimizer pipeline)
    // honours it (with a runtime remainder for staging copies and
    // reductions; partial counts divide the trip count); the cleanup
    // leaves it alone. For runtime-trip loops the hand-off marker makes
    // smemvec-unroll-handoff take off the `llvm.loop.unroll.disable`
    // LoopUnrollPass adds, so that ptxas may unroll further (a `.pragma
    // "nounroll"` stops it). A partial shared walk keeps the pragma: its
    // count is what fits the registers, and ptxas must not undo it.
    bool Runtime = isRuntimeCount(V.Why);
    unsigned Count = V.Count;
    assert(Count >= 2 && "a count request unrolls at least twice");
    UnrollMarkers::requestCount(L, Count, /*HandToPtxas=*/Runtime);
    return PreservedAnalyses::all();
  }
  assert(Facts.TripCount != 0 && "only constant-trip loops fully unroll");
  UnrollMarkers::requestFull(L);
  // Only metadata changed: every analysis stays valid.
  return PreservedAnalyses::all();
}

PreservedAnalyses
smemvec::SharedUnrollCleanupPass::run(Loop &L, LoopAnalysisManager &,
                                      LoopStandardAnalysisResults &,
                                      LPMUpdater &) {
  if (!UnrollMarkers::hasFullRequest(L))
    return PreservedAnalyses::all();
  // Still here after the full unroller: it refused (its own limits or
  // legality). Take our request back so nothing reports it as a failed
  // pragma the user never wrote.
  Function &F = *L.getHeader()->getParent();
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotUnrolled", L.getStartLoc(),
                                    L.getHeader())
           << "loop left rolled: "
           << ore::NV("Reason", "the full unroller declined");
  });
  UnrollMarkers::takeBackFull(L);
  return PreservedAnalyses::all();
}

/// The remainder loops LoopUnrollPass left in F with smemvec's marker
/// (rule r): unrolled straight-line where SCEV bounds their trip count by
/// -smemvec-unroll-remainder, otherwise (or where UnrollLoop declines) left
/// rolled under their `llvm.loop.unroll.disable`, marker taken off. The
/// requests (follow-ups) of the other loops come off too: metadata only.
static bool unrollRemainders(Function &F, LoopInfo &LI, ScalarEvolution &SE,
                             DominatorTree &DT, AssumptionCache &AC,
                             const TargetTransformInfo &TTI,
                             OptimizationRemarkEmitter &ORE) {
  SmallVector<Loop *, 4> Marked;
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (UnrollMarkers::hasRemainderRequest(*L))
      UnrollMarkers::takeBackRemainderRequest(*L);
    if (UnrollMarkers::isRemainderToUnroll(*L))
      Marked.push_back(L);
  }
  bool Changed = false;
  // Remainders of innermost loops: disjoint, so unrolling one leaves the
  // others' Loop objects valid.
  for (Loop *L : Marked) {
    const unsigned MaxTrips = SE.getSmallConstantMaxTripCount(L);
    const DebugLoc Loc = L->getStartLoc();
    BasicBlock *Header = L->getHeader();
    const bool Fits =
        MaxTrips != 0 && MaxTrips <= RemainderTrips && L->isInnermost();
    MDNode *LoopID = L->getLoopID();
    LoopUnrollResult Result = LoopUnrollResult::Unmodified;
    if (Fits) {
      // UnrollLoop wants a preheader, one latch and dedicated exits, and
      // rewires the loop's values used outside only through LCSSA phis: a
      // use outside the loop would otherwise keep reading the first copy's
      // value (LoopUnrollPass prepares every loop the same way).
      Changed |= simplifyLoop(L, &DT, &LI, &SE, &AC, /*MSSAU=*/nullptr,
                              /*PreserveLCSSA=*/false);
      Changed |= formLCSSARecursively(*L, DT, &LI, &SE);
      UnrollLoopOptions ULO;
      ULO.Count = MaxTrips;
      ULO.Force = false;
      ULO.Runtime = false;
      ULO.AllowExpensiveTripCount = false;
      ULO.UnrollRemainder = false;
      ULO.ForgetAllSCEV = false;
      ULO.SCEVExpansionBudget = SCEVCheapExpansionBudget;
      // No ORE: the remark below is the one this decision gives.
      Result = UnrollLoop(L, ULO, &LI, &SE, &DT, &AC, &TTI, /*ORE=*/nullptr,
                          /*PreserveLCSSA=*/true);
    }
    if (Result == LoopUnrollResult::FullyUnrolled) {
      Changed = true;
      // The copies' exit branches keep the loop ID of a loop that is gone.
      for (BasicBlock &BB : F)
        if (BB.getTerminator()->getMetadata(LLVMContext::MD_loop) == LoopID)
          BB.getTerminator()->setMetadata(LLVMContext::MD_loop, nullptr);
      ORE.emit([&] {
        return OptimizationRemark(DEBUG_TYPE, "RemainderUnrolled", Loc, Header)
               << "unrolled the remainder of a runtime unroll straight-line ("
               << ore::NV("MaxTripCount", MaxTrips) << " copies)";
      });
      continue;
    }
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, "RemainderLeft", Loc, Header);
      R << "remainder of a runtime unroll left rolled: ";
      if (!MaxTrips)
        R << "no constant maximum trip count";
      else if (MaxTrips > RemainderTrips)
        R << "maximum trip count " << ore::NV("MaxTripCount", MaxTrips) << " > "
          << ore::NV("RemainderTrips", unsigned(RemainderTrips));
      else
        R << "LLVM's unroller declined";
      return R;
    });
    if (Result == LoopUnrollResult::Unmodified)
      UnrollMarkers::takeBackRemainder(*L);
  }
  return Changed;
}

PreservedAnalyses
smemvec::SharedUnrollRemainderPass::run(Function &F,
                                        FunctionAnalysisManager &AM) {
  if (!EnableUnroll || !RemainderTrips || F.isDeclaration() ||
      !F.getParent()->getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  if (LI.empty())
    return PreservedAnalyses::all();
  bool Changed = unrollRemainders(
      F, LI, AM.getResult<ScalarEvolutionAnalysis>(F),
      AM.getResult<DominatorTreeAnalysis>(F),
      AM.getResult<AssumptionAnalysis>(F), AM.getResult<TargetIRAnalysis>(F),
      AM.getResult<OptimizationRemarkEmitterAnalysis>(F));
  if (!Changed)
    // At most a marker taken off: metadata only.
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserve<LoopAnalysis>();
  PA.preserve<DominatorTreeAnalysis>();
  PA.preserve<ScalarEvolutionAnalysis>();
  return PA;
}
