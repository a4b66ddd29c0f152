//===- SharedAlign.cpp - Raise and propagate shared-memory alignment ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: clang gives a `__shared__ float a[N]` its C alignment (4), and no
// vectorizer downstream (upstream's LoadStoreVectorizer, smemvec-lsv) may
// emit ld.shared.v2/v4 on a chain whose leader is only 4-aligned. Where no
// other translation unit can see a different copy of the object, this pass
// raises its alignment as far as an access can use it, then tells every
// access about it.
//
// Where: the NVPTX codegen pipeline, right after infer-address-spaces (the
// accesses are addrspace(3) there; earlier they are generic and the PTX does
// not change). By name: `opt -passes=smemvec-align`; off: -smemvec-align=0.
//
// Steps, each on the function that does it:
//  1. collectGuardedBlocks, collectHugeBlocks: a block with a volatile or
//     atomic access, or with too many shared accesses, keeps its accesses'
//     alignment and does not raise the globals it uses.
//  2. linkageVerdict: may a global be raised at all without another TU or
//     the linker breaking the assumption?
//  3. wantedAlignment, hasWidenableAccess: only as far as an access can use.
//  4. fitKernelBudgets: per kernel, within ptxas's static limit and the
//     blocks per multiprocessor that shared memory allows.
//  5. propagateToAccesses: every plain access gets the alignment provable
//     for its address.
// A remark gives the reason for every global left alone.
//
// The rules (linkage, ordered accesses, compile time, cost model):
// docs/align.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedAlign.h"
#include "Analysis/SharedMemory.h"
#include "SharedAlignInternal.h"
#include "Support/Options.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/Local.h"

#include <functional>

using namespace llvm;
using namespace smemvec::align;

#define DEBUG_TYPE "smemvec-align"

STATISTIC(NumGlobalsRaised, "Shared globals whose alignment was raised");
STATISTIC(NumAccessesRaised, "Shared accesses whose alignment was raised");

/// nvcc's alignment of every `extern __shared__` array: the dynamic window
/// starts at a 16-byte boundary.
constexpr uint64_t DynamicSharedAlign = 16;

