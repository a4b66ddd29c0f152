//===- SharedInline.cpp - Inline or specialize calls that take shared memory =//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why this pass exists
// --------------------
// A device function that receives a shared buffer by pointer (`float *tile`)
// sees a generic pointer. Unless the function is inlined into a caller where
// the pointer is visibly an `addrspacecast` of a `__shared__` global,
// infer-address-spaces cannot prove the address space, and every access
// through it stays a generic `ld`/`st` (an address-space check per access on
// the GPU) that smemvec-lsv, whose input is addrspace(3), cannot merge.
// clang's inliner decides on size alone (NVPTX threshold 225 x 11), so large
// templated device methods stay `.func` calls; nvcc inlines them. This pass
// makes that decision where shared memory is at stake, and only there.
//
// Where it runs
// -------------
// Two halves, both in the O1-O3 pipelines of NVPTX modules:
//  - `smemvec-inline` (module pass) at the early-simplification extension
//    point: after the early function simplification (SROA has promoted
//    clang's argument allocas, so a call's argument is the GEP of
//    `addrspacecast (ptr addrspace(3) @tile to ptr)` itself) and before the
//    inliners. It decides every call site, creates the specialized clones and
//    *marks* the calls to inline with the call-site string attribute
//    `"smemvec-inline"="<accesses>"`.
//  - `smemvec-inline-apply` (CGSCC pass) at the CGSCC-optimizer-late
//    extension point: when the bottom-up CGSCC walk reaches a function, after
//    the regular inliner and the function simplification pipeline ran on it,
//    it inlines the marked calls. The callees were simplified in their own
//    SCC visit first (loops unrolled, loads forwarded), as with the regular
//    inliner. Inlining them top-down at the early point instead (measured on
//    bench/kernels/dwt97.cu, like `__forceinline__` everywhere) left
//    432 ld.shared + 472 st.shared where bottom-up gives 240 + 240: GVN's
//    memory-dependence scan limits give up on the one huge unrolled block.
// Later, infer-address-spaces + smemvec-align + smemvec-lsv in the codegen
// pipeline see addrspace(3) accesses with known alignment.
// `opt -passes='smemvec-inline,cgscc(smemvec-inline-apply)'` runs both alone.
// -smemvec-inline=0 turns both off.
//
// Algorithm
// ---------
//  1. Leave the module alone unless its triple is NVPTX. Find the functions
//     in recursive call-graph cycles (scc_iterator over the CallGraph).
//  2. Queue every direct call to a defined function in the module.
//  3. For each queued call, find the *shared arguments*: generic pointer
//     arguments whose underlying objects (getUnderlyingObjects: through GEPs,
//     casts, phis and selects) all have type `ptr addrspace(3)`: a shared
//     global, or a parameter of a clone made in step 5. None: skip the call
//     silently.
//  4. Count the accesses that would become shared: loads, stores, atomics and
//     memory intrinsics of the callee whose address derives from a shared
//     parameter only, plus (recursively, to a bounded depth) those of the
//     callees it passes the pointer on to.
//  5. Decide (SharedInlineInternal.h, "Cost model" below):
//     - Specialize: clone the callee once per (callee, set of shared
//       parameters) into an internal `<callee>.smemvec.shared` whose shared
//       parameters are `ptr addrspace(3)`, each cast back to generic at
//       entry, so the body is unchanged and infer-address-spaces turns its
//       accesses into ld/st.shared. The call passes `addrspacecast` of the
//       original argument. The clone's calls are queued: their pointer is
//       now shared in the IR, so `kernel -> run -> level -> lift` is decided
//       top-down, one level per clone.
//       The double cast (generic -> addrspace(3) at the call, back to
//       generic at the clone's entry, infer-address-spaces does the rest) is
//       the trick AMDGPUPromoteKernelArguments plays on kernel arguments
//       (generic -> global -> generic), here on a callee's parameters, and
//       only where every caller of the clone is proven to pass shared memory.
//     - Inline: mark the call. If the callee passes a shared parameter on to
//       a call, redirect the call to the clone first and mark that: the
//       clone's calls are then decided too (and the clone is dead once
//       inlined; GlobalDCE removes it). A parameter is never assumed shared
//       from context: the original function may still receive a global
//       pointer elsewhere, and only clones change.
//     - Leave it, with a missed remark naming the reason.
//  6. (smemvec-inline-apply) Inline the marked calls of each function as the
//     CGSCC walk reaches it, and the marked calls the inlined bodies bring,
//     checking both budgets again with the sizes of now: the callee then
//     holds its own inlined callees, which step 5 could not see. A refused
//     call stays a call (to the shared clone where there is one).
//
// Cost model
// ----------
// S = instructions of the callee, C = direct call sites of the callee that
// pass shared pointers (counted at the callee's first decision, so that
// redirecting one call to a clone does not make the next look cheaper),
// N = accesses made shared.
//  - N = 0: nothing to gain; leave the call (remark NoSharedAccess). A
//    callee that only uses shared *globals* directly is not a reason either:
//    infer-address-spaces already makes those accesses shared inside the
//    callee (test/SharedInline/callee-uses-shared-global.ll).
//  - Recursive, interposable (weak), optnone, variadic and external callees,
//    and callees isInlineViable() refuses: never (neither inlined nor cloned).
//  - Inline when S x C <= -smemvec-inline-budget and the caller, with the
//    callees already marked in it, stays below -smemvec-inline-max-caller-size
//    instructions. S x C bounds the code growth of inlining every shared call
//    site of the callee.
//  - Otherwise (and always for `noinline`: the user's __noinline__ wins over
//    inlining) specialize: the call stays a call, the body is copied once for
//    all call sites, and the accesses still become shared.
//    -smemvec-inline-specialize=0 turns that off.
// Measured on the H200 (bench/results/2026-11-30-h200-inline.md, dwt97):
// inlined 73.2 -> 58.0 us (stock -> plugin; nvcc 57.9); with every call kept
// (-inline-threshold=-30000) generic .funcs take 197.4 us and specialized
// ones 147.4 us. Inlining is worth far more than specialization, hence the
// generous default budget; a clone still beats a generic call.
//
// Complexity: each processed call costs one underlying-object walk per
// pointer argument and one use-walk of the callee (memoized per (callee,
// parameter)); each call is decided once, and each (callee, parameter set)
// is cloned at most once, so the work is linear in the calls of the module
// and of its clones (no recursion: the call graph below a clone is acyclic).
//
// Run it:  opt -load-pass-plugin=build/lib/SmemVec.so -passes=smemvec-inline
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedInline.h"
#include "Options.h"
#include "SharedInlineInternal.h"
#include "SharedMemory.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/Analysis/InlineCost.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/NVPTXAddrSpace.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <deque>
#include <map>

