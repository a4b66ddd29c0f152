//===- SharedInline.cpp - Inline or specialize calls that take shared memory =//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: a device function that receives a shared (or global) buffer by
// pointer sees a generic pointer; unless the call is inlined where the
// pointer is visibly shared, every access through it stays a generic ld/st
// that smemvec-lsv cannot merge. clang's inliner decides on size alone; this
// pass decides where a known address space is at stake ("typed" pointer
// arguments: shared or global).
//
// Where: two halves in the O1-O3 pipelines of NVPTX modules.
//  - smemvec-inline (module) at the early-simplification point decides every
//    call site, creates specialized clones and marks the calls to inline
//    with the call-site attribute "smemvec-inline".
//  - smemvec-inline-apply (CGSCC) at the CGSCC-optimizer-late point inlines
//    the marked calls bottom-up, once each callee was simplified.
// `opt -passes='smemvec-inline,cgscc(smemvec-inline-apply)'` runs both;
// -smemvec-inline=0 turns both off.
//
// Steps:
//  1. Skip non-NVPTX modules; find the functions in recursive cycles.
//  2. Queue every direct call to a defined function.
//  3. Find each call's typed arguments (SharedMemory.h's knownAddressSpace).
//  4. Count the accesses that would become shared or global.
//  5. Decide (SharedInlineInternal.h): inline, specialize into a clone whose
//     typed parameters are addrspace(N), or leave with a remark.
//  6. (smemvec-inline-apply) inline the marked calls, checking the budgets
//     again with the sizes of now.
//
// Algorithm, cost model and measurements: docs/inline.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedInline.h"
#include "Analysis/SharedMemory.h"
#include "SharedInlineInternal.h"
#include "Support/Options.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Analysis/InlineCost.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/NVPTXAddrSpace.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <deque>
#include <map>
#include <optional>

using namespace llvm;
using namespace smemvec::inl;

#define DEBUG_TYPE "smemvec-inline"

STATISTIC(NumInlined, "Calls inlined because they pass shared memory");
STATISTIC(NumSpecialized, "Calls redirected to a shared-specialized clone");
STATISTIC(NumFloorInlined, "Calls inlined because LLVM's inliner would at "
                           "the floor threshold");

/// How deep step 4 follows the pointer into further callees: deep enough for
/// class hierarchies of helper methods, bounded so a call chain costs little.
static constexpr unsigned MaxAccessCountDepth = 8;

/// Underlying-object walk limit per argument (getUnderlyingObjects' own
/// default is 6 GEP/cast steps per path; tile arithmetic rarely needs more).
static constexpr unsigned MaxUnderlyingLookup = 12;

/// Clones are named `<callee>.smemvec.<spaces>` (`.smemvec.shared`,
/// `.smemvec.global`, `.smemvec.shared.global`), so PTX readers see where
/// they come from and what changed.
static constexpr StringLiteral CloneInfix = ".smemvec.";

/// The user's name of a callee that may be one of our clones.
static StringRef originalName(StringRef Name) {
  return Name.take_front(Name.find(CloneInfix));
}

/// Call-site string attribute by which smemvec-inline hands a call to
/// smemvec-inline-apply; its value is the number of accesses that get their
/// address space, then the spaces unless only shared ("7", "3 global",
/// "5 shared and global"), for the remark.
static constexpr const char *InlineMarkAttr = "smemvec-inline";

static bool isGenericPtrType(const Type *Ty) {
  return Ty->isPointerTy() &&
         Ty->getPointerAddressSpace() == NVPTXAS::ADDRESS_SPACE_GENERIC;
}

/// True for the spaces a call argument is retyped to: shared and global.
/// (Local and constant pointers are rare as arguments, and a clone with
/// them would gain little; param space cannot be passed on.)
static bool isRetypedSpace(unsigned AS) {
  return AS == NVPTXAS::ADDRESS_SPACE_SHARED ||
         AS == NVPTXAS::ADDRESS_SPACE_GLOBAL;
}

/// The one address space (shared or global) all underlying objects of the
/// generic pointer \p V live in; generic (0) if they are not all known and
/// the same.
static unsigned provenAddressSpace(const Value *V) {
  if (!isGenericPtrType(V->getType()))
    return NVPTXAS::ADDRESS_SPACE_GENERIC;
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(V, Objects, /*LI=*/nullptr, MaxUnderlyingLookup);
  if (Objects.empty())
    return NVPTXAS::ADDRESS_SPACE_GENERIC;
  unsigned AS = smemvec::knownAddressSpace(Objects.front());
  if (!isRetypedSpace(AS) || any_of(Objects, [AS](const Value *O) {
        return smemvec::knownAddressSpace(O) != AS;
      }))
    return NVPTXAS::ADDRESS_SPACE_GENERIC;
  return AS;
}

static const char *spaceName(unsigned AS) {
  return AS == NVPTXAS::ADDRESS_SPACE_SHARED ? "shared" : "global";
}