namespace {

/// Why a shared global ends up with the alignment it has.
enum class Verdict {
  Raise,             ///< raised (GlobalAligned)
  AlreadyAligned,    ///< already at the wanted alignment
  LeftODR,           ///< linkonce_odr/weak_odr not owned by one kernel
  LeftInterposable,  ///< weak/linkonce/common: may be replaced
  LeftExternal,      ///< sized declaration: its definition decides
  LeftExternOff,     ///< dynamic shared memory with -smemvec-align-extern=0
  LeftNoWiderAccess, ///< no plain access could become wider
  LeftOrderedAccess, ///< used in a block with a volatile/atomic access
  LeftHugeBlock,     ///< used in a block too long for upstream's LSV
  LeftStaticLimit,   ///< would push a kernel over 48 KB static
  LeftOccupancy,     ///< would lower a kernel's blocks per SM
};

StringRef verdictName(Verdict V) {
  switch (V) {
  case Verdict::Raise:
    return "GlobalAligned";
  case Verdict::AlreadyAligned:
    return "AlreadyAligned";
  case Verdict::LeftODR:
    return "LeftODR";
  case Verdict::LeftInterposable:
    return "LeftInterposable";
  case Verdict::LeftExternal:
    return "LeftExternal";
  case Verdict::LeftExternOff:
    return "LeftExternOff";
  case Verdict::LeftNoWiderAccess:
    return "LeftNoWiderAccess";
  case Verdict::LeftOrderedAccess:
    return "LeftOrderedAccess";
  case Verdict::LeftHugeBlock:
    return "LeftHugeBlock";
  case Verdict::LeftStaticLimit:
    return "LeftStaticLimit";
  case Verdict::LeftOccupancy:
    return "LeftOccupancy";
  }
  llvm_unreachable("unknown verdict");
}

StringRef verdictReason(Verdict V) {
  switch (V) {
  case Verdict::Raise:
    return "";
  case Verdict::AlreadyAligned:
    return "it is already aligned as far as an "
           "access can use";
  case Verdict::LeftODR:
    return "it is linkonce_odr/weak_odr (a template device function's); "
           "under -fgpu-rdc nvlink may keep another TU's less aligned copy "
           "(-smemvec-align-odr=1 if the device code is not linked across "
           "TUs)";
  case Verdict::LeftInterposable:
    return "another definition may replace it at link time";
  case Verdict::LeftExternal:
    return "it is a declaration; its definition in another TU decides";
  case Verdict::LeftExternOff:
    return "dynamic shared memory is left as declared "
           "(-smemvec-align-extern=0)";
  case Verdict::LeftNoWiderAccess:
    return "no plain access to it could become wider";
  case Verdict::LeftOrderedAccess:
    return "it is accessed in a block with a volatile or atomic access that "
           "LLVM's LoadStoreVectorizer would move loads across";
  case Verdict::LeftHugeBlock:
    return "it is accessed in a block with more shared accesses than "
           "-smemvec-align-max-block-accesses, where LLVM's "
           "LoadStoreVectorizer would take time quadratic in the block's "
           "size";
  case Verdict::LeftStaticLimit:
    return "the padding could push a kernel past the 48 KB static "
           "shared-memory limit";
  case Verdict::LeftOccupancy:
    return "the padding could lower the number of blocks per multiprocessor "
           "of a kernel";
  }
  llvm_unreachable("unknown verdict");
}

/// What the pass knows about one shared global.
struct SharedGlobalInfo {
  GlobalVariable *GV = nullptr;
  /// Every function with an instruction that uses the global.
  SmallSetVector<Function *, 4> Users;
  /// Plain or not, every load/store/mem intrinsic addressing it.
  SmallVector<Instruction *, 8> Accesses;
  /// A user is a global (an initializer, llvm.used): its address escapes.
  bool UsedByGlobal = false;
  /// ODR global used only by closed kernels: made internal when raised.
  bool Privatize = false;
  uint64_t Size = 0; ///< allocation size; 0 for dynamic shared memory
  Align Old;         ///< alignment as clang gave it
  Align Wanted;      ///< what steps 3-5 decided (Old when left)
  Verdict Why = Verdict::AlreadyAligned;
};

class SharedAligner {
public:
  using DTGetter = std::function<DominatorTree &(Function &)>;
  using ACGetter = std::function<AssumptionCache &(Function &)>;
  using OREGetter = std::function<OptimizationRemarkEmitter &(Function &)>;

  SharedAligner(Module &M, DTGetter DT, ACGetter AC, OREGetter ORE)
      : M(M), DL(M.getDataLayout()), GetDT(DT), GetAC(AC), GetORE(ORE) {}

  bool run();

private:
  void collectGuardedBlocks(Function &F);
  void collectHugeBlocks(Function &F);
  void collectUses(SharedGlobalInfo &Info) const;
  bool isClosedKernel(const Function &K) const;
  Verdict linkageVerdict(SharedGlobalInfo &Info) const;
  bool hasWidenableAccess(const SharedGlobalInfo &Info, Align Want) const;
  void decide(SharedGlobalInfo &Info) const;
  SmallSetVector<const Function *, 8> reachableFrom(const Function &K) const;
  void fitKernelBudgets();
  bool applyAndReport(SharedGlobalInfo &Info);
  bool derivesOnlyFromSharedGlobals(const Value *Ptr) const;
  Align provableAlignment(Value *Ptr, const Instruction *CxtI,
                          AssumptionCache *AC, DominatorTree *DT,
                          SmallPtrSetImpl<const Value *> &OnPath,
                          unsigned Depth) const;
  unsigned propagateToAccesses(Function &F);

  /// Blocks left alone: see "Ordered accesses" in the file comment.
  SmallPtrSet<const BasicBlock *, 8> Guarded;
  /// Blocks with more plain shared accesses than
  /// -smemvec-align-max-block-accesses: left alone like guarded blocks, for
  /// compile time (see "Compile time" in the file comment).
  SmallPtrSet<const BasicBlock *, 2> HugeBlocks;
  /// The module is a per-TU (non -fgpu-rdc) device compile: see
  /// smemvec::perTUWitness (SharedMemory.h).
  bool WholeProgram = false;
  /// isClosedKernel's answers.
  mutable DenseMap<const Function *, bool> Closed;
  /// One entry per addrspace(3) global, in module order.
  SmallVector<SharedGlobalInfo, 8> Shared;

