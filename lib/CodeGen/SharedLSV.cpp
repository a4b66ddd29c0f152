//===- SharedLSV.cpp - Gapped load vectorizer for shared memory -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: upstream's LoadStoreVectorizer merges contiguous chains of one
// element type and fills gaps of one or two elements only. Shared-memory
// code often reads a few scattered fields of one 16-byte block (f16 at bytes
// 0, 2, 12, 14; a struct field by field); one ld.shared.v4.b32 covers them,
// and gap bytes cost nothing when the address is warp-uniform. The pass also
// hoists loads over stores that ScalarEvolution proves disjoint where alias
// analysis cannot (SCEVDisjoint.h).
//
// Where: the NVPTX codegen pipeline, after infer-address-spaces and
// smemvec-align, before upstream's LoadStoreVectorizer (which still merges
// the rest; this pass merges loads only, so no gap byte is ever written).
// By name: `opt -passes=smemvec-lsv`; off: -smemvec-lsv=0.
//
// Steps per basic block (the phases below, each with its own comment):
//  1. Number the instructions; record the writers and the hard barriers no
//     load may cross (fences, atomics, volatile accesses, barriers, calls
//     that may write).
//  2. Collect the candidate addrspace(3) loads; group them by object and by
//     the SCEV of their address without its constant term.
//  3. Place windows greedily per group: widest aligned window first, taken
//     when two members can be hoisted together, it stays inside the object
//     and the cost model accepts it.
//  4. Rewrite each window as one vector load; members get their lanes back
//     by extractelement or shufflevector + bitcast.
// A block holding a volatile access or an atomic merges nothing.
//
// Algorithm, ordered accesses, cost model and complexity: docs/lsv.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedLSV.h"
#include "Analysis/SCEVDisjoint.h"
#include "Analysis/SharedMemory.h"
#include "SharedLSVInternal.h"
#include "Support/Options.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/NVPTXAddrSpace.h"

#include <numeric>

using namespace llvm;
using namespace smemvec::lsv;

#define DEBUG_TYPE "smemvec-lsv"

STATISTIC(NumWindows, "Shared-memory vector loads created");
STATISTIC(NumLoadsMerged, "Scalar shared loads merged into vector loads");
STATISTIC(NumGapBytes, "Gap bytes filled by merged loads");
STATISTIC(NumHoistedBySCEV,
          "Loads hoisted over a MayAlias store proved disjoint by SCEV");
STATISTIC(NumLeftScalar, "Shared loads left scalar with a reason");

/// Load/store disjointness queries (alias analysis, then SCEV) one block may
/// spend: as many per candidate load on average as the default cap of
/// stores one load may cross (-smemvec-lsv-max-writers' default), plus a
/// floor for small blocks.
/// Each query is cached, so this bounds the pass at O(n) queries even when
/// every store of a huge block may touch every load's object; loads whose
/// question comes after the budget is spent stay where they are (remark).
constexpr unsigned DisjointQueriesPerLoad =
    smemvec::defaults::lsv::MaxWritersScanned;
constexpr unsigned DisjointQueriesFloor = 4096;

/// NVPTX's shared address space.
constexpr unsigned SharedAS = NVPTXAS::ADDRESS_SPACE_SHARED;
/// How far getUnderlyingObject looks through GEPs and casts: clang's shared
/// addresses are a few GEPs deep; deeper chains stay "unknown object".
constexpr unsigned UnderlyingObjectLookup = 12;
/// Constant byte offsets and SCEV bounds wider than this many signed bits
/// are not trusted: shared memory is < 2^18 bytes, so they are nonsense or
/// overflow, and int64_t arithmetic on them must not wrap.
constexpr unsigned MaxOffsetBits = 40;
/// Most members of one window: a 16-byte window holds at most 16 bytes.
constexpr size_t MaxWindowMembers = 16;
/// Depth of the warp-uniformity walk over an address's operands (a cost
/// model heuristic; deeper expressions count as thread-varying).
constexpr unsigned MaxUniformityDepth = 16;

//===----------------------------------------------------------------------===//
// Pure decisions (SharedLSVInternal.h)
//===----------------------------------------------------------------------===//

std::optional<int64_t> smemvec::lsv::alignedWindowStart(int64_t Offset,
                                                        uint64_t Size,
                                                        int64_t AnchorOffset,
                                                        Align AnchorAlign,
                                                        uint64_t Width) {
  if (Width == 0 || !isPowerOf2_64(Width) || AnchorAlign.value() < Width)
    return std::nullopt;
  // Addresses congruent to AnchorOffset modulo Width are Width-aligned.
  int64_t W = int64_t(Width);
  int64_t Phase = ((Offset - AnchorOffset) % W + W) % W;
  int64_t Start = Offset - Phase;
  if (!fitsInWindow({Offset, Size}, Start, Width))
    return std::nullopt;
  return Start;
}

bool smemvec::lsv::fitsInWindow(const Access &A, int64_t Start,
                                uint64_t Width) {
  return A.Offset >= Start && A.Size <= Width &&
         A.Offset - Start <= int64_t(Width - A.Size);
}