/// Per callee parameter, the address space its argument is proven to live
/// in (0: none, the parameter stays as it is).
using ArgSpaces = SmallVector<unsigned, 8>;

static bool anyTyped(const ArgSpaces &Spaces) {
  return any_of(Spaces, [](unsigned AS) { return AS != 0; });
}

/// "shared", "global" or "shared and global": the spaces \p Spaces uses.
static std::string spacesText(const ArgSpaces &Spaces, StringRef Sep) {
  std::string Text;
  for (unsigned AS : {unsigned(NVPTXAS::ADDRESS_SPACE_SHARED),
                      unsigned(NVPTXAS::ADDRESS_SPACE_GLOBAL)})
    if (is_contained(Spaces, AS))
      Text += (Text.empty() ? "" : Sep.str()) + spaceName(AS);
  return Text;
}

/// The remark's words after the access count: " accesses through shared
/// pointer arguments become shared" (or global, or "shared and global ...
/// get their address space").
static std::string accessesText(StringRef Spaces) {
  if (Spaces.contains(' '))
    return (" accesses through " + Spaces +
            " pointer arguments get their address space")
        .str();
  return (" accesses through " + Spaces + " pointer arguments become " + Spaces)
      .str();
}

/// The value of the inline mark for \p NumAccesses accesses through
/// arguments of the spaces in \p Typed.
static std::string inlineMark(unsigned NumAccesses, const ArgSpaces &Typed) {
  std::string Spaces = spacesText(Typed, " and ");
  return Spaces == "shared" ? utostr(NumAccesses)
                            : utostr(NumAccesses) + " " + Spaces;
}

/// Parameter attributes that stay true when a generic pointer parameter is
/// retyped to the space its argument lives in: they speak about the object
/// and the accesses, which do not change. (`nonnull` and
/// `dereferenceable_or_null` do not carry over: a shared object may sit at
/// shared address 0.)
static AttributeSet retypedParamAttrs(LLVMContext &Ctx, AttributeSet Old) {
  AttrBuilder B(Ctx);
  for (Attribute::AttrKind K :
       {Attribute::NoAlias, Attribute::ReadOnly, Attribute::WriteOnly,
        Attribute::ReadNone, Attribute::NoUndef, Attribute::Alignment,
        Attribute::Captures})
    if (Old.hasAttribute(K))
      B.addAttribute(Old.getAttribute(K));
  return AttributeSet::get(Ctx, B);
}

namespace {

class SharedInliner {
public:
  explicit SharedInliner(Module &M) : M(M) {}
  bool run();

private:
  void findRecursiveFunctions();
  void queueCallsIn(Function &F);
  void queueCall(CallBase *CB);
  void processCall(CallBase &CB);
  ArgSpaces typedArguments(const CallBase &CB) const;
  bool forwardsToCalls(Function &F, const ArgSpaces &Params) const;
  unsigned countTypedAccesses(Function &F, const ArgSpaces &Params);
  unsigned countAccessesThrough(Argument &A, unsigned AS, unsigned Depth,
                                SmallPtrSetImpl<const Function *> &OnPath);
  unsigned countSharedCallSites(const Function &F) const;
  CallSiteFacts gatherFacts(CallBase &CB, const ArgSpaces &Typed);
  void markForInlining(CallBase &CB, const ArgSpaces &Typed,
                       unsigned NumAccesses);
  Function *specializedClone(Function &F, const ArgSpaces &Typed);
  CallInst *redirectToClone(CallBase &CB, Function &Clone,
                            const ArgSpaces &Typed);
  void emitRemark(CallBase &CB, const Decision &D, const ArgSpaces &Typed,
                  unsigned NumAccesses, const Function *Clone);
  void emitUntypedRemark(CallBase &CB);

  Module &M;
  /// Functions in recursive cycles of the call graph (step 1). Clones are
  /// made of non-recursive functions only, so they never belong here.
  SmallPtrSet<const Function *, 8> Recursive;
  /// Calls waiting for a decision (step 2). Only the call being decided is
  /// ever replaced, but a WeakVH costs nothing and nulls out if that changes.
  std::deque<WeakVH> Queue;
  /// Calls already decided (marked, redirected or left with a remark).
  SmallPtrSet<const CallBase *, 32> Decided;
  /// Instructions that the calls marked in a function will add to it.
  DenseMap<const Function *, unsigned> PlannedGrowth;
  /// One clone per (callee, parameter address spaces).
  std::map<std::pair<Function *, std::string>, Function *> Clones;
  /// C per callee, counted at its first decision: redirecting a call to a
  /// clone must not make the next call of the same callee look cheaper.
  DenseMap<const Function *, unsigned> SharedCallSitesMemo;
  /// Instruction count per function, measured once: the module half only
  /// adds casts to bodies, and recounting the caller per call made 30000
  /// calls in one kernel quadratic (42 s).
  DenseMap<const Function *, unsigned> SizeMemo;
  unsigned sizeOf(const Function &F);
  /// Step 4's answer per (function, parameter, address space).
  std::map<std::tuple<const Function *, unsigned, unsigned>, unsigned>
      AccessMemo;
  bool Changed = false;
};

} // namespace