  Module &M;
  const DataLayout &DL;
  DTGetter GetDT;
  ACGetter GetAC;
  OREGetter GetORE;
};

} // namespace

/// `extern __shared__ T x[]`: a declaration of a zero-length array (clang's
/// form of CUDA dynamic shared memory).
static bool isDynamicShared(const GlobalVariable &GV) {
  auto *AT = dyn_cast<ArrayType>(GV.getValueType());
  return GV.isDeclaration() && AT && AT->getNumElements() == 0;
}

/// Step 2: marks the blocks of \p F that hold an ordered access, together
/// with the straight-line chain (single successor -> single predecessor) they
/// sit in, which GVN or CodeGenPrepare may merge into one block before
/// upstream's LoadStoreVectorizer runs.
void SharedAligner::collectGuardedBlocks(Function &F) {
  SmallVector<BasicBlock *, 4> Seeds;
  for (BasicBlock &BB : F) {
    auto It = find_if(BB, smemvec::isOrderedAccess);
    if (It == BB.end())
      continue;
    Seeds.push_back(&BB);
    const Instruction &At = *It;
    GetORE(F).emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "OrderedAccess", &At)
             << "shared-memory accesses in this block keep their alignment: "
                "it has a volatile or atomic access that LLVM's "
                "LoadStoreVectorizer would move loads across";
    });
  }
  for (BasicBlock *Seed : Seeds) {
    Guarded.insert(Seed);
    for (BasicBlock *BB = Seed;
         BB->getSinglePredecessor() &&
         BB->getSinglePredecessor()->getSingleSuccessor();)
      if (!Guarded.insert(BB = BB->getSinglePredecessor()).second)
        break;
    for (BasicBlock *BB = Seed;
         BB->getSingleSuccessor() &&
         BB->getSingleSuccessor()->getSinglePredecessor();)
      if (!Guarded.insert(BB = BB->getSingleSuccessor()).second)
        break;
  }
  LLVM_DEBUG(if (!Seeds.empty()) dbgs()
             << DEBUG_TYPE << ": " << F.getName() << ": " << Seeds.size()
             << " blocks with ordered accesses\n");
}

/// Step 2, compile time: marks the blocks of \p F with more plain shared
/// accesses than -smemvec-align-max-block-accesses.
void SharedAligner::collectHugeBlocks(Function &F) {
  for (BasicBlock &BB : F) {
    unsigned NumShared = count_if(BB, [](const Instruction &I) {
      const Value *Ptr = getLoadStorePointerOperand(&I);
      return Ptr && smemvec::isSharedPointer(Ptr);
    });
    if (NumShared <= MaxBlockAccesses)
      continue;
    HugeBlocks.insert(&BB);
    GetORE(F).emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "HugeBlock", &BB.front())
             << "shared-memory accesses in this block keep their alignment: "
             << ore::NV("NumAccesses", NumShared)
             << " shared accesses in one block, more than "
                "-smemvec-align-max-block-accesses; LLVM's "
                "LoadStoreVectorizer's time grows with the square of such "
                "blocks";
    });
  }
}