uint64_t smemvec::lsv::usefulBytes(ArrayRef<Access> Members, int64_t Start,
                                   uint64_t Width) {
  uint64_t Mask = 0; // Width <= 64 bytes is all this pass ever asks for.
  for (const Access &A : Members) {
    if (!fitsInWindow(A, Start, Width) || Width > 64)
      continue;
    for (uint64_t B = 0; B < A.Size; ++B)
      Mask |= uint64_t(1) << (A.Offset - Start + B);
  }
  return llvm::popcount(Mask);
}

uint64_t smemvec::lsv::laneBytes(ArrayRef<Access> Members, int64_t Start,
                                 uint64_t Width) {
  uint64_t Lane = std::min<uint64_t>(Width, 8);
  for (const Access &A : Members) {
    Lane = std::gcd(Lane, A.Size);
    if (A.Offset != Start)
      Lane = std::gcd(Lane, uint64_t(A.Offset - Start));
  }
  // gcd of powers of two and offsets is a power of two only if they all
  // are; fall back to bytes otherwise.
  return isPowerOf2_64(Lane) ? Lane : 1;
}

bool smemvec::lsv::gapFillPays(bool WarpUniform, uint64_t Useful,
                               uint64_t Loaded, double MinUsefulRatio) {
  if (Loaded == 0 || Useful == 0)
    return false;
  if (WarpUniform)
    return true;
  return double(Useful) >= MinUsefulRatio * double(Loaded);
}

bool smemvec::lsv::alignedWindowStaysInObject(Align ObjectAlign,
                                              uint64_t ObjectSize,
                                              uint64_t Width) {
  return Width != 0 && ObjectAlign.value() >= Width && ObjectSize != 0 &&
         ObjectSize % Width == 0;
}

bool smemvec::lsv::offsetRangeStaysInObject(int64_t MinOffset,
                                            int64_t MaxOffset, uint64_t Width,
                                            uint64_t ObjectSize) {
  if (MinOffset < 0 || MaxOffset < MinOffset || ObjectSize < Width)
    return false;
  return uint64_t(MaxOffset) <= ObjectSize - Width;
}

//===----------------------------------------------------------------------===//
// The vectorizer
//===----------------------------------------------------------------------===//

namespace {

/// One candidate load with its place in the block and in its group.
struct Member {
  LoadInst *Load;
  unsigned Pos; ///< Position in the block.
  const Value *Object;
  const SCEV *Key; ///< Address SCEV without its constant term.
  int64_t Offset;  ///< Bytes from Key.
  uint64_t Size;
  Align Alignment;            ///< Best provable alignment of the address.
  int64_t BaseOffset = 0;     ///< Offset of the object-derived anchor below.
  Align BaseAlign = Align(1); ///< Alignment provable at BaseOffset.

  Access access() const { return {Offset, Size}; }
};

/// What is known about the stores above one load, filled in lazily as
/// hoisting questions reach further up (see canHoistTo).
struct HoistState {
  unsigned CleanFrom;   ///< Every store in (CleanFrom, load) is disjoint.
  bool Blocked = false; ///< The store at CleanFrom blocks the load.
  StringRef Reason;     ///< Why (remark text), when Blocked.
  unsigned Scanned = 0; ///< Stores checked so far (the cap).
};

/// The writers of one block, indexed once so that a hoisting question costs
/// a binary search plus, once per load, a backward walk over only the stores
/// that may touch the load's object.
class BlockWriters {
public:
  void addHard(unsigned Pos) { HardPos.push_back(Pos); }
  void addStore(unsigned Pos, StoreInst *S) {
    const Value *Obj =
        getUnderlyingObject(S->getPointerOperand(), UnderlyingObjectLookup);
    unsigned Idx = Stores.size();
    Stores.push_back({Pos, S});
    // Distinct global variables never overlap: a store to another global
    // is never a question for a load of this one.
    if (isa<GlobalVariable>(Obj))
      StoresOf[Obj].push_back(Idx);
    else
      Unidentified.push_back(Idx);
  }

  /// Position of the last hard barrier before \p Pos (0 if none).
  unsigned lastHardBefore(unsigned Pos) const {
    auto It = partition_point(HardPos, [&](unsigned P) { return P < Pos; });
    return It == HardPos.begin() ? 0 : *std::prev(It);
  }