/// Step 1: the functions that belong to a call-graph cycle (an SCC of more
/// than one function, or one that calls itself).
void SharedInliner::findRecursiveFunctions() {
  CallGraph CG(M);
  for (scc_iterator<CallGraph *> I = scc_begin(&CG); !I.isAtEnd(); ++I) {
    if (!I.hasCycle())
      continue;
    for (CallGraphNode *N : *I)
      if (Function *F = N->getFunction())
        Recursive.insert(F);
  }
}

void SharedInliner::queueCall(CallBase *CB) {
  Function *Callee = CB->getCalledFunction();
  if (!Callee || Callee->isIntrinsic() || !isa<CallInst>(CB) ||
      Decided.contains(CB))
    return;
  Queue.emplace_back(CB);
}

/// Step 2 for one function: queue its direct calls.
void SharedInliner::queueCallsIn(Function &F) {
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      queueCall(CB);
}

/// Step 3: per parameter of \p CB's callee, the address space (shared or
/// global) its generic pointer argument is proven to live in; 0 elsewhere.
ArgSpaces SharedInliner::typedArguments(const CallBase &CB) const {
  const Function *Callee = CB.getCalledFunction();
  unsigned N = std::min<unsigned>(CB.arg_size(), Callee->arg_size());
  ArgSpaces Typed(Callee->arg_size(), 0);
  for (unsigned I = 0; I != N; ++I) {
    if (CB.isByValArgument(I) || CB.paramHasAttr(I, Attribute::InAlloca) ||
        CB.paramHasAttr(I, Attribute::Preallocated))
      continue;
    Typed[I] = provenAddressSpace(CB.getArgOperand(I));
  }
  return Typed;
}

/// True if \p F passes one of \p Params (or a pointer derived from it) on
/// to a call: then inlining goes through a clone, so that those calls see
/// the pointer as shared (step 5).
bool SharedInliner::forwardsToCalls(Function &F,
                                    const ArgSpaces &Params) const {
  for (unsigned I = 0, E = Params.size(); I != E; ++I) {
    if (!Params[I])
      continue;
    SmallVector<const Value *, 16> Worklist{F.getArg(I)};
    SmallPtrSet<const Value *, 16> Seen{F.getArg(I)};
    while (!Worklist.empty()) {
      const Value *V = Worklist.pop_back_val();
      for (const Use &U : V->uses()) {
        const User *Usr = U.getUser();
        if (auto *CB = dyn_cast<CallBase>(Usr)) {
          if (CB->isArgOperand(&U) && !isa<IntrinsicInst>(CB))
            return true;
        } else if (isa<GetElementPtrInst>(Usr) || isa<PHINode>(Usr) ||
                   isa<SelectInst>(Usr)) {
          if (Seen.insert(Usr).second)
            Worklist.push_back(Usr);
        }
      }
    }
  }
  return false;
}

/// Step 4 for one parameter: accesses through \p A (or a value derived from
/// it and from objects of address space \p AS only), including those of
/// callees that receive it, down to MaxAccessCountDepth.
unsigned
SharedInliner::countAccessesThrough(Argument &A, unsigned AS, unsigned Depth,
                                    SmallPtrSetImpl<const Function *> &OnPath) {
  Function &F = *A.getParent();
  auto Key =
      std::make_tuple(static_cast<const Function *>(&F), A.getArgNo(), AS);
  if (auto It = AccessMemo.find(Key); It != AccessMemo.end())
    return It->second;

  // A phi or select that also merges a pointer of another (or an unknown)
  // space stays generic.
  auto DerivesOnlyFromArg = [&A, AS](const Value *V) {
    SmallVector<const Value *, 4> Objects;
    getUnderlyingObjects(V, Objects, nullptr, MaxUnderlyingLookup);
    return all_of(Objects, [&A, AS](const Value *O) {
      return O == &A || smemvec::knownAddressSpace(O) == AS;
    });
  };

  unsigned Count = 0;
  SmallVector<const Value *, 16> Worklist{&A};
  SmallPtrSet<const Value *, 16> Seen{&A};
  while (!Worklist.empty()) {
    const Value *V = Worklist.pop_back_val();
    for (const Use &U : V->uses()) {
      const User *Usr = U.getUser();
      if (isa<LoadInst>(Usr)) {
        ++Count;
      } else if (auto *SI = dyn_cast<StoreInst>(Usr)) {
        Count += U.getOperandNo() == SI->getPointerOperandIndex();
      } else if (isa<AtomicRMWInst>(Usr) || isa<AtomicCmpXchgInst>(Usr)) {
        Count += U.getOperandNo() == 0; // the address; others are values
      } else if (isa<MemIntrinsic>(Usr)) {
        Count += cast<CallBase>(Usr)->isArgOperand(&U);
      } else if (auto *GEP = dyn_cast<GetElementPtrInst>(Usr)) {
        if (GEP->getPointerOperand() == V && Seen.insert(GEP).second)
          Worklist.push_back(GEP);
      } else if (isa<PHINode>(Usr) || isa<SelectInst>(Usr)) {
        if (isGenericPtrType(Usr->getType()) && DerivesOnlyFromArg(Usr) &&
            Seen.insert(Usr).second)
          Worklist.push_back(Usr);
      } else if (auto *CB = dyn_cast<CallBase>(Usr)) {
        Function *G = CB->getCalledFunction();
        if (!G || G->isDeclaration() || !CB->isArgOperand(&U) ||
            Depth + 1 >= MaxAccessCountDepth || OnPath.contains(G))
          continue;
        unsigned ArgNo = CB->getArgOperandNo(&U);
        if (ArgNo >= G->arg_size())
          continue;
        OnPath.insert(G);
        Count += countAccessesThrough(*G->getArg(ArgNo), AS, Depth + 1, OnPath);
        OnPath.erase(G);
      }
    }
  }
  // Only answers computed from the top are memoized: deeper ones may have
  // had a call-graph cycle cut by OnPath.
  if (Depth == 0)
    AccessMemo[Key] = Count;
  return Count;
}