/// Walks the uses of the global through constant expressions, GEPs, casts,
/// phis and selects; records the user functions and the accesses that
/// address it (a pointer stored or passed to a call is an escape: the callee
/// never learns the global's alignment from it).
void SharedAligner::collectUses(SharedGlobalInfo &Info) const {
  SmallVector<const Value *, 8> Worklist{Info.GV};
  SmallPtrSet<const Value *, 16> Seen;
  while (!Worklist.empty()) {
    const Value *V = Worklist.pop_back_val();
    for (const User *U : V->users()) {
      if (!Seen.insert(U).second)
        continue;
      auto *I = dyn_cast<Instruction>(U);
      if (!I) {
        if (isa<GlobalValue>(U))
          Info.UsedByGlobal = true;
        else if (isa<Constant>(U))
          Worklist.push_back(U);
        continue;
      }
      Info.Users.insert(const_cast<Function *>(I->getFunction()));
      auto *MI = dyn_cast<MemIntrinsic>(I);
      if (isa<GetElementPtrInst, CastInst, PHINode, SelectInst>(I))
        Worklist.push_back(I);
      else if (getLoadStorePointerOperand(I) == V ||
               (isa<AtomicRMWInst, AtomicCmpXchgInst>(I) &&
                I->getOperand(0) == V) ||
               (MI && (MI->getRawDest() == V ||
                       (isa<MemTransferInst>(MI) &&
                        cast<MemTransferInst>(MI)->getRawSource() == V))))
        Info.Accesses.push_back(const_cast<Instruction *>(I));
    }
  }
}

/// Functions a call may reach that cannot touch a user's shared globals:
/// intrinsics and the CUDA runtime's device-side entry points.
static bool isRuntimeDeclaration(const Function &F) {
  return F.isIntrinsic() ||
         is_contained({"vprintf", "malloc", "free", "__assertfail"},
                      F.getName());
}

/// The functions \p K can reach (smemvec::reachableFunctions).
SmallSetVector<const Function *, 8>
SharedAligner::reachableFrom(const Function &K) const {
  return smemvec::reachableFunctions(M, K);
}

/// A kernel of this TU whose code, whichever copy of each callee nvlink
/// keeps, runs only functions defined here (ODR copies elsewhere are
/// equivalent) or the CUDA runtime: no other TU's code runs in its blocks.
bool SharedAligner::isClosedKernel(const Function &K) const {
  if (K.isDeclaration() || K.getCallingConv() != CallingConv::PTX_Kernel)
    return false;
  auto [It, New] = Closed.try_emplace(&K, true);
  if (New)
    It->second = all_of(reachableFrom(K), [](const Function *F) {
      return !F->isDeclaration() || isRuntimeDeclaration(*F);
    });
  return It->second;
}

/// Step 3: may the alignment of this global be raised at all? See "Linkage"
/// in the file comment; Raise means yes (with Info.Privatize set when the
/// global must become internal for it).
Verdict SharedAligner::linkageVerdict(SharedGlobalInfo &Info) const {
  const GlobalVariable &GV = *Info.GV;
  if (GV.isDeclaration()) {
    if (!isDynamicShared(GV))
      return Verdict::LeftExternal;
    return AlignExtern ? Verdict::Raise : Verdict::LeftExternOff;
  }
  // internal, private and strong external definitions. canIncreaseAlignment
  // also refuses external globals that are not dso_local (an ELF executable
  // may copy-relocate them): shared memory is never copied, so a strong
  // definition without a pinned section is enough.
  if (GV.canIncreaseAlignment() ||
      (GV.isStrongDefinitionForLinker() && !GV.hasSection()))
    return Verdict::Raise;
  if (!GV.hasLinkOnceODRLinkage() && !GV.hasWeakODRLinkage())
    return Verdict::LeftInterposable;
  if (GV.hasSection() || Info.UsedByGlobal)
    return Verdict::LeftODR;
  if (AlignODR || WholeProgram)
    return Verdict::Raise;
  // Owned by one ODR kernel: the kernel and the global travel together.
  if (Info.Users.size() == 1) {
    const Function &K = *Info.Users.front();
    if (K.getCallingConv() == CallingConv::PTX_Kernel &&
        (K.hasLinkOnceODRLinkage() || K.hasWeakODRLinkage()) &&
        isLocalStaticOf(GV.getName(), K.getName()))
      return Verdict::Raise;
  }
  // Used only by closed kernels of this TU: give them a private copy.
  if (!Info.Users.empty() &&
      all_of(Info.Users, [&](Function *F) { return isClosedKernel(*F); })) {
    Info.Privatize = true;
    return Verdict::Raise;
  }
  return Verdict::LeftODR;
}