  /// Calls \p Visit on each store before \p Pos and after \p Floor that may
  /// touch \p Object, nearest first, until it returns false. Returns false
  /// if a Visit did.
  template <typename Fn>
  bool forEachStoreBefore(const Value *Object, unsigned Pos, unsigned Floor,
                          Fn Visit) const {
    auto Before = [&](ArrayRef<unsigned> L) {
      return L.take_front(
          partition_point(L,
                          [&](unsigned I) { return Stores[I].first < Pos; }) -
          L.begin());
    };
    if (!isa<GlobalVariable>(Object)) {
      // An object we cannot name: every store is a question.
      size_t N = partition_point(Stores,
                                 [&](const auto &S) { return S.first < Pos; }) -
                 Stores.begin();
      for (size_t I = N; I-- > 0 && Stores[I].first > Floor;)
        if (!Visit(Stores[I].first, Stores[I].second))
          return false;
      return true;
    }
    ArrayRef<unsigned> Own, Other = Before(Unidentified);
    if (auto It = StoresOf.find(Object); It != StoresOf.end())
      Own = Before(It->second);
    // Merge the two position-sorted lists, nearest store first.
    while (!Own.empty() || !Other.empty()) {
      bool TakeOwn =
          Other.empty() || (!Own.empty() && Own.back() > Other.back());
      ArrayRef<unsigned> &L = TakeOwn ? Own : Other;
      const auto &[SPos, S] = Stores[L.back()];
      L = L.drop_back();
      if (SPos <= Floor)
        return true;
      if (!Visit(SPos, S))
        return false;
    }
    return true;
  }

private:
  SmallVector<unsigned, 16> HardPos;
  SmallVector<std::pair<unsigned, StoreInst *>, 16> Stores;
  DenseMap<const Value *, SmallVector<unsigned, 8>> StoresOf;
  SmallVector<unsigned, 8> Unidentified;
};

/// A window chosen for rewriting.
struct Window {
  int64_t Start;
  uint64_t Width;
  Align Alignment;
  SmallVector<const Member *, 16> Members; // [0] is the earliest.
  uint64_t Useful;
};

class SharedLoadVectorizer {
public:
  SharedLoadVectorizer(Function &F, AAResults &AA, ScalarEvolution &SE,
                       const TargetTransformInfo &TTI,
                       OptimizationRemarkEmitter &ORE)
      : F(F), DL(F.getDataLayout()), AA(AA), SE(SE), TTI(TTI), ORE(ORE) {}

  bool run();

private:
  using GroupKey = std::pair<const Value *, const SCEV *>;
  using GroupList = SmallVector<std::pair<GroupKey, SmallVector<Member, 8>>, 0>;

  bool vectorizeBlock(BasicBlock &BB);
  unsigned collectCandidates(BasicBlock &BB, SmallVectorImpl<Member> &Out);
  GroupList groupByAddress(ArrayRef<Member> Members);
  std::optional<Member> makeMember(LoadInst *LI, unsigned Pos);
  void planGroup(SmallVectorImpl<Member> &Group,
                 SmallVectorImpl<Window> &Plans);
  SmallVector<size_t, 16> keepHoistable(ArrayRef<Member> Group,
                                        ArrayRef<size_t> In,
                                        MutableArrayRef<StringRef> DropReason,
                                        StringRef &HoistReason);
  StringRef refuseWindow(ArrayRef<Member> Group, ArrayRef<size_t> Kept,
                         int64_t Start, uint64_t Width, uint64_t &Useful);
  bool canHoistTo(const Member &M, unsigned EarliestPos, StringRef &Reason);
  bool loadStoreDisjoint(const LoadInst *L, const StoreInst *S);
  bool provablyDisjoint(const LoadInst *L, const StoreInst *S);
  bool windowInsideObject(const Member &Earliest, int64_t Start,
                          uint64_t Width);
  bool isWarpUniform(const Value *V, SmallPtrSetImpl<const Value *> &Seen,
                     unsigned Depth) const;
  void rewrite(const Window &W);
  void reportScalar(const Member &Leader, StringRef Reason);

  Function &F;
  const DataLayout &DL;
  AAResults &AA;
  ScalarEvolution &SE;
  const TargetTransformInfo &TTI;
  OptimizationRemarkEmitter &ORE;
  uint64_t MaxWidth = 16;
  /// Per block: the writers, what each load's hoisting questions found,
  /// and the disjointness queries left.
  BlockWriters Writers;
  DenseMap<const LoadInst *, HoistState> Hoists;
  uint64_t QueriesLeft = 0;
};

} // namespace

/// Integer, FP and vectors thereof whose bits fill whole bytes.
static bool isMergeableType(Type *T, const DataLayout &DL) {
  Type *Elt = T->getScalarType();
  if (!Elt->isIntegerTy() && !Elt->isFloatingPointTy())
    return false;
  if (Elt->isX86_FP80Ty() || Elt->isPPC_FP128Ty())
    return false;
  TypeSize Bits = DL.getTypeSizeInBits(T);
  if (Bits.isScalable() || Bits.getFixedValue() % 8 != 0)
    return false;
  uint64_t Bytes = Bits.getFixedValue() / 8;
  return isPowerOf2_64(Bytes) && Bytes <= 16 &&
         DL.getTypeStoreSize(T).getFixedValue() == Bytes;
}

/// A write no load may be hoisted over, whatever the address.
static bool isHardBarrier(const Instruction &I) {
  if (isa<FenceInst>(I) || I.isAtomic())
    return true;
  if (auto *LI = dyn_cast<LoadInst>(&I))
    return LI->isVolatile();
  if (auto *SI = dyn_cast<StoreInst>(&I))
    return SI->isVolatile();
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    // clang marks every call in CUDA device code convergent, down to the
    // memory(none) inline asm of __half2float: only calls that touch memory
    // matter. A convergent one that touches any memory (llvm.nvvm.barrier*,
    // bar.warp.sync) is a barrier even if it claims inaccessible memory only.
    if (CB->doesNotAccessMemory())
      return false;
    if (CB->isConvergent())
      return true;
    // As upstream's LSV: a call that may unwind or not return ends the
    // stretch loads may be hoisted over, even if it only reads memory.
    if (!isGuaranteedToTransferExecutionToSuccessor(CB))
      return true;
    return CB->mayWriteToMemory() && !CB->onlyAccessesInaccessibleMemory();
  }
  return I.mayWriteToMemory();
}