using namespace llvm;
using namespace smemvec::inl;

#define DEBUG_TYPE "smemvec-inline"

STATISTIC(NumInlined, "Calls inlined because they pass shared memory");
STATISTIC(NumSpecialized, "Calls redirected to a shared-specialized clone");

static cl::opt<bool> EnableInline(
    "smemvec-inline", cl::init(true),
    cl::desc("Inline (or specialize) device calls that pass pointers into "
             "shared memory (kill switch of smemvec-inline)"));

static cl::opt<unsigned, false, smemvec::BoundedParser<0, 100000000>>
    InlineBudget("smemvec-inline-budget", cl::init(40000),
                 cl::value_desc("instructions"),
                 cl::desc("Inline a callee while its size times its number "
                          "of shared call sites stays at or below this "
                          "(default 40000); above it, specialize"));

static cl::opt<unsigned, false, smemvec::BoundedParser<1, 100000000>>
    MaxCallerSize("smemvec-inline-max-caller-size", cl::init(60000),
                  cl::value_desc("instructions"),
                  cl::desc("Never inline into a caller that would grow past "
                           "this many instructions (default 60000)"));

static cl::opt<bool> EnableSpecialize(
    "smemvec-inline-specialize", cl::init(true),
    cl::desc("Where inlining is refused (budget, noinline), clone the callee "
             "with its shared pointer parameters in addrspace(3)"));

/// How deep step 4 follows the pointer into further callees: deep enough for
/// class hierarchies of helper methods, bounded so a call chain costs little.
static constexpr unsigned MaxAccessCountDepth = 8;

/// Underlying-object walk limit per argument (getUnderlyingObjects' own
/// default is 6 GEP/cast steps per path; tile arithmetic rarely needs more).
static constexpr unsigned MaxUnderlyingLookup = 12;

/// Suffix of specialized clones, so PTX readers see where they come from.
static constexpr const char *CloneSuffix = ".smemvec.shared";