/// True if a plain access to the global could become wider with alignment
/// \p Want: it is narrower than that, or split today because its own
/// alignment is below its size.
bool SharedAligner::hasWidenableAccess(const SharedGlobalInfo &Info,
                                       Align Want) const {
  return any_of(Info.Accesses, [&](Instruction *I) {
    if (auto *MI = dyn_cast<MemIntrinsic>(I))
      return !MI->isVolatile();
    if (!isa<LoadInst, StoreInst>(I) || I->isAtomic() ||
        smemvec::isOrderedAccess(*I))
      return false;
    TypeSize Bits = DL.getTypeStoreSize(getLoadStoreType(I));
    if (Bits.isScalable())
      return false;
    uint64_t Size = Bits.getFixedValue();
    return Size < Want.value() ||
           getLoadStoreAlignment(I).value() < std::min(Size, Want.value());
  });
}

/// Steps 3 and 4 for one global: sets Info.Wanted and Info.Why.
void SharedAligner::decide(SharedGlobalInfo &Info) const {
  const GlobalVariable &GV = *Info.GV;
  Info.Old = GV.getPointerAlignment(DL);
  Info.Wanted = Info.Old;
  Info.Size = DL.getTypeAllocSize(GV.getValueType());
  Align Want = isDynamicShared(GV)
                   ? std::min(Align(AlignBytes), Align(DynamicSharedAlign))
                   : wantedAlignment(Info.Size, Align(AlignBytes));
  if (Want <= Info.Old) {
    Info.Why = Verdict::AlreadyAligned;
    return;
  }
  Info.Why = linkageVerdict(Info);
  if (Info.Why != Verdict::Raise)
    return;
  if (any_of(Info.Accesses, [&](Instruction *I) {
        return Guarded.contains(I->getParent()) &&
               !smemvec::isOrderedAccess(*I);
      })) {
    Info.Why = Verdict::LeftOrderedAccess;
    return;
  }
  if (any_of(Info.Accesses, [&](Instruction *I) {
        return HugeBlocks.contains(I->getParent());
      })) {
    Info.Why = Verdict::LeftHugeBlock;
    return;
  }
  // Dynamic shared memory: any access through it may use the window's
  // alignment, and its raise costs no static memory.
  if (!isDynamicShared(GV) && !hasWidenableAccess(Info, Want)) {
    Info.Why = Verdict::LeftNoWiderAccess;
    return;
  }
  Info.Wanted = Want;
}

/// layoutBound (SharedAlignInternal.h) of \p Objects at their Wanted
/// alignments.
static uint64_t layoutBound(ArrayRef<SharedGlobalInfo *> Objects) {
  SmallVector<LayoutObject, 8> Layout;
  for (const SharedGlobalInfo *O : Objects)
    Layout.push_back({O->Size, O->Wanted.value()});
  uint64_t Bound = smemvec::align::layoutBound(Layout);
  assert(Bound >=
             accumulate(map_range(Layout,
                                  [](const LayoutObject &O) { return O.Size; }),
                        uint64_t(0)) &&
         "a layout is never smaller than its objects");
  return Bound;
}