bool SharedLoadVectorizer::run() {
  if (!EnableLSV || !F.getParent()->getTargetTriple().isNVPTX())
    return false;
  unsigned Bits = TTI.getLoadStoreVecRegBitWidth(SharedAS);
  MaxWidth = std::clamp<uint64_t>(llvm::bit_floor<uint64_t>(Bits / 8), 1, 64);
  bool Changed = false;
  for (BasicBlock &BB : F)
    Changed |= vectorizeBlock(BB);
  return Changed;
}

std::optional<Member> SharedLoadVectorizer::makeMember(LoadInst *LI,
                                                       unsigned Pos) {
  Value *Ptr = LI->getPointerOperand();
  if (!isMergeableType(LI->getType(), DL))
    return std::nullopt;
  const SCEV *S = SE.getSCEV(Ptr);
  if (isa<SCEVCouldNotCompute>(S))
    return std::nullopt;
  Member M{LI,
           Pos,
           getUnderlyingObject(Ptr, UnderlyingObjectLookup),
           S,
           0,
           DL.getTypeStoreSize(LI->getType()).getFixedValue(),
           LI->getAlign()};
  if (auto *Add = dyn_cast<SCEVAddExpr>(S))
    if (auto *C = dyn_cast<SCEVConstant>(Add->getOperand(0))) {
      if (C->getAPInt().getSignificantBits() > MaxOffsetBits)
        return std::nullopt;
      M.Offset = C->getAPInt().getSExtValue();
      SmallVector<const SCEV *, 4> Rest(drop_begin(Add->operands()));
      M.Key = SE.getAddExpr(Rest);
    }
  // Alignment of the key (offset 0) from the object's alignment and the
  // known multiple of the key's distance from the object: this places
  // windows even when no member is aligned (bytes at 4, 8, 12).
  if (auto *GV = dyn_cast<GlobalVariable>(M.Object)) {
    const SCEV *Off =
        SE.getMinusSCEV(M.Key, SE.getSCEV(const_cast<GlobalVariable *>(GV)));
    if (!isa<SCEVCouldNotCompute>(Off)) {
      unsigned TZ = std::min(SE.getMinTrailingZeros(Off), 12u);
      M.BaseAlign =
          std::min(GV->getPointerAlignment(DL), Align(uint64_t(1) << TZ));
      M.Alignment =
          std::max(M.Alignment, commonAlignment(M.BaseAlign, M.Offset));
    }
  }
  return M;
}

/// Phase 1: the block's candidate loads, in program order, and its writers
/// (BlockWriters: plain stores, and the hard barriers no load is hoisted
/// over). Returns how many ordered accesses (volatile, atomic) the block has.
unsigned SharedLoadVectorizer::collectCandidates(BasicBlock &BB,
                                                 SmallVectorImpl<Member> &Out) {
  unsigned Epoch = 0;
  unsigned Pos = 0;
  for (Instruction &I : BB) {
    ++Pos;
    if (smemvec::isOrderedAccess(I))
      ++Epoch;
    if (auto *LI = dyn_cast<LoadInst>(&I)) {
      if (!smemvec::isSharedPointer(LI->getPointerOperand())) {
        // A volatile or atomic load of any memory orders the shared loads
        // around it (an acquire load of a global flag, volatile polling).
        if (!LI->isSimple())
          Writers.addHard(Pos);
        continue;
      }
      if (!LI->isSimple()) {
        ORE.emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "NotSimple", LI)
                 << "shared load left scalar: "
                 << ore::NV("Reason", LI->isVolatile() ? "volatile access"
                                                       : "atomic access");
        });
        ++NumLeftScalar;
        Writers.addHard(Pos);
        continue;
      }
      if (std::optional<Member> M = makeMember(LI, Pos))
        Out.push_back(*M);
      continue;
    }
    if (auto *SI = dyn_cast<StoreInst>(&I); SI && SI->isSimple()) {
      Writers.addStore(Pos, SI);
      continue;
    }
    if (isHardBarrier(I))
      Writers.addHard(Pos);
  }
  return Epoch;
}