unsigned SharedInliner::countTypedAccesses(Function &F,
                                           const ArgSpaces &Params) {
  unsigned Count = 0;
  for (unsigned I = 0, E = Params.size(); I != E; ++I) {
    if (!Params[I])
      continue;
    SmallPtrSet<const Function *, 8> OnPath{&F};
    Count += countAccessesThrough(*F.getArg(I), Params[I], 0, OnPath);
  }
  return Count;
}

unsigned SharedInliner::sizeOf(const Function &F) {
  auto [It, New] = SizeMemo.try_emplace(&F, 0);
  if (New)
    It->second = F.getInstructionCount();
  return It->second;
}

/// C in the cost model: direct call sites of \p F passing a typed pointer.
unsigned SharedInliner::countSharedCallSites(const Function &F) const {
  unsigned Count = 0;
  for (const User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      if (CB->getCalledFunction() == &F && anyTyped(typedArguments(*CB)))
        ++Count;
  return Count;
}

CallSiteFacts SharedInliner::gatherFacts(CallBase &CB, const ArgSpaces &Typed) {
  Function &Callee = *CB.getCalledFunction();
  Function &Caller = *CB.getFunction();
  CallSiteFacts Facts;
  Facts.Declaration = Callee.isDeclaration();
  Facts.VarArg = Callee.isVarArg();
  Facts.OptNone = Callee.hasOptNone() || Caller.hasOptNone();
  Facts.Recursive = Recursive.contains(&Callee) || &Callee == &Caller;
  Facts.Interposable = Callee.isInterposable();
  Facts.NoInline = CB.isNoInline();
  if (Facts.Declaration || Facts.VarArg || Facts.OptNone || Facts.Recursive ||
      Facts.Interposable)
    return Facts;
  Facts.InlineViable = isInlineViable(Callee).isSuccess() &&
                       AttributeFuncs::areInlineCompatible(Caller, Callee) &&
                       !CB.isMustTailCall();
  Facts.SharedAccesses = countTypedAccesses(Callee, Typed);
  Facts.CalleeSize = sizeOf(Callee);
  auto [It, New] = SharedCallSitesMemo.try_emplace(&Callee, 0);
  if (New)
    It->second = std::max(1u, countSharedCallSites(Callee));
  Facts.SharedCallSites = It->second;
  Facts.CallerSize = sizeOf(Caller) + PlannedGrowth.lookup(&Caller);
  return Facts;
}

/// Step 5, inline: mark the call for smemvec-inline-apply. If the callee
/// passes the pointer on, the marked call goes to the specialized clone
/// instead, whose calls then see the pointer as shared (in the IR) and are
/// decided in turn; once inlined, the clone is dead and removed.
void SharedInliner::markForInlining(CallBase &CB, const ArgSpaces &Typed,
                                    unsigned NumAccesses) {
  Function &Callee = *CB.getCalledFunction();
  PlannedGrowth[CB.getFunction()] += sizeOf(Callee);
  CallBase *Marked = &CB;
  if (forwardsToCalls(Callee, Typed))
    Marked = redirectToClone(CB, *specializedClone(Callee, Typed), Typed);
  Marked->addFnAttr(Attribute::get(Marked->getContext(), InlineMarkAttr,
                                   inlineMark(NumAccesses, Typed)));
  Changed = true;
}

/// Step 5, specialize: the clone of \p F whose parameters typed in \p Typed
/// are `ptr addrspace(N)` of their space, cast back to generic at entry,
/// with the parameter attributes that stay true (retypedParamAttrs). Made
/// once per key.
Function *SharedInliner::specializedClone(Function &F, const ArgSpaces &Typed) {
  std::string Key;
  for (unsigned AS : Typed)
    Key += char('0' + AS);
  Function *&Slot = Clones[{&F, Key}];
  if (Slot)
    return Slot;

  LLVMContext &Ctx = M.getContext();
  SmallVector<Type *, 8> Params;
  for (Argument &A : F.args()) {
    unsigned AS = Typed[A.getArgNo()];
    Params.push_back(AS ? PointerType::get(Ctx, AS) : A.getType());
  }
  FunctionType *CloneTy =
      FunctionType::get(F.getReturnType(), Params, /*isVarArg=*/false);
  Function *Clone = Function::Create(
      CloneTy, GlobalValue::InternalLinkage, F.getAddressSpace(),
      F.getName() + CloneInfix + spacesText(Typed, "."), &M);

  // Map each shared parameter to a cast back to generic, built in a scratch
  // block first (CloneFunctionInto needs every argument mapped) and then
  // moved to the top of the cloned entry block.
  BasicBlock *Scratch = BasicBlock::Create(Ctx, "", Clone);
  ValueToValueMapTy VMap;
  SmallVector<Instruction *, 4> Casts;
  for (Argument &A : F.args()) {
    Argument *NewA = Clone->getArg(A.getArgNo());
    NewA->setName(A.getName());
    if (!Typed[A.getArgNo()]) {
      VMap[&A] = NewA;
      continue;
    }
    auto *Cast = new AddrSpaceCastInst(NewA, A.getType(),
                                       A.getName() + ".generic", Scratch);
    Casts.push_back(Cast);
    VMap[&A] = Cast;
  }
  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(Clone, &F, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns);
  // CloneFunctionInto copies the attributes of parameters mapped to
  // parameters only; give the retyped ones back what still holds
  // (noalias, readonly, ...), so the clone knows what the original knew.
  for (Argument &A : F.args())
    if (Typed[A.getArgNo()])
      Clone->addParamAttrs(
          A.getArgNo(),
          AttrBuilder(Ctx,
                      retypedParamAttrs(
                          Ctx, F.getAttributes().getParamAttrs(A.getArgNo()))));
  BasicBlock &Entry = *std::next(Clone->begin());
  for (Instruction *Cast : reverse(Casts))
    Cast->moveBefore(Entry.getFirstInsertionPt());
  Scratch->eraseFromParent();
  // Local to this module: no comdat, default visibility (verifier rule).
  Clone->setLinkage(GlobalValue::InternalLinkage);
  Clone->setVisibility(GlobalValue::DefaultVisibility);
  Clone->setComdat(nullptr);
  assert(&Clone->getEntryBlock() == &Entry && "scratch block left behind");

  Slot = Clone;
  Changed = true;
  queueCallsIn(*Clone);
  LLVM_DEBUG(dbgs() << "smemvec-inline: cloned " << F.getName() << " as "
                    << Clone->getName() << "\n");
  return Clone;
}

/// Step 5, specialize: replace \p CB by a call of \p Clone that passes the
/// typed arguments cast to their address space.
CallInst *SharedInliner::redirectToClone(CallBase &CB, Function &Clone,
                                         const ArgSpaces &Typed) {
  IRBuilder<> B(&CB);
  SmallVector<Value *, 8> Args;
  SmallVector<AttributeSet, 8> ArgAttrs;
  AttributeList Attrs = CB.getAttributes();
  for (unsigned I = 0, E = CB.arg_size(); I != E; ++I) {
    Value *Arg = CB.getArgOperand(I);
    if (I < Typed.size() && Typed[I]) {
      Args.push_back(
          B.CreateAddrSpaceCast(Arg, Clone.getArg(I)->getType(),
                                Arg->getName() + "." + spaceName(Typed[I])));
      // Of the generic argument's attributes, keep what stays true of the
      // retyped value (noalias, readonly, align, ...).
      ArgAttrs.push_back(
          retypedParamAttrs(M.getContext(), Attrs.getParamAttrs(I)));
    } else {
      Args.push_back(Arg);
      ArgAttrs.push_back(Attrs.getParamAttrs(I));
    }
  }
  SmallVector<OperandBundleDef, 1> Bundles;
  CB.getOperandBundlesAsDefs(Bundles);
  CallInst *New = B.CreateCall(&Clone, Args, Bundles);
  auto *Old = cast<CallInst>(&CB);
  New->setCallingConv(Old->getCallingConv());
  New->setTailCallKind(Old->getTailCallKind());
  New->setAttributes(AttributeList::get(M.getContext(), Attrs.getFnAttrs(),
                                        Attrs.getRetAttrs(), ArgAttrs));
  New->copyMetadata(*Old);
  New->setDebugLoc(Old->getDebugLoc());
  New->takeName(Old);
  Decided.insert(New);
  Decided.erase(Old); // its address may be reused by a new instruction
  Old->replaceAllUsesWith(New);
  Old->eraseFromParent();
  Changed = true;
  return New;
}

void SharedInliner::emitRemark(CallBase &CB, const Decision &D,
                               const ArgSpaces &Typed, unsigned NumAccesses,
                               const Function *Clone) {
  Function &Caller = *CB.getFunction();
  Function &Callee = *CB.getCalledFunction();
  OptimizationRemarkEmitter ORE(&Caller);
  if (D.What == Action::Specialize) {
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "Specialized", &CB)
             << "call of '" << ore::NV("Callee", &Callee) << "' in '"
             << ore::NV("Caller", &Caller) << "' now calls '"
             << ore::NV("Clone", Clone->getName())
             << "': " << ore::NV("SharedAccesses", NumAccesses)
             << accessesText(spacesText(Typed, " and "))
             << " (not inlined: " << ore::NV("Reason", reasonText(D.Why))
             << ")";
    });
    return;
  }
  assert(D.What == Action::Leave && "inlining is reported when applied");
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotInlined", &CB)
           << "call of '" << ore::NV("Callee", &Callee) << "' in '"
           << ore::NV("Caller", &Caller)
           << ("' passes " + spacesText(Typed, " and ") +
               " memory but is left alone: ")
           << ore::NV("Reason", reasonText(D.Why));
  });
}