/// Step 5: per kernel, undo raises (largest padding first) until the bound
/// of the raised layout fits the static limit and keeps the kernel's blocks
/// per multiprocessor. A global undone for one kernel stays undone.
void SharedAligner::fitKernelBudgets() {
  // Shared globals used directly by each function.
  DenseMap<const Function *, SmallVector<SharedGlobalInfo *, 4>> UsedBy;
  for (SharedGlobalInfo &Info : Shared)
    for (Function *F : Info.Users)
      UsedBy[F].push_back(&Info);

  for (Function &K : M) {
    if (K.isDeclaration() || K.getCallingConv() != CallingConv::PTX_Kernel)
      continue;
    SmallSetVector<const Function *, 8> Reach = reachableFrom(K);
    SmallSetVector<SharedGlobalInfo *, 8> Objects;
    for (const Function *F : Reach)
      Objects.insert(UsedBy[F].begin(), UsedBy[F].end());
    if (Objects.empty())
      continue;

    uint64_t Bytes = 0; // no layout is smaller: stock's lower bound
    for (SharedGlobalInfo *O : Objects)
      Bytes += O->Size;
    ArrayRef<SmemLimits> Limits =
        budgetLimitsFor(K.getFnAttribute("target-cpu").getValueAsString());

    SmallVector<SharedGlobalInfo *, 8> Raised;
    for (SharedGlobalInfo *O : Objects)
      if (O->Wanted > O->Old)
        Raised.push_back(O);
    auto ExtraPadding = [](const SharedGlobalInfo *O) {
      return O->Wanted.value() - O->Old.value();
    };
    stable_sort(Raised, [&](SharedGlobalInfo *A, SharedGlobalInfo *B) {
      return ExtraPadding(A) > ExtraPadding(B);
    });
    for (SharedGlobalInfo *O : Raised) {
      uint64_t Bound = layoutBound(Objects.getArrayRef());
      BudgetFit Fit = kernelBudget(Limits, Bytes, Bound);
      if (Fit == BudgetFit::Fits)
        break;
      O->Wanted = O->Old;
      O->Privatize = false;
      O->Why = Fit == BudgetFit::OverStaticLimit ? Verdict::LeftStaticLimit
                                                 : Verdict::LeftOccupancy;
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << K.getName() << ": keep '"
                        << O->GV->getName() << "' (" << verdictName(O->Why)
                        << ", bound " << Bound << " bytes)\n");
    }
  }
}

/// Step 6: sets the decided alignment and tells the user what happened to
/// the global (anchored at a function that uses it; unused globals are
/// silent).
bool SharedAligner::applyAndReport(SharedGlobalInfo &Info) {
  GlobalVariable &GV = *Info.GV;
  Function *F = Info.Users.empty() ? nullptr : Info.Users.front();
  bool Raised = Info.Wanted > Info.Old;
  assert(Raised == (Info.Why == Verdict::Raise) &&
         "verdict and decision agree");
  if (Raised) {
    GV.setAlignment(Info.Wanted);
    ++NumGlobalsRaised;
    if (Info.Privatize) {
      GV.setVisibility(GlobalValue::DefaultVisibility);
      GV.setLinkage(GlobalValue::InternalLinkage);
      GV.setComdat(nullptr);
    }
  }
  if (!F)
    return Raised;
  OptimizationRemarkEmitter &ORE = GetORE(*F);
  if (Raised) {
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "GlobalAligned", F)
             << "raised alignment of shared global '"
             << ore::NV("Global", GV.getName()) << "' from "
             << ore::NV("OldAlign", Info.Old.value()) << " to "
             << ore::NV("NewAlign", Info.Wanted.value());
    });
    if (Info.Privatize)
      ORE.emit([&] {
        return OptimizationRemark(DEBUG_TYPE, "GlobalPrivatized", F)
               << "made ODR shared global '" << ore::NV("Global", GV.getName())
               << "' internal: only kernels of this TU use it, so they get "
                  "their own aligned copy whatever copy nvlink keeps";
      });
  } else if (Info.Why == Verdict::AlreadyAligned) {
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "AlreadyAligned", F)
             << "shared global '" << ore::NV("Global", GV.getName())
             << "' keeps alignment " << ore::NV("Align", Info.Old.value())
             << ": " << verdictReason(Info.Why);
    });
  } else {
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, verdictName(Info.Why), F)
             << "shared global '" << ore::NV("Global", GV.getName())
             << "' left at alignment " << ore::NV("Align", Info.Old.value())
             << ": " << ore::NV("Reason", verdictReason(Info.Why));
    });
  }
  return Raised;
}

bool SharedAligner::derivesOnlyFromSharedGlobals(const Value *Ptr) const {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects);
  return !Objects.empty() && all_of(Objects, [](const Value *O) {
    return isa<GlobalVariable>(O) && smemvec::isSharedPointer(O);
  });
}