/// Phase 2: the candidates grouped by object and address key, in order of
/// first appearance; keys of one object that differ by a constant are
/// joined (SCEV does not always fold sext/zext of an offset), the joined
/// group left empty.
SharedLoadVectorizer::GroupList
SharedLoadVectorizer::groupByAddress(ArrayRef<Member> Members) {
  MapVector<GroupKey, SmallVector<Member, 8>> Groups;
  for (const Member &M : Members)
    Groups[{M.Object, M.Key}].push_back(M);
  GroupList Vec = Groups.takeVector();
  constexpr unsigned MaxJoinTries = 16;
  for (size_t I = 0; I < Vec.size(); ++I) {
    unsigned Tries = 0;
    for (size_t J = I + 1; J < Vec.size() && Tries < MaxJoinTries; ++J) {
      if (Vec[J].second.empty() || Vec[J].first.first != Vec[I].first.first)
        continue;
      ++Tries;
      const SCEV *D = SE.getMinusSCEV(Vec[J].first.second, Vec[I].first.second);
      auto *C = dyn_cast_or_null<SCEVConstant>(D);
      if (!C || C->getAPInt().getSignificantBits() > MaxOffsetBits)
        continue;
      int64_t Delta = C->getAPInt().getSExtValue();
      for (Member M : Vec[J].second) {
        M.Key = Vec[I].first.second;
        M.Offset += Delta;
        M.BaseOffset += Delta;
        Vec[I].second.push_back(M);
      }
      Vec[J].second.clear();
    }
  }
  return Vec;
}

/// The block's phases: collect, group, plan each group's windows, rewrite.
bool SharedLoadVectorizer::vectorizeBlock(BasicBlock &BB) {
  Writers = BlockWriters();
  Hoists.clear();
  SmallVector<Member, 32> Members;
  unsigned Epoch = collectCandidates(BB, Members);
  if (Members.size() < 2)
    return false;
  QueriesLeft =
      uint64_t(DisjointQueriesPerLoad) * Members.size() + DisjointQueriesFloor;
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": block " << BB.getName() << ": "
                    << Members.size() << " candidate loads\n");

  // The windows point into the groups: they live until the rewrite.
  GroupList Groups = groupByAddress(Members);
  SmallVector<Window, 8> Plans;
  for (auto &[Key, Group] : Groups) {
    if (Group.size() < 2)
      continue;
    if (Epoch != 0) {
      // A merged load would be an aligned chain leader that upstream's LSV
      // joins with loads across the ordered access.
      reportScalar(Group.front(), "the block has a volatile or atomic access");
      continue;
    }
    planGroup(Group, Plans);
  }
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << Plans.size()
                    << " windows planned, " << QueriesLeft
                    << " disjointness queries left\n");
  for (const Window &W : Plans)
    rewrite(W);
  return !Plans.empty();
}

/// Whether \p M can be hoisted up to \p EarliestPos: no hard barrier and no
/// store that may overlap M (neither AA nor SCEV separates them) lies
/// between, and at most -smemvec-lsv-max-writers stores that may touch M's
/// object do. Only those stores are looked at (BlockWriters), nearest first,
/// and only as far up as a question has reached: the answer so far is kept
/// per load (HoistState), so each (load, store) pair is asked at most once
/// and a block costs at most its query budget.
bool SharedLoadVectorizer::canHoistTo(const Member &M, unsigned EarliestPos,
                                      StringRef &Reason) {
  assert(EarliestPos < M.Pos && "hoisting goes up");
  if (Writers.lastHardBefore(M.Pos) > EarliestPos) {
    Reason = "a barrier, fence, atomic, volatile access or call lies "
             "between the loads";
    return false;
  }
  HoistState Fresh;
  Fresh.CleanFrom = M.Pos;
  HoistState &H = Hoists.try_emplace(M.Load, Fresh).first->second;
  if (H.CleanFrom <= EarliestPos)
    return true;
  if (!H.Blocked)
    H.Blocked = !Writers.forEachStoreBefore(
        M.Object, H.CleanFrom, EarliestPos,
        [&](unsigned SPos, const StoreInst *S) {
          H.CleanFrom = SPos;
          if (++H.Scanned > MaxWritersScanned)
            H.Reason = "too many stores between the loads";
          else if (QueriesLeft == 0)
            H.Reason = "compile-time budget of alias queries in this block "
                       "spent";
          else if (--QueriesLeft, !loadStoreDisjoint(M.Load, S))
            H.Reason = "a store between the loads may alias";
          else
            return true;
          return false;
        });
  if (H.Blocked) {
    assert(H.CleanFrom > EarliestPos && "a blocker below the question");
    Reason = H.Reason;
    return false;
  }
  H.CleanFrom = EarliestPos;
  return true;
}

/// Alias analysis first, then the SCEV proof.
bool SharedLoadVectorizer::loadStoreDisjoint(const LoadInst *L,
                                             const StoreInst *S) {
  if (AA.isNoAlias(MemoryLocation::get(L), MemoryLocation::get(S)))
    return true;
  if (provablyDisjoint(L, S)) {
    ++NumHoistedBySCEV;
    return true;
  }
  return false;
}

/// Both shared, fixed sizes: then lib/SCEVDisjoint.cpp decides.
bool SharedLoadVectorizer::provablyDisjoint(const LoadInst *L,
                                            const StoreInst *S) {
  // Only shared-to-shared pairs: SCEV cannot subtract pointers of
  // different address spaces, and AA separates those anyway on NVPTX.
  if (S->getPointerAddressSpace() != SharedAS ||
      DL.getTypeStoreSize(S->getValueOperand()->getType()).isScalable())
    return false;
  uint64_t LSize = DL.getTypeStoreSize(L->getType()).getFixedValue();
  uint64_t SSize =
      DL.getTypeStoreSize(S->getValueOperand()->getType()).getFixedValue();
  return smemvec::provablyDisjointBySCEV(
      SE, SE.getSCEV(const_cast<Value *>(L->getPointerOperand())), LSize,
      SE.getSCEV(const_cast<Value *>(S->getPointerOperand())), SSize, S);
}