/// The analysis remark for a call the pass looked at and had no reason to
/// touch: no pointer argument of a known space (or no pointer at all), so
/// inlining it would make no access shared or global.
void SharedInliner::emitUntypedRemark(CallBase &CB) {
  Function &Caller = *CB.getFunction();
  OptimizationRemarkEmitter ORE(&Caller);
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "NoTypedArgument", &CB)
           << "call of '" << ore::NV("Callee", CB.getCalledFunction())
           << "' in '" << ore::NV("Caller", &Caller)
           << "' left to the inliner: no pointer argument proven to point "
              "into shared or global memory";
  });
}

/// Steps 3-5 for one queued call.
void SharedInliner::processCall(CallBase &CB) {
  if (Decided.contains(&CB))
    return;
  Function *Callee = CB.getCalledFunction();
  assert(Callee && "only direct calls are queued");
  Decided.insert(&CB);
  // The always-inliner will take it anyway; the inlined body then sees the
  // typed pointer by itself. Kernels cannot be called.
  if (Callee->hasFnAttribute(Attribute::AlwaysInline) ||
      Callee->getCallingConv() == CallingConv::PTX_Kernel)
    return;
  ArgSpaces Typed = typedArguments(CB);
  if (!anyTyped(Typed)) {
    if (!Callee->isDeclaration())
      emitUntypedRemark(CB);
    return;
  }

  CallSiteFacts Facts = gatherFacts(CB, Typed);
  Decision D = decide(Facts, {InlineBudget, MaxCallerSize, EnableSpecialize});
  LLVM_DEBUG(dbgs() << "smemvec-inline: " << CB.getFunction()->getName()
                    << " -> " << Callee->getName() << ": " << reasonText(D.Why)
                    << "\n");
  switch (D.What) {
  case Action::Inline:
    markForInlining(CB, Typed, Facts.SharedAccesses);
    return;
  case Action::Specialize: {
    Function *Clone = specializedClone(*Callee, Typed);
    emitRemark(CB, D, Typed, Facts.SharedAccesses, Clone);
    redirectToClone(CB, *Clone, Typed);
    ++NumSpecialized;
    return;
  }
  case Action::Leave:
    emitRemark(CB, D, Typed, Facts.SharedAccesses, nullptr);
    return;
  }
}