/// The alignment of \p Ptr that can be proven by walking it back to the
/// shared global it is built from (see step 7 of the file comment).
Align SharedAligner::provableAlignment(Value *Ptr, const Instruction *CxtI,
                                       AssumptionCache *AC, DominatorTree *DT,
                                       SmallPtrSetImpl<const Value *> &OnPath,
                                       unsigned Depth) const {
  constexpr unsigned MaxDepth = 8;
  Align FromKnownBits = getKnownAlignment(Ptr, DL, CxtI, AC, DT);
  if (Depth >= MaxDepth || !OnPath.insert(Ptr).second)
    return FromKnownBits;
  auto Recurse = [&](Value *V) {
    return provableAlignment(V, CxtI, AC, DT, OnPath, Depth + 1);
  };

  Align Result(1);
  if (auto *GV = dyn_cast<GlobalVariable>(Ptr)) {
    Result = GV->getPointerAlignment(DL);
  } else if (auto *GEP = dyn_cast<GEPOperator>(Ptr)) {
    unsigned Bits = DL.getIndexTypeSizeInBits(GEP->getType());
    SmallMapVector<Value *, APInt, 4> VarOffsets;
    APInt ConstOffset(Bits, 0);
    if (GEP->collectOffset(DL, Bits, VarOffsets, ConstOffset)) {
      Result = commonAlignment(Recurse(GEP->getPointerOperand()),
                               ConstOffset.getZExtValue());
      for (auto &[Index, Scale] : VarOffsets) {
        unsigned TZ =
            computeKnownBits(Index, DL, AC, CxtI, DT).countMinTrailingZeros();
        unsigned Shift = std::min(TZ + Scale.countr_zero(),
                                  unsigned(Value::MaxAlignmentExponent));
        Result = std::min(Result, Align(uint64_t(1) << Shift));
      }
    }
  } else if (auto *Op = dyn_cast<Operator>(Ptr);
             Op && (Op->getOpcode() == Instruction::AddrSpaceCast ||
                    Op->getOpcode() == Instruction::BitCast)) {
    // shared -> generic keeps alignment on NVPTX (see the file comment).
    Value *Src = Op->getOperand(0);
    if (Op->getOpcode() == Instruction::BitCast ||
        smemvec::isSharedPointer(Src))
      Result = Recurse(Src);
  } else if (auto *Sel = dyn_cast<SelectInst>(Ptr)) {
    Result =
        std::min(Recurse(Sel->getTrueValue()), Recurse(Sel->getFalseValue()));
  } else if (auto *Phi = dyn_cast<PHINode>(Ptr)) {
    Result = Align(Value::MaximumAlignment);
    for (Value *In : Phi->incoming_values())
      Result = std::min(Result, Recurse(In));
  }
  OnPath.erase(Ptr);
  return std::max(Result, FromKnownBits);
}

/// Step 7: gives every plain shared access of \p F outside a guarded block
/// the alignment its address provably has.
unsigned SharedAligner::propagateToAccesses(Function &F) {
  DominatorTree *DT = nullptr;
  AssumptionCache *AC = nullptr;
  unsigned Raised = 0;

  // Raises the alignment recorded for the access of \p I through \p Ptr.
  auto Improve = [&](Instruction &I, Value *Ptr, Align Current,
                     function_ref<void(Align)> Set) {
    if (!derivesOnlyFromSharedGlobals(Ptr))
      return;
    if (!DT) {
      DT = &GetDT(F);
      AC = &GetAC(F);
    }
    SmallPtrSet<const Value *, 8> OnPath;
    Align Known = provableAlignment(Ptr, &I, AC, DT, OnPath, 0);
    if (Known > Current) {
      Set(Known);
      ++Raised;
    }
  };

  for (Instruction &I : instructions(F)) {
    if (Guarded.contains(I.getParent()) || HugeBlocks.contains(I.getParent()))
      continue;
    if (auto *LI = dyn_cast<LoadInst>(&I)) {
      if (LI->isSimple())
        Improve(I, LI->getPointerOperand(), LI->getAlign(),
                [&](Align A) { LI->setAlignment(A); });
    } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
      if (SI->isSimple())
        Improve(I, SI->getPointerOperand(), SI->getAlign(),
                [&](Align A) { SI->setAlignment(A); });
    } else if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
      if (MI->isVolatile())
        continue;
      Improve(I, MI->getRawDest(), MI->getDestAlign().valueOrOne(),
              [&](Align A) { MI->setDestAlignment(A); });
      if (auto *MT = dyn_cast<MemTransferInst>(MI))
        Improve(I, MT->getRawSource(), MT->getSourceAlign().valueOrOne(),
                [&](Align A) { MT->setSourceAlignment(A); });
    }
  }

  if (Raised) {
    NumAccessesRaised += Raised;
    GetORE(F).emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "AccessesAligned", &F)
             << ore::NV("NumAccesses", Raised)
             << " shared-memory accesses gained alignment";
    });
  }
  return Raised;
}