bool SharedLoadVectorizer::windowInsideObject(const Member &Earliest,
                                              int64_t Start, uint64_t Width) {
  auto *GV = dyn_cast<GlobalVariable>(Earliest.Object);
  if (!GV || GV->isDeclaration() || !GV->getValueType()->isSized())
    return false;
  uint64_t Size = DL.getTypeAllocSize(GV->getValueType()).getFixedValue();
  if (alignedWindowStaysInObject(GV->getPointerAlignment(DL), Size, Width))
    return true;
  const SCEV *Off =
      SE.getMinusSCEV(SE.getSCEV(Earliest.Load->getPointerOperand()),
                      SE.getSCEV(const_cast<GlobalVariable *>(GV)));
  if (isa<SCEVCouldNotCompute>(Off))
    return false;
  ConstantRange R = SE.getSignedRange(Off);
  if (R.isFullSet() || R.getBitWidth() > 64)
    return false;
  int64_t Delta = Start - Earliest.Offset;
  APInt Lo = R.getSignedMin(), Hi = R.getSignedMax();
  if (Lo.getSignificantBits() > MaxOffsetBits ||
      Hi.getSignificantBits() > MaxOffsetBits)
    return false;
  return offsetRangeStaysInObject(Lo.getSExtValue() + Delta,
                                  Hi.getSExtValue() + Delta, Width, Size);
}

/// Special registers that are the same for every thread of a block.
static bool isBlockUniformSreg(const Function *Callee) {
  StringRef N = Callee->getName();
  if (!N.consume_front("llvm.nvvm.read.ptx.sreg."))
    return false;
  return N.starts_with("ctaid") || N.starts_with("ntid") ||
         N.starts_with("nctaid") || N.starts_with("nclusterid") ||
         N.starts_with("clusterid") || N.starts_with("cluster.") ||
         N == "warpsize";
}

/// Built only from constants, kernel arguments and block-uniform special
/// registers. A heuristic for the cost model only: a wrong answer costs
/// speed, never correctness.
bool SharedLoadVectorizer::isWarpUniform(const Value *V,
                                         SmallPtrSetImpl<const Value *> &Seen,
                                         unsigned Depth) const {
  if (isa<Constant>(V))
    return true;
  if (isa<Argument>(V))
    return F.getCallingConv() == CallingConv::PTX_Kernel;
  auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > MaxUniformityDepth)
    return false;
  if (!Seen.insert(V).second)
    return true; // A cycle through phis: decided by its other inputs.
  if (auto *CB = dyn_cast<CallBase>(I)) {
    const Function *Callee = CB->getCalledFunction();
    return Callee && isBlockUniformSreg(Callee);
  }
  if (I->mayReadOrWriteMemory())
    return false;
  return all_of(I->operands(), [&](const Use &U) {
    return isa<BasicBlock>(U.get()) || isWarpUniform(U.get(), Seen, Depth + 1);
  });
}

/// Step 3, the phase of every window: the best-aligned known point of the
/// group (a member's own alignment, or the object's alignment at the key's
/// distance from it), as (offset, alignment).
static std::pair<int64_t, Align> findAnchor(ArrayRef<Member> Group) {
  int64_t AnchorOffset = Group.front().Offset;
  Align AnchorAlign = Group.front().Alignment;
  for (const Member &M : Group) {
    if (M.Alignment > AnchorAlign)
      std::tie(AnchorOffset, AnchorAlign) = std::pair(M.Offset, M.Alignment);
    if (M.BaseAlign > AnchorAlign)
      std::tie(AnchorOffset, AnchorAlign) =
          std::pair(M.BaseOffset, M.BaseAlign);
  }
  return {AnchorOffset, AnchorAlign};
}

/// Step 3, the window's candidates: indices of the unplaced members of the
/// offset-sorted \p Group that fit entirely in [Start, Start + Width), at
/// most MaxWindowMembers, found by binary search.
static SmallVector<size_t, 16> collectWindowCandidates(ArrayRef<Member> Group,
                                                       ArrayRef<bool> Placed,
                                                       int64_t Start,
                                                       uint64_t Width) {
  SmallVector<size_t, 16> In;
  size_t I = partition_point(
                 Group, [&](const Member &M) { return M.Offset < Start; }) -
             Group.begin();
  for (; I < Group.size() && In.size() < MaxWindowMembers &&
         Group[I].Offset < Start + int64_t(Width);
       ++I)
    if (!Placed[I] && fitsInWindow(Group[I].access(), Start, Width))
      In.push_back(I);
  return In;
}