bool SharedInliner::run() {
  findRecursiveFunctions();
  for (Function &F : M)
    if (!F.isDeclaration())
      queueCallsIn(F);
  LLVM_DEBUG(dbgs() << "smemvec-inline: " << Queue.size()
                    << " direct calls queued\n");
  while (!Queue.empty()) {
    WeakVH V = Queue.front();
    Queue.pop_front();
    if (auto *CB = dyn_cast_or_null<CallBase>(V))
      processCall(*CB);
  }
  return Changed;
}

PreservedAnalyses smemvec::SharedInlinePass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  if (!EnableInline || !M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  return SharedInliner(M).run() ? PreservedAnalyses::none()
                                : PreservedAnalyses::all();
}

//===----------------------------------------------------------------------===//
// smemvec-inline-apply (step 6)
//===----------------------------------------------------------------------===//

/// The marked calls of \p F whose callee can be inlined.
static SmallVector<CallBase *, 8> markedCalls(Function &F) {
  SmallVector<CallBase *, 8> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (CB->hasFnAttr(InlineMarkAttr))
        Calls.push_back(CB);
  return Calls;
}

static OptimizationRemark inlinedRemark(CallBase &CB) {
  Function &Caller = *CB.getFunction();
  Function &Callee = *CB.getCalledFunction();
  auto [Count, Spaces] =
      CB.getFnAttr(InlineMarkAttr).getValueAsString().split(' ');
  unsigned NumAccesses = 0;
  Count.getAsInteger(10, NumAccesses);
  // A marked call may go to the callee's clone; the user knows the original.
  StringRef CalleeName = originalName(Callee.getName());
  OptimizationRemark R(DEBUG_TYPE, "Inlined", &CB);
  R << "inlined '" << ore::NV("Callee", CalleeName) << "' into '"
    << ore::NV("Caller", &Caller)
    << "': " << ore::NV("SharedAccesses", NumAccesses)
    << accessesText(Spaces.empty() ? "shared" : Spaces);
  return R;
}