bool SharedAligner::run() {
  if (!EnableAlign || !M.getTargetTriple().isNVPTX())
    return false;

  if (const Function *K = smemvec::perTUWitness(M)) {
    WholeProgram = true;
    GetORE(const_cast<Function &>(*K)).emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "PerTUCompile", K)
             << "per-TU device compile (template kernel '"
             << ore::NV("Kernel", K->getName())
             << "' has external linkage, as clang gives it without "
                "-fgpu-rdc): linkonce_odr/weak_odr shared globals are raised";
    });
  }

  for (Function &F : M)
    if (!F.isDeclaration()) {
      if (GuardOrdered)
        collectGuardedBlocks(F);
      collectHugeBlocks(F);
    }

  for (GlobalVariable &GV : M.globals())
    if (smemvec::isSharedPointer(&GV)) {
      Shared.emplace_back();
      Shared.back().GV = &GV;
      collectUses(Shared.back());
      decide(Shared.back());
    }
  fitKernelBudgets();

  bool Changed = false;
  for (SharedGlobalInfo &Info : Shared)
    Changed |= applyAndReport(Info);
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << NumGlobalsRaised
                    << " globals raised\n");

  for (Function &F : M)
    if (!F.isDeclaration())
      Changed |= propagateToAccesses(F) != 0;
  return Changed;
}

PreservedAnalyses smemvec::SharedAlignPass::run(Module &M,
                                                ModuleAnalysisManager &MAM) {
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SharedAligner Aligner(
      M,
      [&](Function &F) -> DominatorTree & {
        return FAM.getResult<DominatorTreeAnalysis>(F);
      },
      [&](Function &F) -> AssumptionCache & {
        return FAM.getResult<AssumptionAnalysis>(F);
      },
      [&](Function &F) -> OptimizationRemarkEmitter & {
        return FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
      });
  // Only alignment changes: every analysis stays valid (as InferAlignment).
  Aligner.run();
  return PreservedAnalyses::all();
}

namespace {

/// Legacy-PM wrapper for the codegen pipeline. Function analyses are built
/// on demand per function; the pass runs once per module there.
class SharedAlignLegacy : public ModulePass {
public:
  static char ID;
  SharedAlignLegacy() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: raise shared-memory alignment";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
  }

  bool runOnModule(Module &M) override {
    std::unique_ptr<DominatorTree> DT;
    std::unique_ptr<AssumptionCache> AC;
    std::unique_ptr<OptimizationRemarkEmitter> ORE;
    Function *Cached = nullptr, *CachedORE = nullptr;
    auto Refresh = [&](Function &F) {
      if (Cached != &F) {
        DT = std::make_unique<DominatorTree>(F);
        AC = std::make_unique<AssumptionCache>(F);
        Cached = &F;
      }
    };
    SharedAligner Aligner(
        M,
        [&](Function &F) -> DominatorTree & {
          Refresh(F);
          return *DT;
        },
        [&](Function &F) -> AssumptionCache & {
          Refresh(F);
          return *AC;
        },
        [&](Function &F) -> OptimizationRemarkEmitter & {
          if (CachedORE != &F) {
            ORE = std::make_unique<OptimizationRemarkEmitter>(&F);
            CachedORE = &F;
          }
          return *ORE;
        });
    return Aligner.run();
  }
};

} // namespace

char SharedAlignLegacy::ID = 0;

ModulePass *smemvec::createSharedAlignLegacyPass() {
  return new SharedAlignLegacy();
}