/// Call-site string attribute by which smemvec-inline hands a call to
/// smemvec-inline-apply; its value is the number of accesses made shared.
static constexpr const char *InlineMarkAttr = "smemvec-inline";

static bool isGenericPtrType(const Type *Ty) {
  return Ty->isPointerTy() &&
         Ty->getPointerAddressSpace() == NVPTXAS::ADDRESS_SPACE_GENERIC;
}

/// True if every underlying object of the generic pointer \p V is typed
/// `ptr addrspace(3)`: a shared global, or a value already in addrspace(3).
static bool isProvablyShared(const Value *V) {
  if (!isGenericPtrType(V->getType()))
    return false;
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(V, Objects, /*LI=*/nullptr, MaxUnderlyingLookup);
  return !Objects.empty() && all_of(Objects, [](const Value *O) {
    return smemvec::isSharedPointerType(O->getType());
  });
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
  SmallBitVector sharedArguments(const CallBase &CB) const;
  bool forwardsToCalls(Function &F, const SmallBitVector &Params) const;
  unsigned countSharedAccesses(Function &F, const SmallBitVector &Params);
  unsigned countAccessesThrough(Argument &A, unsigned Depth,
                                SmallPtrSetImpl<const Function *> &OnPath);
  unsigned countSharedCallSites(const Function &F) const;
  CallSiteFacts gatherFacts(CallBase &CB, const SmallBitVector &Shared);
  void markForInlining(CallBase &CB, const SmallBitVector &Shared,
                       unsigned NumAccesses);
  Function *specializedClone(Function &F, const SmallBitVector &Shared);
  CallInst *redirectToClone(CallBase &CB, Function &Clone,
                            const SmallBitVector &Shared);
  void emitRemark(CallBase &CB, const Decision &D, unsigned NumAccesses,
                  const Function *Clone);

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
  /// One clone per (callee, shared parameter set).
  std::map<std::pair<Function *, std::string>, Function *> Clones;
  /// C per callee, counted at its first decision: redirecting a call to a
  /// clone must not make the next call of the same callee look cheaper.
  DenseMap<const Function *, unsigned> SharedCallSitesMemo;
  /// Instruction count per function, measured once: the module half only
  /// adds casts to bodies, and recounting the caller per call made 30000
  /// calls in one kernel quadratic (42 s).
  DenseMap<const Function *, unsigned> SizeMemo;
  unsigned sizeOf(const Function &F);
  /// Step 4's answer per (function, parameter).
  DenseMap<std::pair<const Function *, unsigned>, unsigned> AccessMemo;
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

/// Step 3: the argument positions of \p CB that pass a generic pointer
/// proven to point into shared memory.
SmallBitVector SharedInliner::sharedArguments(const CallBase &CB) const {
  const Function *Callee = CB.getCalledFunction();
  unsigned N = std::min<unsigned>(CB.arg_size(), Callee->arg_size());
  SmallBitVector Shared(Callee->arg_size());
  for (unsigned I = 0; I != N; ++I) {
    if (CB.isByValArgument(I) || CB.paramHasAttr(I, Attribute::InAlloca) ||
        CB.paramHasAttr(I, Attribute::Preallocated))
      continue;
    Shared[I] = isProvablyShared(CB.getArgOperand(I));
  }
  return Shared;
}

/// True if \p F passes one of \p Params (or a pointer derived from it) on
/// to a call: then inlining goes through a clone, so that those calls see
/// the pointer as shared (step 5).
bool SharedInliner::forwardsToCalls(Function &F,
                                    const SmallBitVector &Params) const {
  for (unsigned I : Params.set_bits()) {
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
/// it and from shared memory only), including those of callees that receive
/// it, down to MaxAccessCountDepth.
unsigned
SharedInliner::countAccessesThrough(Argument &A, unsigned Depth,
                                    SmallPtrSetImpl<const Function *> &OnPath) {
  Function &F = *A.getParent();
  auto Key = std::make_pair(static_cast<const Function *>(&F), A.getArgNo());
  if (auto It = AccessMemo.find(Key); It != AccessMemo.end())
    return It->second;

  // A phi or select that also merges a non-shared pointer stays generic.
  auto DerivesOnlyFromArg = [&A](const Value *V) {
    SmallVector<const Value *, 4> Objects;
    getUnderlyingObjects(V, Objects, nullptr, MaxUnderlyingLookup);
    return all_of(Objects, [&A](const Value *O) {
      return O == &A || smemvec::isSharedPointerType(O->getType());
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
        Count += countAccessesThrough(*G->getArg(ArgNo), Depth + 1, OnPath);
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

unsigned SharedInliner::countSharedAccesses(Function &F,
                                            const SmallBitVector &Params) {
  unsigned Count = 0;
  for (unsigned I : Params.set_bits()) {
    SmallPtrSet<const Function *, 8> OnPath{&F};
    Count += countAccessesThrough(*F.getArg(I), 0, OnPath);
  }
  return Count;
}

unsigned SharedInliner::sizeOf(const Function &F) {
  auto [It, New] = SizeMemo.try_emplace(&F, 0);
  if (New)
    It->second = F.getInstructionCount();
  return It->second;
}

/// C in the cost model: direct call sites of \p F passing a shared pointer.
unsigned SharedInliner::countSharedCallSites(const Function &F) const {
  unsigned Count = 0;
  for (const User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      if (CB->getCalledFunction() == &F && sharedArguments(*CB).any())
        ++Count;
  return Count;
}

CallSiteFacts SharedInliner::gatherFacts(CallBase &CB,
                                         const SmallBitVector &Shared) {
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
  Facts.SharedAccesses = countSharedAccesses(Callee, Shared);
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
void SharedInliner::markForInlining(CallBase &CB, const SmallBitVector &Shared,
                                    unsigned NumAccesses) {
  Function &Callee = *CB.getCalledFunction();
  PlannedGrowth[CB.getFunction()] += sizeOf(Callee);
  CallBase *Marked = &CB;
  if (forwardsToCalls(Callee, Shared))
    Marked = redirectToClone(CB, *specializedClone(Callee, Shared), Shared);
  Marked->addFnAttr(Attribute::get(Marked->getContext(), InlineMarkAttr,
                                   utostr(NumAccesses)));
  Changed = true;
}

/// Step 5, specialize: the clone of \p F whose parameters in \p Shared are
/// `ptr addrspace(3)`, cast back to generic at entry. Made once per key.
Function *SharedInliner::specializedClone(Function &F,
                                          const SmallBitVector &Shared) {
  std::string Mask;
  for (unsigned I = 0, E = F.arg_size(); I != E; ++I)
    Mask += Shared.test(I) ? '1' : '0';
  Function *&Slot = Clones[{&F, Mask}];
  if (Slot)
    return Slot;

  LLVMContext &Ctx = M.getContext();
  PointerType *SharedPtr =
      PointerType::get(Ctx, NVPTXAS::ADDRESS_SPACE_SHARED);
  SmallVector<Type *, 8> Params;
  for (Argument &A : F.args())
    Params.push_back(Shared.test(A.getArgNo()) ? SharedPtr : A.getType());
  FunctionType *CloneTy =
      FunctionType::get(F.getReturnType(), Params, /*isVarArg=*/false);
  Function *Clone =
      Function::Create(CloneTy, GlobalValue::InternalLinkage,
                       F.getAddressSpace(), F.getName() + CloneSuffix, &M);

  // Map each shared parameter to a cast back to generic, built in a scratch
  // block first (CloneFunctionInto needs every argument mapped) and then
  // moved to the top of the cloned entry block.
  BasicBlock *Scratch = BasicBlock::Create(Ctx, "", Clone);
  ValueToValueMapTy VMap;
  SmallVector<Instruction *, 4> Casts;
  for (Argument &A : F.args()) {
    Argument *NewA = Clone->getArg(A.getArgNo());
    NewA->setName(A.getName());
    if (!Shared.test(A.getArgNo())) {
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
/// shared arguments cast to addrspace(3).
CallInst *SharedInliner::redirectToClone(CallBase &CB, Function &Clone,
                                         const SmallBitVector &Shared) {
  IRBuilder<> B(&CB);
  SmallVector<Value *, 8> Args;
  SmallVector<AttributeSet, 8> ArgAttrs;
  AttributeList Attrs = CB.getAttributes();
  for (unsigned I = 0, E = CB.arg_size(); I != E; ++I) {
    Value *Arg = CB.getArgOperand(I);
    if (Shared.test(I)) {
      Args.push_back(B.CreateAddrSpaceCast(
          Arg, Clone.getArg(I)->getType(), Arg->getName() + ".shared"));
      // The generic argument's attributes (noundef, align, ...) were not
      // written for the addrspace(3) value; drop them rather than reason.
      ArgAttrs.push_back(AttributeSet());
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
                               unsigned NumAccesses, const Function *Clone) {
  Function &Caller = *CB.getFunction();
  Function &Callee = *CB.getCalledFunction();
  OptimizationRemarkEmitter ORE(&Caller);
  if (D.What == Action::Specialize) {
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "Specialized", &CB)
             << "call of '" << ore::NV("Callee", &Callee) << "' in '"
             << ore::NV("Caller", &Caller) << "' now calls '"
             << ore::NV("Clone", Clone->getName()) << "': "
             << ore::NV("SharedAccesses", NumAccesses)
             << " accesses through shared pointer arguments become shared"
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
           << "' passes shared memory but is left alone: "
           << ore::NV("Reason", reasonText(D.Why));
  });
}

/// Steps 3-5 for one queued call.
void SharedInliner::processCall(CallBase &CB) {
  if (Decided.contains(&CB))
    return;
  Function *Callee = CB.getCalledFunction();
  assert(Callee && "only direct calls are queued");
  SmallBitVector Shared = sharedArguments(CB);
  if (!Shared.any())
    return;
  Decided.insert(&CB);
  // The always-inliner will take it anyway; the inlined body then sees the
  // shared pointer by itself. Kernels cannot be called.
  if (Callee->hasFnAttribute(Attribute::AlwaysInline) ||
      Callee->getCallingConv() == CallingConv::PTX_Kernel)
    return;

  CallSiteFacts Facts = gatherFacts(CB, Shared);
  Decision D =
      decide(Facts, {InlineBudget, MaxCallerSize, EnableSpecialize});
  LLVM_DEBUG(dbgs() << "smemvec-inline: " << CB.getFunction()->getName()
                    << " -> " << Callee->getName() << ": "
                    << reasonText(D.Why) << "\n");
  switch (D.What) {
  case Action::Inline:
    markForInlining(CB, Shared, Facts.SharedAccesses);
    return;
  case Action::Specialize: {
    Function *Clone = specializedClone(*Callee, Shared);
    emitRemark(CB, D, Facts.SharedAccesses, Clone);
    redirectToClone(CB, *Clone, Shared);
    ++NumSpecialized;
    return;
  }
  case Action::Leave:
    emitRemark(CB, D, Facts.SharedAccesses, nullptr);
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

static void emitInlinedRemark(CallBase &CB, OptimizationRemarkEmitter &ORE) {
  Function &Caller = *CB.getFunction();
  Function &Callee = *CB.getCalledFunction();
  unsigned NumAccesses = 0;
  CB.getFnAttr(InlineMarkAttr).getValueAsString().getAsInteger(10, NumAccesses);
  // A marked call may go to the callee's clone; the user knows the original.
  StringRef CalleeName = Callee.getName();
  CalleeName.consume_back(CloneSuffix);
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "Inlined", &CB)
           << "inlined '" << ore::NV("Callee", CalleeName) << "' into '"
           << ore::NV("Caller", &Caller) << "': "
           << ore::NV("SharedAccesses", NumAccesses)
           << " accesses through shared pointer arguments become shared";
  });
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
  StringRef CalleeName = CB.getCalledFunction()->getName();
  CalleeName.consume_back(CloneSuffix);
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotInlined", &CB)
           << "call of '" << ore::NV("Callee", CalleeName) << "' in '"
           << ore::NV("Caller", &Caller)
           << "' was marked but is not inlined: "
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
/// the pointer on). Returns true if anything was inlined.
static bool inlineMarkedCalls(Function &F, OptimizationRemarkEmitter &ORE) {
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
    emitInlinedRemark(*CB, ORE);
    InlineFunctionInfo IFI;
    if (!InlineFunction(*CB, IFI, /*MergeAttributes=*/true).isSuccess()) {
      CB->removeFnAttr(InlineMarkAttr);
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

PreservedAnalyses smemvec::SharedInlineApplyPass::run(
    LazyCallGraph::SCC &InitialC, CGSCCAnalysisManager &AM, LazyCallGraph &CG,
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
    if (!inlineMarkedCalls(F, ORE))
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