/// Inlines \p CB. The remark \p MakeRemark builds is made while the call
/// still exists (its location outlives it) and emitted only once the call
/// is inlined; if InlineFunction refuses, a missed remark gives LLVM's
/// reason instead, as upstream's inliner reports it.
static bool
inlineReporting(CallBase &CB, InlineFunctionInfo &IFI,
                OptimizationRemarkEmitter &ORE,
                function_ref<OptimizationRemark(CallBase &)> MakeRemark) {
  std::optional<OptimizationRemark> Done;
  std::optional<OptimizationRemarkMissed> Refused;
  if (ORE.enabled()) {
    Done.emplace(MakeRemark(CB));
    Refused.emplace(DEBUG_TYPE, "NotInlined", &CB);
    *Refused << "call of '"
             << ore::NV("Callee",
                        originalName(CB.getCalledFunction()->getName()))
             << "' in '" << ore::NV("Caller", CB.getFunction())
             << "' not inlined: LLVM's InlineFunction refused it (";
  }
  InlineResult Result = InlineFunction(CB, IFI, /*MergeAttributes=*/true);
  if (!Result.isSuccess()) {
    if (Refused)
      ORE.emit(*Refused << ore::NV("Why", Result.getFailureReason()) << ")");
    return false;
  }
  if (Done)
    ORE.emit(*Done);
  return true;
}

/// Direct call sites of \p F (C in the cost model, at inlining time).
static unsigned countCallSites(const Function &F) {
  unsigned Count = 0;
  for (const User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      Count += CB->getCalledFunction() == &F;
  return Count;
}

static void emitNotInlinedNowRemark(CallBase &CB, Reason Why,
                                    OptimizationRemarkEmitter &ORE) {
  Function &Caller = *CB.getFunction();
  StringRef CalleeName = originalName(CB.getCalledFunction()->getName());
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotInlined", &CB)
           << "call of '" << ore::NV("Callee", CalleeName) << "' in '"
           << ore::NV("Caller", &Caller) << "' was marked but is not inlined: "
           << ore::NV("Reason", reasonText(Why))
           << " once its callees were inlined into it";
  });
}

/// Inlines the marked calls of \p F, and the marked calls that the inlined
/// bodies bring along. The budgets are checked again with the sizes of now
/// (the callee already holds its own inlined callees): the decisions were
/// made top-down on bodies before inlining, so without this check a chain of
/// functions each calling the next twice would grow exponentially. A call
/// refused here stays a call (to the shared clone where the callee passes
/// the pointer on); one InlineFunction refused goes into \p Refused, so that
/// the floor does not try (and report) it again. Returns true if anything
/// was inlined.
static bool inlineMarkedCalls(Function &F, OptimizationRemarkEmitter &ORE,
                              SmallPtrSetImpl<CallBase *> &Refused) {
  bool Changed = false;
  unsigned CallerSize = F.getInstructionCount();
  SmallVector<CallBase *, 8> Worklist = markedCalls(F);
  while (!Worklist.empty()) {
    CallBase *CB = Worklist.pop_back_val();
    Function *Callee = CB->getCalledFunction();
    // The mark was set on a viable, non-recursive, non-noinline callee; a
    // later pass may still have changed that (or made the call indirect).
    if (!Callee || Callee == &F || Callee->isDeclaration() ||
        Callee->isInterposable() || CB->isNoInline() ||
        !isInlineViable(*Callee).isSuccess()) {
      CB->removeFnAttr(InlineMarkAttr);
      continue;
    }
    unsigned CalleeSize = Callee->getInstructionCount();
    Reason Over = Reason::None;
    if (uint64_t(CalleeSize) * countCallSites(*Callee) > InlineBudget)
      Over = Reason::OverBudget;
    else if (uint64_t(CallerSize) + CalleeSize > MaxCallerSize)
      Over = Reason::CallerTooLarge;
    if (Over != Reason::None) {
      emitNotInlinedNowRemark(*CB, Over, ORE);
      CB->removeFnAttr(InlineMarkAttr);
      continue;
    }
    InlineFunctionInfo IFI;
    if (!inlineReporting(*CB, IFI, ORE, inlinedRemark)) {
      CB->removeFnAttr(InlineMarkAttr);
      Refused.insert(CB);
      continue;
    }
    ++NumInlined;
    Changed = true;
    CallerSize += CalleeSize;
    for (CallBase *Inlined : IFI.InlinedCallSites)
      if (Inlined->hasFnAttr(InlineMarkAttr))
        Worklist.push_back(Inlined);
  }
  return Changed;
}