/// Step 3a: the candidates that can be hoisted to the earliest one, which
/// comes first in the result. A member left out keeps its reason in
/// \p DropReason; \p HoistReason is the last such reason.
SmallVector<size_t, 16>
SharedLoadVectorizer::keepHoistable(ArrayRef<Member> Group, ArrayRef<size_t> In,
                                    MutableArrayRef<StringRef> DropReason,
                                    StringRef &HoistReason) {
  assert(!In.empty() && "a window has candidates");
  size_t Earliest = *min_element(
      In, [&](size_t A, size_t B) { return Group[A].Pos < Group[B].Pos; });
  SmallVector<size_t, 16> Kept{Earliest};
  for (size_t I : In) {
    if (I == Earliest)
      continue;
    StringRef Why;
    if (canHoistTo(Group[I], Group[Earliest].Pos, Why)) {
      Kept.push_back(I);
    } else {
      HoistReason = Why;
      DropReason[I] = Why;
    }
  }
  return Kept;
}

/// Steps 3b and 3c: why the window of \p Kept (earliest first) at
/// [Start, Start + Width) is refused, or an empty reason if it is taken;
/// \p Useful receives its useful bytes.
StringRef SharedLoadVectorizer::refuseWindow(ArrayRef<Member> Group,
                                             ArrayRef<size_t> Kept,
                                             int64_t Start, uint64_t Width,
                                             uint64_t &Useful) {
  const Member &Earliest = Group[Kept.front()];
  if (!windowInsideObject(Earliest, Start, Width))
    return "the wider load could read outside the object";
  SmallVector<Access, 16> Acc;
  for (size_t I : Kept)
    Acc.push_back(Group[I].access());
  Useful = usefulBytes(Acc, Start, Width);
  SmallPtrSet<const Value *, 16> Seen;
  bool Uniform = isWarpUniform(Earliest.Load->getPointerOperand(), Seen, 0);
  if (!gapFillPays(Uniform, Useful, Width, MinUsefulRatio))
    return "cost model: thread-varying address and too few useful bytes in "
           "the wider load";
  return "";
}

/// Step 4's input: the window of \p Kept (earliest first) with the best
/// alignment provable at its start, from the anchor and from each member.
static Window makeWindow(ArrayRef<Member> Group, ArrayRef<size_t> Kept,
                         int64_t Start, uint64_t Width, int64_t AnchorOffset,
                         Align AnchorAlign, uint64_t Useful) {
  Window W{Start,
           Width,
           std::max(Align(Width),
                    commonAlignment(AnchorAlign,
                                    uint64_t(std::abs(Start - AnchorOffset)))),
           {},
           Useful};
  for (size_t I : Kept) {
    W.Members.push_back(&Group[I]);
    W.Alignment =
        std::max(W.Alignment,
                 commonAlignment(Group[I].Alignment,
                                 uint64_t(std::abs(Start - Group[I].Offset))));
  }
  return W;
}

/// Step 3 for one group: sorts it by offset and places windows greedily,
/// the lowest unplaced member leading, widest width first (see the file
/// comment); a leader without a window stays scalar with the reason of its
/// widest attempt.
void SharedLoadVectorizer::planGroup(SmallVectorImpl<Member> &Group,
                                     SmallVectorImpl<Window> &Plans) {
  stable_sort(Group, [](const Member &A, const Member &B) {
    return std::tie(A.Offset, A.Pos) < std::tie(B.Offset, B.Pos);
  });
  auto [AnchorOffset, AnchorAlign] = findAnchor(Group);

  SmallVector<bool, 32> Placed(Group.size(), false);
  // Why a member could not join an earlier window (reported if it ends up
  // scalar without a window of its own).
  SmallVector<StringRef, 32> DropReason(Group.size());
  for (size_t LeadIdx = 0; LeadIdx < Group.size(); ++LeadIdx) {
    if (Placed[LeadIdx])
      continue;
    const Member &Leader = Group[LeadIdx];
    StringRef Reason;
    bool Tried = false;
    auto SetReason = [&](StringRef R) {
      if (!Tried)
        Reason = R;
      Tried = true;
    };
    for (uint64_t Width = MaxWidth; Width > Leader.Size; Width /= 2) {
      std::optional<int64_t> Start = alignedWindowStart(
          Leader.Offset, Leader.Size, AnchorOffset, AnchorAlign, Width);
      if (!Start) {
        // Only worth a remark when some other load is close enough to share
        // a window of this width.
        auto Near = [&](size_t I) {
          return I < Group.size() && I != LeadIdx &&
                 uint64_t(std::abs(Group[I].Offset - Leader.Offset)) < Width;
        };
        if (Near(LeadIdx - 1) || Near(LeadIdx + 1))
          SetReason("the address is not provably aligned for a wider load");
        continue;
      }
      SmallVector<size_t, 16> In =
          collectWindowCandidates(Group, Placed, *Start, Width);
      if (In.size() < 2)
        continue;
      StringRef HoistReason;
      SmallVector<size_t, 16> Kept =
          keepHoistable(Group, In, DropReason, HoistReason);
      if (Kept.size() < 2) {
        SetReason(HoistReason);
        continue;
      }
      const Member &Earliest = Group[Kept.front()];
      if (all_of(Kept, [&](size_t I) {
            return Group[I].Offset == Earliest.Offset &&
                   Group[I].Size == Earliest.Size;
          }))
        continue; // Same address twice: nothing to widen.
      uint64_t Useful = 0;
      if (StringRef Why = refuseWindow(Group, Kept, *Start, Width, Useful);
          !Why.empty()) {
        SetReason(Why);
        continue;
      }
      for (size_t I : Kept)
        Placed[I] = true;
      if (Tried) // A wider window was refused: say why.
        ORE.emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "NotWidened",
                                          Earliest.Load)
                 << "shared loads not widened beyond "
                 << ore::NV("Width", Width * 8)
                 << " bits: " << ore::NV("Reason", Reason);
        });
      Plans.push_back(makeWindow(Group, Kept, *Start, Width, AnchorOffset,
                                 AnchorAlign, Useful));
      break;
    }
    if (!Placed[LeadIdx]) {
      Placed[LeadIdx] = true;
      if (Tried)
        reportScalar(Leader, Reason);
      else if (!DropReason[LeadIdx].empty())
        reportScalar(Leader, DropReason[LeadIdx]);
    }
  }
}