/// The floor (issue 31): a call the rules above left alone that LLVM's
/// inliner, asked with `-inline-threshold=FloorThreshold` ("blunt", the
/// global-threshold recipe the plugin must never lose to), would inline is
/// inlined, unless the caller would grow past -smemvec-inline-max-caller-
/// size. Asked here, after the regular inliner had its turn at its own
/// threshold, so only what it refused and the floor accepts is inlined.
/// Calls within \p C (recursion) are never inlined. Returns true if
/// anything was inlined.
static bool inlineFloorCalls(Function &F, LazyCallGraph::SCC &C,
                             LazyCallGraph &CG, FunctionAnalysisManager &FAM,
                             OptimizationRemarkEmitter &ORE,
                             const SmallPtrSetImpl<CallBase *> &Refused) {
  if (!FloorThreshold)
    return false;
  auto GetAC = [&](Function &G) -> AssumptionCache & {
    return FAM.getResult<AssumptionAnalysis>(G);
  };
  auto GetTLI = [&](Function &G) -> const TargetLibraryInfo & {
    return FAM.getResult<TargetLibraryAnalysis>(G);
  };
  const InlineParams Params = getInlineParams(int(FloorThreshold));
  SmallVector<CallBase *, 8> Worklist;
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      Worklist.push_back(CB);
  bool Changed = false;
  unsigned CallerSize = F.getInstructionCount();
  while (!Worklist.empty()) {
    CallBase *CB = Worklist.pop_back_val();
    Function *Callee = CB->getCalledFunction();
    if (!Callee || Callee == &F || Callee->isDeclaration() ||
        Callee->isIntrinsic() || CB->hasFnAttr(InlineMarkAttr) ||
        Refused.contains(CB))
      continue;
    if (LazyCallGraph::Node *N = CG.lookup(*Callee))
      if (CG.lookupSCC(*N) == &C)
        continue;
    InlineCost IC = getInlineCost(
        *CB, Params, FAM.getResult<TargetIRAnalysis>(*Callee), GetAC, GetTLI);
    if (!IC)
      continue;
    StringRef CalleeName = Callee->getName();
    unsigned CalleeSize = Callee->getInstructionCount();
    if (uint64_t(CallerSize) + CalleeSize > MaxCallerSize) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "NotInlined", CB)
               << "call of '" << ore::NV("Callee", CalleeName) << "' in '"
               << ore::NV("Caller", &F) << "' is within the inliner floor "
               << "but not inlined: "
               << ore::NV("Reason", reasonText(Reason::CallerTooLarge));
      });
      continue;
    }
    auto FloorRemark = [&](CallBase &Call) {
      OptimizationRemark R(DEBUG_TYPE, "Inlined", &Call);
      R << "inlined '" << ore::NV("Callee", CalleeName) << "' into '"
        << ore::NV("Caller", &F) << "': LLVM's inliner inlines it at the "
        << "floor threshold (-inline-threshold="
        << ore::NV("FloorThreshold", unsigned(FloorThreshold)) << ")";
      if (IC.isVariable())
        R << " (cost " << ore::NV("Cost", IC.getCost()) << " < "
          << ore::NV("Threshold", IC.getThreshold()) << ")";
      return R;
    };
    InlineFunctionInfo IFI;
    if (!inlineReporting(*CB, IFI, ORE, FloorRemark))
      continue;
    ++NumFloorInlined;
    Changed = true;
    CallerSize += CalleeSize;
    for (CallBase *Inlined : IFI.InlinedCallSites)
      Worklist.push_back(Inlined);
  }
  return Changed;
}

PreservedAnalyses
smemvec::SharedInlineApplyPass::run(LazyCallGraph::SCC &InitialC,
                                    CGSCCAnalysisManager &AM, LazyCallGraph &CG,
                                    CGSCCUpdateResult &UR) {
  if (!EnableInline)
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM =
      AM.getResult<FunctionAnalysisManagerCGSCCProxy>(InitialC, CG)
          .getManager();
  LazyCallGraph::SCC *C = &InitialC;
  // Collect the nodes first: the SCC may change as we update it.
  SmallVector<LazyCallGraph::Node *, 4> Nodes;
  for (LazyCallGraph::Node &N : InitialC)
    Nodes.push_back(&N);
  bool Changed = false;
  for (LazyCallGraph::Node *N : Nodes) {
    Function &F = N->getFunction();
    if (!F.getParent()->getTargetTriple().isNVPTX() || F.isDeclaration())
      continue;
    OptimizationRemarkEmitter ORE(&F);
    SmallPtrSet<CallBase *, 4> Refused;
    bool Inlined = inlineMarkedCalls(F, ORE, Refused);
    Inlined |= inlineFloorCalls(F, *C, CG, FAM, ORE, Refused);
    if (!Inlined)
      continue;
    Changed = true;
    // As the regular inliner does: new call edges point to SCCs below this
    // one (the callees are not recursive), which the update accepts.
    C = &updateCGAndAnalysisManagerForCGSCCPass(CG, *C, *N, AM, UR, FAM);
    FAM.invalidate(F, PreservedAnalyses::none());
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserve<FunctionAnalysisManagerCGSCCProxy>();
  PA.preserveSet<AllAnalysesOn<Function>>();
  return PA;
}