void SharedLoadVectorizer::reportScalar(const Member &Leader,
                                        StringRef Reason) {
  ++NumLeftScalar;
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotMerged", Leader.Load)
           << "shared load left scalar: " << ore::NV("Reason", Reason);
  });
}

void SharedLoadVectorizer::rewrite(const Window &W) {
  assert(W.Members.size() >= 2 && "a window merges at least two loads");
  const Member &First = *W.Members.front();
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": rewrite " << W.Members.size()
                    << " loads at " << *First.Load << " as " << W.Width * 8
                    << " bits\n");
  SmallVector<Access, 16> Acc;
  for (const Member *M : W.Members)
    Acc.push_back(M->access());
  uint64_t Lane = laneBytes(Acc, W.Start, W.Width);
  LLVMContext &Ctx = F.getContext();
  Type *LaneTy = IntegerType::get(Ctx, Lane * 8);
  auto *VecTy = FixedVectorType::get(LaneTy, W.Width / Lane);

  IRBuilder<> B(First.Load);
  Value *Ptr = First.Load->getPointerOperand();
  if (int64_t Delta = W.Start - First.Offset)
    Ptr = B.CreatePtrAdd(
        Ptr, ConstantInt::get(DL.getIndexType(Ptr->getType()), Delta),
        "smemvec.lsv.addr");
  LoadInst *Wide = B.CreateAlignedLoad(VecTy, Ptr, W.Alignment, "smemvec.lsv");

  for (const Member *M : W.Members) {
    unsigned Lo = unsigned((M->Offset - W.Start) / int64_t(Lane));
    unsigned N = unsigned(M->Size / Lane);
    Value *V;
    if (N == 1) {
      V = B.CreateExtractElement(Wide, B.getInt64(Lo));
    } else {
      SmallVector<int, 16> Mask(N);
      std::iota(Mask.begin(), Mask.end(), int(Lo));
      V = B.CreateShuffleVector(Wide, Mask);
    }
    V = B.CreateBitCast(V, M->Load->getType());
    V->takeName(M->Load);
    M->Load->replaceAllUsesWith(V);
  }

  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "Merged", Wide)
           << "merged " << ore::NV("NumLoads", unsigned(W.Members.size()))
           << " shared loads into one " << ore::NV("Width", W.Width * 8)
           << "-bit load (" << ore::NV("GapBytes", W.Width - W.Useful)
           << " gap bytes filled)";
  });
  ++NumWindows;
  NumLoadsMerged += W.Members.size();
  NumGapBytes += W.Width - W.Useful;
  for (const Member *M : W.Members) {
    SE.forgetValue(M->Load);
    M->Load->eraseFromParent();
  }
}

//===----------------------------------------------------------------------===//
// Pass manager glue
//===----------------------------------------------------------------------===//

PreservedAnalyses smemvec::SharedLSVPass::run(Function &F,
                                              FunctionAnalysisManager &FAM) {
  if (!EnableLSV || !F.getParent()->getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  SharedLoadVectorizer V(F, FAM.getResult<AAManager>(F),
                         FAM.getResult<ScalarEvolutionAnalysis>(F),
                         FAM.getResult<TargetIRAnalysis>(F),
                         FAM.getResult<OptimizationRemarkEmitterAnalysis>(F));
  if (!V.run())
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {

class SharedLSVLegacy : public FunctionPass {
public:
  static char ID;
  SharedLSVLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: gapped shared-memory load vectorizer";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.addRequired<TargetTransformInfoWrapperPass>();
    AU.addRequired<OptimizationRemarkEmitterWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F) || !EnableLSV ||
        !F.getParent()->getTargetTriple().isNVPTX())
      return false;
    SharedLoadVectorizer V(
        F, getAnalysis<AAResultsWrapperPass>().getAAResults(),
        getAnalysis<ScalarEvolutionWrapperPass>().getSE(),
        getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F),
        getAnalysis<OptimizationRemarkEmitterWrapperPass>().getORE());
    return V.run();
  }
};

} // namespace

char SharedLSVLegacy::ID = 0;

FunctionPass *smemvec::createSharedLSVLegacyPass() {
  return new SharedLSVLegacy();
}
